import type { ReactNode } from 'react';
import { isDiscounted } from '@travel/contracts/api/discount';
import { formatPrice, useTranslation } from '@travel/i18n';
import { VisuallyHidden } from './visually-hidden';

/** The price facts of one offer, as the API gives them (zł, per adult unless named total). */
export interface OfferPriceFacts {
  /** What one adult pays, every mandatory fee included. */
  pricePerPerson: number;
  /** What the whole party pays. */
  priceTotal: number;
  /** Per adult, before the discount. */
  regularPricePerPerson: number;
  /** Per adult: the lowest price of the 30 days before the discount (EU Omnibus directive). */
  lowestPrice30dPerPerson: number;
  discountPercent: number;
}

export interface PriceDiscountProps {
  offer: OfferPriceFacts;
  /** The price next to it is the party's: the per-adult facts then say they are per adult. */
  perAdultNote?: boolean;
  className?: string;
}

/**
 * A discount as Polish price law allows it to be shown (the Omnibus rule of the price information
 * act): the percentage, the regular price crossed out, and the lowest price of the 30 days before
 * the discount. Nothing when the offer is not discounted. One component for every place a
 * discounted offer appears (docs/adr/0231-one-price-tag.md).
 */
export function PriceDiscount({ offer, perAdultNote = false, className }: PriceDiscountProps) {
  const { t } = useTranslation('common');
  if (!isDiscounted(offer)) return null;
  const unit = perAdultNote ? ` ${t('price.perAdult')}` : '';
  return (
    <div className={['tr-price-discount', className].filter(Boolean).join(' ')} data-testid="price-discount">
      <p>
        <span className="tr-price-discount__badge">
          <VisuallyHidden>{t('price.discountLabel')} </VisuallyHidden>
          {t('price.discount', { percent: offer.discountPercent })}
        </span>{' '}
        <span>{t('price.regular')}</span> <s data-testid="price-regular">{formatPrice(offer.regularPricePerPerson)}</s>
        {unit}
      </p>
      <p className="tr-price-discount__lowest" data-testid="price-lowest-30d">
        {t('price.lowest30d', { price: formatPrice(offer.lowestPrice30dPerPerson) })}
        {unit}
      </p>
    </div>
  );
}

export interface PriceTagProps {
  offer: OfferPriceFacts;
  /** Show the party's price instead of the adult's; the discount facts stay per adult and say so. */
  total?: boolean;
  className?: string;
  /** Beside the price, e.g. a note on what it includes. */
  children?: ReactNode;
}

/** The price of an offer in a card or a teaser, with its discount told honestly (`PriceDiscount`). */
export function PriceTag({ offer, total = false, className, children }: PriceTagProps) {
  const { t } = useTranslation('common');
  return (
    <div className={['tr-price', className].filter(Boolean).join(' ')} data-testid="price-tag">
      <p className="tr-price__main">
        <strong data-testid="offer-price">{formatPrice(total ? offer.priceTotal : offer.pricePerPerson)}</strong>{' '}
        <span>{t(total ? 'price.forAll' : 'price.perPerson')}</span>
        {children}
      </p>
      <PriceDiscount offer={offer} perAdultNote={total} />
    </div>
  );
}
