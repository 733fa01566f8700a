import type { apiPlugin, SessionUser } from '@travel/api-server';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { UserRole } from '@travel/contracts/events';
import { ROUTES, SHELL_ROUTES } from '@travel/contracts/routes';
import { createSiteFixture, fakeApi, type SiteFixture } from '../../../__tests__/site-fixture';
import { sessionStaffAccess } from '../staff-access';

// A stand-in API whose sessions are named by the cookie: `session=admin` is a signed-in admin.
const SESSIONS: Record<string, UserRole[]> = { admin: ['ROLE_ADMIN'], seo: ['ROLE_AI_SEO'], user: ['ROLE_USER'] };
let lookups = 0;
const sessionApi: typeof apiPlugin = async (app, options) => {
  await fakeApi(app, options);
  options.onSessionLookup?.(async (request: FastifyRequest): Promise<SessionUser | null> => {
    lookups += 1;
    const name = /(?:^|;\s*)session=(\w+)/.exec(request.headers.cookie ?? '')?.[1];
    const roles = name === undefined ? undefined : SESSIONS[name];
    return roles === undefined ? null : { id: name!, email: `${name}@test.example`, displayName: null, roles };
  });
};

let fixture: SiteFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fixture = createSiteFixture();
  fixture.write(
    'data/remotes/search_debug/d1/mf-manifest.json',
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  );
  app = await fixture.build({}, { api: sessionApi });
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie === undefined ? {} : { cookie } });

describe('staff access from the session (site server default)', () => {
  it.each([
    ['an anonymous visitor', undefined, 403],
    ['an unknown session', 'session=stolen', 403],
    ['ROLE_USER', 'session=user', 403],
    ['ROLE_AI_SEO', 'session=seo', 200],
    ['ROLE_ADMIN', 'session=admin', 200],
  ] as const)('%s (cookie %s) gets %d for a *_debug remote file', async (_who, cookie, status) => {
    const response = await get('/remotes/search_debug/d1/remoteEntry.js', cookie);
    expect(response.statusCode).toBe(status);
    expect(response.body.includes('staffOnly')).toBe(status === 200);
  });

  it('lists *_debug remotes in the registry only for staff sessions', async () => {
    expect(Object.keys((await get('/remotes.json')).json())).not.toContain('search_debug');
    expect(Object.keys((await get('/remotes.json', 'session=user')).json())).not.toContain('search_debug');
    expect(Object.keys((await get('/remotes.json', 'session=admin')).json())).toContain('search_debug');
  });

  it('does not look a session up for a request without cookies, nor trust a header the browser chooses', async () => {
    const before = lookups;
    const response = await app.inject({ url: '/remotes/search_debug/d1/remoteEntry.js', headers: { 'x-user-roles': 'ROLE_ADMIN' } });
    expect(response.statusCode).toBe(403);
    expect(lookups).toBe(before);
  });
});

describe('role × page matrix: every page of the route table as every role', () => {
  // A rating the review e-mail carries: any other moves to the plain form (docs/product/reviews.md).
  const samplePath = (path: string) =>
    path
      .replace(/:rating\b/, '5')
      .replace(/:\w+/g, 'x')
      .replace(/\*$/, 'x/');
  const pages = [...ROUTES, ...SHELL_ROUTES].map((route) => [route.id, samplePath(route.path)] as const);
  const roles = [
    ['anonymous', undefined, false],
    ['ROLE_USER', 'session=user', false],
    ['ROLE_AI_SEO', 'session=seo', true],
    ['ROLE_ADMIN', 'session=admin', true],
  ] as const;

  it('has pages to visit', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('answers every page without a 5xx, and puts the *_debug remotes in the page only for staff', async () => {
    const unexpected: string[] = [];
    for (const [id, path] of pages) {
      for (const [who, cookie, staff] of roles) {
        const response = await app.inject({ url: path, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
        const listsDebug = response.body.includes('search_debug');
        if (response.statusCode >= 500 || listsDebug !== staff) {
          unexpected.push(`${path} (${id}) as ${who}: ${response.statusCode}, debug remote ${listsDebug ? 'listed' : 'not listed'}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });
});

describe('sessionStaffAccess', () => {
  const request = () => ({ headers: {} }) as FastifyRequest;

  it('asks the session once per request and applies a per-remote policy', async () => {
    const readRoles = jest.fn(async (): Promise<UserRole[]> => ['ROLE_AI_SEO']);
    const check = sessionStaffAccess(
      readRoles,
      () => undefined,
      (roles, name) => name === 'seo_debug' && roles.includes('ROLE_AI_SEO'),
    );
    const one = request();
    expect(await check(one, 'seo_debug')).toBe(true);
    expect(await check(one, 'hotel_debug')).toBe(false);
    expect(readRoles).toHaveBeenCalledTimes(1);
  });

  it('lets a role through to a container one of whose staff pages it may open, and refuses (with a warning) when the lookup fails', async () => {
    const warn = jest.fn();
    expect(await sessionStaffAccess(async () => ['ROLE_AI_SEO'], warn)(request(), 'search_debug')).toBe(true);
    expect(await sessionStaffAccess(async () => ['ROLE_USER'], warn)(request(), 'search_debug')).toBe(false);
    // Review moderation is ROLE_ADMIN's only: an SEO specialist does not get its container.
    expect(await sessionStaffAccess(async () => ['ROLE_AI_SEO'], warn)(request(), 'reviews_debug')).toBe(false);
    expect(await sessionStaffAccess(async () => ['ROLE_ADMIN'], warn)(request(), 'reviews_debug')).toBe(true);
    expect(await sessionStaffAccess(async () => ['ROLE_ADMIN'], warn)(request(), 'unknown_debug')).toBe(false);
    expect(await sessionStaffAccess(async () => null, warn)(request(), 'search_debug')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    const broken = sessionStaffAccess(async () => {
      throw new Error('database down');
    }, warn);
    expect(await broken(request(), 'search_debug')).toBe(false);
    expect(warn).toHaveBeenCalledWith('staff access: session lookup failed, refusing', expect.any(Error));
  });
});

describe('staff access with the API at API_URL', () => {
  let api: FastifyInstance;
  let proxied: FastifyInstance;
  const seen: Array<{ cookie: string | undefined; proto: string | undefined }> = [];
  beforeAll(async () => {
    // The separately run API: answers user-info from the cookie it is forwarded.
    api = Fastify({ logger: false });
    api.get('/api/auth/user-info/', async (req) => {
      seen.push({ cookie: req.headers.cookie, proto: req.headers['x-forwarded-proto'] as string | undefined });
      const name = /(?:^|;\s*)session=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      const roles = name === undefined ? undefined : SESSIONS[name];
      if (name === 'broken') return { not: 'the contract' };
      return roles === undefined
        ? { authenticated: false, user: null, roles: [] }
        : { authenticated: true, user: { id: name, email: `${name}@test.example`, name: '' }, roles };
    });
    const address = await api.listen({ port: 0, host: '127.0.0.1' });
    proxied = await fixture.build({ API_URL: address });
  });
  afterAll(async () => {
    await proxied.close();
    await api.close();
  });

  it.each([
    ['ROLE_ADMIN', 'session=admin', 200],
    ['ROLE_USER', 'session=user', 403],
    ['an answer outside the contract', 'session=broken', 403],
  ] as const)('%s gets %d for a *_debug remote file, the API asked with the visitor cookie', async (_who, cookie, status) => {
    seen.length = 0;
    const response = await proxied.inject({ url: '/remotes/search_debug/d1/remoteEntry.js', headers: { cookie } });
    expect(response.statusCode).toBe(status);
    expect(seen).toEqual([{ cookie, proto: 'http' }]);
  });
});

describe('staff pages (STAFF_ROUTES)', () => {
  const page = (path: string, cookie?: string) =>
    app.inject({ url: path, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('sends a visitor who is not signed in to the sign-in page, returning to the page', async () => {
    const response = await page('/debug/seo/?sciezka=/wakacje/');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/logowanie/?next=${encodeURIComponent('/debug/seo/?sciezka=/wakacje/')}`);
  });

  it('answers 403 (the shell says why) to a signed-in user without the permission, and the page to one with it', async () => {
    const seoOnLayers = await page('/debug/warstwy-ofert/', 'session=seo');
    expect(seoOnLayers.statusCode).toBe(403);
    expect(seoOnLayers.body).toContain('<div id="root">');
    expect((await page('/debug/hity-cenowe/', 'session=user')).statusCode).toBe(403);
    const seoOnSeo = await page('/debug/seo/', 'session=seo');
    expect(seoOnSeo.statusCode).toBe(200);
    expect(seoOnSeo.body).toContain('search_debug');
    expect((await page('/debug/opinie/', 'session=seo')).statusCode).toBe(403);
    for (const path of ['/debug/', '/debug/seo/', '/debug/warstwy-ofert/', '/debug/hity-cenowe/', '/debug/opinie/']) {
      expect((await page(path, 'session=admin')).statusCode).toBe(200);
    }
  });
});
