import type { LightMyRequestResponse } from 'fastify';
import { pageMetaSchema, seoRulesResponse, type SeoRuleInput } from '@travel/contracts';
import {
  ACCOUNTS,
  PASSWORD,
  cookieHeaderOf,
  createAuthTestApp,
  freshAddress,
  signIn,
  type AuthTestApp,
} from '../../auth/__tests__/auth-test-app';

jest.setTimeout(180_000);

let t: AuthTestApp;
const cookies: Record<'admin' | 'seo' | 'user', string> = { admin: '', seo: '', user: '' };
beforeAll(async () => {
  t = await createAuthTestApp(300);
  for (const who of ['admin', 'seo', 'user'] as const) {
    const res = await signIn(t.app, ACCOUNTS[who].email, PASSWORD, { address: freshAddress() });
    if (res.statusCode !== 200) throw new Error(`sign-in as ${who} answered ${res.statusCode}`);
    cookies[who] = cookieHeaderOf(res);
  }
});
afterAll(async () => {
  await t.close();
});

type Caller = keyof typeof cookies | 'anonymous';
function call(who: Caller, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    remoteAddress: freshAddress(),
    headers: { origin: 'http://localhost', ...(who === 'anonymous' ? {} : { cookie: cookies[who] }) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const metaOf = async (pathname: string) =>
  pageMetaSchema.parse((await t.app.inject({ url: `/api/seo/meta/?pathname=${encodeURIComponent(pathname)}` })).json());

const greekLastMinute: SeoRuleInput = {
  name: 'Last minute do Grecji',
  priority: 100,
  active: true,
  conditions: [
    { field: 'category', operator: 'eq', value: 'last-minute' },
    { field: 'location', operator: 'anyOf', value: ['grecja'] },
  ],
  meta: {
    title: 'Grecja last minute {miejscownik}',
    description: 'Tanie wyjazdy last minute {miejscownik}, wyloty z całej Polski.',
    keywords: 'grecja last minute, {miejsce}',
    heading: 'Last minute {miejscownik}',
    headingDescription: 'Wyjazdy na ostatnią chwilę do {dopelniacz}.',
  },
  text: null,
  faq: [{ question: 'Czy {miejscownik} jest ciepło w listopadzie?', answer: 'Tak, {miejsce} ma łagodną jesień.' }],
};

describe('SEO rules as data', () => {
  it('a landing page takes its meta from the shipped rules, with the place filled in', async () => {
    const meta = await metaOf('/last-minute/grecja/kreta/');
    expect(meta.heading.title).toBe('Last minute na Krecie');
    expect(meta.seo.title).toBe('Last minute na Krecie – oferty i ceny');
    expect(meta.breadcrumbs.map((b) => b.route)).toEqual(['/', '/last-minute/', '/last-minute/grecja/', '/last-minute/grecja/kreta/']);
    expect((await metaOf('/last-minute/')).seo.title).toBe('Last minute – oferty biur podróży');
  });

  it('a rule an SEO editor saves changes the matching pages at once, and only them; switched off, it stops', async () => {
    const saved = await call('seo', 'PUT', '/api/seo/debug/rules/last-minute-grecja/', greekLastMinute);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().rule).toMatchObject({ id: 'last-minute-grecja', updatedBy: ACCOUNTS.seo.email });

    const crete = await metaOf('/last-minute/grecja/kreta/');
    expect(crete.seo.title).toBe('Grecja last minute na Krecie');
    expect(crete.heading.description).toBe('Wyjazdy na ostatnią chwilę do Krety.');
    expect((await metaOf('/last-minute/hiszpania/')).seo.title).toBe('Last minute w Hiszpanii – oferty i ceny');
    expect((await metaOf('/wakacje/grecja/')).seo.title).toBe('Wakacje w Grecji – oferty i ceny');

    const debug = await call('seo', 'GET', '/api/seo/debug/page/?path=/last-minute/grecja/kreta/');
    expect(debug.json()).toMatchObject({
      category: 'last-minute',
      location: { slug: 'kreta' },
      rules: { meta: { id: 'last-minute-grecja' }, text: { id: 'strona-kategorii-w-kierunku' } },
    });
    expect(debug.json().faq[0]).toEqual({
      question: 'Czy na Krecie jest ciepło w listopadzie?',
      answer: 'Tak, Kreta ma łagodną jesień.',
      rule: { id: 'last-minute-grecja', name: 'Last minute do Grecji' },
    });

    expect((await call('admin', 'PUT', '/api/seo/debug/rules/last-minute-grecja/', { ...greekLastMinute, active: false })).statusCode).toBe(
      200,
    );
    expect((await metaOf('/last-minute/grecja/kreta/')).seo.title).toBe('Last minute na Krecie – oferty i ceny');
    const listed = seoRulesResponse.parse((await call('seo', 'GET', '/api/seo/debug/rules/')).json()).rules;
    expect(listed.find((r) => r.id === 'last-minute-grecja')).toMatchObject({ active: false, updatedBy: ACCOUNTS.admin.email });
    expect((await call('seo', 'DELETE', '/api/seo/debug/rules/last-minute-grecja/')).statusCode).toBe(200);
    expect((await call('seo', 'DELETE', '/api/seo/debug/rules/last-minute-grecja/')).statusCode).toBe(404);
  });

  it('the server checks the role: 401 without a session, 403 for a user without SEO debug', async () => {
    expect((await call('anonymous', 'GET', '/api/seo/debug/rules/')).statusCode).toBe(401);
    expect((await call('user', 'PUT', '/api/seo/debug/rules/x/', greekLastMinute)).statusCode).toBe(403);
    expect((await call('user', 'DELETE', '/api/seo/debug/rules/strona-kategorii/')).statusCode).toBe(403);
    expect((await call('anonymous', 'PUT', '/api/seo/debug/rules/x/', greekLastMinute)).statusCode).toBe(401);
  });

  it('refuses a rule that cannot work with a 400: a list operator without a list, a comparison without a number, a rule that gives nothing, a bad id', async () => {
    const bad: unknown[] = [
      { ...greekLastMinute, conditions: [{ field: 'location', operator: 'anyOf', value: 'grecja' }] },
      { ...greekLastMinute, conditions: [{ field: 'board', operator: 'gt', value: 'dwa' }] },
      { ...greekLastMinute, conditions: [{ field: 'pogoda', operator: 'empty', value: null }] },
      { ...greekLastMinute, meta: null, text: null, faq: null },
      { ...greekLastMinute, priority: -1 },
    ];
    for (const payload of bad) expect((await call('seo', 'PUT', '/api/seo/debug/rules/zla/', payload)).statusCode).toBe(400);
    expect((await call('seo', 'PUT', '/api/seo/debug/rules/Zla%20Nazwa/', greekLastMinute)).statusCode).toBe(400);
  });

  it('comparisons and noneOf: a rule for pages with more than one preset value, away from Egypt', async () => {
    const rule: SeoRuleInput = {
      name: 'Bez Egiptu',
      priority: 50,
      active: true,
      conditions: [
        { field: 'offerType', operator: 'gte', value: 1 },
        { field: 'location', operator: 'noneOf', value: ['egipt'] },
        { field: 'location', operator: 'nempty', value: null },
      ],
      meta: null,
      text: 'Wypoczynek {miejscownik} bez Egiptu.',
      faq: null,
    };
    expect((await call('seo', 'PUT', '/api/seo/debug/rules/bez-egiptu/', rule)).statusCode).toBe(200);
    const text = async (query: string) =>
      (await t.app.inject({ url: `/api/seo/debug/page/?path=${query}`, headers: { cookie: cookies.seo } })).json().text;
    expect(await text('/last-minute/grecja/')).toBe('Wypoczynek w Grecji bez Egiptu.');
    expect(await text('/last-minute/egipt/')).not.toBe('Wypoczynek w Egipcie bez Egiptu.');
    expect(await text('/egzotyka/tajlandia/')).not.toContain('bez Egiptu');
    expect((await call('seo', 'DELETE', '/api/seo/debug/rules/bez-egiptu/')).statusCode).toBe(200);
  });
});
