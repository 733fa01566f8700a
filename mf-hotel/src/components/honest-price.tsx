import { formatPrice, useTranslation } from '@travel/i18n';
import { PriceDiscount } from '@travel/ui';

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
 * The complete price for the party and per adult, and a discount as every page shows one
 * (`PriceDiscount` of @travel/ui: never without the lowest price of the 30 days before it).
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
  return (
    <div className="hotel-price" data-testid="honest-price">
      <p className="hotel-price__total">
        <span>{t('price.total')}</span> <strong data-testid="price-total">{formatPrice(priceTotal)}</strong>
        {partyLabel === undefined ? null : <span> {partyLabel}</span>}
      </p>
      <p className="hotel-price__per-person">
        <span>{t('price.perPerson')}</span> <strong data-testid="price-per-person">{formatPrice(pricePerPerson)}</strong>
      </p>
      <PriceDiscount offer={{ pricePerPerson, priceTotal, regularPricePerPerson, lowestPrice30dPerPerson, discountPercent }} perAdultNote />
      <p className="hotel-price__fees">{t('price.feesIncluded')}</p>
    </div>
  );
}
