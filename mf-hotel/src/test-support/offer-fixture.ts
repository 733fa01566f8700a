import { offerDetailSchema, offerListItemSchema, type OfferDetail, type OfferListItem } from '@travel/contracts/api/offers';

/** An offer card's fields as the API answers them, parsed with the real contract. */
export function offerListItemFixture(patch: Partial<OfferListItem> = {}): OfferListItem {
  return offerListItemSchema.parse({
    hash: 'abcd1234',
    hotelId: 1,
    hotelSlug: 'hotel-sol',
    hotelName: 'Hotel Sol',
    hotelStandard: 4,
    hotelRating: 5.2,
    reviewCount: 10,
    photo: '/images/hotels/1/1-853x400.jpg',
    destination: { name: 'Hurghada', path: 'egipt/hurghada', slug: 'hurghada', locative: 'w Hurghadzie', country: 'Egipt' },
    departureDate: '2026-06-10',
    returnDate: '2026-06-17',
    durationDays: 8,
    nights: 7,
    departureCity: 'warszawa',
    board: 'all-inclusive',
    room: { code: 'DBL', name: 'Pokój dwuosobowy' },
    transport: 'F',
    offerType: 'wypoczynek',
    tourOperator: 'itaka',
    airline: 'charter',
    directFlight: true,
    flightMinutes: 240,
    pricePerPerson: 3500,
    priceTotal: 7000,
    regularPricePerPerson: 3500,
    lowestPrice30dPerPerson: 3500,
    discountPercent: 0,
    isHit: false,
    placesLeft: 10,
    offersCount: 1,
    hotelAttributes: [],
    beachDistance: 100,
    transferMinutes: 30,
    lat: 27,
    lng: 33,
    ...patch,
  });
}

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
