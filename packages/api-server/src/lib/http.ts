import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CACHE_CONTROL, type Endpoint } from '@travel/contracts/api/endpoints';
import type { Multipart } from '@fastify/multipart';
import { requireRole } from '../auth/require-role';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly parameter?: string,
    /** Further fields of the answer a caller acts on (`{ code, limit }`). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const badRequest = (parameter: string, message: string) =>
  new HttpError(400, `Invalid parameter ${parameter}: ${message}`, parameter, { code: 'invalid-parameter' });
export const notFound = (message: string, code = 'not-found') => new HttpError(404, message, undefined, { code });

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The file of a multipart call, read whole within its limit, and its text fields as the contract parses them. */
export interface Upload<F> {
  bytes: Buffer;
  /** As the client named it; never trusted (the handler decides the type by the bytes). */
  filename: string;
  /** Every file part in the order sent (the first is `bytes`); more than one only where `maxFiles` allows. */
  files: ReadonlyArray<{ bytes: Buffer; filename: string }>;
  fields: F;
}
type MultipartOf<E extends Endpoint> = E extends { multipart: { fields: infer S } }
  ? Upload<Out<S>>
  : E extends { multipart: object }
    ? Upload<undefined>
    : undefined;

export interface Ctx<E extends Endpoint> {
  query: Out<E['query']>;
  params: Out<E['params']>;
  body: Out<E['body']>;
  /** The call's file and fields (`multipart` calls only; the scope must have @fastify/multipart). */
  upload: MultipartOf<E>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** How a 400 names what a value should have been (`adults: 2.5` → `expected an integer`). */
const EXPECTED: Readonly<Record<string, string>> = {
  int: 'an integer',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/**
 * The wording of a value of the wrong type where the schema words nothing itself (a schema's own
 * message, such as a form's issue code, stands): what was expected, never zod's English default.
 * A missing value is worded `required` by the caller.
 */
const wrongType: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' ? `expected ${EXPECTED[issue.expected] ?? issue.expected}` : undefined;

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const input = value ?? {};
  // Repeated query keys arrive as arrays; the contract speaks comma-joined lists.
  const normalized =
    where === 'query' && typeof input === 'object' && input !== null
      ? Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]))
      : input;
  // `reportInput`: a missing value (`required`) is told from one of the wrong type by the input it names.
  const result = schema.safeParse(normalized, { reportInput: true, error: wrongType });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  const message = missing ? 'required' : (issue?.message ?? 'invalid');
  throw badRequest(parameter, message);
}

/** Room for the form's boundaries and text fields around the one file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new HttpError(413, `The file is larger than ${maxBytes} bytes`, 'file', { code: 'file-too-large', limit: maxBytes });

/**
 * Reads a multipart call's one file part (the parts limits of @fastify/multipart stop the stream at
 * `maxBytes`: a 413 before the rest is read) and its text fields.
 */
async function readUpload(req: FastifyRequest, spec: NonNullable<Endpoint['multipart']>): Promise<Upload<unknown>> {
  if (typeof req.isMultipart !== 'function' || !req.isMultipart()) {
    throw new HttpError(415, `Expected multipart/form-data with a file part ${spec.file}`, 'body', { code: 'unsupported-type' });
  }
  const raw: Record<string, string> = {};
  const maxFiles = spec.maxFiles ?? 1;
  const files: Array<{ bytes: Buffer; filename: string }> = [];
  try {
    const parts: AsyncIterableIterator<Multipart> = req.parts({
      limits: { fileSize: spec.maxBytes, files: maxFiles, fields: 10, fieldSize: 1000, parts: maxFiles + 11 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.file) throw badRequest(part.fieldname, `unexpected file part (the file goes in ${spec.file})`);
        files.push({ bytes: await part.toBuffer(), filename: part.filename });
      } else {
        raw[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(spec.maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('body', `${maxFiles === 1 ? 'one file' : `${maxFiles} files`} and a few fields at most`);
    }
    throw badRequest('body', `unreadable multipart body (${(error as Error).message})`);
  }
  const file = files[0];
  if (!file || files.some((f) => f.bytes.length === 0)) throw badRequest(spec.file, 'required');
  return { ...file, files, fields: parsePart(spec.fields, raw, 'body') };
}

interface Input {
  query: unknown;
  params: unknown;
  body: unknown;
  upload: Upload<unknown> | undefined;
}

/** A call's input as its contract parses it: a 400 (or the upload's 413/415) names the first thing wrong. */
async function readInput(endpoint: Endpoint, req: FastifyRequest): Promise<Input> {
  const query = parsePart(endpoint.query, req.query, 'query');
  const params = parsePart(endpoint.params, req.params, 'params');
  const body = parsePart(endpoint.body, req.body, 'body');
  const upload = endpoint.multipart ? await readUpload(req, endpoint.multipart) : undefined;
  return { query, params, body, upload };
}

/** Each multipart call's input, read before the handler stage (see `route`). */
const multipartInputs = new WeakMap<FastifyRequest, Input>();

/**
 * Registers a contract endpoint: input validated by its zod schemas, output typed by them. A staff
 * call (`roles`) is guarded by `requireRole` before its input is even read; a call with a
 * `rateLimit` is counted per client address by @fastify/rate-limit (registered by the API plugin).
 *
 * A multipart call's file is read whole in `preValidation`, as Fastify reads a JSON body before it:
 * a host's `preHandler` hooks, such as the site server's API slot (docs/adr/0110-load-shedding.md),
 * run once the upload has arrived, so a slow or stalled upload holds no slot while it streams.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>>,
): void {
  const guard = endpoint.roles ? requireRole(...endpoint.roles) : undefined;
  const spec = endpoint.multipart;
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    ...(spec
      ? {
          preValidation: [
            ...(guard ? [guard] : []),
            async (req: FastifyRequest) => {
              multipartInputs.set(req, await readInput(endpoint, req));
            },
          ],
        }
      : guard
        ? { preHandler: guard }
        : {}),
    // A declared length over the limit is refused before a byte of the body is read.
    ...(endpoint.multipart
      ? {
          onRequest: async (req: FastifyRequest) => {
            const length = Number(req.headers['content-length'] ?? 0);
            const { maxBytes, maxFiles = 1 } = endpoint.multipart!;
            if (length > maxBytes * maxFiles + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
          },
        }
      : {}),
    ...(endpoint.rateLimit ? { config: { rateLimit: { max: endpoint.rateLimit.max, timeWindow: endpoint.rateLimit.windowMs } } } : {}),
    handler: async (req, reply) => {
      // Errors are answered `no-store` by the plugin, whatever the call declares.
      reply.header('cache-control', CACHE_CONTROL[endpoint.cache ?? 'no-store']);
      const input = multipartInputs.get(req) ?? (await readInput(endpoint, req));
      return handler({ ...input, req, reply } as Ctx<E>);
    },
  });
}
