import { renderHook } from '@testing-library/react';
import { analyticsEventSchema } from '@travel/contracts/analytics';
import type { OfferListItem } from '@travel/contracts/api/offers';
import { eventBus } from '@travel/event-bus';
import { useListViewEvent, type ListViewEventInput } from '../use-list-view-event';

const offer = (hash: string, hotelName: string, pricePerPerson: number): OfferListItem =>
  ({
    hash,
    hotelName,
    pricePerPerson,
    offerType: 'wypoczynek',
    tourOperator: 'itaka',
    destination: { name: 'Kreta', path: 'grecja/kreta', slug: 'kreta', locative: 'na Krecie', country: 'Grecja' },
  }) as OfferListItem;

const PAGE_2 = [offer('a1', 'Hotel Jeden', 2199), offer('b2', 'Hotel Dwa', 2499)];
const BASE: ListViewEventInput = {
  listId: 'last-minute',
  listName: 'Last minute na Krecie',
  offers: PAGE_2,
  offset: 20,
  resultKey: 'k?p=2',
};

describe('useListViewEvent', () => {
  let events: unknown[];
  let off: () => void;
  beforeEach(() => {
    events = [];
    off = eventBus.on('analytics:event', (event) => events.push(event));
  });
  afterEach(() => off());

  it('sends view_item_list once per page of results, each offer with its position in the whole result', () => {
    const { rerender } = renderHook((input: ListViewEventInput) => useListViewEvent(input), {
      initialProps: { ...BASE, offers: undefined } as ListViewEventInput,
    });
    expect(events).toEqual([]);
    rerender(BASE);
    rerender({ ...BASE });
    expect(events).toHaveLength(1);
    expect(analyticsEventSchema.parse(events[0])).toEqual({
      event: 'view_item_list',
      ecommerce: {
        item_list_id: 'last-minute',
        item_list_name: 'Last minute na Krecie',
        items: [
          {
            item_id: 'a1',
            item_name: 'Hotel Jeden',
            price: 2199,
            item_category: 'wypoczynek',
            item_category2: 'grecja/kreta',
            item_brand: 'itaka',
            index: 20,
          },
          {
            item_id: 'b2',
            item_name: 'Hotel Dwa',
            price: 2499,
            item_category: 'wypoczynek',
            item_category2: 'grecja/kreta',
            item_brand: 'itaka',
            index: 21,
          },
        ],
      },
    });
    rerender({ ...BASE, offers: [PAGE_2[0]!], offset: 40, resultKey: 'k?p=3' });
    expect(events).toHaveLength(2);
  });

  it('an empty result is not a list view', () => {
    renderHook(() => useListViewEvent({ ...BASE, offers: [] }));
    expect(events).toEqual([]);
  });
});
