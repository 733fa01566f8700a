import { endpoints, type Endpoint } from '@travel/contracts';
import type { UserRole } from '@travel/contracts/events';
import { TEST_OFFERS } from '../../test-support/test-app';
import { ACCOUNTS, PASSWORD, cookieHeaderOf, createAuthTestApp, freshAddress, signIn, type AuthTestApp } from './auth-test-app';

jest.setTimeout(120_000);

let t: AuthTestApp;
/** Who calls: the session cookie of each role, none for the anonymous visitor. */
const callers: Array<{ who: 'anonymous' | UserRole; cookie: string | undefined }> = [{ who: 'anonymous', cookie: undefined }];
beforeAll(async () => {
  t = await createAuthTestApp(TEST_OFFERS);
  for (const account of [ACCOUNTS.user, ACCOUNTS.seo, ACCOUNTS.admin]) {
    const res = await signIn(t.app, account.email, PASSWORD, { address: freshAddress() });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${account.email} answered ${res.statusCode}`);
    callers.push({ who: account.roles[0]!, cookie: cookieHeaderOf(res) });
  }
});
afterAll(async () => {
  await t.close();
});

// Path parameters by name: shaped like real ones, pointing at nothing in particular.
const PARAM_SAMPLES: Record<string, string> = { orderId: '4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f', hotelId: '1', destination: 'grecja' };
const urlOf = (endpoint: Endpoint) => `/api${endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => PARAM_SAMPLES[name] ?? 'x')}`;

/**
 * Calls that no staff role opens: they take a credential of their own, and answer the same to
 * every caller in this matrix, who holds none. A customer's bookings need the customer session of
 * an e-mailed sign-in link (docs/adr/0240-customer-access.md); a review needs the signed link of
 * a finished stay (docs/adr/0232-reviews-from-real-stays.md).
 */
const OWN_CREDENTIAL: Record<string, 401 | 403> = { customerBookings: 401, reviewCreate: 403 };

// Sign-out would end the caller's session for the calls after it: it goes last.
const ALL = Object.entries(endpoints as Record<string, Endpoint>).sort(
  ([a], [b]) => Number(a === 'authSignOut') - Number(b === 'authSignOut'),
);

describe('role × route matrix over every API call of the endpoints map', () => {
  it('covers the whole map', () => {
    expect(ALL.length).toBeGreaterThan(50);
    expect(ALL.map(([name]) => name)).toEqual(expect.arrayContaining(['authUserInfo', 'authSignIn', 'authSignOut']));
  });

  it('answers no 5xx to anyone, 401/403 exactly where the call declares roles, and no 401/403 elsewhere', async () => {
    const unexpected: string[] = [];
    for (const [name, endpoint] of ALL) {
      for (const { who, cookie } of callers) {
        const res = await t.app.inject({
          method: endpoint.method,
          url: urlOf(endpoint),
          remoteAddress: freshAddress(),
          // As the shop's pages send them: same origin, JSON body where the call takes one.
          headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
          ...(endpoint.body ? { payload: {} } : {}),
        });
        const status = res.statusCode;
        const allowed = endpoint.roles === undefined || (who !== 'anonymous' && endpoint.roles.includes(who));
        const expected =
          OWN_CREDENTIAL[name] ??
          (endpoint.roles === undefined ? 'not 401/403' : who === 'anonymous' ? 401 : allowed ? 'not 401/403' : 403);
        const ok =
          status < 500 &&
          (expected === 'not 401/403' ? status !== 401 && status !== 403 : status === expected) &&
          // A staff call never succeeds for someone it refuses.
          !(status >= 200 && status < 300 && (!allowed || OWN_CREDENTIAL[name] !== undefined));
        if (!ok) unexpected.push(`${endpoint.method} ${urlOf(endpoint)} (${name}) as ${who}: ${status}, expected ${expected}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
