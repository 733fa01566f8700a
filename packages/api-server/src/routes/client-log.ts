import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { route } from '../lib/http';

/**
 * The log service of docs/product/errors.md: the browser posts a record when a photo fails to load. Valid
 * records go to the server log (warn, under `clientLog`), where the operators' log shipping picks
 * them up. Anyone can call it, so it is rate limited per client address (`rateLimit` of the
 * contract, applied by route()).
 */
export async function clientLogRoutes(app: FastifyInstance): Promise<void> {
  route(app, ep.clientLog, async ({ body, req, reply }) => {
    req.log.warn({ clientLog: body }, `client log: ${body.action}`);
    reply.status(ep.clientLog.successStatus);
    return { accepted: true as const };
  });
}
