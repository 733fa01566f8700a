import { sql } from 'drizzle-orm';
import { createExecutiveResponse, onlinePaymentResponse } from '@travel/contracts';
import { reviewLinkSecretFromEnv } from '../review-link';
import { enqueueReviewInvites, REVIEW_INVITE } from '../review-invites';
import { createOrderFlowApp, flightOffer, newKey, postJson, readyOrder, type OrderFlowApp } from '../../test-support/order-flow-app';

// docs/adr/0232-reviews-from-real-stays.md: the booking confirmation carries no review link; the
// "Jak było?" e-mail comes from the outbox after the return, and only its link opens a review.

jest.setTimeout(240_000);

let t: OrderFlowApp;
beforeAll(async () => {
  t = await createOrderFlowApp({ offers: 600 });
});
afterAll(async () => {
  await t.close();
});

const settings = () => ({ secret: reviewLinkSecretFromEnv({}), siteUrl: 'http://shop.test' });
const warsawDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(d);

async function paidOrder(): Promise<{ orderId: string; returnDate: string; hotelId: number; hotelSlug: string }> {
  const offer = await flightOffer(t.db, 2);
  const orderId = await readyOrder(t.app, offer.hash);
  const exec = await postJson(t.app, '/api/purchase/create-executive/', { orderId }, newKey());
  expect(exec.statusCode).toBe(201);
  createExecutiveResponse.parse(exec.json());
  const payment = onlinePaymentResponse.parse(
    (await postJson(t.app, '/api/payment/online/', { orderId, methodId: 'card', conditionId: 'whole' }, newKey())).json(),
  );
  const back = await t.app.inject({
    method: 'POST',
    url: (payment.action as { url: string }).url,
    payload: 'choice=card',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(back.statusCode).toBe(303);
  const row = (
    await t.db.rows<{ state: string; r: string; h: number; s: string }>(
      sql`SELECT state, offer_snapshot->>'returnDate' AS r, (offer_snapshot->>'hotelId')::int AS h, offer_snapshot->>'hotelSlug' AS s
        FROM orders WHERE id = ${orderId}::uuid`,
    )
  )[0]!;
  expect(row.state).toBe('paid');
  return { orderId, returnDate: row.r, hotelId: row.h, hotelSlug: row.s };
}

const mailsOf = (orderId: string) =>
  t.db.rows<{ kind: string; subject: string; body_text: string }>(
    sql`SELECT kind, subject, body_text FROM mail_outbox WHERE order_id = ${orderId}::uuid ORDER BY created_at`,
  );

describe("the 'Jak było?' e-mail after the stay", () => {
  it('the confirmation has no review link; the invitation is written once after the return, and its link opens only that hotel', async () => {
    const order = await paidOrder();
    const [confirmation] = await mailsOf(order.orderId);
    expect(confirmation?.kind).toBe('confirmation');
    expect(confirmation?.body_text).not.toMatch(/dodaj-opinie|Ocena \d/);

    // Before the return: nothing to ask about.
    expect(await enqueueReviewInvites(t.db, settings(), warsawDay(t.now()), t.now())).toBe(0);
    const days = Math.round((Date.parse(`${order.returnDate}T12:00:00Z`) - t.now().getTime()) / 86_400_000) + 1;
    t.advance(days * 86_400_000);
    expect(warsawDay(t.now()) > order.returnDate).toBe(true);
    expect(await enqueueReviewInvites(t.db, settings(), warsawDay(t.now()), t.now())).toBeGreaterThanOrEqual(1);
    expect(await enqueueReviewInvites(t.db, settings(), warsawDay(t.now()), t.now())).toBe(0);

    const invites = (await mailsOf(order.orderId)).filter((m) => m.kind === REVIEW_INVITE);
    expect(invites).toHaveLength(1);
    expect(invites[0]!.subject).toMatch(/^Jak było\? Oceń /);
    const links = [
      ...invites[0]!.body_text.matchAll(/http:\/\/shop\.test\/dodaj-opinie\/([a-z0-9-]+)\/ocena\/([1-6])\/\?rid=([A-Za-z0-9_.-]+)/g),
    ];
    expect(links.map((l) => l[2])).toEqual(['6', '5', '4', '3', '2', '1']);
    const [, slug, , rid] = links[0]!;
    expect(slug).toBe(order.hotelSlug);

    const fromMail = await t.app.inject({ url: `/api/review/hotel/${order.hotelId}/from-mail/6/?rid=${rid}` });
    expect(fromMail.statusCode).toBe(200);
    expect(fromMail.json()).toMatchObject({ hotelId: order.hotelId, rating: 6 });
    const otherHotel = await t.app.inject({ url: `/api/review/hotel/${order.hotelId + 1}/from-mail/6/?rid=${rid}` });
    expect(otherHotel.statusCode).toBe(403);
    const created = await postJson(t.app, `/api/review/hotel/${order.hotelId}/`, { rid, rating: 6 });
    expect(created.statusCode).toBe(201);
    expect(created.json().review).toMatchObject({ verifiedGuest: true, rating: 6 });
  });
});
