import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import type { UserRole } from '@travel/contracts/events';
import { apiPlugin, type ApiOptions } from '../../index';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-app';
import { createUser } from '../users';

/** A password every test account shares (long enough for the CLI's rule too). */
export const PASSWORD = 'correct horse battery staple';

export const ACCOUNTS: Readonly<Record<'admin' | 'seo' | 'user', { email: string; roles: UserRole[] }>> = {
  admin: { email: 'admin@test.example', roles: ['ROLE_ADMIN'] },
  seo: { email: 'seo@test.example', roles: ['ROLE_AI_SEO'] },
  user: { email: 'user@test.example', roles: ['ROLE_USER'] },
};

export interface AuthTestApp {
  app: FastifyInstance;
  test: TestDatabase;
  /** Moves the API's clock (sessions and sign-in throttling read it). */
  advance(ms: number): void;
  close(): Promise<void>;
}

/**
 * The API with an injectable, movable clock and the three test accounts, trusting the loopback
 * proxy (X-Forwarded-Proto: https makes a request HTTPS, as behind the site server's TLS proxy).
 */
export async function createAuthTestApp(seedOffers = 0, settings: Pick<ApiOptions, 'staffLinks'> = {}): Promise<AuthTestApp> {
  const test = await createTestDatabase();
  let now = TEST_NOW.getTime();
  const app = Fastify({ logger: false, trustProxy: ['127.0.0.1'] });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: test.db,
    seedOffers,
    randomSeed: 4242,
    clock: () => new Date(now),
    demoAccounts: false,
    ...settings,
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
  for (const [name, account] of Object.entries(ACCOUNTS)) {
    await createUser(test.db, { email: account.email, displayName: `Test ${name}`, roles: account.roles, password: PASSWORD }, TEST_NOW);
  }
  return {
    app,
    test,
    advance: (ms) => {
      now += ms;
    },
    close: async () => {
      await app.close();
      await test.drop();
    },
  };
}

let addressCounter = 0;
/** A client address of its own, so one test's sign-ins do not count against another's per-address limit. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export interface Client {
  address: string;
  /** `https` sends X-Forwarded-Proto from the trusted loopback proxy. */
  protocol?: 'http' | 'https';
}

export function signIn(app: FastifyInstance, email: string, password: string, client: Client, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress: client.protocol === 'https' ? '127.0.0.1' : client.address,
    headers: {
      'content-type': 'application/json',
      ...(client.protocol === 'https' ? { 'x-forwarded-proto': 'https', 'x-forwarded-for': client.address } : {}),
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify({ email, password }),
  });
}

/** The `Set-Cookie` lines of an answer. */
export function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

/** `name=value; …` of the cookies an answer sets (what a browser sends back). */
export function cookieHeaderOf(res: LightMyRequestResponse): string {
  return setCookies(res)
    .map((line) => line.split(';')[0]!)
    .join('; ');
}

export async function userInfo(app: FastifyInstance, cookie: string | undefined, client?: Client) {
  const res = await app.inject({
    url: '/api/auth/user-info/',
    remoteAddress: client?.protocol === 'https' ? '127.0.0.1' : (client?.address ?? '10.9.9.9'),
    headers: { ...(cookie ? { cookie } : {}), ...(client?.protocol === 'https' ? { 'x-forwarded-proto': 'https' } : {}) },
  });
  return { res, body: res.json() as { authenticated: boolean; user: { email: string; name: string } | null; roles: string[] } };
}
