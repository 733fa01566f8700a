import { renderHook } from '@testing-library/react';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import { eventBus } from '@travel/event-bus';
import { useHotelViewEvent } from '../use-hotel-view-event';

const LOCATION = {
  id: 12,
  name: 'Złote Piaski',
  slug: 'zlote-piaski',
  path: 'bulgaria/zlote-piaski',
  genitive: 'Złotych Piasków',
  locative: 'na Złotych Piaskach',
  kind: 'city',
  countryCode: 'BG',
  lat: 43.27,
  lng: 28.02,
};

describe('useHotelViewEvent', () => {
  let events: unknown[];
  let off: () => void;
  beforeEach(() => {
    events = [];
    off = eventBus.on('analytics:event', (event) => events.push(event));
  });
  afterEach(() => off());

  it('sends view_item once per hotel with its slug, name, lowest price and destination', () => {
    const hotel = { slug: 'grand-cristal', name: 'Grand Cristal', priceFrom: 762, location: LOCATION };
    const { rerender } = renderHook(({ h }) => useHotelViewEvent(h), { initialProps: { h: hotel } });
    rerender({ h: { ...hotel } });
    expect(events).toHaveLength(1);
    expect(analyticsEventSchema.parse(events[0])).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'PLN',
        value: 762,
        items: [{ item_id: 'grand-cristal', item_name: 'Grand Cristal', price: 762, item_category2: 'bulgaria/zlote-piaski' }],
      },
    });
  });

  it('a hotel without offers still counts as a view, with value 0 and no price', () => {
    renderHook(() => useHotelViewEvent({ slug: 'hotel-bez-ofert', name: 'Hotel bez ofert', priceFrom: null, location: LOCATION }));
    expect(events).toHaveLength(1);
    const event = analyticsEventSchema.parse(events[0]);
    expect(event.event === 'view_item' && event.ecommerce.value).toBe(0);
    expect(event.event === 'view_item' && event.ecommerce.items[0]).not.toHaveProperty('price');
  });
});
