/**
 * Answers of the API as its contracts parse them, for the apps' tests: one base each, a test
 * patches the fields it asserts on. Test code only; no app imports it at runtime.
 */
import { locationRefSchema, type LocationRef } from './api/common';
import { offerListItemSchema, type OfferListItem } from './api/offers';

/** An offer card's fields as the API answers them: a week all inclusive in Hurghada for two, from Warsaw. */
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

/** A place as the API names it in hotels, guides and landings: the region of Crete. */
export function locationRefFixture(patch: Partial<LocationRef> = {}): LocationRef {
  return locationRefSchema.parse({
    id: 3,
    name: 'Kreta',
    slug: 'kreta',
    path: 'grecja/kreta',
    genitive: 'Krety',
    locative: 'na Krecie',
    kind: 'region',
    countryCode: 'GR',
    lat: 35,
    lng: 25,
    ...patch,
  });
}
