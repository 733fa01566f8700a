import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { botChallengeSchema, enquiriesResponse, type BotAction } from '@travel/contracts';
import { createUser } from '../auth/users';
import { apiPlugin } from '../index';
import { parseMarketingConfig } from '../marketing/config';
import { unsubscribeSignature } from '../marketing/signatures';
import { parsePaymentConfig } from '../payments/config';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../test-support/test-app';

jest.setTimeout(120_000);

const PASSWORD = 'correct horse battery staple';
const ADMIN = 'admin@test.example';
// Small proofs of work: the tests solve many challenges.
const marketing = { ...parseMarketingConfig({}), botCounterMin: 200, botCounterMax: 400 };

let app: FastifyInstance;
let test: TestDatabase;
let dataDir: string;
let now = TEST_NOW.getTime();

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'marketing-'));
  app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir,
    database: test.db,
    seedOffers: 0,
    clock: () => new Date(now),
    payments: parsePaymentConfig({ BASE_URL: 'http://shop.test' }),
    marketing,
    demoAccounts: false,
  });
  await app.ready();
  await createUser(test.db, { email: ADMIN, displayName: 'Admin', roles: ['ROLE_ADMIN'], password: PASSWORD }, TEST_NOW);
});
afterAll(async () => {
  await app.close();
  await test.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let addressSeq = 0;
/** Each call from its own address: the form calls are rate limited per address. */
const address = () => `10.9.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function solvedToken(action: BotAction): Promise<string> {
  const res = await app.inject({ url: `/api/marketing/challenge/?action=${action}`, remoteAddress: address() });
  expect(res.statusCode).toBe(200);
  const challenge = botChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
  app.inject({ method, url: `/api/marketing/${url}`, payload, remoteAddress: address() });

const count = async (table: 'enquiries' | 'newsletter_subscriptions') =>
  (await test.db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!.n;

/** The e-mails written to the outbox for an address (newest last). */
function outboxFor(to: string): string[] {
  const dir = join(dataDir, 'outbox');
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .filter((eml) => eml.includes(`To: ${to}`));
}

/** A link of the e-mail's plain-text part (quoted-printable soft breaks undone). */
function linkIn(eml: string, param: string): URL {
  const plain = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = new RegExp(`http://shop\\.test/newsletter/potwierdzenie/\\?[^\\s"<]*${param}=[^\\s"<]+`).exec(plain);
  expect(match).not.toBeNull();
  return new URL(match![0].replaceAll('&amp;', '&'));
}

const FORMS = {
  contact: {
    name: 'Anna Kowalska',
    email: 'anna.kontakt@example.pl',
    phone: '+48600700800',
    message: 'Czy są wolne miejsca na Kretę w maju?',
    consent: true,
  },
  franchise: {
    name: 'Jan Nowak',
    email: 'jan.franczyza@example.pl',
    phone: '600 700 800',
    city: 'Poznań',
    message: 'Prowadzę biuro podróży od 5 lat i chcę dołączyć do sieci.',
    consent: true,
  },
  mice: {
    company: 'Firma Sp. z o.o.',
    name: 'Ewa Wiśniewska',
    email: 'ewa.mice@example.pl',
    phone: '22 100 20 30',
    participants: 45,
    date: '2027-05-20',
    message: 'Wyjazd integracyjny z konferencją, 3 dni.',
    consent: true,
  },
  dsa: {
    contentUrl: 'https://podrozownia.pl/hotel/x/opinie/',
    explanation: 'Opinia zawiera dane osobowe i groźby wobec pracownika hotelu.',
    name: 'Piotr Zieliński',
    email: 'piotr.dsa@example.pl',
    goodFaith: true,
  },
} as const;

describe.each(Object.entries(FORMS) as [keyof typeof FORMS, Record<string, unknown>][])('POST /api/marketing/%s/', (kind, form) => {
  it('stores a valid submission with a solved token, mails a confirmation and shows it to staff only', async () => {
    const before = await count('enquiries');
    const res = await send('POST', `${kind}/`, { ...form, botToken: await solvedToken(kind) });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect(await count('enquiries')).toBe(before + 1);
    const [stored] = await test.db.rows<{ kind: string; email: string }>(sql`SELECT kind, email FROM enquiries WHERE id = ${id}::uuid`);
    expect(stored).toEqual({ kind, email: form.email });
    const mails = outboxFor(String(form.email));
    expect(mails).toHaveLength(1);
    // Quoted-printable may break a long line anywhere (a soft break is `=` at its end).
    expect(mails[0]!.replace(/=\r?\n/g, '')).toContain(id);

    expect((await app.inject({ url: `/api/marketing/enquiries/?kind=${kind}` })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: ADMIN, password: PASSWORD },
      remoteAddress: address(),
    });
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const list = await app.inject({ url: `/api/marketing/enquiries/?kind=${kind}`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const items = enquiriesResponse.parse(list.json()).items;
    expect(items.map((i) => i.id)).toContain(id);
    expect(items.every((i) => i.kind === kind)).toBe(true);
    expect(items.find((i) => i.id === id)!.fields).not.toHaveProperty('botToken');
  });

  it('answers 400 naming an invalid field, and stores nothing', async () => {
    const before = await count('enquiries');
    const res = await send('POST', `${kind}/`, { ...form, email: 'anna@poczta', botToken: await solvedToken(kind) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ parameter: 'email', message: expect.stringContaining('invalid-email') });
    const cyrillic = await send('POST', `${kind}/`, { ...form, name: 'Анна', botToken: await solvedToken(kind) });
    expect(cyrillic.json()).toMatchObject({ parameter: 'name', message: expect.stringContaining('cyrillic') });
    expect(await count('enquiries')).toBe(before);
  });

  it('refuses a missing, forged, replayed, expired or other-action token and stores nothing', async () => {
    const before = await count('enquiries');
    const missing = await send('POST', `${kind}/`, form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ parameter: 'botToken' });

    const forged = await send('POST', `${kind}/`, { ...form, botToken: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'bot-check-invalid' });

    const token = await solvedToken(kind);
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString()) as { solution: { derivedKey: string } };
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const wrong = await send('POST', `${kind}/`, { ...form, botToken: Buffer.from(JSON.stringify(decoded)).toString('base64') });
    expect(wrong.json()).toMatchObject({ code: 'bot-check-invalid' });

    const other = await send('POST', `${kind}/`, { ...form, botToken: await solvedToken(kind === 'contact' ? 'mice' : 'contact') });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'bot-check-action' });

    const expiring = await solvedToken(kind);
    now += marketing.challengeTtlMs + 1000;
    try {
      const expired = await send('POST', `${kind}/`, { ...form, botToken: expiring });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toMatchObject({ code: 'bot-check-expired' });
    } finally {
      now -= marketing.challengeTtlMs + 1000;
    }
    expect(await count('enquiries')).toBe(before);

    expect((await send('POST', `${kind}/`, { ...form, botToken: token })).statusCode).toBe(201);
    const replayed = await send('POST', `${kind}/`, { ...form, botToken: token });
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ code: 'bot-check-replayed' });
    expect(await count('enquiries')).toBe(before + 1);
  });
});

describe('POST /api/marketing/mice/: the planned trip', () => {
  // docs/product/newsletter-and-enquiries.md: a count of people is a JSON number; the planned date is not in the past.
  it.each([
    ['participants', true, 'invalid-number'],
    ['participants', '12', 'invalid-number'],
    ['participants', [], 'invalid-number'],
    ['date', '2026-11-21', 'date-past'],
    ['date', '2026-02-30', 'invalid-date'],
    ['date', 20270520, 'invalid-date'],
  ])('refuses %s = %j with 400 %s, stores nothing and leaves the token unspent', async (field, value, code) => {
    const before = await count('enquiries');
    const token = await solvedToken('mice');
    const res = await send('POST', 'mice/', { ...FORMS.mice, [field]: value, botToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ parameter: field, message: `Invalid parameter ${field}: ${code}` });
    expect(await count('enquiries')).toBe(before);
    expect((await send('POST', 'mice/', { ...FORMS.mice, botToken: token })).statusCode).toBe(201);
  });

  it('takes the shop’s day itself as the planned date', async () => {
    const res = await send('POST', 'mice/', { ...FORMS.mice, date: '2026-11-22', botToken: await solvedToken('mice') });
    expect(res.statusCode).toBe(201);
  });
});

describe('newsletter: PUT, confirm, DELETE /api/marketing/newsletter/', () => {
  const email = 'Ola.Newsletter@Example.pl';
  const stored = async () =>
    (
      await test.db.rows<{ status: string; lists: string[] }>(
        sql`SELECT status, lists FROM newsletter_subscriptions WHERE email = ${email.toLowerCase()}`,
      )
    )[0];

  it('subscribes only after the e-mail link is followed, then leaves from the signed link', async () => {
    const res = await send('PUT', 'newsletter/', {
      email,
      lists: ['last-minute', 'exotic'],
      consent: true,
      botToken: await solvedToken('newsletter'),
    });
    expect(res.statusCode).toBe(202);
    expect(await stored()).toEqual({ status: 'pending', lists: [] });

    const [mail] = outboxFor(email.toLowerCase());
    expect(mail).toContain('Subject: =?UTF-8?');
    const confirmLink = linkIn(mail!, 'token');
    const token = confirmLink.searchParams.get('token')!;
    const confirmed = await send('POST', 'newsletter/confirm/', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: email.toLowerCase(), lists: ['last-minute', 'exotic'], status: 'confirmed' });
    expect(await stored()).toEqual({ status: 'confirmed', lists: ['last-minute', 'exotic'] });
    // The link works once.
    const again = await send('POST', 'newsletter/confirm/', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'confirm-token-unknown' });

    const leave = linkIn(mail!, 'podpis');
    const tampered = await send('DELETE', 'newsletter/', { email: 'someone.else@example.pl', signature: leave.searchParams.get('podpis') });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json()).toMatchObject({ code: 'unsubscribe-signature-invalid' });
    expect((await stored())?.status).toBe('confirmed');

    const left = await send('DELETE', 'newsletter/', {
      email: leave.searchParams.get('wypisz'),
      signature: leave.searchParams.get('podpis'),
    });
    expect(left.statusCode).toBe(200);
    expect(await stored()).toEqual({ status: 'unsubscribed', lists: [] });
  });

  it('refuses an expired confirmation link', async () => {
    const address2 = 'late.reader@example.pl';
    await send('PUT', 'newsletter/', { email: address2, lists: ['guide'], consent: true, botToken: await solvedToken('newsletter') });
    const token = linkIn(outboxFor(address2)[0]!, 'token').searchParams.get('token')!;
    now += marketing.confirmTtlMs + 1000;
    try {
      const res = await send('POST', 'newsletter/confirm/', { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'confirm-token-unknown' });
    } finally {
      now -= marketing.confirmTtlMs + 1000;
    }
  });

  it('answers 400 naming the field: no list, a bad address, no consent; and refuses a bad token storing nothing', async () => {
    const before = await count('newsletter_subscriptions');
    const base = { email: 'x.y@example.pl', lists: ['guide'], consent: true };
    expect((await send('PUT', 'newsletter/', { ...base, lists: [], botToken: await solvedToken('newsletter') })).json()).toMatchObject({
      parameter: 'lists',
      message: expect.stringContaining('lists-required'),
    });
    expect((await send('PUT', 'newsletter/', { ...base, email: 'x@y', botToken: await solvedToken('newsletter') })).json()).toMatchObject({
      parameter: 'email',
    });
    expect((await send('PUT', 'newsletter/', { ...base, consent: false, botToken: await solvedToken('newsletter') })).json()).toMatchObject(
      {
        parameter: 'consent',
      },
    );
    const other = await send('PUT', 'newsletter/', { ...base, botToken: await solvedToken('dsa') });
    expect(other.json()).toMatchObject({ code: 'bot-check-action' });
    const missing = await send('PUT', 'newsletter/', base);
    expect(missing.json()).toMatchObject({ parameter: 'botToken' });
    expect(await count('newsletter_subscriptions')).toBe(before);
  });

  it('signs the unsubscribe link with the secret: the same address under another secret is refused', async () => {
    const signature = unsubscribeSignature('another-secret-of-at-least-32-characters', 'ola.newsletter@example.pl');
    const res = await send('DELETE', 'newsletter/', { email: 'ola.newsletter@example.pl', signature });
    expect(res.json()).toMatchObject({ code: 'unsubscribe-signature-invalid' });
  });
});

describe('marketing configuration', () => {
  it('needs MARKETING_SECRET in production and uses the sandbox secret elsewhere', () => {
    expect(() => parseMarketingConfig({ NODE_ENV: 'production' })).toThrow(/MARKETING_SECRET: required/);
    expect(() => parseMarketingConfig({ MARKETING_SECRET: 'short' })).toThrow(/MARKETING_SECRET/);
    expect(parseMarketingConfig({ NODE_ENV: 'production', MARKETING_SECRET: 'x'.repeat(40) }).secret).toBe('x'.repeat(40));
  });
});
