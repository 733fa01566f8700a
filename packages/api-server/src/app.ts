import Fastify, { type FastifyInstance } from 'fastify';
import type { TrustProxy } from './config';
import { apiPlugin, type ApiOptions } from './index';

export interface BuildOptions extends ApiOptions {
  logLevel?: string | undefined;
  /** Which proxies' X-Forwarded-* headers count; default none. */
  trustProxy?: TrustProxy | undefined;
}

/** A Fastify instance with the API mounted at /api, as the site server mounts it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { logLevel, trustProxy, ...apiOptions } = options;
  // Opening PGlite (initdb on a first start) can take over Fastify's default 10 s on a loaded machine.
  const app = Fastify({ logger: { level: logLevel ?? 'info' }, trustProxy: trustProxy ?? false, pluginTimeout: 120_000 });
  await app.register(apiPlugin, { ...apiOptions, prefix: '/api' });
  return app;
}
