import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createExecutiveResponse, onlinePaymentResponse, orderDetailResponse, paymentStatusResponse } from '@travel/contracts';
import { ORDER_PATTERNS } from '@travel/contracts/api/order-validation';
import { SANDBOX_MERCHANT } from '../payments/config';
import { notificationSign } from '../payments/sign';
import { DEFAULT_HOLD_MINUTES as HOLD_MINUTES } from '../payments/config';
import {
  createOrderFlowApp,
  flightOffer,
  newKey,
  postJson,
  readyOrder as readyTestOrder,
  type OrderFlowApp,
} from '../test-support/order-flow-app';

jest.setTimeout(240_000);

let t: OrderFlowApp;
beforeAll(async () => {
  t = await createOrderFlowApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, key?: string) => postJson(t.app, url, payload, key);
const get = (url: string) => t.app.inject({ method: 'GET', url });
const readyOrder = (offerHash: string, adults = 2) => readyTestOrder(t.app, offerHash, adults);

const order = async (orderId: string) => orderDetailResponse.parse((await get(`/api/order/summary/${orderId}/`)).json()).order;
const placesOf = async (hash: string) =>
  (await t.db.rows<{ p: number }>(sql`SELECT places_left AS p FROM offers WHERE hash = ${hash}`))[0]!.p;

async function reserve(orderId: string) {
  const res = await post('/api/purchase/create-executive/', { orderId }, newKey());
  expect(res.statusCode).toBe(201);
  return createExecutiveResponse.parse(res.json());
}

async function pay(orderId: string, methodId = 'card', key = newKey()) {
  const res = await post('/api/payment/online/', { orderId, methodId, conditionId: 'whole' }, key);
  expect(res.statusCode).toBe(201);
  return onlinePaymentResponse.parse(res.json());
}

const tokenOf = (url: string) => /trnRequest\/([A-F0-9]+)$/.exec(url)![1]!;
const choose = (url: string, choice: string) =>
  t.app.inject({ method: 'POST', url, payload: `choice=${choice}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const status = async (hash: string) => paymentStatusResponse.parse((await get(`/api/order/payment/status/${hash}/`)).json());

describe('the order flow from the reservation to the paid order', () => {
  it('reserves (ftr number, places taken), pays through the sandbox gateway, confirms by e-mail once, tracks the purchase once', async () => {
    const offer = await flightOffer(t.db, 2);
    const before = await placesOf(offer.hash);
    const orderId = await readyOrder(offer.hash);
    expect(await placesOf(offer.hash)).toBe(before);

    const exec = await reserve(orderId);
    expect(exec).toMatchObject({ status: 'ok', reason: null, mode: 'form' });
    expect(exec.reservation!.number).toMatch(ORDER_PATTERNS.reservationNumber);
    expect(await placesOf(offer.hash)).toBe(before - 2);
    const polled = createExecutiveResponse.parse((await get(`/api/purchase/create-executive/status/${exec.uuid}/`)).json());
    expect(polled).toEqual(exec);

    const reserved = await order(orderId);
    expect(reserved.state).toBe('pending');
    const payment = await pay(orderId);
    expect(payment.action.type).toBe('redirect');
    expect(payment.amount).toBeCloseTo(reserved.price.total * 1.01, 2);

    // Back from the gateway before any notification: the order is not paid.
    expect(await status(reserved.orderHash)).toMatchObject({
      status: 'pending',
      trackingType: 'summary',
      final: false,
      orderState: 'pending',
    });

    const url = (payment.action as { url: string }).url;
    const page = await get(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pl">');
    expect(page.body).toContain('Zapłać kartą — płatność udana');
    const back = await choose(url, 'card');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/platnosc/podsumowanie/${reserved.orderHash}/`);

    const paidStatus = await status(reserved.orderHash);
    expect(paidStatus).toMatchObject({ status: 'paid', trackingType: 'success', final: true, orderState: 'paid' });
    // What the card was charged: the price booked and the 1 % card fee on it.
    expect(paidStatus.paid + (paidStatus.fees ?? 0)).toBeCloseTo(payment.amount, 2);
    expect(paidStatus.fees).toBeGreaterThan(0);
    // What the purchase analytics event of the tracking page reads: the order's whole price and its offer.
    expect(paidStatus.total).toBe(reserved.price.total);
    expect(paidStatus.offer).toMatchObject({ hash: offer.hash, hotelName: reserved.offer.hotelName });
    const paid = await order(orderId);
    expect(paid).toMatchObject({ state: 'paid', mode: 'thank-you', payment: { status: 'paid', due: 0 } });

    const mails = await t.db.rows<{ to_address: string; subject: string; file: string; eml: string }>(
      sql`SELECT to_address, subject, file, eml FROM mail_outbox WHERE order_id = ${orderId}::uuid`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('anna.kowalska@example.pl');
    expect(mails[0]!.subject).toContain(exec.reservation!.number);
    expect(existsSync(mails[0]!.file)).toBe(true);
    const eml = readFileSync(mails[0]!.file, 'utf8');
    expect(eml).toBe(mails[0]!.eml);
    expect(eml).toMatch(/^Subject: /m);
    // The pre-contract information of art. 40 and the booking summary ride along (quoted-printable soft breaks removed).
    const body = eml.replace(/=\r?\n/g, '');
    expect(body).toContain('art. 40 ustawy o imprezach turystycznych');
    expect(body).toContain(exec.reservation!.number);

    // No review link before the stay: it comes with the after-return e-mail (docs/adr/0232-reviews-from-real-stays.md).
    const decoded = body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(decoded).not.toMatch(/dodaj-opinie|rid=/);

    const first = await post('/api/track/purchase/', { orderId, event: 'purchase' });
    expect(first.json()).toMatchObject({ recorded: true, purchase: { transactionId: exec.reservation!.number } });
    expect((await post('/api/track/purchase/', { orderId, event: 'purchase' })).json()).toMatchObject({ recorded: false });
  });

  it('declined card: the order fails, is cancelled and its places are released', async () => {
    const offer = await flightOffer(t.db, 2);
    const before = await placesOf(offer.hash);
    const orderId = await readyOrder(offer.hash);
    await reserve(orderId);
    const payment = await pay(orderId);
    const back = await choose((payment.action as { url: string }).url, 'declined');
    expect(back.statusCode).toBe(303);
    expect(await status(payment.orderHash)).toMatchObject({
      status: 'fail',
      trackingType: 'failure',
      final: true,
      orderState: 'cancelled',
    });
    expect(await placesOf(offer.hash)).toBe(before);
  });

  it('an abandoned payment stays pending until the hold expires, then the places are released (on read, with the clock moved)', async () => {
    const offer = await flightOffer(t.db, 2);
    const before = await placesOf(offer.hash);
    const orderId = await readyOrder(offer.hash);
    await reserve(orderId);
    const payment = await pay(orderId, 'blik');
    await choose((payment.action as { url: string }).url, 'abandoned');
    expect(await status(payment.orderHash)).toMatchObject({ status: 'pending', final: false });
    expect(await placesOf(offer.hash)).toBe(before - 2);
    t.advance((HOLD_MINUTES + 1) * 60_000);
    expect(await status(payment.orderHash)).toMatchObject({ status: 'expired', trackingType: 'failure', orderState: 'cancelled' });
    expect(await placesOf(offer.hash)).toBe(before);
    // A notification for the abandoned payment, signed but never paid at the gateway: not verified, refused, nothing changes.
    const tx = (
      await t.db.rows<{ p24_order_id: number; session_id: string; amount: number }>(
        sql`SELECT p24_order_id::int AS p24_order_id, session_id, amount FROM sandbox_transactions WHERE token = ${tokenOf((payment.action as { url: string }).url)}`,
      )
    )[0]!;
    const late = await post(
      '/api/payment/notification/',
      signed({ sessionId: tx.session_id, amount: tx.amount, orderId: tx.p24_order_id }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('not-verified');
    expect((await order(orderId)).state).toBe('cancelled');
    expect(await placesOf(offer.hash)).toBe(before);
  });
});

describe('a deposit, then the rest by a direct payment; a bank transfer booked later', () => {
  it('books the order on the deposit (thank-you, hold lifted), creates the rest as a direct payment and pays it', async () => {
    const offer = await flightOffer(t.db, 2, 60);
    const orderId = await readyOrder(offer.hash);
    await reserve(orderId);
    const res = await post('/api/payment/online/', { orderId, methodId: 'blik', conditionId: 'deposit' }, newKey());
    expect(res.statusCode).toBe(201);
    const deposit = onlinePaymentResponse.parse(res.json());
    const total = (await order(orderId)).price.total;
    expect(deposit.amount).toBeCloseTo(Math.round(total * 0.3), 2);
    expect((await choose((deposit.action as { url: string }).url, 'blik')).statusCode).toBe(303);

    const booked = await order(orderId);
    expect(booked).toMatchObject({ state: 'pending', mode: 'thank-you', reservation: { holdUntil: null } });
    expect(booked.payment.paid).toBeCloseTo(deposit.amount, 2);
    expect(await status(deposit.orderHash)).toMatchObject({ status: 'paid', trackingType: 'success' });
    // Booked on a deposit: a later hold sweep does not release it.
    t.advance((HOLD_MINUTES + 1) * 60_000);
    expect((await order(orderId)).state).toBe('pending');

    const [rest] = await t.db.rows<{ id: string }>(sql`SELECT id::text AS id FROM direct_payments WHERE order_id = ${orderId}::uuid`);
    const dp = (await get(`/api/payment/direct-payment/${rest!.id}/`)).json();
    expect(dp.directPayment).toMatchObject({ orderId, kind: 'RestPayment', status: 'open' });
    expect(dp.directPayment.amount + deposit.amount).toBeCloseTo(total, 2);
    const pay2 = await post('/api/payment/online/direct-payment/', { directPaymentId: rest!.id, methodId: 'card' }, newKey());
    expect(pay2.statusCode).toBe(201);
    const restPayment = onlinePaymentResponse.parse(pay2.json());
    expect((await get(`/api/payment/direct-payment/${rest!.id}/status/`)).json()).toEqual({ status: 'pending', error: null });
    await choose((restPayment.action as { url: string }).url, 'card');
    expect((await get(`/api/payment/direct-payment/${rest!.id}/status/`)).json()).toEqual({ status: 'paid', error: null });
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { due: 0 } });
    expect(await t.db.rows(sql`SELECT id FROM mail_outbox WHERE order_id = ${orderId}::uuid`)).toHaveLength(1);
  });

  it('a pending bank transfer stays pending (not paid) until the bank books it', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await readyOrder(offer.hash);
    await reserve(orderId);
    const payment = await pay(orderId, 'pay-by-link');
    const url = (payment.action as { url: string }).url;
    expect((await choose(url, 'transfer-pending')).statusCode).toBe(303);
    expect(await status(payment.orderHash)).toMatchObject({ status: 'pending', final: false, orderState: 'pending' });
    const page = await get(url);
    expect(page.body).toContain('Zaksięguj oczekujący przelew');
    await choose(url, 'book-transfer');
    expect(await status(payment.orderHash)).toMatchObject({ status: 'paid', trackingType: 'success', orderState: 'paid' });
  });
});

function signed(f: { sessionId: string; amount: number; orderId: number; originAmount?: number }, crc: string = SANDBOX_MERCHANT.crc) {
  const fields = {
    merchantId: SANDBOX_MERCHANT.merchantId,
    posId: SANDBOX_MERCHANT.posId,
    sessionId: f.sessionId,
    amount: f.amount,
    originAmount: f.originAmount ?? f.amount,
    currency: 'PLN',
    orderId: f.orderId,
    methodId: 218,
    statement: `p24-${f.orderId}`,
  };
  return { ...fields, sign: notificationSign({ ...fields, crc }) };
}

describe('the status URL trusts only a signed, matching, verified notification', () => {
  it('refuses a wrong signature, a wrong amount and an unknown session, and ignores a replay', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await readyOrder(offer.hash);
    await reserve(orderId);
    const payment = await pay(orderId);
    const url = (payment.action as { url: string }).url;
    // The shopper paid at the gateway, but no notification has come yet: pay on the gateway's books only.
    await t.db.rows(sql`UPDATE sandbox_transactions SET status = 'paid' WHERE token = ${tokenOf(url)}`);
    const tx = (
      await t.db.rows<{ p24_order_id: number; session_id: string; amount: number }>(
        sql`SELECT p24_order_id::int AS p24_order_id, session_id, amount FROM sandbox_transactions WHERE token = ${tokenOf(url)}`,
      )
    )[0]!;
    const good = signed({ sessionId: tx.session_id, amount: tx.amount, orderId: tx.p24_order_id });

    const badSign = await post(
      '/api/payment/notification/',
      signed({ sessionId: tx.session_id, amount: tx.amount, orderId: tx.p24_order_id }, 'not-our-crc-0000000000'),
    );
    expect(badSign.statusCode).toBe(422);
    expect(badSign.json().code).toBe('bad-signature');
    const tampered = await post('/api/payment/notification/', { ...good, amount: 100 });
    expect(tampered.statusCode).toBe(422);
    const wrongAmount = await post(
      '/api/payment/notification/',
      signed({ sessionId: tx.session_id, amount: 100, orderId: tx.p24_order_id }),
    );
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().code).toBe('amount-mismatch');
    const unknown = await post(
      '/api/payment/notification/',
      signed({ sessionId: '00000000-0000-4000-8000-000000000000', amount: tx.amount, orderId: tx.p24_order_id }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('unknown-session');
    // Read without asking the gateway (the tracking call would: it settles a paid session itself).
    expect((await order(orderId)).state).toBe('pending');

    expect((await post('/api/payment/notification/', good)).json()).toEqual({ status: 'verified' });
    const paid = await order(orderId);
    expect(paid.state).toBe('paid');
    expect((await post('/api/payment/notification/', good)).json()).toEqual({ status: 'ignored' });
    const again = await order(orderId);
    expect(again.payment.paid).toBe(paid.payment.paid);
    const outcomes = await t.db.rows<{ outcome: string }>(
      sql`SELECT outcome FROM payment_notifications WHERE session_id = ${tx.session_id} ORDER BY id`,
    );
    // Unsigned (or wrongly signed) posts are only logged: anyone can send them.
    expect(outcomes.map((o) => o.outcome)).toEqual(['amount-mismatch', 'verified', 'duplicate']);
    expect(await t.db.rows(sql`SELECT id FROM mail_outbox WHERE order_id = ${orderId}::uuid`)).toHaveLength(1);
  });
});
