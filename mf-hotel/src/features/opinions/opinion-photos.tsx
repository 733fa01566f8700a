import { useTranslation } from '@travel/i18n';

/** Thumbnail box: the space is reserved before a photo loads (no layout shift), the photo is cropped to it. */
export const OPINION_PHOTO_WIDTH = 160;
export const OPINION_PHOTO_HEIGHT = 120;

export interface OpinionPhotosProps {
  /** URLs of the review's published photos (JPEG, served by the API). */
  photos: readonly string[];
  author: string;
}

/**
 * A guest's photos under the opinion: lazy thumbnails of a fixed size, each a link to the photo in
 * full size (the browser opens the JPEG itself).
 */
export function OpinionPhotos({ photos, author }: OpinionPhotosProps) {
  const { t } = useTranslation('hotel');
  if (photos.length === 0) return null;
  return (
    <ul className="hotel-opinion__photos" aria-label={t('opinions.photos', { author })} data-testid="opinion-photos">
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener">
            <img
              src={url}
              alt={t('opinions.photo', { author, number: index + 1, total: photos.length })}
              width={OPINION_PHOTO_WIDTH}
              height={OPINION_PHOTO_HEIGHT}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
