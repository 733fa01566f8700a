import type { OfferConfig } from '@travel/contracts/api/offers';
import { formatPrice, useTranslation } from '@travel/i18n';
import { useOfferLabels } from './offer-labels';

/** The id of the configurator section's heading, the glance's link target. */
export const CONFIGURATOR_HEADING_ID = 'hotel-configurator-heading';

export interface OfferGlanceProps {
  /** The configurator's answer; nothing is shown until it is there. */
  config: OfferConfig | undefined;
}

/**
 * Beside the gallery on a wide screen: what the configured offer costs the party, fees included,
 * and a link down to the configurator. The discount facts stay with the configurator's price, the
 * one place that shows them whole (docs/product/order-and-payment.md).
 */
export function OfferGlance({ config }: OfferGlanceProps) {
  const { t } = useTranslation('hotel');
  const labels = useOfferLabels();
  if (config === undefined || config.offersCount === 0) return null;
  const selected = config.status === 'available' ? config.selected : null;
  const persons = config.party.adults + config.party.children + config.party.infants;
  return (
    <aside className="hotel-glance" aria-labelledby="hotel-glance-heading" data-testid="offer-glance">
      <h2 id="hotel-glance-heading">{t('glance.heading')}</h2>
      {selected === null ? (
        <p>{t('glance.unavailable')}</p>
      ) : (
        <>
          <p className="hotel-glance__total">
            <strong data-testid="glance-price-total">{formatPrice(selected.priceTotal)}</strong> {labels.party(persons)}
          </p>
          <p>{t('glance.perPerson', { price: formatPrice(selected.pricePerPerson) })}</p>
          <p>
            {labels.dates(selected.departureDate, selected.returnDate)} ({labels.duration(selected.durationDays)})
          </p>
          <p>{t('configurator.departure', { city: labels.city(selected.departureCity) })}</p>
          <p className="hotel-glance__fees">{t('price.feesIncluded')}</p>
        </>
      )}
      <a className="hotel-glance__link" href={`#${CONFIGURATOR_HEADING_ID}`}>
        {selected === null ? t('glance.choose') : t('glance.change')}
      </a>
    </aside>
  );
}
