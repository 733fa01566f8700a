import { ACCOUNT_FAILURE_LIMIT, ACCOUNT_FAILURE_WINDOW_MS } from '../throttle';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../sessions';
import {
  ACCOUNTS,
  PASSWORD,
  cookieHeaderOf,
  createAuthTestApp,
  freshAddress,
  setCookies,
  signIn,
  userInfo,
  type AuthTestApp,
} from './auth-test-app';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINUTE = 60_000;

describe('sign-in', () => {
  it('answers anonymous without a session', async () => {
    const { res, body } = await userInfo(t.app, undefined);
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ authenticated: false, user: null, roles: [] });
  });

  it('signs in: HttpOnly SameSite=Lax session cookie, readable authcheck=1, and user-info answers the user and roles', async () => {
    const res = await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, { address: freshAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      authenticated: true,
      user: { email: ACCOUNTS.admin.email, name: 'Test admin' },
      roles: ['ROLE_ADMIN'],
    });
    const [session, authcheck] = setCookies(res);
    expect(session).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    expect(authcheck).toBe('authcheck=1; Path=/; Max-Age=28800; SameSite=Lax');
    const { body } = await userInfo(t.app, cookieHeaderOf(res));
    expect(body).toMatchObject({ authenticated: true, user: { email: ACCOUNTS.admin.email }, roles: ['ROLE_ADMIN'] });
  });

  it('takes the e-mail in any case and with spaces around it', async () => {
    const res = await signIn(t.app, `  ${ACCOUNTS.seo.email.toUpperCase()} `, PASSWORD, { address: freshAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ roles: ['ROLE_AI_SEO'] });
  });

  it('answers a wrong password and an unknown e-mail alike: 401 invalid-credentials, no cookie', async () => {
    const wrong = await signIn(t.app, ACCOUNTS.user.email, 'not the password', { address: freshAddress() });
    const unknown = await signIn(t.app, 'nobody@test.example', PASSWORD, { address: freshAddress() });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'invalid-credentials' });
      expect(setCookies(res)).toEqual([]);
    }
  });

  it('refuses a malformed body with a 400 naming the field', async () => {
    const res = await signIn(t.app, 'not-an-email', PASSWORD, { address: freshAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ parameter: 'email' });
  });

  it('over HTTPS uses a Secure __Host- cookie, and a plain-HTTP cookie does not count there', async () => {
    const client = { address: freshAddress(), protocol: 'https' as const };
    const res = await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, client);
    expect(res.statusCode).toBe(200);
    const [session, authcheck] = setCookies(res);
    expect(session).toMatch(/^__Host-session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=28800; HttpOnly; Secure; SameSite=Lax$/);
    expect(authcheck).toBe('authcheck=1; Path=/; Max-Age=28800; Secure; SameSite=Lax');
    const cookie = cookieHeaderOf(res);
    expect((await userInfo(t.app, cookie, client)).body.authenticated).toBe(true);
    // The same id under the plain name, as a page over HTTP could plant it: not a session over HTTPS.
    const planted = cookie.replace('__Host-session=', 'session=');
    expect((await userInfo(t.app, planted, client)).body.authenticated).toBe(false);
  });

  it('rotates the session id on sign-in: the id held before no longer signs anyone in', async () => {
    const client = { address: freshAddress() };
    const first = cookieHeaderOf(await signIn(t.app, ACCOUNTS.user.email, PASSWORD, client));
    const second = await signIn(t.app, ACCOUNTS.user.email, PASSWORD, client, first);
    const secondCookie = cookieHeaderOf(second);
    expect(secondCookie).not.toBe(first);
    expect((await userInfo(t.app, first)).body.authenticated).toBe(false);
    expect((await userInfo(t.app, secondCookie)).body.authenticated).toBe(true);
  });

  it('signs out: the session is deleted and both cookies are cleared', async () => {
    const cookie = cookieHeaderOf(await signIn(t.app, ACCOUNTS.user.email, PASSWORD, { address: freshAddress() }));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ signedOut: true });
    expect(setCookies(out)).toEqual(['session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', 'authcheck=; Path=/; Max-Age=0; SameSite=Lax']);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(false);
  });

  it("signs out as the shop's client sends it: POST with the default form header and no body", async () => {
    const cookie = cookieHeaderOf(await signIn(t.app, ACCOUNTS.user.email, PASSWORD, { address: freshAddress() }));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(out.statusCode).toBe(200);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(false);
    // A form with fields (what a cross-site HTML form posts) is not a format the API takes.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
  });

  it('clears the authcheck marker when the session it marks is gone', async () => {
    const { res, body } = await userInfo(t.app, `session=${'x'.repeat(43)}; authcheck=1`);
    expect(body.authenticated).toBe(false);
    expect(setCookies(res)).toContain('authcheck=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

describe('session timeouts (injectable clock)', () => {
  it('ends a session idle for 30 minutes; activity before that keeps it', async () => {
    const cookie = cookieHeaderOf(await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, { address: freshAddress() }));
    t.advance(SESSION_IDLE_MS - MINUTE);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(true);
    // Idle counts from the last request, not from sign-in.
    t.advance(SESSION_IDLE_MS - MINUTE);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(true);
    t.advance(SESSION_IDLE_MS);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(false);
  });

  it('ends a session 8 hours after sign-in however busy it is', async () => {
    const cookie = cookieHeaderOf(await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, { address: freshAddress() }));
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < SESSION_ABSOLUTE_MS) {
      t.advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      expect((await userInfo(t.app, cookie)).body.authenticated).toBe(true);
    }
    t.advance(SESSION_ABSOLUTE_MS - elapsed);
    expect((await userInfo(t.app, cookie)).body.authenticated).toBe(false);
  });
});

describe('sign-in throttling', () => {
  it('per account: after 5 failures even the right password gets 429 with Retry-After, until the window passes', async () => {
    const email = ACCOUNTS.seo.email;
    // From different addresses: the account count is what stops a distributed guesser.
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      expect((await signIn(t.app, email, `guess ${i}`, { address: freshAddress() })).statusCode).toBe(401);
    }
    const throttled = await signIn(t.app, email, PASSWORD, { address: freshAddress() });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'too-many-attempts' });
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACCOUNT_FAILURE_WINDOW_MS / 1000);
    // Another account is not affected.
    expect((await signIn(t.app, ACCOUNTS.user.email, PASSWORD, { address: freshAddress() })).statusCode).toBe(200);
    t.advance(retryAfter * 1000);
    expect((await signIn(t.app, email, PASSWORD, { address: freshAddress() })).statusCode).toBe(200);
  });

  it('per address: the 11th attempt within a minute gets 429 with Retry-After', async () => {
    const client = { address: freshAddress() };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await signIn(t.app, `someone${i}@test.example`, 'x', client)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const last = await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, client);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ statusCode: 429, code: 'rate-limited' });
    // Another address signs in.
    expect((await signIn(t.app, ACCOUNTS.admin.email, PASSWORD, { address: freshAddress() })).statusCode).toBe(200);
  });
});
