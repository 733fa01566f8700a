import { join } from 'node:path';
import type { I18nInstance } from '@travel/i18n';
import { renderFirstPaint } from '../../../../src/features/first-paint/render-first-paint';
import { createConcurrencyLimit, type ConcurrencyLimitStats } from '../load/concurrency-limit';
import type { RenderAdmission } from '../load/render-admission';
import type { RenderPool } from './render-pool';
import type { ServerBundleStore } from './server-bundle-store';
import { createStylesheetFiles, type FirstPaintStylesheet } from './stylesheet-files';

export type { FirstPaintStylesheet } from './stylesheet-files';

export interface FirstPaintRequest {
  /** Path and query of the page. */
  readonly url: string;
  readonly remote: string;
  readonly module: string;
  /** The deployed version's manifest and folder (registry entry, manifest store). */
  readonly manifestUrl: string;
  readonly assetBase: string;
  /**
   * The page holds nothing of one visitor or one booking, so a rendered copy may serve others
   * for a few seconds (first-paint-cache.ts). Default false.
   */
  readonly cacheable?: boolean | undefined;
}

export interface PageFirstPaint {
  /** Markup for `#root`. */
  readonly html: string;
  /** The state block for the browser (`FirstPaintState`). */
  readonly state: unknown;
  /** What the markup needs before it is shown: the shell's stylesheet, then the page's. */
  readonly stylesheets: readonly FirstPaintStylesheet[];
  /** The page's loader said the address names nothing (the state's `notFoundPath`). */
  readonly notFound?: boolean | undefined;
  /** The state block as the page embeds it, when the render wrote it already (a render worker). */
  readonly stateJson?: string | undefined;
  /** The CSP hashes of the markup's style attributes, when the render computed them already. */
  readonly styleAttributeHashes?: readonly string[] | undefined;
}

export interface FirstPaintRenderer {
  /**
   * The page's first paint, or undefined: no server bundle for it, the cap reached or the server
   * under pressure (answered at once), past the time box, or it failed (logged).
   */
  render(request: FirstPaintRequest): Promise<PageFirstPaint | undefined>;
  stats(): FirstPaintStats;
}

export interface FirstPaintStats extends ConcurrencyLimitStats {
  /** Refused while the server was under pressure (event loop lagging). */
  readonly shedUnderPressure: number;
  readonly rendered: number;
  /** Abandoned when the time box fired. */
  readonly timedOut: number;
  readonly failed: number;
  /** With a render queue (FIRST_PAINT_QUEUE_MS): waiting now, let in after a wait, how long a slot is held (ms). */
  readonly waiting?: number | undefined;
  readonly waited?: number | undefined;
  readonly slotMs?: number | undefined;
  /** With render workers (FIRST_PAINT_WORKERS): how many, how many ready, how many replaced. */
  readonly workers?: number | undefined;
  readonly readyWorkers?: number | undefined;
  readonly workerRestarts?: number | undefined;
}

/** Starts a render's time box: the signal aborts when it is over; `clear` when the render ended first. */
export type TimeBox = (timeoutMs: number) => { readonly signal: AbortSignal; clear(): void };

export interface FirstPaintRendererOptions {
  readonly bundles: ServerBundleStore;
  readonly shellDist: string;
  /** The site server's text instance with every namespace, as the texts are now (texts/site-texts.ts). */
  readonly i18n: () => Promise<I18nInstance>;
  /** Longer than this and the page goes out without a first paint; the browser renders it. */
  readonly timeoutMs: number;
  /** First paints rendered at once; more are refused (the plain shell), never queued. */
  readonly maxConcurrent: number;
  /**
   * Instead of `maxConcurrent`: renders at once with a short, bounded wait for a slot
   * (load/render-admission.ts, docs/adr/0275-renders-on-every-core.md).
   */
  readonly admission?: RenderAdmission | undefined;
  /** Render on these worker threads instead of this thread (docs/adr/0275-renders-on-every-core.md). */
  readonly pool?: RenderPool | undefined;
  /** True while the server sheds load: no first paint is started. */
  readonly underPressure?: (() => boolean) | undefined;
  /** Tests drive the time box themselves; the default is a timer. */
  readonly timeBox?: TimeBox | undefined;
  readonly warn: (message: string, error?: unknown) => void;
}

const timerTimeBox: TimeBox = (timeoutMs) => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('first paint time box over', 'TimeoutError')), timeoutMs);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
};

export function createFirstPaintRenderer(options: FirstPaintRendererOptions): FirstPaintRenderer {
  const stylesheetFiles = createStylesheetFiles(options.shellDist);

  const limit = createConcurrencyLimit(options.maxConcurrent);
  const admission = options.admission;
  const timeBox = options.timeBox ?? timerTimeBox;
  let shedUnderPressure = 0;
  let rendered = 0;
  let timedOut = 0;
  let failed = 0;

  /** Never rejects; stops at the next step once `signal` is aborted. */
  async function renderWithin(request: FirstPaintRequest, signal: AbortSignal): Promise<PageFirstPaint | undefined> {
    try {
      const bundle = await options.bundles.bundleFor(request.manifestUrl);
      if (bundle === undefined || typeof bundle.exports[request.module] !== 'function') return undefined;
      const stylesheets = await Promise.all([
        stylesheetFiles.shell(),
        ...bundle
          .stylesheetsOf(request.module)
          .map((file) => stylesheetFiles.file(`${request.assetBase}${file}`, join(bundle.versionDir, file))),
      ]);
      // Unstyled markup would flash and then jump: a stylesheet missing, no first paint.
      if (stylesheets.some((sheet) => sheet === undefined)) return undefined;
      signal.throwIfAborted();
      if (options.pool !== undefined) {
        const painted = await options.pool.render(
          { url: request.url, remote: request.remote, module: request.module, manifestUrl: request.manifestUrl },
          signal,
        );
        if (painted === undefined) return undefined;
        signal.throwIfAborted();
        rendered += 1;
        const { stateJson } = painted;
        let state: unknown;
        return {
          html: painted.html,
          // Read by nothing on the way out (the page embeds `stateJson`); parsed only if asked for.
          get state() {
            state ??= JSON.parse(stateJson);
            return state;
          },
          stateJson,
          notFound: painted.notFound,
          styleAttributeHashes: painted.styleAttributeHashes,
          stylesheets: stylesheets as FirstPaintStylesheet[],
        };
      }
      const { html, state, notFound } = await renderFirstPaint({
        url: request.url,
        i18n: await options.i18n(),
        signal,
        loadRemote: (remote, module) =>
          remote === request.remote && typeof bundle.exports[module] === 'function'
            ? Promise.resolve(bundle.exports)
            : Promise.reject(new Error(`${remote}/${module} is not in the server bundle of ${request.remote}`)),
      });
      signal.throwIfAborted();
      rendered += 1;
      return { html, state, notFound, stylesheets: stylesheets as FirstPaintStylesheet[] };
    } catch (error) {
      // Past the time box the page has gone out already; that is counted, not logged.
      if (!signal.aborted) {
        failed += 1;
        options.warn(`first paint of ${request.url} not rendered`, error);
      }
      return undefined;
    }
  }

  return {
    async render(request) {
      if (options.underPressure?.() === true) {
        shedUnderPressure += 1;
        return undefined;
      }
      let release: (() => void) | undefined;
      let box: ReturnType<TimeBox>;
      if (admission === undefined) {
        release = limit.tryAcquire();
        if (release === undefined) return undefined;
        box = timeBox(options.timeoutMs);
      } else {
        // The time box covers the wait for a slot too: the visitor's budget is the whole page.
        box = timeBox(options.timeoutMs);
        release = await admission.acquire(box.signal);
        if (release === undefined) {
          if (box.signal.aborted) timedOut += 1;
          box.clear();
          return undefined;
        }
      }
      const releaseSlot = release;
      const work = renderWithin(request, box.signal);
      // The slot is held until the render has really stopped, not only until the page went out:
      // the cap bounds the work, whatever the time box told the visitor.
      void work.then(() => {
        box.clear();
        releaseSlot();
      });
      const outcome = await Promise.race([work, aborted(box.signal)]);
      if (outcome === ABORTED) {
        timedOut += 1;
        return undefined;
      }
      return outcome;
    },
    stats: () => {
      const pool = options.pool?.stats();
      return {
        ...(admission === undefined ? limit.stats() : admission.stats()),
        shedUnderPressure,
        rendered,
        timedOut,
        failed,
        ...(pool === undefined ? {} : { workers: pool.workers, readyWorkers: pool.readyWorkers, workerRestarts: pool.restarts }),
      };
    },
  };
}

const ABORTED = Symbol('aborted');

function aborted(signal: AbortSignal): Promise<typeof ABORTED> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(ABORTED);
    else signal.addEventListener('abort', () => resolve(ABORTED), { once: true });
  });
}
