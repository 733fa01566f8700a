import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { UserRole } from '@travel/contracts/events';
import { route } from '../../lib/http';
import { requireRole } from '../require-role';
import { registerSessionLookup } from '../session-context';

// A stand-in session store: the `x-test-user` header names who is signed in (tests only: the
// real lookup reads the session cookie, see sign-in.test.ts).
const USERS: Record<string, UserRole[]> = {
  admin: ['ROLE_ADMIN'],
  seo: ['ROLE_AI_SEO'],
  user: ['ROLE_USER'],
  both: ['ROLE_USER', 'ROLE_AI_SEO'],
};

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify({ logger: false });
  registerSessionLookup(app, async (request) => {
    const name = request.headers['x-test-user'];
    const roles = typeof name === 'string' ? USERS[name] : undefined;
    return roles ? { id: String(name), email: `${String(name)}@test.example`, displayName: null, roles } : null;
  });
  // A staff call declared the contracts' way: route() adds the guard.
  route(
    app,
    {
      method: 'POST',
      path: '/seo/debug/probe/',
      summary: 'test',
      roles: ['ROLE_ADMIN', 'ROLE_AI_SEO'],
      body: z.object({ page: z.string() }),
      response: z.object({ ok: z.literal(true) }),
    },
    async () => ({ ok: true as const }),
  );
  // A route registered by hand with the guard.
  app.get('/admin-only/', { preHandler: requireRole('ROLE_ADMIN') }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const call = (url: string, who?: string) =>
  app.inject({
    method: url.startsWith('/seo') ? 'POST' : 'GET',
    url,
    headers: who ? { 'x-test-user': who } : {},
    ...(url.startsWith('/seo') ? { payload: { page: '/wakacje/' } } : {}),
  });

describe('requireRole', () => {
  it.each([
    ['/seo/debug/probe/', undefined, 401],
    ['/seo/debug/probe/', 'user', 403],
    ['/seo/debug/probe/', 'seo', 200],
    ['/seo/debug/probe/', 'admin', 200],
    ['/seo/debug/probe/', 'both', 200],
    ['/admin-only/', undefined, 401],
    ['/admin-only/', 'seo', 403],
    ['/admin-only/', 'admin', 200],
  ])('%s as %s answers %s', async (url, who, status) => {
    expect((await call(url, who)).statusCode).toBe(status);
  });

  it('refuses before reading the input: a bad body from a visitor is a 401, not a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/seo/debug/probe/', payload: { page: 42 } });
    expect(res.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/seo/debug/probe/', headers: { 'x-test-user': 'seo' }, payload: { page: 42 } })).statusCode,
    ).toBe(400);
  });

  it('needs at least one role', () => {
    expect(() => requireRole()).toThrow('at least one role');
  });
});
