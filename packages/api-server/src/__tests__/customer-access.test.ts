import { sql } from 'drizzle-orm';
import {
  customerBookingResponse,
  customerBookingsResponse,
  endpoints,
  onlinePaymentResponse,
  orderDetailResponse,
  createOfferRequestResponse,
} from '@travel/contracts';
import { createUser } from '../auth/users';
import { BALANCE_REMINDER, BALANCE_REMINDER_DAYS, enqueueBalanceReminders } from '../customers/balance-reminders';
import { createSession } from '../auth/sessions';
import { buyerClient } from '../test-support/paying-buyer';
import { createOrderFlowApp, flightOffer, newBuyer, newKey, postJson, type OrderFlowApp } from '../test-support/order-flow-app';

jest.setTimeout(240_000);

let t: OrderFlowApp;
beforeAll(async () => {
  t = await createOrderFlowApp();
});
afterAll(async () => {
  await t.close();
});

const EMAIL = 'ewa.wisniewska@example.pl';
const client = buyerClient(2, EMAIL);
/** What no stranger may read: the booker's name, e-mail, phone and street, and the participants. */
const PERSONAL = [client.booker.lastName, EMAIL, client.booker.phone, client.booker.street, 'Kowalski'];

const cookieOf = (setCookie: string | string[] | undefined, name: string): string | undefined => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const hit = all.find((c) => c.startsWith(`${name}=`));
  return hit?.split(';')[0];
};

interface Booked {
  orderId: string;
  orderHash: string;
  ownerCookie: string;
  directPaymentId: string;
  paymentId: string;
  executiveId: string;
}

/** An order booked on a deposit by one browser (its owner cookie kept), the rest open as a direct payment. */
async function bookOnDeposit(): Promise<Booked> {
  const offer = await flightOffer(t.db, 2);
  const buyer = newBuyer();
  const created = await postJson(
    t.app,
    '/api/purchase/create-offer-request/',
    { offerHash: offer.hash, adults: 2, children: [] },
    undefined,
    buyer,
  );
  expect(created.statusCode).toBe(201);
  const ownerCookie = cookieOf(created.headers['set-cookie'], 'order_owner');
  expect(ownerCookie).toBeDefined();
  expect(String(created.headers['set-cookie'])).toMatch(/HttpOnly/);
  expect(String(created.headers['set-cookie'])).toMatch(/SameSite=Lax/);
  const { orderId } = createOfferRequestResponse.parse(created.json());
  const owner = { cookie: ownerCookie! };
  const post = (url: string, payload: object, key?: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: buyer, headers: { ...owner, ...(key ? { 'idempotency-key': key } : {}) } });
  expect((await post('/api/purchase/order/reservation/client/', { orderId, client })).statusCode).toBe(200);
  expect(
    (await post('/api/order/accept-agreements/', { orderId, agreements: { tos: true, gdpr: true, offer: true, payment: true } }))
      .statusCode,
  ).toBe(200);
  const exec = await post('/api/purchase/create-executive/', { orderId }, newKey());
  expect(exec.statusCode).toBe(201);
  const executiveId = (exec.json() as { uuid: string }).uuid;
  const paid = await post('/api/payment/online/', { orderId, methodId: 'blik', conditionId: 'deposit' }, newKey());
  expect(paid.statusCode).toBe(201);
  const deposit = onlinePaymentResponse.parse(paid.json());
  const back = await t.app.inject({
    method: 'POST',
    url: (deposit.action as { url: string }).url,
    payload: 'choice=blik',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(back.statusCode).toBe(303);
  const [dp] = await t.db.rows<{ id: string }>(sql`SELECT id::text AS id FROM direct_payments WHERE order_id = ${orderId}::uuid`);
  const [payment] = await t.db.rows<{ id: string }>(sql`SELECT id::text AS id FROM payments WHERE order_id = ${orderId}::uuid LIMIT 1`);
  return { orderId, orderHash: deposit.orderHash, ownerCookie: ownerCookie!, directPaymentId: dp!.id, paymentId: payment!.id, executiveId };
}

let booked: Booked;
beforeAll(async () => {
  booked = await bookOnDeposit();
});

const summary = async (headers: Record<string, string> = {}) =>
  orderDetailResponse.parse((await t.app.inject({ url: `/api/order/summary/${booked.orderId}/`, headers })).json()).order;

/** Every order, payment and purchase call with this order's ids, as a stranger holding them would send it. */
function strangerCalls(b: Booked): Record<string, { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object; key?: boolean }> {
  const id = b.orderId;
  return {
    purchaseCreateOfferRequest: {
      method: 'POST',
      url: '/api/purchase/create-offer-request/',
      payload: { offerHash: 'x', adults: 2, children: [] },
    },
    orderSummary: { method: 'GET', url: `/api/order/summary/${id}/` },
    orderAcceptAgreements: { method: 'POST', url: '/api/order/accept-agreements/', payload: { orderId: id, agreements: { tos: true } } },
    orderPaymentStatus: { method: 'GET', url: `/api/order/payment/status/${b.orderHash}/` },
    purchaseNationalityList: { method: 'GET', url: '/api/purchase/nationality-list/' },
    purchaseOfferSummary: { method: 'GET', url: `/api/purchase/offer-summary/${id}/` },
    purchaseAdditionalProducts: { method: 'POST', url: '/api/purchase/additional-products/', payload: { orderId: id } },
    purchaseUpdateProducts: {
      method: 'POST',
      url: '/api/purchase/order/reservation/update-products/',
      payload: { orderId: id, products: [] },
    },
    purchaseCheckProductPrice: { method: 'POST', url: '/api/purchase/check-product-price/', payload: { orderId: id, products: [] } },
    purchaseClientDraft: {
      method: 'PATCH',
      url: '/api/purchase/order/reservation/client/',
      payload: { orderId: id, client: { booker: {}, participants: [] } },
    },
    purchaseClientData: { method: 'POST', url: '/api/purchase/order/reservation/client/', payload: { orderId: id, client: {} } },
    purchaseSummary: { method: 'GET', url: `/api/purchase/summary/${id}/` },
    purchaseCreateExecutive: { method: 'POST', url: '/api/purchase/create-executive/', payload: { orderId: id }, key: true },
    purchaseCreateExecutiveStatus: { method: 'GET', url: `/api/purchase/create-executive/status/${b.executiveId}/` },
    purchaseContact: {
      method: 'POST',
      url: '/api/purchase/contact/',
      payload: { orderId: id, name: 'Obcy', email: 'obcy@example.pl', message: 'Pytanie' },
    },
    purchaseTimeoutLog: { method: 'POST', url: '/api/purchase/timeout-log/', payload: { call: 'x', ms: 1 } },
    paymentMethods: { method: 'GET', url: `/api/payment/methods/1/${id}/` },
    paymentTransactionFee: {
      method: 'POST',
      url: `/api/payment/transaction-fee/1/${id}/`,
      payload: { conditionId: 'whole', methodId: 'card' },
    },
    paymentOnline: {
      method: 'POST',
      url: '/api/payment/online/',
      payload: { orderId: id, methodId: 'card', conditionId: 'whole' },
      key: true,
    },
    paymentDirectPayment: { method: 'GET', url: `/api/payment/direct-payment/${b.directPaymentId}/` },
    paymentDirectPaymentStatus: { method: 'GET', url: `/api/payment/direct-payment/${b.directPaymentId}/status/` },
    paymentOnlineDirectPayment: {
      method: 'POST',
      url: '/api/payment/online/direct-payment/',
      payload: { directPaymentId: b.directPaymentId, methodId: 'card' },
      key: true,
    },
    paymentReportError: { method: 'POST', url: '/api/payment/report-error/', payload: { orderId: id, message: 'x' } },
    paymentNotification: { method: 'POST', url: '/api/payment/notification/', payload: { sessionId: b.paymentId } },
    salesOffices: { method: 'GET', url: '/api/purchase/sales-offices/' },
    staffPaymentAttention: { method: 'GET', url: '/api/payment/debug/attention/' },
    staffPaymentRefund: { method: 'POST', url: '/api/payment/debug/refund/', payload: { paymentId: b.paymentId } },
    trackPurchase: { method: 'POST', url: '/api/track/purchase/', payload: { orderId: id }, key: true },
  };
}

describe('personal data only for its owner', () => {
  it('answers the client data to the browser that created the order, and to nobody holding only the link', async () => {
    const mine = await summary({ cookie: booked.ownerCookie });
    expect(mine.personalData).toBe(true);
    expect(mine.client.valid?.booker).toMatchObject({ email: EMAIL, street: client.booker.street });

    const stranger = await summary();
    expect(stranger.personalData).toBe(false);
    expect(stranger.client).toEqual({ draft: { booker: {}, participants: [] }, valid: null });
    // The status stays readable from a bare link.
    expect(stranger.state).toBe(mine.state);
    expect(stranger.reservation?.number).toBe(mine.reservation?.number);

    // Another browser's owner cookie is not this order's.
    const other = await postJson(
      t.app,
      '/api/purchase/create-offer-request/',
      { offerHash: (await flightOffer(t.db, 2)).hash, adults: 2, children: [] },
      undefined,
      newBuyer(),
    );
    const otherCookie = cookieOf(other.headers['set-cookie'], 'order_owner')!;
    expect((await summary({ cookie: otherCookie })).personalData).toBe(false);
  });

  it('answers the booking page to its owner: participants, the deposit paid, the balance due by its date; 403 to others', async () => {
    const res = await t.app.inject({ url: `/api/customer/booking/${booked.orderId}/`, headers: { cookie: booked.ownerCookie } });
    expect(res.statusCode).toBe(200);
    const booking = customerBookingResponse.parse(res.json());
    expect(booking.order.client.valid?.participants.map((p) => p.firstName)).toEqual(['Anna', 'Łukasz']);
    expect(booking.payments).toEqual([expect.objectContaining({ part: 'order', condition: 'deposit', status: 'paid' })]);
    expect(booking.balance).toMatchObject({ directPaymentId: booked.directPaymentId, status: 'open' });
    expect(booking.balance!.dueDate < booking.order.offer.departureDate).toBe(true);
    expect(booking.balance!.amount + booking.payments[0]!.amount).toBeCloseTo(booking.order.price.total, 2);

    const stranger = await t.app.inject({ url: `/api/customer/booking/${booked.orderId}/` });
    expect(stranger.statusCode).toBe(403);
    for (const value of PERSONAL) expect(stranger.body).not.toContain(value);
    expect((await t.app.inject({ url: '/api/customer/booking/4f1c2b8e-5d6a-4c3b-9e2f-1a2b3c4d5e6f/' })).statusCode).toBe(404);
  });

  it('pays the balance online through the direct payment: the booking page then shows it paid in full', async () => {
    const own = await bookOnDeposit();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/online/direct-payment/',
      payload: { directPaymentId: own.directPaymentId, methodId: 'card' },
      headers: { cookie: own.ownerCookie, 'idempotency-key': newKey() },
    });
    expect(res.statusCode).toBe(201);
    const balance = onlinePaymentResponse.parse(res.json());
    const back = await t.app.inject({
      method: 'POST',
      url: (balance.action as { url: string }).url,
      payload: 'choice=card',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);
    const page = customerBookingResponse.parse(
      (await t.app.inject({ url: `/api/customer/booking/${own.orderId}/`, headers: { cookie: own.ownerCookie } })).json(),
    );
    expect(page.order.payment.due).toBe(0);
    expect(page.order.state).toBe('paid');
    expect(page.balance?.status).toBe('paid');
    expect(page.payments.map((p) => [p.part, p.status])).toEqual([
      ['order', 'paid'],
      ['balance', 'paid'],
    ]);
  });

  it('reminds the booker of the open balance once, a week before its due date, with a link to the booking page', async () => {
    const [dp] = await t.db.rows<{ due: string }>(
      sql`SELECT due_date::text AS due FROM direct_payments WHERE id = ${booked.directPaymentId}::uuid`,
    );
    const reminders = async () =>
      t.db.rows<{ to_address: string; body_text: string }>(
        sql`SELECT to_address, body_text FROM mail_outbox WHERE kind = ${BALANCE_REMINDER} AND order_id = ${booked.orderId}::uuid`,
      );
    const dayBefore = (days: number) => new Date(Date.parse(`${dp!.due}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    await enqueueBalanceReminders(t.db, dayBefore(BALANCE_REMINDER_DAYS + 1), t.now(), 'http://shop.test');
    expect(await reminders()).toEqual([]);
    await enqueueBalanceReminders(t.db, dayBefore(BALANCE_REMINDER_DAYS), t.now(), 'http://shop.test');
    await enqueueBalanceReminders(t.db, dayBefore(1), t.now(), 'http://shop.test');
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to_address).toBe(EMAIL);
    expect(sent[0]!.body_text).toContain(`http://shop.test/moje-rezerwacje/${booked.orderId}/`);
    expect(sent[0]!.body_text).toContain(dp!.due.split('-').reverse().join('.'));
  });

  it('answers it to signed-in staff', async () => {
    const user = await createUser(
      t.db,
      { email: 'obsluga@example.pl', displayName: null, password: 'hasło-pracownika-1', roles: ['ROLE_ADMIN'] },
      t.now(),
    );
    const { token } = await createSession(t.db, user.id, t.now());
    expect((await summary({ cookie: `session=${token}` })).personalData).toBe(true);
  });

  it('gives no personal data in any order, payment or purchase call to a browser without the cookie or a session', async () => {
    const calls = strangerCalls(booked);
    const covered = Object.entries(endpoints)
      .filter(([, e]) => /^\/(order|payment|purchase|track)\//.test(e.path))
      .map(([name]) => name)
      .sort();
    expect(Object.keys(calls).sort()).toEqual(covered);
    // Each call is sent to its contract's path, so none is refused as an unknown route.
    for (const [name, call] of Object.entries(calls)) {
      const pattern = new RegExp(`^/api${endpoints[name as keyof typeof endpoints].path.replace(/\{\w+\}/g, '[^/]+')}$`);
      expect({ name, url: pattern.test(call.url) }).toEqual({ name, url: true });
    }
    for (const [name, call] of Object.entries(calls)) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        remoteAddress: newBuyer(),
        headers: call.key ? { 'idempotency-key': newKey() } : {},
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect({ name, status: res.statusCode < 500 }).toEqual({ name, status: true });
      for (const value of PERSONAL) expect({ name, leaks: res.body.includes(value) }).toEqual({ name, leaks: false });
    }
  });
});

const outboxLinks = async (to: string) =>
  (
    await t.db.rows<{ body_text: string }>(
      sql`SELECT body_text FROM mail_outbox WHERE kind = 'customer-sign-in' AND to_address = ${to} ORDER BY created_at`,
    )
  ).map((r) => /#token=([A-Za-z0-9_-]{43})/.exec(r.body_text)![1]!);

describe('Moje rezerwacje: the e-mailed sign-in link', () => {
  const requestLink = (email: string, address = newBuyer()) =>
    postJson(t.app, '/api/customer/sign-in-link/', { email }, undefined, address);
  const signIn = (token: string) => postJson(t.app, '/api/customer/sign-in/', { token }, undefined, newBuyer());

  it('opens a customer session listing the bookings of the address, which then reads their personal data', async () => {
    const res = await requestLink(EMAIL.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const [token] = await outboxLinks(EMAIL);
    expect(token).toBeDefined();

    const opened = await signIn(token!);
    expect(opened.statusCode).toBe(200);
    const session = cookieOf(opened.headers['set-cookie'], 'customer_session');
    expect(String(opened.headers['set-cookie'])).toMatch(/customer_session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const list = customerBookingsResponse.parse(opened.json());
    expect(list.email).toBe(EMAIL);
    expect(list.bookings.map((b) => b.orderId)).toContain(booked.orderId);
    expect(list.bookings.find((b) => b.orderId === booked.orderId)!.due).toBeGreaterThan(0);

    const again = customerBookingsResponse.parse(
      (await t.app.inject({ url: '/api/customer/bookings/', headers: { cookie: session! } })).json(),
    );
    expect(again.bookings).toEqual(list.bookings);
    expect((await summary({ cookie: session! })).personalData).toBe(true);
    // The staff session is another thing: a customer session signs nobody in as staff.
    expect((await t.app.inject({ url: '/api/auth/user-info/', headers: { cookie: session! } })).json()).toMatchObject({
      authenticated: false,
    });

    expect((await signIn(token!)).json()).toMatchObject({ statusCode: 401, code: 'sign-in-link-invalid' });

    await t.app.inject({ method: 'POST', url: '/api/customer/sign-out/', headers: { cookie: session! } });
    expect((await t.app.inject({ url: '/api/customer/bookings/', headers: { cookie: session! } })).statusCode).toBe(401);
  });

  it('refuses a link after 15 minutes', async () => {
    await requestLink(EMAIL);
    const tokens = await outboxLinks(EMAIL);
    t.advance(15 * 60_000 + 1000);
    expect((await signIn(tokens[tokens.length - 1]!)).statusCode).toBe(401);
  });

  it('answers the same for an address without bookings, and e-mails nothing to it', async () => {
    const unknown = await requestLink('nikt.nigdzie@example.pl');
    const known = await requestLink(EMAIL);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outboxLinks('nikt.nigdzie@example.pl')).toEqual([]);
  });

  it('rate limits link requests per address, and sends at most three live links to one e-mail', async () => {
    t.advance(16 * 60_000);
    const address = newBuyer();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await requestLink(EMAIL, address)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
    const before = (await outboxLinks(EMAIL)).length;
    for (let i = 0; i < 5; i += 1) expect((await requestLink(EMAIL)).statusCode).toBe(202);
    expect((await outboxLinks(EMAIL)).length).toBe(before);
  });
});

/**
 * Every call that changes an order: its owner's only (docs/adr/0243-owner-only-writes.md). The
 * calls of the order, payment and purchase groups that send a body and are not listed here are
 * named below with why they are not writes to an order, so a new call has to be put on one side.
 */
const NOT_ORDER_WRITES: Record<string, string> = {
  purchaseCreateOfferRequest: 'creates the order and binds it to the caller',
  purchaseAdditionalProducts: 'reads the extras on offer',
  purchaseCheckProductPrice: 'prices extras without storing them',
  purchaseContact: 'a question to the shop; the order is unchanged',
  purchaseTimeoutLog: 'a browser log line',
  paymentTransactionFee: 'computes a fee',
  paymentReportError: 'a browser log line',
  paymentNotification: "the gateway's signed word, checked by its signature",
  staffPaymentRefund: 'staff only (ROLE_ADMIN)',
  trackPurchase: 'records the analytics event of a paid order once',
};

describe('writes to an order: its owner only', () => {
  const WRITES = [
    'purchaseUpdateProducts',
    'purchaseClientDraft',
    'purchaseClientData',
    'orderAcceptAgreements',
    'purchaseCreateExecutive',
    'paymentOnline',
    'paymentOnlineDirectPayment',
  ];

  it('covers every call of the order, payment and purchase groups that sends a body', () => {
    const withBody = Object.entries(endpoints)
      .filter(([, e]) => /^\/(order|payment|purchase|track)\//.test(e.path) && e.method !== 'GET')
      .map(([name]) => name)
      .sort();
    expect([...WRITES, ...Object.keys(NOT_ORDER_WRITES)].sort()).toEqual(withBody);
  });

  it('refuses each write from a stranger (403, nothing changed) and takes it from the browser that created the order', async () => {
    const offer = await flightOffer(t.db, 2);
    const buyer = newBuyer();
    const created = await postJson(
      t.app,
      '/api/purchase/create-offer-request/',
      { offerHash: offer.hash, adults: 2, children: [] },
      undefined,
      buyer,
    );
    const { orderId } = createOfferRequestResponse.parse(created.json());
    const owner = cookieOf(created.headers['set-cookie'], 'order_owner')!;
    const otherBrowser = cookieOf(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/purchase/create-offer-request/',
          payload: { offerHash: offer.hash, adults: 1 },
          remoteAddress: newBuyer(),
        })
      ).headers['set-cookie'],
      'order_owner',
    )!;
    const calls: [string, 'POST' | 'PATCH', string, object, boolean][] = [
      [
        'purchaseUpdateProducts',
        'POST',
        '/api/purchase/order/reservation/update-products/',
        { orderId, products: [{ code: 'luggage' }] },
        false,
      ],
      [
        'purchaseClientDraft',
        'PATCH',
        '/api/purchase/order/reservation/client/',
        { orderId, client: { booker: { firstName: 'Obcy' }, participants: [] } },
        false,
      ],
      ['purchaseClientData', 'POST', '/api/purchase/order/reservation/client/', { orderId, client }, false],
      [
        'orderAcceptAgreements',
        'POST',
        '/api/order/accept-agreements/',
        { orderId, agreements: { tos: true, gdpr: true, offer: true, payment: true } },
        false,
      ],
      ['purchaseCreateExecutive', 'POST', '/api/purchase/create-executive/', { orderId }, true],
      ['paymentOnline', 'POST', '/api/payment/online/', { orderId, methodId: 'blik', conditionId: 'whole' }, true],
    ];
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, key: boolean, cookie?: string, idempotencyKey = newKey()) =>
      t.app.inject({
        method,
        url,
        payload,
        remoteAddress: buyer,
        headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': idempotencyKey } : {}) },
      });
    const state = async () => {
      const [row] = await t.db.rows<{
        products: unknown[];
        draft: object;
        data: object | null;
        agreements: object;
        state: string;
        payments: number;
      }>(sql`
        SELECT products, client_draft AS draft, client_data AS data, agreements, state,
          (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
        FROM orders o WHERE id = ${orderId}::uuid`);
      return row;
    };
    for (const [name, method, url, payload, key] of calls) {
      const before = await state();
      for (const stranger of [undefined, otherBrowser]) {
        // The same idempotency key the owner then uses: a refused stranger never gets the owner's answer either.
        const res = await send(method, url, payload, key, stranger, `write-${name}`);
        expect({ name, status: res.statusCode, code: (res.json() as { code?: string }).code }).toEqual({
          name,
          status: 403,
          code: 'not-your-order',
        });
      }
      expect({ name, state: await state() }).toEqual({ name, state: before });
      const mine = await send(method, url, payload, key, owner, `write-${name}`);
      expect({ name, ok: mine.statusCode < 300 }).toEqual({ name, ok: true });
    }
    expect(await state()).toMatchObject({ state: 'pending', payments: 1 });
  });

  it('takes a write from a customer session of the booking e-mail and from staff; refuses the balance payment to a stranger', async () => {
    const own = await bookOnDeposit();
    const pay = (cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payment/online/direct-payment/',
        payload: { directPaymentId: own.directPaymentId, methodId: 'card' },
        headers: { ...(cookie ? { cookie } : {}), 'idempotency-key': newKey() },
      });
    const refused = await pay();
    expect(refused.statusCode).toBe(403);
    expect(await t.db.rows(sql`SELECT 1 FROM payments WHERE direct_payment_id = ${own.directPaymentId}::uuid`)).toEqual([]);

    t.advance(16 * 60_000);
    await postJson(t.app, '/api/customer/sign-in-link/', { email: EMAIL }, undefined, newBuyer());
    const [token] = (await outboxLinks(EMAIL)).slice(-1);
    const session = cookieOf(
      (await postJson(t.app, '/api/customer/sign-in/', { token: token! }, undefined, newBuyer())).headers['set-cookie'],
      'customer_session',
    )!;
    expect((await pay(session)).statusCode).toBe(201);

    const user = await createUser(
      t.db,
      { email: 'rezerwacje-obsluga@example.pl', displayName: null, password: 'hasło-obsługi-12', roles: ['ROLE_ADMIN'] },
      t.now(),
    );
    const staff = await createSession(t.db, user.id, t.now());
    // Staff starting the balance again supersedes the session's payment (one live payment per order).
    expect((await pay(`session=${staff.token}`)).statusCode).toBe(201);
  });
});
