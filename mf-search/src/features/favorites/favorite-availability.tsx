import type { OfferCheck } from '@travel/contracts/api/offer-checks';
import { formatPrice, useTranslation } from '@travel/i18n';

export interface FavoriteAvailabilityProps {
  /** Today's check of the offer (`batch-aval`); nothing is said before it arrives. */
  check: OfferCheck | undefined;
  /** The per-adult price when this browser saved it, if it did. */
  seenPricePerPerson: number | undefined;
}

/** A saved offer that sold out, departed, was withdrawn or costs another price than when it was saved. */
export function FavoriteAvailability({ check, seenPricePerPerson }: FavoriteAvailabilityProps) {
  const { t } = useTranslation('favorites');
  if (check === undefined) return null;
  if (!check.available && check.reason !== null) {
    return (
      <p className="favorites__mark favorites__mark--gone" data-testid="favorite-availability" data-state={check.reason}>
        {t(`availability.${check.reason}`)}
      </p>
    );
  }
  const price = check.pricePerPerson;
  if (price === null || seenPricePerPerson === undefined || price === seenPricePerPerson) return null;
  return (
    <p className="favorites__mark" data-testid="favorite-availability" data-state={price < seenPricePerPerson ? 'lower' : 'higher'}>
      {t(price < seenPricePerPerson ? 'availability.lower' : 'availability.higher', { price: formatPrice(price) })}
    </p>
  );
}
