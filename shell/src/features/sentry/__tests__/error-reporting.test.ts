import { afterInteractive, createErrorReporting, MAX_EARLY_REPORTS } from '../error-reporting';
import type { ErrorSink } from '../init-sentry';

function fakeSink() {
  const exceptions: unknown[] = [];
  const messages: Array<[string, unknown]> = [];
  const sink: ErrorSink = {
    captureException: (error) => exceptions.push(error),
    captureMessage: (message, context) => messages.push([message, context]),
  };
  return { sink, exceptions, messages };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const uncaught = (target: EventTarget, error: Error) =>
  target.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));
const rejected = (target: EventTarget, reason: unknown) => target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

describe('error reporting that starts Sentry after the page is interactive', () => {
  it('does not start Sentry before the page is interactive', async () => {
    const interactive = deferred<void>();
    const start = jest.fn(async () => null);
    createErrorReporting({ target: new EventTarget(), interactive: interactive.promise, start });
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    interactive.resolve();
    await interactive.promise;
    await new Promise((r) => setTimeout(r, 0));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('sends errors, rejections and reports from before the start to Sentry once it runs, each once', async () => {
    const target = new EventTarget();
    const interactive = deferred<void>();
    const { sink, exceptions, messages } = fakeSink();
    const reporting = createErrorReporting({ target, interactive: interactive.promise, start: async () => sink });
    const early = new Error('hydration blew up');
    uncaught(target, early);
    rejected(target, 'no answer');
    reporting.captureErrorMessage('GET /api/x answered 500', { status: 500 });
    expect(exceptions).toEqual([]);

    interactive.resolve();
    await expect(reporting.ready).resolves.toBe(true);
    expect(exceptions).toEqual([early, 'no answer']);
    expect(messages).toEqual([['GET /api/x answered 500', { level: 'error', extra: { status: 500 } }]]);

    // From now on Sentry's own handlers catch errors: ours are gone, nothing is sent twice.
    uncaught(target, new Error('later'));
    expect(exceptions).toHaveLength(2);
    reporting.captureErrorMessage('later report', {});
    expect(messages.map(([message]) => message)).toEqual(['GET /api/x answered 500', 'later report']);
  });

  it('drops what it held when reporting is off (no DSN), and stops listening', async () => {
    const target = new EventTarget();
    const removed = jest.spyOn(target, 'removeEventListener');
    const reporting = createErrorReporting({ target, interactive: Promise.resolve(), start: async () => null });
    uncaught(target, new Error('early'));
    await expect(reporting.ready).resolves.toBe(false);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['error', 'unhandledrejection']);
    reporting.captureErrorMessage('nobody listens', {});
  });

  it('holds at most MAX_EARLY_REPORTS, the first ones', async () => {
    const target = new EventTarget();
    const interactive = deferred<void>();
    const { sink, exceptions } = fakeSink();
    const reporting = createErrorReporting({ target, interactive: interactive.promise, start: async () => sink });
    for (let i = 0; i < MAX_EARLY_REPORTS + 5; i += 1) uncaught(target, new Error(`e${i}`));
    interactive.resolve();
    await reporting.ready;
    expect(exceptions).toHaveLength(MAX_EARLY_REPORTS);
    expect((exceptions[0] as Error).message).toBe('e0');
  });

  it('survives a Sentry that fails to load: reporting is off, the page goes on', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporting = createErrorReporting({
      target: new EventTarget(),
      interactive: Promise.resolve(),
      start: async () => Promise.reject(new Error('ChunkLoadError')),
    });
    await expect(reporting.ready).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('Sentry init failed', expect.any(Error));
    warn.mockRestore();
  });
});

describe('afterInteractive', () => {
  it('waits for the load event, then for an idle main thread', async () => {
    const listeners: Array<() => void> = [];
    const idle: Array<() => void> = [];
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout,
    } as unknown as Window;
    let done = false;
    void afterInteractive(win).then(() => (done = true));
    await Promise.resolve();
    expect([done, listeners.length, idle.length]).toEqual([false, 1, 0]);
    listeners[0]?.();
    expect(idle).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    idle[0]?.();
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
