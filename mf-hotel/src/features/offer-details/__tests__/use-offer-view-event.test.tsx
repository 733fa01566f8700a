import { renderHook } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { offerListItemSchema } from '@travel/contracts/api/offers';
import { eventBus } from '@travel/event-bus';
import { useOfferViewEvent } from '../use-offer-view-event';

const OFFER = offerListItemSchema.parse({
  hash: '96ec8ed9f4v',
  hotelId: 170,
  hotelSlug: 'grand-cristal',
  hotelName: 'Grand Cristal',
  hotelStandard: 2,
  hotelRating: 5,
  reviewCount: 4,
  photo: '/images/hotels/170/1-853x400.jpg',
  destination: {
    name: 'Złote Piaski',
    path: 'bulgaria/zlote-piaski',
    slug: 'zlote-piaski',
    locative: 'na Złotych Piaskach',
    country: 'Bułgaria',
  },
  departureDate: '2027-03-13',
  returnDate: '2027-03-15',
  durationDays: 3,
  nights: 2,
  departureCity: 'katowice',
  board: 'obiad',
  room: { code: 'DBL-SV', name: 'Pokój dwuosobowy z widokiem na morze' },
  transport: 'BU',
  offerType: 'wypoczynek',
  tourOperator: 'prestige-tours',
  airline: 'brak',
  directFlight: false,
  flightMinutes: 0,
  pricePerPerson: 762,
  priceTotal: 1524,
  regularPricePerPerson: 762,
  lowestPrice30dPerPerson: 762,
  discountPercent: 0,
  isHit: false,
  placesLeft: 5,
  offersCount: 1,
  hotelAttributes: [],
  beachDistance: 900,
  transferMinutes: 15,
  lat: 43.26828,
  lng: 28.02115,
});

describe('useOfferViewEvent', () => {
  let events: unknown[];
  let off: () => void;
  beforeEach(() => {
    events = [];
    off = eventBus.on('analytics:event', (event) => events.push(event));
  });
  afterEach(() => off());

  it('sends view_item once per offer, with the party price and the offer as the item, even under strict mode and re-renders', () => {
    const { rerender } = renderHook(({ offer }) => useOfferViewEvent(offer), {
      initialProps: { offer: OFFER },
      wrapper: ({ children }: { children: ReactNode }) => <StrictMode>{children}</StrictMode>,
    });
    // The party changed: the same offer priced again is not a second view.
    rerender({ offer: { ...OFFER, priceTotal: 2286 } });
    expect(events).toHaveLength(1);
    expect(analyticsEventSchema.parse(events[0])).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'PLN',
        value: 1524,
        items: [
          {
            item_id: '96ec8ed9f4v',
            item_name: 'Grand Cristal',
            price: 762,
            item_category: 'wypoczynek',
            item_category2: 'bulgaria/zlote-piaski',
            item_brand: 'prestige-tours',
          },
        ],
      },
    });
    rerender({ offer: { ...OFFER, hash: 'another0001' } });
    expect(events).toHaveLength(2);
    expect(analyticsEventSchema.parse(events[1]).event).toBe('view_item');
  });
});
