import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useTranslation } from '@travel/i18n';
import { HOTEL_ATTRIBUTES, isHotelAmenity } from '@travel/search-model';
import { BEACH_DISTANCE_LABEL_LIMIT, SUMMARY_ATTRIBUTES } from './labels';

export interface AttributeSummaryProps {
  hotel: HotelDetail;
  /** Flight time of the selected offer in minutes; 0 or null when the trip has no flight. */
  flightMinutes: number | null;
}

const attributeLabel = (slug: string): string => HOTEL_ATTRIBUTES.find((entry) => entry.slug === slug)?.label ?? slug;

/** docs/product/validation-and-display.md: three attributes, plus beach distance, location text, flight duration and transfer duration. */
export function AttributeSummary({ hotel, flightMinutes }: AttributeSummaryProps) {
  const { t } = useTranslation('hotel');
  const hours = flightMinutes === null ? 0 : Math.floor(flightMinutes / 60);
  const flight =
    flightMinutes === null || flightMinutes <= 0
      ? t('summary.noFlight')
      : t('summary.flight', { duration: t('summary.flightHours', { hours, minutes: flightMinutes % 60 }) });
  return (
    <ul className="hotel-summary" aria-label={t('summary.label')} data-testid="hotel-summary">
      {hotel.attributes
        .filter(isHotelAmenity)
        .slice(0, SUMMARY_ATTRIBUTES)
        .map((slug) => (
          <li key={slug}>{attributeLabel(slug)}</li>
        ))}
      <li>
        {hotel.beachDistance > BEACH_DISTANCE_LABEL_LIMIT
          ? t('summary.beachFar')
          : t('summary.beachDistance', { distance: hotel.beachDistance })}
      </li>
      <li>{t('summary.location', { text: hotel.locationText })}</li>
      <li>{flight}</li>
      <li>{hotel.transferMinutes > 0 ? t('summary.transfer', { minutes: hotel.transferMinutes }) : t('summary.noTransfer')}</li>
    </ul>
  );
}
