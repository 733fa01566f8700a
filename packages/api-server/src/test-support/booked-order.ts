import { sql } from 'drizzle-orm';
import { createOfferRequestResponse, onlinePaymentResponse } from '@travel/contracts';
import { buyerClient } from './paying-buyer';
import { flightOffer, newBuyer, newKey, postJson, type OrderFlowApp } from './order-flow-app';

export const cookieOf = (setCookie: string | string[] | undefined, name: string): string | undefined => {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const hit = all.find((c) => c.startsWith(`${name}=`));
  return hit?.split(';')[0];
};

export interface Booked {
  orderId: string;
  orderHash: string;
  /** `order_owner=…`: the creating browser's cookie header. */
  ownerCookie: string;
  directPaymentId: string;
  paymentId: string;
  executiveId: string;
}

/**
 * An order for two adults booked on a deposit by one browser (its owner cookie kept) through the
 * sandbox's BLIK, the rest open as a direct payment; `products` are chosen before the reservation.
 */
export async function bookOnDeposit(
  t: OrderFlowApp,
  { email, products = [] }: { email: string; products?: { code: string; quantity?: number }[] },
): Promise<Booked> {
  const offer = await flightOffer(t.db, 2);
  const buyer = newBuyer();
  const created = await postJson(
    t.app,
    '/api/purchase/create-offer-request/',
    { offerHash: offer.hash, adults: 2, children: [] },
    undefined,
    buyer,
  );
  if (created.statusCode !== 201) throw new Error(`create-offer-request: ${created.statusCode} ${created.body}`);
  const ownerCookie = cookieOf(created.headers['set-cookie'], 'order_owner');
  if (!ownerCookie) throw new Error('no owner cookie');
  const { orderId } = createOfferRequestResponse.parse(created.json());
  const post = async (url: string, payload: object, key?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: buyer,
      headers: { cookie: ownerCookie, ...(key ? { 'idempotency-key': key } : {}) },
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  if (products.length > 0) await post('/api/purchase/order/reservation/update-products/', { orderId, products });
  await post('/api/purchase/order/reservation/client/', { orderId, client: buyerClient(2, email) });
  const agreements = {
    tos: true,
    gdpr: true,
    offer: true,
    payment: true,
    ...(products.some((p) => p.code.startsWith('insurance')) ? { insurance: true } : {}),
  };
  await post('/api/order/accept-agreements/', { orderId, agreements });
  const executiveId = ((await post('/api/purchase/create-executive/', { orderId }, newKey())).json() as { uuid: string }).uuid;
  const deposit = onlinePaymentResponse.parse(
    (await post('/api/payment/online/', { orderId, methodId: 'blik', conditionId: 'deposit' }, newKey())).json(),
  );
  const back = await t.app.inject({
    method: 'POST',
    url: (deposit.action as { url: string }).url,
    payload: 'choice=blik',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (back.statusCode !== 303) throw new Error(`sandbox: ${back.statusCode}`);
  const [dp] = await t.db.rows<{ id: string }>(sql`SELECT id::text AS id FROM direct_payments WHERE order_id = ${orderId}::uuid`);
  const [payment] = await t.db.rows<{ id: string }>(sql`SELECT id::text AS id FROM payments WHERE order_id = ${orderId}::uuid LIMIT 1`);
  return { orderId, orderHash: deposit.orderHash, ownerCookie, directPaymentId: dp!.id, paymentId: payment!.id, executiveId };
}

/** Pays the open balance of `b` through the sandbox's card, as its owner's browser. */
export async function payBalance(t: OrderFlowApp, b: Booked, cookie = b.ownerCookie): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payment/online/direct-payment/',
    payload: { directPaymentId: b.directPaymentId, methodId: 'card' },
    headers: { cookie, 'idempotency-key': newKey() },
  });
  if (res.statusCode !== 201) throw new Error(`direct payment: ${res.statusCode} ${res.body}`);
  const balance = onlinePaymentResponse.parse(res.json());
  const back = await t.app.inject({
    method: 'POST',
    url: (balance.action as { url: string }).url,
    payload: 'choice=card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (back.statusCode !== 303) throw new Error(`sandbox: ${back.statusCode}`);
}
