import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { apiPlugin } from '@travel/api-server';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SiteServerConfig } from './config';
import { apiProxy } from './features/api/api-proxy';
import { buildIdRoute } from './features/assets/build-id-route';
import { localeRoutes } from './features/assets/locale-routes';
import { registerSecurityHeaders } from './features/headers/security-headers';
import { createPageMetaSource, type MetaFetcher } from './features/pages/page-meta';
import { pageRoutes } from './features/pages/page-routes';
import { createPageTextsSource } from './features/pages/page-texts';
import { createManifestStore } from './features/remotes/manifest-store';
import { createRegistryStore } from './features/remotes/registry-store';
import { remoteRoutes } from './features/remotes/remote-routes';
import { denyStaffAccess, type StaffAccessCheck } from './features/remotes/staff-access';

export interface SiteServerOptions {
  /** Fastify logger setting; tests pass `false`. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Who may see `*_debug` remotes; the default refuses everyone until sign-in exists. */
  readonly staffAccess?: StaffAccessCheck;
  /** The API mounted at `/api` when API_URL is not set; tests pass a stand-in. */
  readonly api?: typeof apiPlugin;
}

const META_PATH = '/api/seo/meta/';

/**
 * The site server: the shell's pages with their head, the remote registry and remote builds,
 * translations, the build id, and the API under `/api` (in-process, or proxied to API_URL).
 * Resolves once every plugin (the API's database included) is ready.
 */
export async function buildSiteServer(config: SiteServerConfig, options: SiteServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  const staffAccess = options.staffAccess ?? denyStaffAccess;

  // Registered first: it wraps routes as they are added.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerSecurityHeaders(app, config);
  // Only for reply.sendFile(): which files are public is decided by the routes below.
  await app.register(fastifyStatic, { root: config.shellDist, serve: false, cacheControl: false, etag: true, lastModified: true });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send({ error: 'not-found', path: request.url.split('?')[0] }),
  );
  app.setErrorHandler((error, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Client errors (bad JSON, body too large, forbidden path) keep their status; nothing else leaks.
    const code = status >= 400 && status < 500 ? status : 500;
    const message = code === 500 || !(error instanceof Error) ? 'internal-error' : error.message;
    return reply.code(code).header('cache-control', 'no-store').send({ error: message });
  });

  let fetchMeta: MetaFetcher;
  if (config.apiUrl === undefined) {
    // Loaded on demand: tests with a stand-in API never open the real database.
    const api = options.api ?? (await import('@travel/api-server')).apiPlugin;
    await app.register(api, { prefix: '/api', dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    fetchMeta = async (pathname) => {
      const response = await app.inject({ method: 'GET', url: `${META_PATH}?pathname=${encodeURIComponent(pathname)}`, headers: { accept: 'application/json' } });
      return { status: response.statusCode, body: parseJson(response.body) };
    };
  } else {
    const apiUrl = config.apiUrl;
    await app.register(apiProxy, { apiUrl });
    fetchMeta = async (pathname) => {
      const response = await fetch(`${apiUrl}${META_PATH}?pathname=${encodeURIComponent(pathname)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.metaTimeoutMs),
      });
      return { status: response.status, body: parseJson(await response.text()) };
    };
  }

  const registry = createRegistryStore(config.dataDir);
  await app.register(remoteRoutes, { dataDir: config.dataDir, registry, staffAccess });
  await app.register(buildIdRoute, { shellDist: config.shellDist });
  await app.register(localeRoutes, { localesDir: config.localesDir });
  await app.register(pageRoutes, {
    config,
    registry,
    manifests: createManifestStore(config.dataDir),
    pageMeta: createPageMetaSource(fetchMeta, config.metaTimeoutMs),
    pageTexts: createPageTextsSource(config.localesDir, (message) => app.log.warn(message)),
    staffAccess,
  });

  await app.ready();
  return app;
}

function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? status : 500;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
