import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CACHE_CONTROL, type Endpoint } from '@travel/contracts/api/endpoints';
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
  new HttpError(400, `Invalid parameter ${parameter}: ${message}`, parameter);
export const notFound = (message: string) => new HttpError(404, message);

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Ctx<E extends Endpoint> {
  query: Out<E['query']>;
  params: Out<E['params']>;
  body: Out<E['body']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const input = value ?? {};
  // Repeated query keys arrive as arrays; the contract speaks comma-joined lists.
  const normalized =
    where === 'query' && typeof input === 'object' && input !== null
      ? Object.fromEntries(Object.entries(input as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]))
      : input;
  const result = schema.safeParse(normalized);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const parameter = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : where;
  const message = issue?.code === 'invalid_type' && issue.input === undefined ? 'required' : (issue?.message ?? 'invalid');
  throw badRequest(parameter, message);
}

/**
 * Registers a contract endpoint: input validated by its zod schemas, output typed by them. A staff
 * call (`roles`) is guarded by `requireRole` before its input is even read; a call with a
 * `rateLimit` is counted per client address by @fastify/rate-limit (registered by the API plugin).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path.replace(/\{(\w+)\}/g, ':$1'),
    ...(endpoint.roles ? { preHandler: requireRole(...endpoint.roles) } : {}),
    ...(endpoint.rateLimit ? { config: { rateLimit: { max: endpoint.rateLimit.max, timeWindow: endpoint.rateLimit.windowMs } } } : {}),
    handler: async (req, reply) => {
      // Errors are answered `no-store` by the plugin, whatever the call declares.
      reply.header('cache-control', CACHE_CONTROL[endpoint.cache ?? 'no-store']);
      const query = parsePart(endpoint.query, req.query, 'query');
      const params = parsePart(endpoint.params, req.params, 'params');
      const body = parsePart(endpoint.body, req.body, 'body');
      return handler({ query, params, body, req, reply } as Ctx<E>);
    },
  });
}
