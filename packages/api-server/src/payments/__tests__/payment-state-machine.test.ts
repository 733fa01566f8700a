import { sql } from 'drizzle-orm';
import {
  createExecutiveResponse,
  onlinePaymentResponse,
  orderDetailResponse,
  paymentAttentionResponse,
  paymentRefundResponse,
  paymentStatusResponse,
} from '@travel/contracts';
import { cookieHeaderOf, freshAddress, signIn } from '../../auth/__tests__/auth-test-app';
import { createUser } from '../../auth/users';
import { warsawToday } from '../../lib/dates';
import { releaseExpired } from '../../queries/reservation';
import { handleNotification } from '../../queries/payments';
import {
  createOrderFlowApp,
  flightOffer,
  newBuyer,
  newKey,
  postJson,
  readyOrder,
  type OrderFlowApp,
} from '../../test-support/order-flow-app';
import { DEFAULT_HOLD_MINUTES, parsePaymentConfig } from '../config';
import { checkPaymentInvariants } from '../invariants';
import type { PaymentDeps, PaymentPauses } from '../payment-deps';
import { createPrzelewy24Gateway } from '../przelewy24';
import { reconcilePayments } from '../reconcile';
import { createSandboxGateway, SANDBOX_RESEND_DELAYS_MS, type SandboxTransaction } from '../sandbox';

jest.setTimeout(300_000);

const HOLD_MS = DEFAULT_HOLD_MINUTES * 60_000;

let t: OrderFlowApp;
/** How many of the sandbox's next notifications the shop's front refuses with 503 (as a shed request would be). */
let refuseNext = 0;
let sandbox: ReturnType<typeof createSandboxGateway>;
let deps: (pauses?: PaymentPauses) => PaymentDeps;

beforeAll(async () => {
  t = await createOrderFlowApp();
  const config = parsePaymentConfig({ BASE_URL: 'http://shop.test' });
  // The gateway's side, on the same books as the API's own sandbox, delivering to the API's status route.
  sandbox = createSandboxGateway(t.db, config, t.now, async (urlStatus, body) => {
    if (refuseNext > 0) {
      refuseNext--;
      return 503;
    }
    return (await t.app.inject({ method: 'POST', url: new URL(urlStatus).pathname, payload: body as object })).statusCode;
  });
  const gateway = createPrzelewy24Gateway(config, sandbox.transport, '/api/payment/sandbox', 'sandbox');
  deps = (pauses) => ({
    db: t.db,
    gateway,
    config,
    now: t.now,
    today: () => warsawToday(t.now),
    confirmationContext: () => ({ today: warsawToday(t.now), now: t.now() }),
    pauses,
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  refuseNext = 0;
  // Every scenario ends with the money path whole (a throw here fails the test it follows).
  const violations = await checkPaymentInvariants(t.db);
  if (violations.length > 0) throw new Error(`invariants broken:\n${violations.map((v) => v.message).join('\n')}`);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const order = async (orderId: string) => orderDetailResponse.parse((await get(`/api/order/summary/${orderId}/`)).json()).order;
const tracking = async (hash: string) => paymentStatusResponse.parse((await get(`/api/order/payment/status/${hash}/`)).json());
const offerPlaces = async (offerId: number) =>
  (await t.db.rows<{ p: number }>(sql`SELECT places_left AS p FROM offers WHERE id = ${offerId}::int`))[0]!.p;

async function reserved(offerHash: string, buyer = newBuyer()): Promise<string> {
  const orderId = await readyOrder(t.app, offerHash, 2, buyer);
  const res = await postJson(t.app, '/api/purchase/create-executive/', { orderId }, newKey(), buyer);
  expect(createExecutiveResponse.parse(res.json()).status).toBe('ok');
  return orderId;
}

async function startPaying(orderId: string, methodId = 'card') {
  const res = await postJson(t.app, '/api/payment/online/', { orderId, methodId, conditionId: 'whole' }, newKey());
  expect(res.statusCode).toBe(201);
  const answer = onlinePaymentResponse.parse(res.json());
  const token = /trnRequest\/([A-F0-9]+)$/.exec((answer.action as { url: string }).url)![1]!;
  return { ...answer, token };
}

const gatewayRow = async (token: string): Promise<SandboxTransaction> => (await sandbox.byToken(token))!;
const payments = (orderId: string) =>
  t.db.rows<{ status: string; method: string }>(sql`SELECT status, method FROM payments WHERE order_id = ${orderId}::uuid ORDER BY method`);
const incidents = (orderId: string) =>
  t.db.rows<{ kind: string }>(sql`SELECT kind FROM payment_incidents WHERE order_id = ${orderId}::uuid ORDER BY id`);
const mails = (orderId: string) =>
  t.db.rows<{ kind: string; subject: string; body_text: string }>(
    sql`SELECT kind, subject, body_text FROM mail_outbox WHERE order_id = ${orderId}::uuid ORDER BY created_at, kind`,
  );

/** An offer whose places are exactly `n` (the tests of places gone need a full offer). */
async function offerWithPlaces(n: number) {
  const offer = await flightOffer(t.db, 2);
  await t.db.rows(sql`UPDATE offers SET places_left = ${n}::int WHERE id = ${offer.id}::int`);
  return offer;
}

/** The shopper pays on the gateway's page while the shop refuses every notification: the money sits at the gateway. */
async function paidUnheard(token: string): Promise<void> {
  refuseNext = 1_000;
  expect((await sandbox.choose(token, 'card'))!.status).toBe('paid');
  refuseNext = 0;
}

/** A promise the transition waits on, and one that says it is waiting. */
function gate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const waiting = new Promise<void>((resolve) => (reached = resolve));
  return {
    pause: async () => {
      reached();
      await opened;
    },
    waiting,
    open,
  };
}

describe('never lose a notification: the sandbox re-sends until the shop answers 200', () => {
  it('three refused (503) notifications are sent again on the back-off schedule; the fourth pays the order', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const { token, orderHash } = await startPaying(orderId);
    refuseNext = 3;
    await sandbox.choose(token, 'card');
    expect((await order(orderId)).state).toBe('pending');
    // Nothing is due before its time.
    expect(await sandbox.deliverDue()).toBe(0);
    t.advance(SANDBOX_RESEND_DELAYS_MS[0]!);
    expect(await sandbox.deliverDue()).toBe(0);
    t.advance(SANDBOX_RESEND_DELAYS_MS[1]!);
    expect(await sandbox.deliverDue()).toBe(0);
    t.advance(SANDBOX_RESEND_DELAYS_MS[2]!);
    expect(await sandbox.deliverDue()).toBe(1);
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { status: 'paid', due: 0 } });
    expect(await tracking(orderHash)).toMatchObject({ status: 'paid', trackingType: 'success' });
    const [delivery] = await t.db.rows<{ attempts: number; last_status: number }>(
      sql`SELECT attempts, last_status FROM sandbox_deliveries WHERE session_id = (SELECT session_id FROM payments WHERE order_id = ${orderId}::uuid)`,
    );
    expect(delivery).toEqual({ attempts: 4, last_status: 200 });
    expect((await mails(orderId)).map((m) => m.kind)).toEqual(['confirmation']);
  });
});

describe('reconciliation applies what a notification would', () => {
  it('the tracking call after the hold ended finds the gateway paid and books the order (not cancelled, places kept)', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const placesAfterReservation = await offerPlaces(offer.id);
    const { token, orderHash } = await startPaying(orderId);
    await paidUnheard(token);
    t.advance(HOLD_MS + 60_000);
    expect(await tracking(orderHash)).toMatchObject({ status: 'paid', orderState: 'paid', trackingType: 'success' });
    expect(await offerPlaces(offer.id)).toBe(placesAfterReservation);
    expect((await gatewayRow(token)).status).toBe('verified');
  });

  it('the reconciliation job settles every unfinished payment the gateway calls paid, and leaves the unpaid ones', async () => {
    const offer = await flightOffer(t.db, 4);
    const paidId = await reserved(offer.hash);
    const unpaidId = await reserved(offer.hash);
    const paid = await startPaying(paidId);
    await startPaying(unpaidId, 'blik');
    await paidUnheard(paid.token);
    const outcomes = await reconcilePayments(deps());
    expect([...outcomes.values()].filter((o) => o === 'booked')).toHaveLength(1);
    expect((await order(paidId)).state).toBe('paid');
    expect((await order(unpaidId)).state).toBe('pending');
    expect((await mails(paidId)).map((m) => m.kind)).toEqual(['confirmation']);
  });
});

describe('lock, then verify: a hold release never cancels an order whose payment is being verified', () => {
  async function raceAt(point: keyof PaymentPauses) {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const held = await offerPlaces(offer.id);
    const { token } = await startPaying(orderId);
    await paidUnheard(token);
    const notification = sandbox.notificationOf(await gatewayRow(token), 218);
    // The notification comes half a minute before the hold ends...
    t.advance(HOLD_MS - 30_000);
    const g = gate();
    const settling = handleNotification(deps({ [point]: g.pause }), notification);
    await g.waiting;
    // ...and the hold ends, and the release runs, while the payment is between its two steps.
    t.advance(60_000);
    expect(await releaseExpired(t.db, t.now(), orderId)).toBe(0);
    expect((await order(orderId)).state).toBe('pending');
    g.open();
    expect((await settling).outcome).toBe('verified');
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { due: 0 } });
    expect(await offerPlaces(offer.id)).toBe(held);
    return (await order(orderId)).state;
  }

  it('paused after the fence, before the gateway verify', async () => {
    expect(await raceAt('afterFence')).toBe('paid');
  });

  it('paused after the gateway verify, before the outcome is written', async () => {
    expect(await raceAt('afterVerify')).toBe('paid');
  });
});

describe('money after the hold ended', () => {
  it('places still free: they are taken again, the order is paid and confirmed, staff see it', async () => {
    const offer = await offerWithPlaces(2);
    const orderId = await reserved(offer.hash);
    const { token, orderHash } = await startPaying(orderId);
    await paidUnheard(token);
    t.advance(HOLD_MS + 60_000);
    expect((await order(orderId)).state).toBe('cancelled');
    expect(await offerPlaces(offer.id)).toBe(2);
    await sandbox.deliverDue();
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { due: 0 } });
    expect(await offerPlaces(offer.id)).toBe(0);
    expect(await incidents(orderId)).toEqual([{ kind: 'late-payment-rebooked' }]);
    expect((await mails(orderId)).map((m) => m.kind)).toEqual(['confirmation']);
    expect(await tracking(orderHash)).toMatchObject({ status: 'paid', trackingType: 'success' });
  });

  it('places gone to another buyer: refunded through the gateway, the buyer gets a notice, staff a row', async () => {
    const offer = await offerWithPlaces(2);
    const lateId = await reserved(offer.hash);
    const { token, orderHash } = await startPaying(lateId);
    await paidUnheard(token);
    t.advance(HOLD_MS + 60_000);
    expect((await order(lateId)).state).toBe('cancelled');
    const otherId = await reserved(offer.hash);
    expect(await offerPlaces(offer.id)).toBe(0);

    await sandbox.deliverDue();
    expect(await order(lateId)).toMatchObject({ state: 'cancelled', payment: { status: 'fail', paid: 0 } });
    expect(await payments(lateId)).toEqual([{ status: 'refunded', method: 'card' }]);
    expect((await gatewayRow(token)).status).toBe('refunded');
    expect((await order(otherId)).state).toBe('pending');
    expect(await incidents(lateId)).toEqual([{ kind: 'late-payment-refunded' }]);
    const [notice] = await mails(lateId);
    expect(notice!.kind).toMatch(/^refund:/);
    expect(notice!.body_text).toContain('zwrot całej kwoty');
    expect(await tracking(orderHash)).toMatchObject({ status: 'fail', trackingType: 'failure', orderState: 'cancelled' });
  });

  it('the gateway refuses a payment after the time limit the shop registered (the hold minus a margin, rounded down)', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const { token } = await startPaying(orderId);
    const registered = await gatewayRow(token);
    expect(Date.parse(registered.time_limit_at!) - t.now().getTime()).toBe((DEFAULT_HOLD_MINUTES - 2) * 60_000);
    t.advance((DEFAULT_HOLD_MINUTES - 2) * 60_000 + 1_000);
    expect((await sandbox.choose(token, 'card'))!.status).toBe('cancelled');
    expect(await t.db.rows(sql`SELECT id FROM sandbox_deliveries WHERE session_id = ${registered.session_id}`)).toEqual([]);
    t.advance(5 * 60_000);
    expect((await order(orderId)).state).toBe('cancelled');
  });
});

describe('one live payment per order', () => {
  it('starting BLIK after card supersedes the card payment, which the gateway then refuses to take', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const card = await startPaying(orderId, 'card');
    const blik = await startPaying(orderId, 'blik');
    expect(await payments(orderId)).toEqual([
      { status: 'pending', method: 'blik' },
      { status: 'superseded', method: 'card' },
    ]);
    expect((await sandbox.choose(card.token, 'card'))!.status).toBe('cancelled');
    await sandbox.choose(blik.token, 'blik');
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { status: 'paid', due: 0 } });
  });

  it('a second capture that still happens is refunded automatically and shown to staff; the order is paid once', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const card = await startPaying(orderId, 'card');
    // Card paid at the gateway, its notification not heard yet; the buyer tries BLIK and pays again.
    await paidUnheard(card.token);
    const blik = await startPaying(orderId, 'blik');
    await sandbox.choose(blik.token, 'blik');
    const total = (await order(orderId)).price.total;
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { paid: total } });
    t.advance(SANDBOX_RESEND_DELAYS_MS[0]!);
    await sandbox.deliverDue();
    expect(await order(orderId)).toMatchObject({ state: 'paid', payment: { paid: total, due: 0 } });
    expect(await payments(orderId)).toEqual([
      { status: 'paid', method: 'blik' },
      { status: 'refunded', method: 'card' },
    ]);
    expect(await incidents(orderId)).toEqual([{ kind: 'double-payment' }]);
    expect((await mails(orderId)).map((m) => m.kind.replace(/:.*/, ''))).toEqual(['confirmation', 'refund']);
  });

  it('a payment cannot start while another of the order is being verified (409 payment-in-progress)', async () => {
    const offer = await flightOffer(t.db, 2);
    const orderId = await reserved(offer.hash);
    const { token } = await startPaying(orderId);
    await paidUnheard(token);
    const g = gate();
    const settling = handleNotification(deps({ afterFence: g.pause }), sandbox.notificationOf(await gatewayRow(token), 218));
    await g.waiting;
    const refused = await postJson(t.app, '/api/payment/online/', { orderId, methodId: 'blik', conditionId: 'whole' }, newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('payment-in-progress');
    g.open();
    expect((await settling).outcome).toBe('verified');
  });
});

describe('the last places under a burst of paying buyers', () => {
  it('50 buyers of one place each for the last 2 places: 2 reservations, both paid, the others told there are none', async () => {
    const offer = await offerWithPlaces(2);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = newBuyer();
        return { buyer, orderId: await readyOrder(t.app, offer.hash, 1, buyer) };
      }),
    );
    const orders = await Promise.all(
      buyers.map(async ({ buyer, orderId }) => {
        const res = await postJson(t.app, '/api/purchase/create-executive/', { orderId }, newKey(), buyer);
        return createExecutiveResponse.parse(res.json()).status === 'ok' ? orderId : undefined;
      }),
    );
    const winners = orders.filter((o): o is string => o !== undefined);
    expect(winners).toHaveLength(2);
    await Promise.all(winners.map(async (orderId) => sandbox.choose((await startPaying(orderId)).token, 'card')));
    for (const orderId of winners) expect((await order(orderId)).state).toBe('paid');
    expect(await offerPlaces(offer.id)).toBe(0);
    const late = await postJson(t.app, '/api/purchase/create-offer-request/', { offerHash: offer.hash, adults: 1, children: [] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('no-places');
  });
});

describe('the payments staff page (ROLE_ADMIN)', () => {
  it('lists a refund the gateway refused with its order and session, and a refund started from it goes through', async () => {
    const offer = await offerWithPlaces(2);
    const lateId = await reserved(offer.hash);
    const { token } = await startPaying(lateId);
    await paidUnheard(token);
    t.advance(HOLD_MS + 60_000);
    expect((await order(lateId)).state).toBe('cancelled');
    await reserved(offer.hash);
    // The gateway refuses the automatic refund this time.
    const refusing = { ...deps(), gateway: { ...deps().gateway, refund: async () => false } };
    const settled = await handleNotification(refusing, sandbox.notificationOf(await gatewayRow(token), 218));
    expect(settled.outcome).toBe('refunding');
    expect(await payments(lateId)).toEqual([{ status: 'refund-pending', method: 'card' }]);

    await createUser(
      t.db,
      { email: 'kasa@podrozownia.pl', displayName: 'Kasa', roles: ['ROLE_ADMIN'], password: 'correct horse battery staple' },
      t.now(),
    );
    await createUser(
      t.db,
      { email: 'gosc@podrozownia.pl', displayName: 'Gość', roles: ['ROLE_USER'], password: 'correct horse battery staple' },
      t.now(),
    );
    const cookieOf = async (email: string) =>
      cookieHeaderOf(await signIn(t.app, email, 'correct horse battery staple', { address: freshAddress() }));
    const admin = await cookieOf('kasa@podrozownia.pl');
    const user = await cookieOf('gosc@podrozownia.pl');
    const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });

    expect((await call('GET', '/api/payment/debug/attention/')).statusCode).toBe(401);
    expect((await call('GET', '/api/payment/debug/attention/', user)).statusCode).toBe(403);
    const listed = paymentAttentionResponse.parse((await call('GET', '/api/payment/debug/attention/', admin)).json());
    const stuck = listed.capturedNotBooked.find((p) => p.orderId === lateId)!;
    expect(stuck).toMatchObject({
      status: 'refund-pending',
      sessionId: (await gatewayRow(token)).session_id,
      refundable: true,
      refund: { status: 'failed', reason: 'order-cancelled' },
    });
    expect(listed.latePayments.map((p) => p.paymentId)).toContain(stuck.paymentId);
    expect(listed.refusedNotifications.some((n) => n.orderId === lateId && n.source === 'gateway')).toBe(true);

    const refunded = await call('POST', '/api/payment/debug/refund/', admin, { paymentId: stuck.paymentId });
    expect(refunded.statusCode).toBe(200);
    expect(paymentRefundResponse.parse(refunded.json())).toMatchObject({ status: 'refunded', refund: { status: 'done' } });
    expect((await gatewayRow(token)).status).toBe('refunded');
    const again = await call('POST', '/api/payment/debug/refund/', admin, { paymentId: stuck.paymentId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('refund-not-applicable');
    expect((await call('POST', '/api/payment/debug/refund/', user, { paymentId: stuck.paymentId })).statusCode).toBe(403);
  });
});
