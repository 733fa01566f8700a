import type { z } from 'zod';
import type { Endpoint, EndpointName, Endpoints } from '@travel/contracts';
import { loadApiContracts, type ApiContracts } from './load-api-contracts';
import { builtSendTable, sendTableOf, type SendFacts } from './send-table';
import type { ApiErrorEvent } from '@travel/contracts/events';

type In<S> = S extends z.ZodType ? z.input<S> : never;

/** The arguments of one call: query, path params and body as the contracts define them. */
export type CallArgs<N extends EndpointName> = (Endpoints[N] extends { query: z.ZodType }
  ? { query?: In<Endpoints[N]['query']> | undefined }
  : unknown) &
  (Endpoints[N] extends { params: z.ZodType } ? { params: In<Endpoints[N]['params']> } : unknown) &
  (Endpoints[N] extends { body: z.ZodType } ? { body: In<Endpoints[N]['body']> } : unknown) &
  (Endpoints[N] extends { multipart: { fields: z.ZodType } }
    ? { file: Blob; fileName?: string | undefined; fields?: In<Endpoints[N]['multipart']['fields']> | undefined }
    : Endpoints[N] extends { multipart: object }
      ? { file: Blob; fileName?: string | undefined }
      : unknown) &
  (Endpoints[N] extends { idempotency: 'required' }
    ? { idempotencyKey: string }
    : Endpoints[N] extends { idempotency: 'optional' }
      ? { idempotencyKey?: string | undefined }
      : unknown);

export type CallResult<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** A failed call as the error hook receives it: the `api:error` event of the bus, so it can be emitted as it is. */
export type ApiErrorReport = ApiErrorEvent;

export interface ApiClientOptions {
  /** Where the API is mounted; default '/api'. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Failed calls (HTTP errors and unparsable answers; not cancellations, not network errors).
   * Calls made through react-query need none: the shell's query and mutation caches report
   * every failure (`apiErrorReportOf`). This hook is for calls made outside them.
   */
  onError?: (report: ApiErrorReport) => void;
}

export class ApiError extends Error {
  /** True once the client's own `onError` has had it: the query cache does not report it again. */
  reported = false;
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
    /** The `api:error` event of this failure (docs/product/errors.md: message, request data, method, url, route). */
    readonly report?: ApiErrorReport,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** docs/product/errors.md: a missing required parameter fails before any request is sent. */
export class RequiredError extends Error {
  constructor(
    readonly parameter: string,
    readonly call: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${call}.`);
    this.name = 'RequiredError';
  }
}

export const isAbortError = (e: unknown): boolean => e instanceof Error && e.name === 'AbortError';

function toQueryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    params.append(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function multipartBody(part: string, file: Blob, fileName: string | undefined, fields: Record<string, unknown> | undefined): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields ?? {})) if (v !== undefined && v !== null) form.append(k, String(v));
  // The file goes last, after the fields the server reads first.
  form.append(part, file, fileName ?? (file instanceof File ? file.name : 'upload'));
  return form;
}

const sendTables = new WeakMap<ApiContracts, Record<string, SendFacts>>();

/** Without a built table (jest, the site server) the facts come from the loaded contracts, computed once. */
async function sendFactsFrom(contracts: Promise<ApiContracts>, name: string): Promise<SendFacts> {
  const loaded = await contracts;
  let table = sendTables.get(loaded);
  if (!table) sendTables.set(loaded, (table = sendTableOf(loaded.endpoints)));
  return table[name] as SendFacts;
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, args: CallArgs<N>, init?: { signal?: AbortSignal }): Promise<CallResult<N>>;
}

let hostFetch: typeof fetch | undefined;

/**
 * Outside a browser (the site server rendering a page's first paint) a relative `/api/...` URL
 * means nothing: the host names how the API is reached. Clients created without their own
 * `fetch` use it; `undefined` restores the global fetch.
 */
export function setHostApiFetch(fetchImpl: typeof fetch | undefined): void {
  hostFetch = fetchImpl;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => (hostFetch ?? fetch)(...a));
  return {
    async call(name, args, init) {
      // The contracts (zod and every schema) load beside the request: only the answer needs them.
      const contracts = loadApiContracts();
      // A request that fails before its answer is read leaves the load unawaited, not unhandled.
      contracts.catch(() => undefined);
      const ep = builtSendTable()?.[name] ?? (await sendFactsFrom(contracts, name));
      // Cancelled while the contracts loaded (the first call of a page): no request is sent.
      init?.signal?.throwIfAborted();
      const a = args as {
        query?: Record<string, unknown>;
        params?: Record<string, unknown>;
        body?: Record<string, unknown>;
        file?: Blob;
        fileName?: string;
        fields?: Record<string, unknown>;
        idempotencyKey?: string;
      };
      // A creating or paying call repeated with the same key answers the first answer (ADR 0150):
      // the caller keeps one key per intent (one click of 'Rezerwuję i płacę') across retries.
      if (ep.idempotency === 'required' && !a.idempotencyKey) throw new RequiredError('idempotencyKey', name);
      for (const part of ['query', 'params', 'body'] as const) {
        for (const key of ep.required[part]) {
          const value = a[part]?.[key];
          if (value === undefined || value === null) throw new RequiredError(key, name);
        }
      }
      const path = ep.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(a.params?.[k])));
      const qs = toQueryString(a.query);
      const url = `${baseUrl}${path}${qs}`;
      const hasBody = ep.jsonBody;
      if (ep.filePart !== undefined && !(a.file instanceof Blob)) throw new RequiredError(ep.filePart, name);
      // A file goes as multipart/form-data; the browser writes the header with its boundary.
      const form = ep.filePart !== undefined ? multipartBody(ep.filePart, a.file as Blob, a.fileName, a.fields) : undefined;
      const res = await doFetch(url, {
        method: ep.method,
        credentials: 'include',
        headers: {
          ...(form
            ? { Accept: 'application/json' }
            : hasBody
              ? { 'Content-Type': 'application/json', Accept: 'application/json' }
              : { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }),
          ...(a.idempotencyKey ? { 'Idempotency-Key': a.idempotencyKey } : {}),
        },
        ...(form ? { body: form } : hasBody ? { body: JSON.stringify(a.body) } : {}),
        ...(init?.signal ? { signal: init.signal } : {}),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = text;
      }
      const failure = (message: string): ApiError => {
        const error = new ApiError(message, res.status, json, url, {
          message,
          method: ep.method,
          url,
          status: res.status,
          request: { query: qs, body: a.body ?? null },
          route: typeof window === 'undefined' ? '' : window.location.pathname,
        });
        if (options.onError && error.report) {
          options.onError(error.report);
          error.reported = true;
        }
        return error;
      };
      if (res.status < 200 || res.status > 299) {
        throw failure((json as { message?: string } | null)?.message ?? `HTTP ${res.status}`);
      }
      const response = ((await contracts).endpoints[name] as Endpoint).response;
      const parsed = response.safeParse(json);
      if (!parsed.success) {
        throw failure(`Unexpected response of ${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
      return parsed.data as never;
    },
  };
}
