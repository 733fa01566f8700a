import { analyticsEventSchema, type AnalyticsEvent } from '@travel/contracts/analytics';
import { createEventBus } from '@travel/event-bus';
import { orderFixture } from '../../../test-support/order-fixture';
import { emitCheckoutStep } from '../checkout-progress';

describe('emitCheckoutStep', () => {
  it('sends each tracking step of an order once, as a valid checkout_progress event', () => {
    const bus = createEventBus();
    const events: AnalyticsEvent[] = [];
    bus.on('analytics:event', (event) => events.push(event));
    const order = orderFixture();
    emitCheckoutStep('confirmation', order, bus);
    emitCheckoutStep('confirmation', order, bus);
    emitCheckoutStep('agreement', order, bus);
    emitCheckoutStep('payment', order, bus);
    expect(events.map((e) => (e.event === 'checkout_progress' ? e.checkout_step : e.event))).toEqual([
      'confirmation',
      'agreement',
      'payment',
    ]);
    for (const event of events) expect(analyticsEventSchema.safeParse(event).success).toBe(true);
    expect(events[0]).toMatchObject({ ecommerce: { currency: 'PLN', value: order.price.total, items: [{ item_id: order.offer.hash }] } });
  });

  it('counts the steps of another order apart', () => {
    const bus = createEventBus();
    const steps: string[] = [];
    bus.on('analytics:event', (event) => steps.push(event.event));
    emitCheckoutStep('summary', orderFixture({ id: '11111111-1111-4111-8111-111111111111' }), bus);
    emitCheckoutStep('summary', orderFixture({ id: '22222222-2222-4222-8222-222222222222' }), bus);
    expect(steps).toEqual(['checkout_progress', 'checkout_progress']);
  });
});
