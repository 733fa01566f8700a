import { endpoints, type Endpoint } from '@travel/contracts';
import { ACCOUNTS, PASSWORD, createAuthTestApp, freshAddress, type AuthTestApp } from './auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

// What app.inject sends as Host unless told: the API's own origin is http://localhost.
const OWN = 'http://localhost:80';
const signInWith = (headers: Record<string, string>, remoteAddress = freshAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ email: ACCOUNTS.admin.email, password: PASSWORD }),
  });

describe('CSRF: state-changing calls only from this origin', () => {
  it.each([
    ['Origin of another site', { origin: 'https://evil.example' }],
    ['Origin of another port', { origin: 'http://localhost:8081' }],
    ['Origin of another scheme', { origin: 'https://localhost' }],
    ['Origin null (sandboxed frame)', { origin: 'null' }],
    ['no Origin, Referer of another site', { referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: OWN }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403 and changes nothing', async (_case, headers) => {
    const res = await signInWith(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'cross-origin' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-origin favourites write and create-offer-request too', async () => {
    const favourite = await t.app.inject({
      method: 'PATCH',
      url: '/api/offers/favorites/',
      headers: { origin: 'https://evil.example' },
      payload: { offerHashes: [] },
    });
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/purchase/create-offer-request/',
      headers: { origin: 'https://evil.example' },
      payload: {},
    });
    expect([favourite.statusCode, order.statusCode]).toEqual([403, 403]);
  });

  it.each([
    ['same Origin', { origin: OWN }],
    ['same Origin, default port left out', { origin: 'http://localhost' }],
    ['no Origin, same-origin Referer', { referer: `${OWN}/logowanie/?next=%2F` }],
    ['Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin', origin: OWN }],
    ['neither Origin nor Referer (not a browser page: curl, a server)', {}],
  ])('accepts %s', async (_case, headers) => {
    expect((await signInWith(headers)).statusCode).toBe(200);
  });

  it('judges the origin by the host the browser used, through a trusted proxy (X-Forwarded-Host/Proto)', async () => {
    // The test app trusts the loopback proxy only.
    const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.podrozownia.example', 'x-forwarded-for': freshAddress() };
    expect((await signInWith({ ...behindProxy, origin: 'https://www.podrozownia.example' }, '127.0.0.1')).statusCode).toBe(200);
    expect((await signInWith({ ...behindProxy, origin: OWN }, '127.0.0.1')).statusCode).toBe(403);
    // From an address that is not a trusted proxy the forwarded host does not count.
    expect((await signInWith({ ...behindProxy, origin: 'https://www.podrozownia.example' })).statusCode).toBe(403);
  });

  it('leaves reads alone: a cross-origin GET is answered (CORS decides what a page may read)', async () => {
    const res = await t.app.inject({ url: '/api/auth/user-info/', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits with Retry-After (per client address)', () => {
  it.each([
    ['favourites writes', 'PATCH', '/api/offers/favorites/', { offerHashes: [] }, endpoints.favoritesReplace.rateLimit.max],
    ['create-offer-request', 'POST', '/api/purchase/create-offer-request/', {}, endpoints.purchaseCreateOfferRequest.rateLimit.max],
  ] as const)(
    '%s: the call past the limit answers 429 with Retry-After; another address is not affected',
    async (_name, method, url, payload, max) => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= max; i += 1) statuses.push((await t.app.inject({ method, url, payload, remoteAddress: address })).statusCode);
      expect(statuses.slice(0, max).every((status) => status !== 429 && status < 500)).toBe(true);
      expect(statuses[max]).toBe(429);
      const limited = await t.app.inject({ method, url, payload, remoteAddress: address });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', code: 'rate-limited' });
      expect((await t.app.inject({ method, url, payload, remoteAddress: freshAddress() })).statusCode).not.toBe(429);
    },
  );

  it('reads are not limited', async () => {
    const address = freshAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 80; i += 1)
      statuses.add((await t.app.inject({ url: '/api/offers/favorites/count/', remoteAddress: address })).statusCode);
    expect([...statuses]).toEqual([200]);
  });
});

describe('OpenAPI documents the baseline', () => {
  it('lists 403 (cross-origin) on every state-changing call and 429 wherever a call is rate limited', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const missing: string[] = [];
    const limited: string[] = [];
    for (const endpoint of Object.values(endpoints) as Endpoint[]) {
      const statuses = Object.keys(doc.paths[`/api${endpoint.path}`]?.[endpoint.method.toLowerCase()]?.responses ?? {});
      if (endpoint.method !== 'GET' && !statuses.includes('403')) missing.push(`403 of ${endpoint.method} ${endpoint.path}`);
      if (endpoint.rateLimit !== undefined) {
        limited.push(endpoint.path);
        if (!statuses.includes('429')) missing.push(`429 of ${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(limited).toEqual(expect.arrayContaining(['/auth/login/', '/offers/favorites/', '/purchase/create-offer-request/']));
  });
});
