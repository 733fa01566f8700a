/**
 * A buyer over HTTP, as the order pages drive the API: the offer, the products, the client data and
 * the summary with its agreements (the four steps), the reservation, the payment on the sandbox
 * gateway's page, then the tracking call until the order is paid. Each creating call keeps its
 * Idempotency-Key across retries, as the browser's client does. Used by the crash and overload
 * tests and by `npm run bench:load -- --scenario checkout` (docs/adr/0205-outbox-idempotency-lanes.md).
 */

export interface CallRecord {
  /** The call, e.g. `create-offer-request`. */
  name: string;
  ms: number;
  /** The HTTP status, 0 when no answer came (refused connection, timeout). */
  status: number;
}

export interface BuyerOptions {
  /** The API's root, `http://127.0.0.1:8080/api`. */
  api: string;
  offerHash: string;
  /** Sent as X-Forwarded-For (the server trusts its loopback proxy): each buyer its own address for the rate limits. */
  address: string;
  /** Told of every call and its answer. */
  onCall?: ((call: CallRecord) => void) | undefined;
  /**
   * Asked when a call got no answer or a 5xx: resolves true to send it again (same key), false to
   * give up. Default: give up.
   */
  retry?: ((call: CallRecord, attempt: number) => Promise<boolean>) | undefined;
  /** Resolves when the next status poll may go (the tracking page polls on a timer). */
  pollPause: () => Promise<void>;
  /** Status polls before the buyer gives up waiting for the payment to be booked. */
  maxPolls?: number | undefined;
  /** One call's time limit (ms). */
  timeoutMs?: number | undefined;
}

export interface BuyerResult {
  orderId: string;
  orderHash: string;
  state: string;
}

/** Valid client data for a party of adults (docs/product/validation-and-display.md patterns). */
export const buyerClient = (adults: number, email: string) => ({
  booker: {
    firstName: 'Anna',
    lastName: 'Kowalska',
    email,
    phone: '+48600700800',
    street: 'ul. Długa 5',
    postalCode: '00-950',
    city: 'Warszawa',
  },
  participants: Array.from({ length: adults }, (_, i) => ({
    firstName: i === 0 ? 'Anna' : 'Łukasz',
    lastName: 'Kowalski',
    birthDate: `198${i % 10}-03-1${i % 10}`,
    nationality: 'PL',
  })),
});

let keys = 0;
const newKey = () => `buyer-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

export class BuyerGaveUp extends Error {
  constructor(
    readonly call: CallRecord,
    readonly body: string,
  ) {
    super(`${call.name} answered ${call.status}: ${body.slice(0, 300)}`);
  }
}

/** Drives one buyer from the offer to the paid order; throws BuyerGaveUp when a call fails for good. */
export async function payingBuyer(o: BuyerOptions): Promise<BuyerResult> {
  const origin = new URL(o.api).origin;
  const timeoutMs = o.timeoutMs ?? 15_000;
  // The buyer's browser: the owner cookie the new order hands over is sent with every later call,
  // since writes to an order are its owner's (docs/adr/0243-owner-only-writes.md).
  let ownerCookie: string | undefined;
  const call = async (
    name: string,
    url: string,
    init: { method?: string; json?: unknown; form?: string; key?: string } = {},
  ): Promise<{ status: number; body: string; location: string | null }> => {
    for (let attempt = 1; ; attempt += 1) {
      const started = performance.now();
      let status = 0;
      let body = '';
      let location: string | null = null;
      try {
        const res = await fetch(url, {
          method: init.method ?? 'GET',
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'x-forwarded-for': o.address,
            ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(init.form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(init.key ? { 'idempotency-key': init.key } : {}),
            ...(ownerCookie ? { cookie: ownerCookie } : {}),
          },
          body: init.json !== undefined ? JSON.stringify(init.json) : (init.form ?? null),
        });
        status = res.status;
        location = res.headers.get('location');
        const owner = res.headers.getSetCookie().find((c) => /^(__Host-)?order_owner=/.test(c));
        if (owner) ownerCookie = owner.split(';')[0];
        body = await res.text();
      } catch (error) {
        body = String((error as { cause?: unknown }).cause ?? error);
      }
      const record = { name, ms: performance.now() - started, status };
      o.onCall?.(record);
      if (status !== 0 && status < 500) return { status, body, location };
      if (!(await (o.retry?.(record, attempt) ?? Promise.resolve(false)))) throw new BuyerGaveUp(record, body);
    }
  };
  const expect = (name: string, got: { status: number; body: string }, ...statuses: number[]) => {
    if (!statuses.includes(got.status)) throw new BuyerGaveUp({ name, ms: 0, status: got.status }, got.body);
    // The gateway's pages answer HTML; the API's calls JSON.
    return got.body.startsWith('{') ? (JSON.parse(got.body) as Record<string, unknown>) : {};
  };

  const adults = 2;
  const created = expect(
    'create-offer-request',
    await call('create-offer-request', `${o.api}/purchase/create-offer-request/`, {
      method: 'POST',
      json: { offerHash: o.offerHash, adults, children: [] },
      key: newKey(),
    }),
    201,
  );
  const orderId = String(created.orderId);
  // Step 1: the offer and its price now.
  expect('offer-summary', await call('offer-summary', `${o.api}/purchase/offer-summary/${orderId}/`), 200);
  // Step 2: the products.
  expect(
    'additional-products',
    await call('additional-products', `${o.api}/purchase/additional-products/`, { method: 'POST', json: { orderId } }),
    200,
  );
  // Step 3: the client data.
  expect(
    'client',
    await call('client', `${o.api}/purchase/order/reservation/client/`, {
      method: 'POST',
      json: { orderId, client: buyerClient(adults, `kupujaca.${o.address}@example.pl`) },
    }),
    200,
  );
  // Step 4: the summary and the agreements.
  expect('summary', await call('summary', `${o.api}/purchase/summary/${orderId}/`), 200);
  expect(
    'accept-agreements',
    await call('accept-agreements', `${o.api}/order/accept-agreements/`, {
      method: 'POST',
      json: { orderId, agreements: { tos: true, gdpr: true, offer: true, payment: true } },
    }),
    200,
  );
  const reserved = expect(
    'create-executive',
    await call('create-executive', `${o.api}/purchase/create-executive/`, { method: 'POST', json: { orderId }, key: newKey() }),
    201,
  );
  if (reserved.status !== 'ok') throw new BuyerGaveUp({ name: 'create-executive', ms: 0, status: 201 }, JSON.stringify(reserved));
  const payment = expect(
    'payment-online',
    await call('payment-online', `${o.api}/payment/online/`, {
      method: 'POST',
      json: { orderId, methodId: 'card', conditionId: 'whole' },
      key: newKey(),
    }),
    201,
  );
  const orderHash = String(payment.orderHash);
  const action = payment.action as { type: string; url?: string };
  if (action.type !== 'redirect' || !action.url)
    throw new BuyerGaveUp({ name: 'payment-online', ms: 0, status: 201 }, JSON.stringify(payment));
  // The gateway's page (the sandbox's, served by the shop) and the buyer's card.
  const gateway = new URL(action.url, origin).toString();
  expect('gateway-page', await call('gateway-page', gateway), 200);
  expect('gateway-pay', await call('gateway-pay', gateway, { method: 'POST', form: 'choice=card' }), 303, 200);
  // The return page asks for the status until the payment is booked.
  for (let poll = 0; poll < (o.maxPolls ?? 100); poll += 1) {
    const status = expect('payment-status', await call('payment-status', `${o.api}/order/payment/status/${orderHash}/`), 200);
    if (status.final === true) return { orderId, orderHash, state: String(status.orderState) };
    await o.pollPause();
  }
  throw new BuyerGaveUp({ name: 'payment-status', ms: 0, status: 200 }, `order ${orderId} not final after ${o.maxPolls ?? 100} polls`);
}
