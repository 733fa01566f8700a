import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@travel/contracts/api/endpoints';
import type { Database } from '../db/connection';
import { route, type Ctx } from '../lib/http';
import { DEFAULT_IDEMPOTENCY, idempotencyKeyOf, idempotencyScopeOf, runIdempotent, type IdempotencySettings } from '../queries/idempotency';

/** The clock and lease of the idempotent routes an app registers (set once by the order flow). */
const settingsOf = new WeakMap<FastifyInstance, IdempotencySettings>();

export function configureIdempotency(app: FastifyInstance, settings: IdempotencySettings): void {
  settingsOf.set(app, settings);
}

/**
 * `route()` for a call that creates or pays (`idempotency` in the endpoints map): with an
 * `Idempotency-Key` the handler runs once per key, client or order, and endpoint, and a repeat
 * answers the first answer (ADR 0150, docs/adr/0205-outbox-idempotency-lanes.md).
 */
export function idempotentRoute<E extends Endpoint>(
  app: FastifyInstance,
  db: Database,
  endpoint: E,
  handler: (ctx: Ctx<E>) => Promise<z.input<E['response']>>,
  /** Runs before the key is looked at (who may call): a refused caller is never answered a stored answer. */
  authorize?: (ctx: Ctx<E>) => Promise<void>,
): void {
  route(app, endpoint, async (ctx) => {
    await authorize?.(ctx);
    const key = idempotencyKeyOf(ctx.req, endpoint.idempotency === 'required');
    if (!key) return handler(ctx);
    const request = { params: ctx.params ?? null, body: ctx.body ?? null };
    const call = { scope: idempotencyScopeOf(ctx.req, ctx.body), key, route: `${endpoint.method} ${endpoint.path}` };
    return runIdempotent(db, settingsOf.get(app) ?? DEFAULT_IDEMPOTENCY, call, request, ctx.reply, () => handler(ctx));
  });
}
