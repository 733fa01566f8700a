import { createEventBus } from '@travel/event-bus';
import { createPageViewCounter } from '../page-view-counter';

describe('page-view counter', () => {
  it('counts each navigation once and announces it on the bus', () => {
    const bus = createEventBus();
    const seen: Array<[number, string, string | null]> = [];
    bus.on('page:view', (e) => seen.push([e.count, e.pathname, e.routeId]));
    const counter = createPageViewCounter(bus);
    counter.record('default', '/', 'home');
    counter.record('default', '/', 'home');
    counter.record('k1', '/przewodnik/', 'guide');
    expect(counter.count).toBe(2);
    expect(seen).toEqual([
      [1, '/', 'home'],
      [2, '/przewodnik/', 'guide'],
    ]);
  });

  it('lets a remote that mounts later read the current count', () => {
    const bus = createEventBus();
    const counter = createPageViewCounter(bus);
    counter.record('a', '/', 'home');
    counter.record('b', '/kontakt/', 'contact');
    const late: number[] = [];
    bus.on('page:view', (e) => late.push(e.count));
    expect(late).toEqual([2]);
  });
});
