import type { HotelDetail } from '@travel/contracts/api/hotels';
import { useTranslation } from '@travel/i18n';
import { ACCOMMODATION_TYPES, BEACH_TYPES, RECOMMENDED_FOR, isOneOf } from './labels';

export interface HotelDescriptionProps {
  hotel: HotelDetail;
}

/** The description with the facts a shopper compares: beach and accommodation type in Polish, who it suits. */
export function HotelDescription({ hotel }: HotelDescriptionProps) {
  const { t } = useTranslation('hotel');
  const beachType = isOneOf(BEACH_TYPES, hotel.beachType) ? t(`beachTypes.${hotel.beachType}`) : null;
  const accommodation = isOneOf(ACCOMMODATION_TYPES, hotel.accommodationType)
    ? t(`accommodationTypes.${hotel.accommodationType}.singular`)
    : null;
  const recommended = hotel.recommendedFor.filter((who) => isOneOf(RECOMMENDED_FOR, who));
  return (
    <section className="hotel-description" aria-labelledby="hotel-description-heading">
      <h2 id="hotel-description-heading">{t('description.heading')}</h2>
      <p>{hotel.description}</p>
      <dl className="hotel-facts" aria-label={t('description.facts')}>
        {accommodation === null ? null : (
          <div>
            <dt>{t('summary.accommodationType')}</dt>
            <dd>{accommodation}</dd>
          </div>
        )}
        {beachType === null ? null : (
          <div>
            <dt>{t('summary.beachType')}</dt>
            <dd>{beachType}</dd>
          </div>
        )}
        {recommended.length === 0 ? null : (
          <div>
            <dt>{t('summary.recommendedFor')}</dt>
            <dd>{recommended.map((who) => (isOneOf(RECOMMENDED_FOR, who) ? t(`recommendedFor.${who}`) : who)).join(', ')}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
