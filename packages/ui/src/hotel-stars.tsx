import { formatScore, useTranslation } from '@travel/i18n';
import { VisuallyHidden } from './visually-hidden';

export interface HotelStarsProps {
  /** The hotel's category in stars, halves included (3.5). */
  stars: number;
  className?: string;
}

/** '★★★½' for 3.5: a star per whole star, '½' for a half. */
export function starGlyphs(stars: number): string {
  return `${'★'.repeat(Math.max(0, Math.floor(stars)))}${stars % 1 >= 0.5 ? '½' : ''}`;
}

/**
 * A hotel's category as every page shows it: the stars with a half star, read aloud as one Polish
 * phrase ('Standard hotelu: 3,5 gwiazdki'). One component, so the listing, the hotel page, the
 * teasers and the favourites cannot draw the same hotel differently. Styled by `.tr-hotel-stars`
 * in `components.css`.
 */
export function HotelStars({ stars, className }: HotelStarsProps) {
  const { t } = useTranslation('common');
  return (
    <span className={['tr-hotel-stars', className].filter(Boolean).join(' ')}>
      <VisuallyHidden>{t('hotelStars.label', { count: stars, stars: formatScore(stars) })}</VisuallyHidden>
      <span aria-hidden="true" className="tr-hotel-stars__glyphs">
        {starGlyphs(stars)}
      </span>
    </span>
  );
}
