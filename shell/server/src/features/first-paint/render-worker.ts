/**
 * One render worker of the pool (render-pool.ts, docs/adr/0275-renders-on-every-core.md): the
 * shell's renderer, its own text instance and its own copy of the remotes' server bundles, on a
 * thread of its own. The API is not here: every call a page's loader makes is sent to the main
 * thread, which answers it as it answers any first paint's call (the in-process API with its caps
 * and shared answers, or API_URL), so the database stays where it is (PGlite in the main process).
 * What comes back is what the main thread would have rendered: the markup, the state block already
 * serialised for the page, and the style attributes' hashes for the page's CSP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { setHostApiFetch } from '@travel/api-client';
import { renderFirstPaint } from '../../../../src/features/first-paint/render-first-paint';
import { styleAttributeHashes } from '../pages/page-policy';
import { jsonForScript } from '../pages/html-escape';
import { createSiteTexts } from '../texts/site-texts';
import { createServerBundleStore } from './server-bundle-store';
import type { ToWorker, FromWorker, RenderWorkerData } from './render-worker-protocol';

const port = parentPort;
if (port === null) throw new Error('render-worker.ts runs as a worker thread');
const data = workerData as RenderWorkerData;

const post = (message: FromWorker): void => port.postMessage(message);
const bundles = createServerBundleStore(data.dataDir, (message) => post({ type: 'warn', message }));
// The same files and versions as the main thread's: a texts deploy reaches both within a second.
const texts = createSiteTexts(data.localesDir, { warn: (message) => post({ type: 'warn', message }) });
const renders = new Map<number, AbortController>();
const calls = new Map<number, { resolve: (response: Response) => void; reject: (error: unknown) => void }>();
let nextCall = 0;

/** `fetch` for `/api/...`: asked of the main thread; an aborted call rejects at once, as fetch does. */
const mainThreadApiFetch: typeof fetch = (input, init) => {
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const id = (nextCall += 1);
  const url = typeof input === 'string' ? undefined : input instanceof URL ? input : new URL(input.url);
  const path = url === undefined ? (input as string) : `${url.pathname}${url.search}`;
  const contentType = new Headers(init?.headers).get('content-type');
  return new Promise<Response>((resolve, reject) => {
    const onAbort = (): void => {
      calls.delete(id);
      post({ type: 'api-abort', id });
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    calls.set(id, {
      resolve: (response) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(response);
      },
      reject: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(error);
      },
    });
    post({
      type: 'api',
      id,
      method: init?.method ?? 'GET',
      path,
      contentType,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
  });
};
setHostApiFetch(mainThreadApiFetch);

async function render(message: Extract<ToWorker, { type: 'render' }>): Promise<void> {
  const controller = new AbortController();
  renders.set(message.id, controller);
  try {
    const bundle = await bundles.bundleFor(message.manifestUrl);
    if (bundle === undefined || typeof bundle.exports[message.module] !== 'function') {
      post({ type: 'rendered', id: message.id, outcome: 'no-bundle' });
      return;
    }
    const i18n = await (await texts).i18n();
    controller.signal.throwIfAborted();
    const { html, state, notFound } = await renderFirstPaint({
      url: message.url,
      i18n,
      signal: controller.signal,
      loadRemote: (remote, module) =>
        remote === message.remote && typeof bundle.exports[module] === 'function'
          ? Promise.resolve(bundle.exports)
          : Promise.reject(new Error(`${remote}/${module} is not in the server bundle of ${message.remote}`)),
    });
    controller.signal.throwIfAborted();
    post({
      type: 'rendered',
      id: message.id,
      outcome: 'ok',
      html,
      stateJson: jsonForScript(state),
      notFound,
      styleAttributeHashes: styleAttributeHashes(html),
    });
  } catch (error) {
    post({
      type: 'rendered',
      id: message.id,
      outcome: controller.signal.aborted ? 'aborted' : 'failed',
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    renders.delete(message.id);
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'render':
      void render(message);
      return;
    case 'abort':
      renders.get(message.id)?.abort(new DOMException('first paint time box over', 'TimeoutError'));
      return;
    case 'api-answer': {
      const call = calls.get(message.id);
      if (call === undefined) return;
      calls.delete(message.id);
      if (message.error !== undefined) {
        call.reject(new Error(message.error));
        return;
      }
      const headers = new Headers({ 'content-type': message.contentType });
      if (message.retryAfter !== undefined) headers.set('retry-after', message.retryAfter);
      call.resolve(new Response(message.body, { status: message.status, headers }));
      return;
    }
  }
});

// Texts and the shell's modules loaded: the pool may send work.
void texts.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'warn', message: `render worker: texts not loaded: ${String(error)}` }),
);
