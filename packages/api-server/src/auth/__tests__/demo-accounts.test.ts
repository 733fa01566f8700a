import Fastify from 'fastify';
import { ConfigError, demoAccountsFromEnv } from '../../config';
import { apiPlugin } from '../../index';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-app';
import { listUsers, findUserByEmail } from '../users';
import { verifyPassword } from '../passwords';

jest.setTimeout(120_000);

describe('whether the demo seed creates the demo accounts', () => {
  it.each([
    [{}, true],
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', DEMO_ACCOUNTS: '1' }, true],
    [{ NODE_ENV: 'development', DEMO_ACCOUNTS: '0' }, false],
  ])('%j → %s', (env, expected) => {
    expect(demoAccountsFromEnv(env)).toBe(expected);
  });

  it('stops on a value it does not understand, naming the variable', () => {
    expect(() => demoAccountsFromEnv({ DEMO_ACCOUNTS: 'yes' })).toThrow(ConfigError);
    expect(() => demoAccountsFromEnv({ DEMO_ACCOUNTS: 'yes' })).toThrow('DEMO_ACCOUNTS');
  });
});

async function start(test: TestDatabase, demoAccounts: boolean, printed: string[]) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir: '/nonexistent',
    database: test.db,
    seedOffers: 200,
    clock: () => TEST_NOW,
    demoAccounts,
    printDemoAccounts: (text) => printed.push(text),
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
  return app;
}

describe('the demo accounts on a fresh data folder', () => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase();
  });
  afterEach(async () => {
    await test.drop();
  });

  it('are created once, one per role, printed with passwords that sign in', async () => {
    const printed: string[] = [];
    const app = await start(test, true, printed);
    expect(printed).toHaveLength(1);
    const lines = [...printed[0]!.matchAll(/^ {2}(\S+)\s+password: (\S+)\s+(ROLE_\w+)$/gm)];
    expect(lines.map((m) => [m[1], m[3]])).toEqual([
      ['admin@podrozownia.example', 'ROLE_ADMIN'],
      ['seo@podrozownia.example', 'ROLE_AI_SEO'],
      ['user@podrozownia.example', 'ROLE_USER'],
    ]);
    for (const [, email, password] of lines) {
      expect(await verifyPassword(password!, (await findUserByEmail(test.db, email!))!.passwordHash)).toBe(true);
    }
    // Random per data folder: no two accounts share a password.
    expect(new Set(lines.map((m) => m[2])).size).toBe(3);
    await app.close();

    // A later start on the same data prints nothing and keeps the accounts.
    const again: string[] = [];
    await (await start(test, true, again)).close();
    expect(again).toEqual([]);
    expect((await listUsers(test.db)).filter((u) => u.demo)).toHaveLength(3);
  });

  it('are never created in production mode', async () => {
    const printed: string[] = [];
    await (await start(test, false, printed)).close();
    expect(printed).toEqual([]);
    expect(await listUsers(test.db)).toEqual([]);
  });
});
