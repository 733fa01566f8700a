import { analyticsEventSchema, type AnalyticsEvent } from '@travel/contracts/analytics';
import { createEventBus } from '@travel/event-bus';
import { createDataLayerSink, loadAnalyticsEventSchema, MAX_HELD_EVENTS } from '../data-layer-sink';

const item = {
  item_id: 'ab12cd34',
  item_name: 'Hotel Aphrodite',
  price: 3499,
  quantity: 2,
  item_category: 'last-minute',
  item_category2: 'grecja/kreta',
};
const ecommerce = { currency: 'PLN' as const, value: 6998, items: [item] };

/** One valid event of every kind (docs/product/shell-and-ui.md). */
const EVENTS: Record<AnalyticsEvent['event'], AnalyticsEvent> = {
  view_item: { event: 'view_item', ecommerce },
  view_item_list: {
    event: 'view_item_list',
    ecommerce: { item_list_id: 'listing', item_list_name: 'Last minute na Krecie', items: [item] },
  },
  add_to_cart: { event: 'add_to_cart', ecommerce },
  begin_checkout: { event: 'begin_checkout', ecommerce },
  checkout_progress: { event: 'checkout_progress', checkout_step: 'payment', ecommerce },
  purchase: { event: 'purchase', ecommerce: { ...ecommerce, transaction_id: 'R-2026-0001' } },
  form_submit: { event: 'form_submit', form_name: 'franchise' },
  newsletter_signup: { event: 'newsletter_signup', newsletter_lists: ['last-minute'] },
  add_to_wishlist: { event: 'add_to_wishlist', ecommerce },
  remove_from_wishlist: { event: 'remove_from_wishlist', ecommerce },
};

function setup(consented: boolean | null) {
  const bus = createEventBus();
  const layer: unknown[] = [];
  const invalid: string[] = [];
  const sink = createDataLayerSink({ bus, dataLayer: () => layer, consented, onInvalid: (issue) => invalid.push(issue) });
  return { bus, layer, invalid, sink, events: () => layer.filter((entry) => (entry as { event?: string }).event !== undefined) };
}

describe('analytics event shapes', () => {
  it.each(Object.entries(EVENTS))('%s is accepted in its GA4 shape', (_, event) => {
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it.each([
    ['a purchase without its order id', { event: 'purchase', ecommerce }],
    ['a price in another currency', { event: 'view_item', ecommerce: { ...ecommerce, currency: 'EUR' } }],
    ['a list without offers', { event: 'view_item_list', ecommerce: { item_list_id: 'x', item_list_name: 'x', items: [] } }],
    ['an unknown form', { event: 'form_submit', form_name: 'login' }],
    ['a newsletter sign-up without lists', { event: 'newsletter_signup', newsletter_lists: [] }],
    ['an event the spec does not name', { event: 'page_scroll' }],
  ])('rejects %s', (_, event) => {
    expect(analyticsEventSchema.safeParse(event).success).toBe(false);
  });
});

describe('the data layer sink: consent gating', () => {
  it('pushes every kind of event once all cookies are accepted, in order, clearing the previous ecommerce object', async () => {
    const { bus, layer, events, sink } = setup(true);
    for (const event of Object.values(EVENTS)) bus.emit('analytics:event', event);
    await sink.settled();
    expect(events()).toEqual(Object.values(EVENTS));
    expect(layer[0]).toEqual({ ecommerce: null });
    expect(layer).not.toContainEqual({ ecommerce: null, event: 'form_submit' });
  });

  it('pushes nothing when the visitor chose only necessary cookies', async () => {
    const { bus, layer, sink } = setup(false);
    bus.emit('analytics:event', EVENTS.purchase);
    await sink.settled();
    expect(layer).toEqual([]);
  });

  it('holds events until the visitor answers: sent after "accept all", dropped after "only necessary"', async () => {
    const accepted = setup(null);
    accepted.bus.emit('analytics:event', EVENTS.view_item);
    await accepted.sink.settled();
    expect(accepted.layer).toEqual([]);
    accepted.sink.setConsent(true);
    expect(accepted.events()).toEqual([EVENTS.view_item]);

    const refused = setup(null);
    refused.bus.emit('analytics:event', EVENTS.view_item);
    await refused.sink.settled();
    refused.sink.setConsent(false);
    refused.bus.emit('analytics:event', EVENTS.add_to_cart);
    await refused.sink.settled();
    expect(refused.layer).toEqual([]);
    // A later change of mind (the privacy page) counts from then on, never for what was dropped.
    refused.sink.setConsent(true);
    refused.bus.emit('analytics:event', EVENTS.begin_checkout);
    await refused.sink.settled();
    expect(refused.events()).toEqual([EVENTS.begin_checkout]);
  });

  it('applies the answer given while an event was still being checked', async () => {
    const accepted = setup(null);
    accepted.bus.emit('analytics:event', EVENTS.view_item);
    accepted.sink.setConsent(true);
    await accepted.sink.settled();
    expect(accepted.events()).toEqual([EVENTS.view_item]);

    const refused = setup(null);
    refused.bus.emit('analytics:event', EVENTS.view_item);
    refused.sink.setConsent(false);
    await refused.sink.settled();
    expect(refused.layer).toEqual([]);
  });

  it(`holds at most ${MAX_HELD_EVENTS} events before an answer`, async () => {
    const { bus, sink, events } = setup(null);
    for (let i = 0; i < MAX_HELD_EVENTS + 10; i += 1) bus.emit('analytics:event', EVENTS.form_submit);
    await sink.settled();
    sink.setConsent(true);
    expect(events()).toHaveLength(MAX_HELD_EVENTS);
  });

  it('drops a malformed event and says why, and stops after dispose', async () => {
    const { bus, layer, invalid, sink } = setup(true);
    bus.emit('analytics:event', { event: 'purchase', ecommerce } as unknown as AnalyticsEvent);
    await sink.settled();
    expect(layer).toEqual([]);
    expect(invalid).toHaveLength(1);
    sink.dispose();
    bus.emit('analytics:event', EVENTS.view_item);
    await sink.settled();
    expect(layer).toEqual([]);
  });
});

describe('the data layer sink: the schema off the first paint', () => {
  it('loads the schema with the first event, not before', async () => {
    const bus = createEventBus();
    const layer: unknown[] = [];
    const loadSchema = jest.fn(loadAnalyticsEventSchema);
    const sink = createDataLayerSink({ bus, dataLayer: () => layer, consented: true, loadSchema });
    expect(loadSchema).not.toHaveBeenCalled();
    bus.emit('analytics:event', EVENTS.view_item);
    await sink.settled();
    expect(loadSchema).toHaveBeenCalled();
    expect(layer).toContainEqual(EVENTS.view_item);
  });

  it('drops an event whose schema failed to load, says so, and checks the next one', async () => {
    const bus = createEventBus();
    const layer: unknown[] = [];
    const invalid: string[] = [];
    const loadSchema = jest.fn(loadAnalyticsEventSchema).mockRejectedValueOnce(new Error('ChunkLoadError'));
    const sink = createDataLayerSink({
      bus,
      dataLayer: () => layer,
      consented: true,
      loadSchema,
      onInvalid: (issue) => invalid.push(issue),
    });
    bus.emit('analytics:event', EVENTS.view_item);
    bus.emit('analytics:event', EVENTS.add_to_cart);
    await sink.settled();
    expect(invalid).toEqual(['the analytics schema failed to load']);
    expect(layer).toEqual([{ ecommerce: null }, EVENTS.add_to_cart]);
  });
});
