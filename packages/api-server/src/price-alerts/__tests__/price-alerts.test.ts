import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { botChallengeSchema, priceAlertConfirmResponse } from '@travel/contracts';
import { formatPriceFromGrosze } from '@travel/i18n/source-texts';
import { apiPlugin } from '../../index';
import { importOffers, type NewOffer } from '../../import/offer-import';
import { addDays } from '../../lib/dates';
import { parseMarketingConfig } from '../../marketing/config';
import { parsePaymentConfig } from '../../payments/config';
import { createTestDatabase, TEST_NOW, TEST_TODAY, type TestDatabase } from '../../test-support/test-app';
import { notifyPriceAlerts } from '../notify-price-alerts';

jest.setTimeout(180_000);

const marketing = { ...parseMarketingConfig({}), botCounterMin: 200, botCounterMax: 400 };
const links = { publicUrl: 'http://shop.test', secret: marketing.secret };
const IMPORT_DAY = addDays(TEST_TODAY, 1);

let app: FastifyInstance;
let test: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'price-alerts-'));
  app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir,
    database: test.db,
    seedOffers: 600,
    randomSeed: 4242,
    clock: () => TEST_NOW,
    payments: parsePaymentConfig({ BASE_URL: 'http://shop.test' }),
    marketing,
    demoAccounts: false,
  });
  await app.ready();
  await app.inject({ url: '/api/health' });
});
afterAll(async () => {
  await app.close();
  await test.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let addressSeq = 0;
const address = () => `10.8.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

async function botToken(): Promise<string> {
  const res = await app.inject({ url: '/api/marketing/challenge/?action=price-alert', remoteAddress: address() });
  const challenge = botChallengeSchema.parse(res.json());
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const call = (method: 'POST' | 'DELETE', url: string, payload: object) =>
  app.inject({ method, url: `/api/price-alerts/${url}`, payload, remoteAddress: address() });

async function subscribe(email: string, target: object, extra: object = {}) {
  return call('POST', '', { email, consent: true, target, botToken: await botToken(), ...extra });
}

/** The e-mails of the outbox to one address, oldest first. */
const outboxTo = (to: string) =>
  test.db.rows<{ kind: string; subject: string; body_text: string }>(
    sql`SELECT kind, subject, body_text FROM mail_outbox WHERE to_address = ${to} ORDER BY created_at, id`,
  );

const linkIn = (text: string, param: string): URL => {
  const match = new RegExp(`http://shop\\.test/powiadomienie-o-cenie/\\?[^\\s]*${param}=[^\\s]+`).exec(text);
  expect(match).not.toBeNull();
  return new URL(match![0]);
};

const offerRow = async (where: ReturnType<typeof sql>) =>
  (
    await test.db.rows<{ id: number; hash: string; price_adult: number; dep: string; hotel_id: number }>(
      sql`SELECT id, hash, price_adult, departure_date::text AS dep, hotel_id FROM offers WHERE ${where} ORDER BY id LIMIT 1`,
    )
  )[0]!;

const runImport = async (batch: Parameters<typeof importOffers>[1], today = IMPORT_DAY) => {
  const report = await importOffers(test.db, batch, { today });
  return notifyPriceAlerts(test.db, { offerIds: report.pricedOfferIds, today, now: TEST_NOW, links });
};

describe('a price alert on an offer', () => {
  it('subscribe, confirm by e-mail, and one e-mail with the new and the 30-day lowest price when an import lowers it', async () => {
    const offer = await offerRow(sql`departure_date > ${addDays(TEST_TODAY, 20)}::date`);
    const email = 'alert.oferta@example.pl';
    expect((await subscribe(email, { kind: 'offer', offerHash: offer.hash })).statusCode).toBe(202);
    const [confirmMail] = await outboxTo(email);
    expect(confirmMail!.kind).toBe('price-alert-confirm');
    expect(confirmMail!.body_text).toContain(formatPriceFromGrosze(offer.price_adult));

    // Not confirmed yet: a lower price sends nothing.
    expect((await runImport({ changed: [{ hash: offer.hash, priceAdult: offer.price_adult - 5_000 }] })).mailed).toBe(0);

    const token = linkIn(confirmMail!.body_text, 'potwierdz').searchParams.get('potwierdz')!;
    const confirmed = await call('POST', 'confirm/', { token });
    expect(confirmed.statusCode).toBe(200);
    const summary = priceAlertConfirmResponse.parse(confirmed.json()).alert;
    expect(summary).toMatchObject({ kind: 'offer', pricePerPerson: offer.price_adult / 100, expiresOn: offer.dep });
    expect((await call('POST', 'confirm/', { token })).json()).toMatchObject({ code: 'confirm-token-unknown' });

    const lower = offer.price_adult - 20_000;
    expect(await runImport({ changed: [{ hash: offer.hash, priceAdult: lower }] })).toMatchObject({ mailed: 1 });
    const drops = (await outboxTo(email)).filter((m) => m.kind === 'price-alert-drop');
    expect(drops).toHaveLength(1);
    const lowest = (
      await test.db.rows<{ lowest: number }>(sql`SELECT lowest_price_30d_adult AS lowest FROM offers WHERE id = ${offer.id}::int`)
    )[0]!.lowest;
    expect(drops[0]!.subject).toMatch(/^Cena spadła: /);
    expect(drops[0]!.body_text).toContain(`Nowa cena: ${formatPriceFromGrosze(lower)} za osobę dorosłą.`);
    expect(drops[0]!.body_text).toContain(`Najniższa cena z 30 dni przed obniżką: ${formatPriceFromGrosze(lowest)} za osobę dorosłą.`);
    expect(drops[0]!.body_text).toContain(`http://shop.test/oferta/${offer.hash}/`);

    // The same import again, or a higher price: nothing more.
    expect((await runImport({ changed: [{ hash: offer.hash, priceAdult: lower }] })).mailed).toBe(0);
    expect((await runImport({ changed: [{ hash: offer.hash, priceAdult: lower + 30_000 }] })).mailed).toBe(0);

    // The signed link switches it off; another alert's signature does not.
    const off = linkIn(drops[0]!.body_text, 'wylacz');
    const id = off.searchParams.get('wylacz')!;
    const forged = await call('DELETE', `${id}/`, { signature: '0'.repeat(64) });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'unsubscribe-signature-invalid' });
    expect((await call('DELETE', `${id}/`, { signature: off.searchParams.get('podpis') })).statusCode).toBe(200);
    expect((await runImport({ changed: [{ hash: offer.hash, priceAdult: lower - 20_000 }] })).mailed).toBe(0);
  });

  it('expires with its departure date', async () => {
    const offer = await offerRow(
      sql`departure_date > ${addDays(TEST_TODAY, 5)}::date AND departure_date < ${addDays(TEST_TODAY, 15)}::date`,
    );
    const email = 'alert.wygasa@example.pl';
    await subscribe(email, { kind: 'offer', offerHash: offer.hash });
    const token = linkIn((await outboxTo(email))[0]!.body_text, 'potwierdz').searchParams.get('potwierdz')!;
    await call('POST', 'confirm/', { token });
    const report = await runImport({ changed: [{ hash: offer.hash, priceAdult: offer.price_adult - 10_000 }] }, offer.dep);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(report.mailed).toBe(0);
    const [row] = await test.db.rows<{ status: string }>(sql`SELECT status FROM price_alerts WHERE email = ${email}`);
    expect(row!.status).toBe('expired');
  });

  it('answers a clear 4xx to what it cannot watch or accept', async () => {
    const leaving = await offerRow(sql`departure_date > ${addDays(TEST_TODAY, 40)}::date`);
    await test.db.rows(sql`UPDATE offers SET departure_date = ${TEST_TODAY}::date WHERE id = ${leaving.id}::int`);
    const departed = await subscribe('a@example.pl', { kind: 'offer', offerHash: leaving.hash });
    expect(departed.statusCode).toBe(422);
    expect(departed.json()).toMatchObject({ code: 'alert-departed' });
    expect((await subscribe('a@example.pl', { kind: 'offer', offerHash: 'nieznana1' })).statusCode).toBe(404);
    expect((await subscribe('nie-adres', { kind: 'offer', offerHash: 'nieznana1' })).statusCode).toBe(400);
    expect((await subscribe('a@example.pl', { kind: 'offer', offerHash: 'nieznana1' }, { consent: false })).statusCode).toBe(400);
    expect((await subscribe('a@example.pl', { kind: 'hotel', hotelId: 1 })).statusCode).toBe(400);
    const noBot = await call('POST', '', {
      email: 'a@example.pl',
      consent: true,
      target: { kind: 'offer', offerHash: 'nieznana1' },
      botToken: 'eA==',
    });
    expect(noBot.statusCode).toBe(403);
    expect((await call('POST', 'confirm/', { token: 'x'.repeat(43) })).statusCode).toBe(404);
  });
});

describe('a price alert on a search', () => {
  it('a new offer the search finds under its cheapest price sends one e-mail; a dearer one does not', async () => {
    const greek = await offerRow(
      sql`hotel_id IN (SELECT h.id FROM hotels h JOIN locations l ON l.id = h.location_id WHERE l.path LIKE 'grecja/%') AND departure_date > ${addDays(TEST_TODAY, 20)}::date`,
    );
    const email = 'alert.szukaj@example.pl';
    const filters = { destinations: 'grecja', adults: '2' };
    expect((await subscribe(email, { kind: 'search', filters, url: '/wycieczki/grecja/' })).statusCode).toBe(202);
    const token = linkIn((await outboxTo(email))[0]!.body_text, 'potwierdz').searchParams.get('potwierdz')!;
    const summary = priceAlertConfirmResponse.parse((await call('POST', 'confirm/', { token })).json()).alert;
    expect(summary.kind).toBe('search');
    expect(summary.pricePerPerson).not.toBeNull();
    const cheapest = Math.round(summary.pricePerPerson! * 100);

    const base = (await test.db.rows<Record<string, unknown>>(sql`SELECT * FROM offers WHERE id = ${greek.id}::int`))[0]!;
    const newOffer = (hash: string, priceAdult: number): NewOffer => ({
      hash,
      hotelId: greek.hotel_id,
      departureDate: addDays(IMPORT_DAY, 30),
      durationDays: 8,
      departureCity: base.departure_city as string | null,
      board: base.board as string,
      roomCode: base.room_code as string,
      transport: base.transport as 'F',
      offerType: base.offer_type as string,
      tourOperator: base.tour_operator as string,
      airline: base.airline as string,
      directFlight: true,
      flightMinutes: base.flight_minutes as number,
      priceAdult,
      priceChild: 20_000,
      priceInfant: 0,
      feesPerPerson: 10_000,
      placesLeft: 9,
    });
    expect((await runImport({ added: [newOffer('alertdrozsza1', cheapest + 50_000)] })).mailed).toBe(0);
    const cheaper = cheapest - 10_000;
    expect((await runImport({ added: [newOffer('alerttansza1', cheaper)] })).mailed).toBe(1);
    const [drop] = (await outboxTo(email)).filter((m) => m.kind === 'price-alert-drop');
    expect(drop!.body_text).toContain(`Nowa cena: ${formatPriceFromGrosze(cheaper)} za osobę dorosłą.`);
    expect(drop!.body_text).toContain(`Najniższa cena z 30 dni przed obniżką: ${formatPriceFromGrosze(cheaper)} za osobę dorosłą.`);
    expect(drop!.body_text).toContain('http://shop.test/oferta/alerttansza1/');
    expect(drop!.body_text).toContain('http://shop.test/wycieczki/grecja/');
  });
});
