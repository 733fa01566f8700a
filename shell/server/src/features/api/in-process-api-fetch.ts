import type { FastifyInstance } from 'fastify';

/**
 * `fetch` for `/api/...` answered by the API mounted in this process (`app.inject`, no socket).
 * It honours `init.signal` as fetch does: an aborted call rejects at once with the signal's
 * reason, and the API's answer, when it comes, is dropped. The API's own work is not interrupted
 * (a database query cannot be), but nobody waits for it: a first paint past its time box answers
 * the plain shell at once, and the API cap keeps counting that work until it ends.
 */
export function createInProcessApiFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const signal = init?.signal ?? undefined;
    signal?.throwIfAborted();
    const contentType = new Headers(init?.headers).get('content-type');
    const injected = app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: requestPath(input),
      headers: { accept: 'application/json', ...(contentType === null ? {} : { 'content-type': contentType }) },
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const response = signal === undefined ? await injected : await untilAborted(injected, signal);
    const body = response.statusCode === 204 || response.statusCode === 304 ? null : response.body;
    const headers = new Headers({ 'content-type': String(response.headers['content-type'] ?? '') });
    const retryAfter = response.headers['retry-after'];
    if (retryAfter !== undefined) headers.set('retry-after', String(retryAfter));
    return new Response(body, { status: response.statusCode, headers });
  };
}

/** `/api/x/?a=1` from whatever fetch was given: a path, a URL or a Request. */
export function requestPath(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  const url = input instanceof URL ? input : new URL(input.url);
  return `${url.pathname}${url.search}`;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
    } else {
      signal.addEventListener('abort', onAbort, { once: true });
    }
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
