import { offerDetailSchema, type OfferDetail, type OfferListItem } from '@travel/contracts/api/offers';
import { offerListItemFixture } from '@travel/contracts/testing';

/** One offer priced for two adults with its hotel, as `offersOffer` and `offersPreview` answer it. */
export function offerDetailFixture(patch: Partial<OfferListItem> = {}): OfferDetail {
  return offerDetailSchema.parse({
    ...offerListItemFixture(patch),
    party: { adults: 2, children: 0, infants: 0 },
    priceLines: [{ kind: 'adult', label: 'Dorosły', count: 2, unitPrice: 3500, total: 7000 }],
    feesPerPerson: 0,
    hotel: {
      id: 1,
      slug: 'hotel-sol',
      name: 'Hotel Sol',
      description: 'Hotel przy plaży.',
      locationText: 'Hurghada, Egipt',
      accommodationType: 'hotel',
      beachType: 'piaszczysta',
      photos: [],
      breadcrumbs: [],
    },
    priceHistory: [],
  });
}
