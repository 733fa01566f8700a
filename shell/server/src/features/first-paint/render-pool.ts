/**
 * First paints rendered on worker threads (docs/adr/0275-renders-on-every-core.md). A render holds
 * its thread for its whole markup (ADR 0193); on the main thread that is the thread every request,
 * the in-process API and its shared answers run on. Here each worker (render-worker.ts) renders
 * with its own copy of the shell's renderer, the texts and the remotes' server bundles; the pages'
 * API calls come back to the main thread and are answered by `apiFetch` as before.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-worker-protocol';

export interface PoolRenderRequest {
  readonly url: string;
  readonly remote: string;
  readonly module: string;
  readonly manifestUrl: string;
}

export interface PoolRendered {
  readonly html: string;
  readonly stateJson: string;
  readonly notFound: boolean;
  readonly styleAttributeHashes: readonly string[];
}

export interface RenderPoolStats {
  readonly workers: number;
  /** Workers that answered `ready` and are running. */
  readonly readyWorkers: number;
  /** Workers that ended unexpectedly and were replaced. */
  readonly restarts: number;
}

export interface RenderPool {
  /**
   * The page rendered by the least busy worker; undefined when the page has no server bundle.
   * Rejects when it failed, the signal aborted it, or its worker died.
   */
  render(request: PoolRenderRequest, signal: AbortSignal): Promise<PoolRendered | undefined>;
  /** Renders running on workers now. */
  inFlight(): number;
  /** Resolves once every worker has loaded the renderer (or failed to start: it is replaced, and logged). */
  ready(): Promise<void>;
  stats(): RenderPoolStats;
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  readonly workers: number;
  readonly dataDir: string;
  readonly localesDir: string;
  /** How the main thread answers `/api/...` (the in-process API, or API_URL). */
  readonly apiFetch: typeof fetch;
  readonly warn: (message: string, error?: unknown) => void;
}

const BOOT_FILE = fileURLToPath(new URL('./render-worker-boot.mjs', import.meta.url));
const WORKER_ENTRY = new URL('./render-worker.ts', import.meta.url).href;
const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.runtime.json', import.meta.url));

interface Pending {
  readonly resolve: (value: PoolRendered | undefined) => void;
  readonly reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Ended before it ever loaded the renderer: not started again (it would only fail again), given no work. */
  failed: boolean;
  /** Settles when the worker first says ready or ends. */
  readonly started: Promise<void>;
  markStarted(): void;
  readonly pending: Map<number, Pending>;
  /** The worker's API calls being answered on the main thread, to abort when it asks. */
  readonly calls: Map<number, AbortController>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  if (!Number.isInteger(options.workers) || options.workers < 1)
    throw new RangeError(`a render pool needs workers, got ${options.workers}`);
  const data: RenderWorkerData = { entry: WORKER_ENTRY, tsconfig: TSCONFIG, dataDir: options.dataDir, localesDir: options.localesDir };
  let nextId = 0;
  let restarts = 0;
  let closing = false;

  const answerApiCall = async (slot: Slot, worker: Worker, message: Extract<FromWorker, { type: 'api' }>): Promise<void> => {
    const controller = new AbortController();
    slot.calls.set(message.id, controller);
    let answer: ToWorker;
    try {
      const response = await options.apiFetch(message.path, {
        method: message.method,
        headers: message.contentType === null ? {} : { 'content-type': message.contentType },
        ...(message.body === undefined ? {} : { body: message.body }),
        signal: controller.signal,
      });
      answer = {
        type: 'api-answer',
        id: message.id,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        retryAfter: response.headers.get('retry-after') ?? undefined,
        body: response.status === 204 || response.status === 304 ? null : await response.text(),
      };
    } catch (error) {
      answer = { type: 'api-answer', id: message.id, status: 0, contentType: '', body: null, error: String(error) };
    } finally {
      slot.calls.delete(message.id);
    }
    if (slot.worker === worker) worker.postMessage(answer);
  };

  const start = (slot?: Slot): Slot => {
    const worker = new Worker(BOOT_FILE, { workerData: data, name: 'first-paint-render' });
    let markStarted = (): void => undefined;
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    const current: Slot = slot ?? { worker, ready: false, failed: false, started, markStarted, pending: new Map(), calls: new Map() };
    current.worker = worker;
    current.ready = false;
    worker.on('message', (message: FromWorker) => {
      switch (message.type) {
        case 'ready':
          current.ready = true;
          current.markStarted();
          return;
        case 'warn':
          options.warn(message.message);
          return;
        case 'api':
          void answerApiCall(current, worker, message);
          return;
        case 'api-abort':
          current.calls.get(message.id)?.abort(new DOMException('the render stopped', 'AbortError'));
          return;
        case 'rendered': {
          const pending = current.pending.get(message.id);
          if (pending === undefined) return;
          current.pending.delete(message.id);
          if (message.outcome === 'ok') {
            pending.resolve({
              html: message.html,
              stateJson: message.stateJson,
              notFound: message.notFound,
              styleAttributeHashes: message.styleAttributeHashes,
            });
          } else if (message.outcome === 'no-bundle') {
            pending.resolve(undefined);
          } else {
            pending.reject(new Error(message.error ?? `first paint ${message.outcome} in its worker`));
          }
          return;
        }
      }
    });
    worker.on('error', (error) => options.warn('a render worker failed', error));
    worker.on('exit', (code) => {
      current.markStarted();
      if (current.worker !== worker) return;
      const wasReady = current.ready;
      current.ready = false;
      for (const pending of current.pending.values()) pending.reject(new Error(`its render worker exited (${code})`));
      current.pending.clear();
      for (const call of current.calls.values()) call.abort();
      current.calls.clear();
      if (closing) return;
      if (!wasReady) {
        // A worker that cannot load the renderer (a broken deploy, no tsx) would fail again at once.
        current.failed = true;
        options.warn(`a render worker exited (${code}) before it could render; its pages go out as the plain shell`);
        return;
      }
      restarts += 1;
      options.warn(`a render worker exited (${code}); starting another`);
      start(current);
    });
    return current;
  };

  const slots = Array.from({ length: options.workers }, () => start());

  return {
    render(request, signal) {
      signal.throwIfAborted();
      // The least busy worker; one still starting only when none is ready (its render waits for it).
      const alive = slots.filter((slot) => !slot.failed);
      if (alive.length === 0) return Promise.reject(new Error('no render worker could load the renderer'));
      const candidates = alive.some((slot) => slot.ready) ? alive.filter((slot) => slot.ready) : alive;
      const slot = candidates.reduce((best, next) => (next.pending.size < best.pending.size ? next : best));
      const id = (nextId += 1);
      const worker = slot.worker;
      return new Promise<PoolRendered | undefined>((resolve, reject) => {
        const onAbort = (): void => {
          if (slot.worker === worker) worker.postMessage({ type: 'abort', id } satisfies ToWorker);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        slot.pending.set(id, {
          resolve: (value) => {
            signal.removeEventListener('abort', onAbort);
            resolve(value);
          },
          reject: (error) => {
            signal.removeEventListener('abort', onAbort);
            reject(error);
          },
        });
        worker.postMessage({ type: 'render', id, ...request } satisfies ToWorker);
      });
    },
    inFlight: () => slots.reduce((sum, slot) => sum + slot.pending.size, 0),
    ready: () => Promise.all(slots.map((slot) => slot.started)).then(() => undefined),
    stats: () => ({ workers: slots.length, readyWorkers: slots.filter((slot) => slot.ready).length, restarts }),
    async close() {
      closing = true;
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
