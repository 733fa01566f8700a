import { isOrderFlowPath } from '../../route-match/route-match';
import { BUILD_ID_FETCH_ERROR, createBuildIdCheck, type BuildIdCheckDeps, type PageLocation } from '../build-id-check';

const at = (pathname: string, search = ''): PageLocation => ({ url: `${pathname}${search}`, pathname });
const HOME = at('/');
const GUIDE = at('/przewodnik/');
const CAREER = at('/kariera/', '?a=1');
const ORDER_CLIENT = at('/rezerwacja/abc123/dane/');
const ORDER_CONFIRM = at('/rezerwacja/abc123/potwierdzenie-danych/');
const THANK_YOU = at('/rezerwacja/abc123/dziekujemy/');

function setup(serverIds: Array<string | Error>, overrides: Partial<BuildIdCheckDeps> = {}) {
  let clock = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  let reloadedFor: string | null = null;
  const deps = {
    currentBuildId: 'build-1',
    fetchBuildId: jest.fn(async () => {
      const next = serverIds.length > 1 ? serverIds.shift() : serverIds[0];
      if (next instanceof Error) throw next;
      return next ?? 'build-1';
    }),
    now: () => clock,
    setTimer: (run: () => void, ms: number) => timers.push({ at: clock + ms, run }),
    isOrderFlow: isOrderFlowPath,
    reload: jest.fn(),
    notifyInOrderFlow: jest.fn(),
    logError: jest.fn(),
    reloadedFor: { get: () => reloadedFor, set: (id: string) => void (reloadedFor = id) },
    throttleMs: 5000,
    ...overrides,
  };
  const check = createBuildIdCheck(deps);
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const advance = async (ms: number) => {
    clock += ms;
    const due = timers.filter((t) => t.at <= clock);
    timers.splice(0, timers.length, ...timers.filter((t) => t.at > clock));
    for (const timer of due) timer.run();
    await flush();
  };
  return { check, deps, flush, advance, reloadedFor: () => reloadedFor };
}

describe('the order-flow routes', () => {
  it('are the four order steps and nothing else', () => {
    expect(isOrderFlowPath('/rezerwacja/abc/dane/')).toBe(true);
    expect(isOrderFlowPath('/rezerwacja/abc/potwierdzenie-danych/')).toBe(true);
    expect(isOrderFlowPath('/rezerwacja/abc/podsumowanie/')).toBe(true);
    expect(isOrderFlowPath('/rezerwacja/abc/platnosc/')).toBe(true);
    expect(isOrderFlowPath('/rezerwacja/abc/dziekujemy/')).toBe(false);
    expect(isOrderFlowPath('/last-minute/egipt/')).toBe(false);
    expect(isOrderFlowPath('/')).toBe(false);
  });
});

describe('build-id check', () => {
  it('does nothing while the server reports the running build', async () => {
    const { check, deps, flush, advance } = setup(['build-1']);
    check.start(HOME);
    await flush();
    check.navigated(GUIDE);
    await advance(5000);
    check.navigated(CAREER);
    await advance(5000);
    expect(deps.fetchBuildId).toHaveBeenCalledTimes(3);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(check.stale).toBe(false);
  });

  it('never reloads on page start, even when the id differs', async () => {
    const { check, deps, flush } = setup(['build-2']);
    check.start(HOME);
    await flush();
    expect(check.stale).toBe(true);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads onto the next navigation’s URL when a new build was found on start', async () => {
    const { check, deps, flush, reloadedFor } = setup(['build-2']);
    check.start(HOME);
    await flush();
    check.navigated(CAREER);
    expect(deps.reload).toHaveBeenCalledWith('/kariera/?a=1');
    expect(reloadedFor()).toBe('build-2');
  });

  it('reloads when the check made for a navigation finds a new build', async () => {
    const { check, deps, flush, advance } = setup(['build-1', 'build-2']);
    check.start(HOME);
    await flush();
    check.navigated(GUIDE);
    // Inside the throttle window: the check waits for the window to end, then reloads here.
    expect(deps.fetchBuildId).toHaveBeenCalledTimes(1);
    await advance(5000);
    expect(deps.fetchBuildId).toHaveBeenCalledTimes(2);
    expect(deps.reload).toHaveBeenCalledWith('/przewodnik/');
  });

  it('checks at most once per throttle window however many navigations happen', async () => {
    const { check, deps, flush, advance } = setup(['build-1']);
    check.start(HOME);
    await flush();
    for (const location of [GUIDE, CAREER, HOME, GUIDE]) check.navigated(location);
    await advance(4999);
    expect(deps.fetchBuildId).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(deps.fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it('inside the order flow shows the notice once and never reloads', async () => {
    const { check, deps, flush, advance } = setup(['build-1', 'build-2']);
    check.start(ORDER_CLIENT);
    await flush();
    check.navigated(ORDER_CONFIRM);
    await advance(5000);
    expect(deps.notifyInOrderFlow).toHaveBeenCalledTimes(1);
    check.navigated(at('/rezerwacja/abc123/podsumowanie/'));
    check.navigated(at('/rezerwacja/abc123/platnosc/'));
    await advance(5000);
    expect(deps.notifyInOrderFlow).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('tells a visitor who starts inside the order flow right away', async () => {
    const { check, deps, flush } = setup(['build-2']);
    check.start(ORDER_CLIENT);
    await flush();
    expect(deps.notifyInOrderFlow).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads on the first navigation out of the order flow', async () => {
    const { check, deps, flush } = setup(['build-2']);
    check.start(ORDER_CLIENT);
    await flush();
    check.navigated(ORDER_CONFIRM);
    expect(deps.reload).not.toHaveBeenCalled();
    check.navigated(THANK_YOU);
    expect(deps.reload).toHaveBeenCalledWith('/rezerwacja/abc123/dziekujemy/');
  });

  it("logs 'Error in build-id fetch' and changes nothing when the fetch fails", async () => {
    const { check, deps, flush, advance } = setup([new Error('offline')]);
    check.start(HOME);
    await flush();
    check.navigated(GUIDE);
    await advance(5000);
    expect(deps.logError).toHaveBeenCalledTimes(2);
    const error = (deps.logError as jest.Mock).mock.calls[0][0] as Error;
    expect(error.message).toBe(BUILD_ID_FETCH_ERROR);
    expect(error.cause).toEqual(new Error('offline'));
    expect(check.stale).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.notifyInOrderFlow).not.toHaveBeenCalled();
  });

  it('does not reload again for a build it already reloaded for (no reload loop)', async () => {
    const { check, deps, flush, advance } = setup(['build-2'], {
      reloadedFor: { get: () => 'build-2', set: jest.fn() },
    });
    check.start(HOME);
    await flush();
    check.navigated(GUIDE);
    await advance(5000);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('checks a navigation that happened while a request was out', async () => {
    let answer: (id: string) => void = () => undefined;
    const fetchBuildId = jest
      .fn<Promise<string>, []>()
      .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      .mockResolvedValue('build-2');
    const { check, deps, flush, advance } = setup([], { fetchBuildId });
    check.start(HOME);
    check.navigated(GUIDE);
    answer('build-1');
    await flush();
    await advance(5000);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
    expect(deps.reload).toHaveBeenCalledWith('/przewodnik/');
  });

  describe('tells what it decided', () => {
    const decisions = (decided: jest.Mock) => decided.mock.calls.map(([decision, location]) => [decision, location.pathname]);

    it('current on every check that found the running build, none while a check waits', async () => {
      const decided = jest.fn();
      const { check, flush, advance } = setup(['build-1'], { decided });
      check.start(HOME);
      await flush();
      check.navigated(GUIDE);
      expect(decisions(decided)).toEqual([['current', '/']]);
      await advance(5000);
      expect(decisions(decided)).toEqual([
        ['current', '/'],
        ['current', '/przewodnik/'],
      ]);
    });

    it('deferred on start, then reload on the navigation', async () => {
      const decided = jest.fn();
      const { check, deps, flush } = setup(['build-2'], { decided });
      check.start(HOME);
      await flush();
      check.navigated(CAREER);
      expect(decisions(decided)).toEqual([
        ['deferred', '/'],
        ['reload', '/kariera/'],
      ]);
      expect(deps.reload).toHaveBeenCalledWith('/kariera/?a=1');
    });

    it('notice, then stay, inside the order flow; reload out of it', async () => {
      const decided = jest.fn();
      const { check, flush } = setup(['build-2'], { decided });
      check.start(ORDER_CLIENT);
      await flush();
      check.navigated(ORDER_CONFIRM);
      check.navigated(THANK_YOU);
      expect(decisions(decided)).toEqual([
        ['notice', '/rezerwacja/abc123/dane/'],
        ['stay', '/rezerwacja/abc123/potwierdzenie-danych/'],
        ['reload', '/rezerwacja/abc123/dziekujemy/'],
      ]);
    });

    it('failed when the fetch fails', async () => {
      const decided = jest.fn();
      const { check, flush } = setup([new Error('offline')], { decided });
      check.start(GUIDE);
      await flush();
      expect(decisions(decided)).toEqual([['failed', '/przewodnik/']]);
    });
  });
});
