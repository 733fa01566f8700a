import { formatPrice, useTranslation } from '@travel/i18n';

/** The prices of one offer as every hotel-remote page shows them. */
export interface HonestPriceProps {
  /** What one adult pays, every mandatory fee included. */
  pricePerPerson: number;
  /** What the whole party pays. */
  priceTotal: number;
  /** Per adult, before the discount. */
  regularPricePerPerson: number;
  /** Per adult: the lowest price of the 30 days before the discount (EU Omnibus directive). */
  lowestPrice30dPerPerson: number;
  discountPercent: number;
  /** The party in words, 'za 2 osoby'; omitted where the price is for one adult only. */
  partyLabel?: string;
}

/**
 * The complete price for the party and per adult. A discount is never shown without the lowest
 * price of the 30 days before it, in the words the Polish price law asks for.
 */
export function HonestPrice({
  pricePerPerson,
  priceTotal,
  regularPricePerPerson,
  lowestPrice30dPerPerson,
  discountPercent,
  partyLabel,
}: HonestPriceProps) {
  const { t } = useTranslation('hotel');
  const discounted = discountPercent > 0 && regularPricePerPerson > pricePerPerson;
  return (
    <div className="hotel-price" data-testid="honest-price">
      <p className="hotel-price__total">
        <span>{t('price.total')}</span> <strong data-testid="price-total">{formatPrice(priceTotal)}</strong>
        {partyLabel === undefined ? null : <span> {partyLabel}</span>}
      </p>
      <p className="hotel-price__per-person">
        <span>{t('price.perPerson')}</span> <strong data-testid="price-per-person">{formatPrice(pricePerPerson)}</strong>
      </p>
      {discounted ? (
        <div className="hotel-price__discount">
          <p>
            <span className="hotel-price__badge">{t('price.discount', { percent: discountPercent })}</span>{' '}
            <s>{t('price.regular', { price: formatPrice(regularPricePerPerson) })}</s>
          </p>
          <p data-testid="lowest-30d">{t('price.lowest30d', { price: formatPrice(lowestPrice30dPerPerson) })}</p>
        </div>
      ) : null}
      <p className="hotel-price__fees">{t('price.feesIncluded')}</p>
    </div>
  );
}
