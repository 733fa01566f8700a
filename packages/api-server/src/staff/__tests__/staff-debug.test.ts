import type { LightMyRequestResponse } from 'fastify';
import { TEST_OFFERS } from '../../test-support/test-app';
import {
  ACCOUNTS,
  PASSWORD,
  cookieHeaderOf,
  createAuthTestApp,
  freshAddress,
  signIn,
  type AuthTestApp,
} from '../../auth/__tests__/auth-test-app';
import { staffLinksFromEnv } from '../staff-links';

jest.setTimeout(180_000);

const LINK_ENV = {
  STAFF_CMS_URL: 'https://cms.podrozownia.example/',
  STAFF_MDS_URL: 'https://mds.podrozownia.example/',
  STAFF_HOTEL_POINTS_URL: 'https://punkty.podrozownia.example/',
};

let t: AuthTestApp;
const cookies: Record<'admin' | 'seo' | 'user', string> = { admin: '', seo: '', user: '' };
beforeAll(async () => {
  // The host parses the environment once and passes the settings down (docs/adr/0256-one-config-passed-down.md).
  t = await createAuthTestApp(TEST_OFFERS, { staffLinks: staffLinksFromEnv(LINK_ENV) });
  for (const who of ['admin', 'seo', 'user'] as const) {
    const res = await signIn(t.app, ACCOUNTS[who].email, PASSWORD, { address: freshAddress() });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${who} answered ${res.statusCode} ${res.body}`);
    cookies[who] = cookieHeaderOf(res);
  }
});
afterAll(async () => {
  await t.close();
});

type Caller = keyof typeof cookies | 'anonymous';
function call(who: Caller, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { origin: 'http://localhost', ...(who === 'anonymous' ? {} : { cookie: cookies[who] }) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const get = async (url: string) => (await t.app.inject({ url })).json<any>();

describe('SEO debug', () => {
  it('names the SEO rules a page path takes its meta, text and FAQ from, equal to what the public calls answer', async () => {
    const path = '/wakacje/grecja/kreta/';
    const res = await call('seo', 'GET', `/api/seo/debug/page/?path=${encodeURIComponent(path)}`);
    expect(res.statusCode).toBe(200);
    const debug = res.json<any>();
    expect(debug).toMatchObject({
      category: 'wakacje',
      location: { path: 'grecja/kreta' },
      rules: { meta: { id: 'strona-kategorii-w-kierunku' }, text: { id: 'strona-kategorii-w-kierunku' } },
    });
    expect(debug.meta).toEqual(await get(`/api/seo/meta/?pathname=${encodeURIComponent(path)}`));
    const query = 'category=wakacje&location=grecja%2Fkreta';
    expect(debug.text).toBe((await get(`/api/seo/text/?${query}`)).text);
    expect(debug.faq.map(({ question, answer }: any) => ({ question, answer }))).toEqual((await get(`/api/seo/faq/?${query}`)).items);
    // A resort page's FAQ stacks the rules of its place (a country that needs no passport) and of its category.
    expect(debug.faq.map((item: any) => item.rule.id)).toEqual(['faq-kierunek', 'faq-kierunek', 'faq-dowod-osobisty', 'faq-oferta']);
    expect(debug.faq[0].question).toBe('Kiedy najlepiej jechać do Krety?');
  });

  it('says when no rule applies to a path, and refuses a path that is not one', async () => {
    const none = await call('admin', 'GET', '/api/seo/debug/page/?path=/nie-ma-takiej-strony/');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ rules: { meta: null, text: null }, meta: null, text: null, category: null, faq: [] });
    const bad = await call('admin', 'GET', `/api/seo/debug/page/?path=${encodeURIComponent('wakacje?x=1')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('path');
  });

  it('POST /seo/debug/faq/ gives the FAQ of a category in a place with the rule of each item; an unknown location is a 400', async () => {
    const res = await call('seo', 'POST', '/api/seo/debug/faq/', { category: 'all-inclusive', location: 'egipt' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((item: any) => item.rule.id)).toEqual([
      'faq-kierunek',
      'faq-kierunek',
      'faq-paszport',
      'faq-all-inclusive',
      'faq-oferta',
    ]);
    const bad = await call('seo', 'POST', '/api/seo/debug/faq/', { location: 'atlantyda-nie-istnieje' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('location');
  });
});

describe('offer-layers debug', () => {
  const request = { category: 'wakacje', sortBy: 'hity', limit: '5' };

  it('runs a listing request as the listing does, with every statement timed and explained', async () => {
    const res = await call('admin', 'POST', '/api/offers/debug/check-request/', { request });
    expect(res.statusCode).toBe(200);
    const debug = res.json<any>();
    const list = await get('/api/offers/list/?category=wakacje&sortBy=hity&limit=5');
    expect(debug.total).toBe(list.total);
    expect(debug.offers.map((o: any) => o.hash)).toEqual(list.offers.map((o: any) => o.hash));
    expect(debug.request).toMatchObject({ category: 'wakacje', sortBy: 'hity', limit: 5 });
    expect(debug.queries.length).toBeGreaterThan(0);
    for (const query of debug.queries) {
      expect(query.sql).toMatch(/select/i);
      expect(query.plan.length).toBeGreaterThan(0);
      expect(query.plan.join('\n')).toMatch(/Scan|Result|Limit|Sort/);
    }
  });

  it('runs several requests in a batch and names a bad filter in a 400', async () => {
    const batch = await call('admin', 'POST', '/api/offers/debug/batch-check-request/', {
      requests: [request, { ...request, category: 'last-minute' }],
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.json().results).toHaveLength(2);
    const bad = await call('admin', 'POST', '/api/offers/debug/check-request/', { request: { ...request, limit: '500' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().parameter).toBe('request.limit');
  });

  it('shows the stored layers of one offer; an unknown offer is a 404', async () => {
    const [offer] = (await get('/api/offers/list/?limit=1')).offers;
    const res = await call('admin', 'POST', '/api/offers/debug/offer-wrapper/', { offerHash: offer.hash });
    expect(res.statusCode).toBe(200);
    const layers = Object.fromEntries(res.json().layers.map((layer: any) => [layer.source, layer.rows]));
    expect(layers.offers[0].hash).toBe(offer.hash);
    expect(layers.hotels[0].id).toBe(offer.hotelId);
    expect(layers.locations.map((l: any) => l.path)).toContain(offer.destination.path);
    expect(layers.tour_operators).toHaveLength(1);
    expect((await call('admin', 'POST', '/api/offers/debug/offer-wrapper/', { offerHash: 'zzzz0000' })).statusCode).toBe(404);
  });

  it('is for ROLE_ADMIN only: ROLE_AI_SEO gets 403, a visitor 401', async () => {
    expect((await call('seo', 'POST', '/api/offers/debug/check-request/', { request })).statusCode).toBe(403);
    expect((await call('anonymous', 'POST', '/api/offers/debug/offer-wrapper/', { offerHash: 'abcd1234' })).statusCode).toBe(401);
  });
});

describe('hit-offer management', () => {
  it('a marked offer leads the home page hit offers and raises the count; unmarking takes both back', async () => {
    const cheapest = (await get('/api/offers/list/?limit=1')).offers[0];
    await call('admin', 'DELETE', `/api/offers/debug/hit-offers/${cheapest.hash}/`);
    const before = (await get('/api/offers/hit-offers/count/')).count;
    expect((await get('/api/offers/hit-offers/')).offers.map((o: any) => o.hash)).not.toContain(cheapest.hash);

    const marked = await call('admin', 'PUT', `/api/offers/debug/hit-offers/${cheapest.hash}/`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ offerHash: cheapest.hash, hit: true, count: before + 1 });
    expect((await get('/api/offers/hit-offers/count/')).count).toBe(before + 1);
    expect((await get('/api/offers/hit-offers/')).offers[0].hash).toBe(cheapest.hash);
    const staffList = await call('admin', 'GET', '/api/offers/debug/hit-offers/');
    expect(staffList.json().offers.map((o: any) => o.hash)).toContain(cheapest.hash);

    const unmarked = await call('admin', 'DELETE', `/api/offers/debug/hit-offers/${cheapest.hash}/`);
    expect(unmarked.json()).toEqual({ offerHash: cheapest.hash, hit: false, count: before });
    expect((await get('/api/offers/hit-offers/')).offers.map((o: any) => o.hash)).not.toContain(cheapest.hash);
  });

  it('refuses an unknown offer (404) and anyone but ROLE_ADMIN', async () => {
    expect((await call('admin', 'PUT', '/api/offers/debug/hit-offers/zzzz0000/')).statusCode).toBe(404);
    expect((await call('seo', 'PUT', '/api/offers/debug/hit-offers/zzzz0000/')).statusCode).toBe(403);
    expect((await call('user', 'GET', '/api/offers/debug/hit-offers/')).statusCode).toBe(403);
  });
});

describe('staff links', () => {
  it('answers the configured addresses each role allows', async () => {
    const links = async (who: Caller) => (await call(who, 'GET', '/api/auth/staff-links/')).json();
    expect(await links('admin')).toEqual({
      cms: LINK_ENV.STAFF_CMS_URL,
      mds: LINK_ENV.STAFF_MDS_URL,
      hotelPoints: LINK_ENV.STAFF_HOTEL_POINTS_URL,
    });
    expect(await links('seo')).toEqual({ cms: null, mds: LINK_ENV.STAFF_MDS_URL, hotelPoints: null });
    expect(await links('user')).toEqual({ cms: null, mds: LINK_ENV.STAFF_MDS_URL, hotelPoints: null });
    expect((await call('anonymous', 'GET', '/api/auth/staff-links/')).statusCode).toBe(401);
  });

  it('reads the addresses once from the environment and names a bad one', () => {
    expect(staffLinksFromEnv({})).toEqual({ cms: null, mds: null, hotelPoints: null });
    expect(() => staffLinksFromEnv({ STAFF_MDS_URL: 'javascript:alert(1)' })).toThrow(/STAFF_MDS_URL/);
  });
});
