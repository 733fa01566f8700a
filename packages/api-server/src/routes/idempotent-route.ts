import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@travel/contracts/api/endpoints';
import type { Database } from '../db/connection';
import { route, type Ctx } from '../lib/http';
import { idempotencyKeyOf, runIdempotent } from '../queries/idempotency';

/**
 * `route()` for a call that creates or pays (`idempotency` in the endpoints map): with an
 * `Idempotency-Key` the handler runs once per key and a repeat answers the first answer (ADR 0150).
 */
export function idempotentRoute<E extends Endpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>>,
): void {
  route(app, endpoint, async (ctx) => {
    const key = idempotencyKeyOf(ctx.req, endpoint.idempotency === 'required');
    if (!key) return handler(ctx);
    const request = { params: ctx.params ?? null, body: ctx.body ?? null };
    return runIdempotent(db, key, `${endpoint.method} ${endpoint.path}`, request, ctx.reply, () => handler(ctx));
  });
}
