import type { Endpoint, HttpMethod } from '@travel/contracts/api/endpoints';

/**
 * What the client needs to SEND one call, without zod: its method and path, the keys a request
 * must carry, how the body goes, and the idempotency header. Plain JSON, so a build can compute
 * it from the contracts and ship it instead of the schemas (docs/adr/0194-listing-hydration.md).
 */
export interface SendFacts {
  method: HttpMethod;
  path: string;
  /** Keys of the query, path params and JSON body whose schema does not accept `undefined`. */
  required: { query: string[]; params: string[]; body: string[] };
  /** The call sends a JSON body. */
  jsonBody: boolean;
  /** The multipart part that carries the file, for a call that uploads one. */
  filePart?: string;
  idempotency?: 'required' | 'optional';
}

export type SendTable = Readonly<Record<string, SendFacts>>;

function requiredKeys(schema: Endpoint['body']): string[] {
  const shape = (schema as { shape?: Record<string, NonNullable<Endpoint['body']>> } | undefined)?.shape;
  if (!shape) return [];
  return Object.entries(shape)
    .filter(([, s]) => !s.safeParse(undefined).success)
    .map(([k]) => k);
}

/** The send facts of every endpoint of the contracts' `endpoints` map. */
export function sendTableOf(endpoints: Readonly<Record<string, Endpoint>>): Record<string, SendFacts> {
  const table: Record<string, SendFacts> = {};
  for (const [name, ep] of Object.entries(endpoints)) {
    table[name] = {
      method: ep.method,
      path: ep.path,
      required: { query: requiredKeys(ep.query), params: requiredKeys(ep.params), body: requiredKeys(ep.body) },
      jsonBody: ep.body !== undefined,
      ...(ep.multipart ? { filePart: ep.multipart.file } : {}),
      ...(ep.idempotency ? { idempotency: ep.idempotency } : {}),
    };
  }
  return table;
}

// oxlint-disable-next-line no-underscore-dangle -- the DefinePlugin global is spelt like webpack's own
declare const __API_SEND_TABLE_JSON__: string | undefined;

let built: SendTable | undefined | null = null;

/**
 * The table the browser build carries as a JSON string (DefinePlugin of `@travel/federation`'s
 * webpack config; `JSON.parse` is V8's fast path for data this size), parsed on first use.
 * `undefined` outside such a build (jest, the site server's rendering): the client then computes
 * it from the loaded contracts.
 */
export function builtSendTable(): SendTable | undefined {
  if (built === null) {
    built = typeof __API_SEND_TABLE_JSON__ === 'string' ? (JSON.parse(__API_SEND_TABLE_JSON__) as SendTable) : undefined;
  }
  return built;
}
