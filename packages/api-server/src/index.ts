// Placeholder owned by the API work: replaced by the real plugin (database, every call group).
import type { FastifyPluginAsync } from 'fastify';

export interface ApiOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The API as a Fastify plugin; the site server registers it with `{ prefix: '/api' }`. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app) => {
  app.get('/health', async () => ({ status: 'ok' }));
};
