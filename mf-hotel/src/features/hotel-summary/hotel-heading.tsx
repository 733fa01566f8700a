import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useTranslation } from '@travel/i18n';
import { HotelsBreadcrumb } from '../../components/hotels-breadcrumb';
import { VisuallyHidden } from '@travel/ui';
import { formatScore } from '@travel/i18n';

export interface HotelHeadingProps {
  hotel: HotelDetail;
}

/**
 * Under the page's `<h1>` (the hotel's name, given by the remote's frame): the breadcrumb, the
 * page meta's trail that the `BreadcrumbList` JSON-LD carries too (home › 'Hotele' › country ›
 * region › city, each linked to its hotels › the hotel), and the stars.
 */
export function HotelHeading({ hotel }: HotelHeadingProps) {
  const { t } = useTranslation('hotel');
  // Continents are too broad to be a step of the way to one hotel.
  const places = hotel.breadcrumbs.filter((place) => place.kind !== 'continent');
  const stars = hotel.standard;
  return (
    <div className="hotel-heading">
      <HotelsBreadcrumb
        labels={{ label: t('breadcrumb.label'), home: t('breadcrumb.home'), hotels: t('breadcrumb.hotels') }}
        places={places}
        current={hotel.name}
      />
      <p className="hotel-heading__stars" data-testid="hotel-stars">
        <VisuallyHidden>{t('stars', { count: stars, stars: formatScore(stars) })}</VisuallyHidden>
        <span aria-hidden="true">
          {'★'.repeat(Math.floor(stars))}
          {stars % 1 >= 0.5 ? '½' : ''}
        </span>{' '}
        <span className="hotel-heading__place">{hotel.locationText}</span>
      </p>
    </div>
  );
}
