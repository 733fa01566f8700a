import { offerForClientResponse, offerListResponse, offersForClientsListResponse, type OfferListItem } from '@travel/contracts';
import {
  ACCOUNTS,
  cookieHeaderOf,
  createAuthTestApp,
  freshAddress,
  PASSWORD,
  signIn,
  type AuthTestApp,
} from '../auth/__tests__/auth-test-app';
import { addDays } from '../lib/dates';
import { TEST_TODAY } from '../test-support/test-app';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;
let t: AuthTestApp;
let offers: OfferListItem[];
const cookies: Partial<Record<keyof typeof ACCOUNTS, string>> = {};

beforeAll(async () => {
  t = await createAuthTestApp(3000);
  const list = await t.app.inject({ url: `/api/offers/list/?limit=5&departureDateFrom=${addDays(TEST_TODAY, 20)}` });
  offers = offerListResponse.parse(list.json()).offers;
  for (const name of ['admin', 'seo', 'user'] as const) {
    cookies[name] = cookieHeaderOf(await signIn(t.app, ACCOUNTS[name].email, PASSWORD, { address: freshAddress() }));
  }
});
afterAll(async () => {
  await t.close();
});

const create = (payload: object, as?: keyof typeof ACCOUNTS) =>
  t.app.inject({
    method: 'POST',
    url: '/api/offers/offer-for-client/',
    remoteAddress: freshAddress(),
    headers: as ? { cookie: cookies[as]! } : {},
    payload,
  });
const open = async (id: string) => t.app.inject({ url: `/api/offers/offer-for-client/?offerForClientId=${id}` });
const offer = (i: number): OfferListItem => offers[i]!;
const inThreeDays = addDays(TEST_TODAY, 3);

describe('POST /offers/offer-for-client/', () => {
  it('lets a seller prepare an offer for a client: stored with the party, note and last day', async () => {
    const o = offer(0);
    const res = await create(
      {
        offerHash: o.hash,
        adults: 2,
        children: ['2018-03-04'],
        note: 'Pokój z widokiem na morze, jak rozmawialiśmy.',
        expiresOn: inThreeDays,
      },
      'user',
    );
    expect(res.statusCode).toBe(201);
    const body = offerForClientResponse.parse(res.json());
    if (body.status !== 'active') throw new Error('expected an active offer');
    expect(body.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body).toMatchObject({
      expiresOn: inThreeDays,
      note: 'Pokój z widokiem na morze, jak rozmawialiśmy.',
      preparedBy: 'Test user',
      party: { adults: 2, children: ['2018-03-04'] },
      partyCount: { adults: 2, children: 1, infants: 0 },
      check: { available: true, priceChange: 'same', priceDifference: 0 },
    });
    expect(body.offer).toMatchObject({ hash: o.hash, party: { adults: 2, children: 1, infants: 0 } });
    expect(body.snapshot.priceTotal).toBe(body.offer!.priceTotal);

    const opened = offerForClientResponse.parse((await open(body.id)).json());
    expect(opened).toMatchObject({ status: 'active', id: body.id, note: body.note, check: { available: true } });
  });

  it('is for sellers only: 401 without a session, 403 for SEO staff, admins may', async () => {
    const payload = { offerHash: offer(1).hash, expiresOn: inThreeDays };
    expect((await create(payload)).statusCode).toBe(401);
    const seo = await create(payload, 'seo');
    expect(seo.statusCode).toBe(403);
    expect(seo.json().code).toBe('role-missing');
    expect((await create(payload, 'admin')).statusCode).toBe(201);
  });

  it('refuses a last day in the past, too far ahead or not before departure (422), a note in Cyrillic (400)', async () => {
    const o = offer(1);
    for (const expiresOn of [addDays(TEST_TODAY, -1), addDays(TEST_TODAY, 31), o.departureDate]) {
      const res = await create({ offerHash: o.hash, expiresOn }, 'user');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'expiry-invalid', parameter: 'expiresOn' });
    }
    const cyrillic = await create({ offerHash: o.hash, expiresOn: inThreeDays, note: 'Привет' }, 'user');
    expect(cyrillic.statusCode).toBe(400);
    expect(cyrillic.json().parameter).toBe('note');
    expect((await create({ offerHash: 'zzzz0000', expiresOn: inThreeDays }, 'user')).statusCode).toBe(404);
  });

  it('refuses an offer the party cannot buy (409 no-places)', async () => {
    const o = offer(2);
    await t.test.db.exec(`UPDATE offers SET places_left = 1 WHERE hash = '${o.hash}'`);
    const res = await create({ offerHash: o.hash, adults: 2, expiresOn: inThreeDays }, 'user');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no-places');
    await t.test.db.exec(`UPDATE offers SET places_left = 9 WHERE hash = '${o.hash}'`);
  });
});

describe('GET /offers/offer-for-client/', () => {
  it("shows today's price against the price at preparation, and a withdrawn offer as such", async () => {
    const o = offer(3);
    const made = offerForClientResponse.parse((await create({ offerHash: o.hash, expiresOn: inThreeDays }, 'user')).json());
    await t.test.db.exec(`UPDATE offers SET price_adult = price_adult + 10000 WHERE hash = '${o.hash}'`);
    const dearer = offerForClientResponse.parse((await open(made.id)).json());
    expect(dearer).toMatchObject({ status: 'active', check: { available: true, priceChange: 'higher', priceDifference: 200 } });
    await t.test.db.exec(`DELETE FROM offer_price_history WHERE offer_id IN (SELECT id FROM offers WHERE hash = '${o.hash}')`);
    await t.test.db.exec(`DELETE FROM offers WHERE hash = '${o.hash}'`);
    const gone = offerForClientResponse.parse((await open(made.id)).json());
    expect(gone).toMatchObject({ status: 'active', offer: null, check: { available: false, reason: 'withdrawn' } });
    expect(gone.snapshot.hotelName).toBe(o.hotelName);
  });

  it('is a 404 for an unknown id and a 400 for a malformed one', async () => {
    const unknown = await open('AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('offer-for-client-not-found');
    expect((await open('short')).statusCode).toBe(400);
  });

  it('answers expired, with what the offer was, the day after its last day', async () => {
    const o = offer(4);
    const made = offerForClientResponse.parse((await create({ offerHash: o.hash, expiresOn: addDays(TEST_TODAY, 1) }, 'user')).json());
    t.advance(DAY);
    expect(offerForClientResponse.parse((await open(made.id)).json()).status).toBe('active');
    t.advance(DAY);
    const expired = offerForClientResponse.parse((await open(made.id)).json());
    expect(expired).toEqual({ status: 'expired', id: made.id, expiresOn: addDays(TEST_TODAY, 1), snapshot: made.snapshot });
  });
});

describe('GET /offers/debug/offers-for-clients/ (staff list)', () => {
  const list = (as?: keyof typeof ACCOUNTS) =>
    t.app.inject({ url: '/api/offers/debug/offers-for-clients/', headers: as ? { cookie: cookies[as]! } : {} });
  // The clock moved two days on above: the sessions signed in at the start have lapsed.
  beforeAll(async () => {
    for (const name of ['admin', 'seo', 'user'] as const) {
      cookies[name] = cookieHeaderOf(await signIn(t.app, ACCOUNTS[name].email, PASSWORD, { address: freshAddress() }));
    }
  });

  it('lists the offers the seller prepared, newest first, each active or expired; only their own', async () => {
    // The clock is two days on (the test above): an offer made now for three days is active.
    const o = offer(0);
    const made = offerForClientResponse.parse(
      (await create({ offerHash: o.hash, expiresOn: addDays(TEST_TODAY, 5), note: 'Na liście' }, 'user')).json(),
    );
    const res = await list('user');
    expect(res.statusCode).toBe(200);
    const { offers: mine } = offersForClientsListResponse.parse(res.json());
    expect(mine[0]).toMatchObject({
      id: made.id,
      status: 'active',
      expiresOn: addDays(TEST_TODAY, 5),
      note: 'Na liście',
      party: { adults: 2, children: [] },
      snapshot: { hash: o.hash, hotelName: o.hotelName },
    });
    expect(mine.map((item) => item.createdAt)).toEqual([...mine.map((item) => item.createdAt)].sort().reverse());
    // The one whose last day was yesterday (made in the test above) is there, expired.
    expect(mine.find((item) => item.expiresOn === addDays(TEST_TODAY, 1))?.status).toBe('expired');
    expect(new Set(mine.map((item) => item.status))).toEqual(new Set(['active', 'expired']));

    // The admin's own offer is in the admin's list, not in the user's.
    const admins = offersForClientsListResponse.parse((await list('admin')).json()).offers;
    expect(admins.length).toBeGreaterThan(0);
    const adminIds = new Set(admins.map((item) => item.id));
    expect(mine.some((item) => adminIds.has(item.id))).toBe(false);
  });

  it('is for sellers only: 401 without a session, 403 for SEO staff', async () => {
    expect((await list()).statusCode).toBe(401);
    const seo = await list('seo');
    expect(seo.statusCode).toBe(403);
    expect(seo.json().code).toBe('role-missing');
  });
});
