import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useTranslation } from '@travel/i18n';
import { HotelStars } from '@travel/ui';
import { HotelsBreadcrumb } from '../../components/hotels-breadcrumb';

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
  return (
    <div className="hotel-heading">
      <HotelsBreadcrumb
        labels={{ label: t('breadcrumb.label'), home: t('breadcrumb.home'), hotels: t('breadcrumb.hotels') }}
        places={places}
        current={hotel.name}
      />
      <p className="hotel-heading__stars" data-testid="hotel-stars">
        <HotelStars stars={hotel.standard} /> <span className="hotel-heading__place">{hotel.locationText}</span>
      </p>
    </div>
  );
}
