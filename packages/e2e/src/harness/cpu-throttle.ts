import type { BrowserContext, Page } from '@playwright/test';

/**
 * The CPU slowdown asked for by `E2E_CPU_THROTTLE` (e.g. `6` for 6× slower), or undefined when
 * unset. Off by default: it is for reproducing, on a quiet machine, what only happens on a loaded
 * one (content that arrives late and moves what is on screen), not for every run.
 */
export function cpuThrottleRate(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env['E2E_CPU_THROTTLE'];
  if (raw === undefined || raw.trim() === '') return undefined;
  const rate = Number(raw);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(`E2E_CPU_THROTTLE must be a number >= 1 (a slowdown factor), got "${raw}"`);
  }
  return rate === 1 ? undefined : rate;
}

/** The context's pages run `rate`× slower; `ready(page)` resolves once that page is throttled. */
export interface CpuThrottle {
  readonly rate: number;
  ready(page: Page): Promise<void>;
}

/**
 * Slows the CPU of every page of `context` by `rate` (Chromium's DevTools CPU throttling, as
 * `Emulation.setCPUThrottlingRate`): the pages open now and every page opened later (new tabs,
 * popups). A page opened later is throttled as soon as the context reports it; until its
 * `ready(page)` resolves, its first milliseconds may run at full speed.
 */
export async function throttleCpu(context: BrowserContext, rate: number): Promise<CpuThrottle> {
  const throttled = new WeakMap<Page, Promise<void>>();
  const throttle = (page: Page): Promise<void> => {
    const known = throttled.get(page);
    if (known !== undefined) return known;
    const done = (async () => {
      try {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      } catch (error) {
        // A page closed before its session opened has nothing left to slow down.
        if (!page.isClosed()) throw error;
      }
    })();
    throttled.set(page, done);
    return done;
  };
  context.on('page', (page) => {
    throttle(page).catch((error: unknown) => console.warn(`E2E_CPU_THROTTLE: ${String(error)}`));
  });
  await Promise.all(context.pages().map(throttle));
  return { rate, ready: throttle };
}
