import Fastify from 'fastify';
import { apiPlugin } from '../index';
import { openDatabase } from '../db/connection';
import { TEST_NOW } from '../test-support/test-app';

jest.setTimeout(60_000);

/** The API over an empty in-memory database the test owns (and may close under it). */
async function emptyApi() {
  const db = await openDatabase({});
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { prefix: '/api', dataDir: '/nonexistent', database: db, seedOffers: 0, clock: () => TEST_NOW });
  await app.ready();
  return { db, app };
}

describe('unexpected errors', () => {
  it('answer a JSON 500 without internals when the database fails', async () => {
    const { db, app } = await emptyApi();
    // The database goes away under the running API.
    await db.close();
    const res = await app.inject({ url: '/api/offers/searcher/offer-count/?destinations=egipt' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side.' });
    expect(res.body).not.toMatch(/pglite|closed|stack|select/i);
    await app.close();
  });
});

describe('a NUL character in a parameter', () => {
  it('is a 400 naming the parameter, never a failed query', async () => {
    const { db, app } = await emptyApi();
    const inQuery = await app.inject({ url: '/api/seo/meta/?pathname=%2Fwycieczki%2F%00%2F' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({ parameter: 'pathname' });
    // A path parameter of a route registered by hand, without a contract schema: the sandbox
    // gateway's payment page looked its token up as given.
    const inPath = await app.inject({ url: '/api/payment/sandbox/trnRequest/%00' });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({ parameter: 'token', code: 'invalid-parameter' });
    const posted = await app.inject({ method: 'POST', url: '/api/payment/sandbox/trnRequest/ab%00', payload: { choice: 'card' } });
    expect(posted.statusCode).toBe(400);
    await app.close();
    await db.close();
  });
});
