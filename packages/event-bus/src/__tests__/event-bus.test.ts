import { createEventBus, eventBus, EVENT_BUS_GLOBAL_KEY } from '../event-bus';
import { requestConfirm } from '../request-confirm';

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const bus = createEventBus();
    const shown: string[] = [];
    const hidden: string[] = [];
    bus.on('toast:show', (t) => shown.push(t.id));
    bus.on('toast:show', (t) => shown.push(`${t.id}-2`));
    bus.on('toast:hide', (t) => hidden.push(t.id));
    expect(bus.emit('toast:show', { id: 'a', message: 'Zapisano' })).toBe(2);
    expect(shown).toEqual(['a', 'a-2']);
    expect(hidden).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: string[] = [];
    const off = bus.on('toast:hide', (t) => seen.push(t.id));
    bus.emit('toast:hide', { id: 'x' });
    off();
    expect(bus.emit('toast:hide', { id: 'y' })).toBe(0);
    expect(seen).toEqual(['x']);
  });

  it('replays the last value of a state event to a late subscriber', () => {
    const bus = createEventBus();
    bus.emit('favorites:count-changed', { count: 2 });
    bus.emit('favorites:count-changed', { count: 3 });
    const seen: number[] = [];
    bus.on('favorites:count-changed', (e) => seen.push(e.count));
    expect(seen).toEqual([3]);
    expect(bus.last('favorites:count-changed')).toEqual({ count: 3 });
  });

  it('replays a null user (signed out) as a value', () => {
    const bus = createEventBus();
    bus.emit('user:info', null);
    const seen: unknown[] = [];
    bus.on('user:info', (u) => seen.push(u));
    expect(seen).toEqual([null]);
  });

  it('does not replay moment events such as toasts', () => {
    const bus = createEventBus();
    bus.emit('toast:show', { id: 'a', message: 'Zapisano' });
    const seen: string[] = [];
    bus.on('toast:show', (t) => seen.push(t.id));
    expect(seen).toEqual([]);
    expect(bus.last('toast:show')).toBeUndefined();
  });

  it('keeps delivering when one handler throws, and reports the failure', () => {
    const errors: unknown[] = [];
    const bus = createEventBus({ onHandlerError: (e) => errors.push(e) });
    const seen: string[] = [];
    bus.on('toast:hide', () => {
      throw new Error('boom');
    });
    bus.on('toast:hide', (t) => seen.push(t.id));
    bus.emit('toast:hide', { id: 'z' });
    expect(seen).toEqual(['z']);
    expect(errors).toHaveLength(1);
  });

  it('is one realm-wide instance so separately bundled copies meet', () => {
    expect((globalThis as Record<symbol, unknown>)[EVENT_BUS_GLOBAL_KEY]).toBe(eventBus);
    jest.isolateModules(() => {
      // A second copy of the module (as a second bundle would load) picks up the same bus.
      const copy = jest.requireActual<typeof import('../event-bus')>('../event-bus');
      expect(copy.eventBus).toBe(eventBus);
    });
  });
});

describe('requestConfirm', () => {
  it('resolves with the answer the dialog host gives', async () => {
    const bus = createEventBus();
    bus.on('confirm:request', (req) => req.respond(true));
    await expect(requestConfirm({ title: 'Usuń', message: 'Na pewno?' }, bus)).resolves.toBe(true);
  });

  it('resolves false when no shell listens', async () => {
    await expect(requestConfirm({ title: 'Usuń', message: 'Na pewno?' }, createEventBus())).resolves.toBe(false);
  });
});
