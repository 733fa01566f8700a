import type { OfferListItem } from '@travel/contracts/api/offers';
import { offerListItemFixture } from '@travel/contracts/testing';

/** A listing's offer card: Resort Delfin on Crete, a week all inclusive for two at 2 999 zł a person, 3 % off. */
export function cretanOffer(patch: Partial<OfferListItem> = {}): OfferListItem {
  return offerListItemFixture({
    hotelSlug: 'resort-delfin',
    hotelName: 'Resort Delfin',
    hotelRating: 5,
    reviewCount: 3,
    photo: '/p.jpg',
    destination: { name: 'Kreta', path: 'grecja/kreta', slug: 'kreta', locative: 'na Krecie', country: 'Grecja' },
    room: { code: 'DBL', name: 'Pokój' },
    flightMinutes: 200,
    pricePerPerson: 2999,
    priceTotal: 5998,
    regularPricePerPerson: 3100,
    lowestPrice30dPerPerson: 2999,
    discountPercent: 3,
    placesLeft: 4,
    offersCount: 2,
    lat: 35,
    lng: 25,
    ...patch,
  });
}
