import { createEventBus } from '@travel/event-bus';
import { announceOrderFlowChange } from '../order-flow-events';

describe('order-flow events', () => {
  it('announce entering and leaving, not moving between steps', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('order-flow:entered', (e) => seen.push(`in:${e.routeId}`));
    bus.on('order-flow:left', (e) => seen.push(`out:${e.routeId}`));
    const home = { routeId: 'home', inOrderFlow: false };
    const client = { routeId: 'order-client', inOrderFlow: true };
    const summary = { routeId: 'order-summary', inOrderFlow: true };
    const thanks = { routeId: 'order-thank-you', inOrderFlow: false };
    announceOrderFlowChange(bus, null, home);
    announceOrderFlowChange(bus, home, client);
    announceOrderFlowChange(bus, client, summary);
    announceOrderFlowChange(bus, summary, thanks);
    expect(seen).toEqual(['in:order-client', 'out:order-summary']);
  });

  it('announce entry when the page loads inside the flow', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('order-flow:entered', (e) => seen.push(e.routeId));
    announceOrderFlowChange(bus, null, { routeId: 'order-payment', inOrderFlow: true });
    expect(seen).toEqual(['order-payment']);
  });
});
