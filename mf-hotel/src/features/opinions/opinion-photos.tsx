import { IMAGE_LOAD_ERROR_STATUS } from '@travel/contracts/photos';
import { useTranslation } from '@travel/i18n';
import { reportImageLoadError } from '@travel/ui';

/** Thumbnail box: the space is reserved before a photo loads (no layout shift), the photo is cropped to it. */
export const OPINION_PHOTO_WIDTH = 160;
export const OPINION_PHOTO_HEIGHT = 120;

export interface OpinionPhotosProps {
  /** URLs of the review's published photos (JPEG, served by the API). */
  photos: readonly string[];
  author: string;
}

/** A guest's photo that did not load is logged like a hotel photo (docs/product/errors.md). */
function reportFailedPhoto(image: HTMLImageElement): void {
  reportImageLoadError({
    action: 'image-load-error',
    message: 'Image failed to load',
    requestUrl: image.currentSrc || image.src,
    responseStatus: IMAGE_LOAD_ERROR_STATUS,
    route: window.location.pathname,
    host: window.location.host,
    service: 'hotel',
    timestamp: new Date().toISOString(),
  });
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
              onError={(event) => reportFailedPhoto(event.currentTarget)}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
