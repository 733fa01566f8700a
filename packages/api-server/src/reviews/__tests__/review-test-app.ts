import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { apiPlugin } from '../../index';
import { createUser } from '../../auth/users';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-app';
import { ACCOUNTS, PASSWORD, cookieHeaderOf, freshAddress, signIn } from '../../auth/__tests__/auth-test-app';
import { multipartOf } from './upload-corpus';

export const LINK_SECRET = 'a review link secret of the tests, 32+ chars';

export interface ReviewTestApp {
  app: FastifyInstance;
  test: TestDatabase;
  dataDir: string;
  /** Moves the API's clock. */
  advance(ms: number): void;
  now(): Date;
  /** A fresh admin session (the clock moves in some tests, and sessions time out). */
  adminCookie(): Promise<string>;
  close(): Promise<void>;
}

/** The API over a small seed, with a temporary DATA_DIR for the photos, a movable clock and a signed-in admin. */
export async function createReviewTestApp(): Promise<ReviewTestApp> {
  const test = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'reviews-test-'));
  let now = TEST_NOW.getTime();
  const app = Fastify({ logger: { level: process.env.TEST_LOG ?? 'silent' } });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir,
    database: test.db,
    seedOffers: 300,
    randomSeed: 4242,
    clock: () => new Date(now),
    demoAccounts: false,
    hotelPhotos: false,
    sweepIntervalMs: 0,
    reviewLinkSecret: LINK_SECRET,
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
  await createUser(
    test.db,
    { email: ACCOUNTS.admin.email, displayName: 'Admin', roles: ACCOUNTS.admin.roles, password: PASSWORD },
    TEST_NOW,
  );
  await createUser(test.db, { email: ACCOUNTS.user.email, displayName: 'User', roles: ACCOUNTS.user.roles, password: PASSWORD }, TEST_NOW);
  const adminCookie = async () => {
    const res = await signIn(app, ACCOUNTS.admin.email, PASSWORD, { address: freshAddress() });
    if (res.statusCode !== 200) throw new Error(`admin sign-in answered ${res.statusCode}: ${res.body}`);
    return cookieHeaderOf(res);
  };
  return {
    app,
    test,
    dataDir,
    advance: (ms) => {
      now += ms;
    },
    now: () => new Date(now),
    adminCookie,
    close: async () => {
      await app.close();
      await test.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser of the shop: same origin, its own address, and the cookies the API set so far. */
export class Guest {
  cookie = '';
  readonly address = freshAddress();
  constructor(private readonly app: FastifyInstance) {}

  async call(options: InjectOptions & { url: string }) {
    const res = await this.app.inject({
      remoteAddress: this.address,
      ...options,
      headers: { origin: 'http://localhost', ...(this.cookie ? { cookie: this.cookie } : {}), ...(options.headers ?? {}) },
    });
    const set = cookieHeaderOf(res);
    if (set) this.cookie = set;
    return res;
  }
  json(method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, body?: unknown) {
    return this.call({
      method,
      url,
      ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
  }
  async upload(url: string, file: { bytes: Buffer; filename: string; contentType: string }, fields: Record<string, string> = {}) {
    const { payload, contentType } = await multipartOf(file, fields);
    return this.call({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  }
}
