import type { FastifyInstance } from 'fastify';
import { offerListResponse } from '@travel/contracts';
import { payingBuyer, type CallRecord } from '@travel/api-server/test-support/paying-buyer';
import { createEmptyPostgresDatabase, usePostgres } from '@travel/api-server/test-support/test-app';
import { createSiteFixture, type SiteFixture } from '../../../__tests__/site-fixture';

// Buyers complete while 48 clients browse (docs/adr/0205-outbox-idempotency-lanes.md): the site
// server with the real API on PGlite (or, with TEST_DATABASE=postgres, as the PostgreSQL suite runs
// it, on a throwaway PostgreSQL database), on a loopback port; 48 browsing clients call the listing
// one request at a time, each at most BROWSING_CALLS times, until the buyers are done; 8 buyers
// go through the four steps, reserve and pay on the sandbox gateway. Browsing may be shed; no
// buyer's call may be (no 503, no retry: a buyer call refused fails the test). With the checkout
// cap at 1 (API_CHECKOUT_MAX_CONCURRENT) this test fails at once: it measures the lane.
jest.setTimeout(240_000);

const BROWSERS = 48;
const BUYERS = 8;
/** Each browsing client's most requests: bounded whatever the machine's speed. */
const BROWSING_CALLS = 400;
const LIST_CALLS = [
  'sortBy=cena&limit=20',
  'sortBy=popularnosc&limit=20&offset=20',
  'transport=samolot&sortBy=ocena&limit=20',
  'hotelStandard=40,55&sortBy=rabat&limit=20',
].map((query) => `/api/offers/list/?${query}`);

let fixture: SiteFixture;
let app: FastifyInstance;
let origin: string;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  fixture = createSiteFixture();
  const { apiPlugin } = await import('@travel/api-server');
  const postgres = usePostgres ? await createEmptyPostgresDatabase() : undefined;
  dropDatabase = postgres?.drop;
  const database = postgres ? { databaseUrl: postgres.url } : { inMemory: true };
  app = await fixture.build(
    // Each buyer is its own address behind the loopback (rate limits are per address).
    { TRUST_PROXY: 'loopback', MAX_EVENT_LOOP_DELAY_MS: '0' },
    {
      api: (scope, options) =>
        apiPlugin(scope, { ...options, ...database, seedOffers: 1200, demoAccounts: false, outbox: { leaseMs: 60_000, intervalMs: 0 } }),
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app?.close();
  fixture?.cleanup();
  await dropDatabase?.();
});

it(`${BUYERS} buyers pay while ${BROWSERS} clients browse, and no buyer call is refused`, async () => {
  const list = await fetch(`${origin}/api/offers/list/?transport=samolot&sortBy=cena&limit=50`);
  expect(list.status).toBe(200);
  const offers = offerListResponse
    .parse(await list.json())
    .offers.filter((o) => o.placesLeft >= 2)
    .map((o) => o.hash);
  expect(offers.length).toBeGreaterThanOrEqual(BUYERS);

  const state = { buying: true };
  const browsing = { answered: 0, shed: 0, other: 0 };
  const browser = async (n: number) => {
    for (let i = 0; i < BROWSING_CALLS && state.buying; i += 1) {
      const res = await fetch(`${origin}${LIST_CALLS[(n + i) % LIST_CALLS.length]}`, {
        headers: { 'x-forwarded-for': `127.0.2.${n + 1}` },
      }).catch(() => undefined);
      await res?.arrayBuffer();
      if (res?.status === 200) browsing.answered += 1;
      else if (res?.status === 503) browsing.shed += 1;
      else browsing.other += 1;
    }
  };
  const browsers = Array.from({ length: BROWSERS }, (_, n) => browser(n));

  const buyerCalls: CallRecord[] = [];
  const results = await Promise.allSettled(
    offers.slice(0, BUYERS).map((offerHash, i) =>
      payingBuyer({
        api: `${origin}/api`,
        offerHash,
        address: `127.0.3.${i + 1}`,
        onCall: (call) => buyerCalls.push(call),
        pollPause: () => new Promise((r) => setTimeout(r, 100)),
        maxPolls: 100,
      }),
    ),
  );
  state.buying = false;
  await Promise.all(browsers);

  const failures = results.flatMap((r, i) => (r.status === 'rejected' ? [`buyer ${i + 1}: ${String(r.reason)}`] : []));
  expect(failures).toEqual([]);
  expect(results.map((r) => (r as PromiseFulfilledResult<{ state: string }>).value.state)).toEqual(Array(BUYERS).fill('paid'));
  expect(buyerCalls.filter((c) => c.status === 503)).toEqual([]);
  // The browsing really was there while they bought (how much of it was shed depends on the
  // machine's speed, so it is not asserted).
  expect(browsing.answered + browsing.shed).toBeGreaterThan(BROWSERS);
});
