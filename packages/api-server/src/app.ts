import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin, type ApiOptions } from './index';

export interface BuildOptions extends ApiOptions {
  logLevel?: string | undefined;
}

/** A Fastify instance with the API mounted at /api, as the site server mounts it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { logLevel, ...apiOptions } = options;
  const app = Fastify({ logger: { level: logLevel ?? 'info' } });
  await app.register(apiPlugin, { ...apiOptions, prefix: '/api' });
  return app;
}
