import { sql } from 'drizzle-orm';
import { onlinePaymentResponse } from '@travel/contracts';
import { checkPaymentInvariants } from '../invariants';
import { createOrderFlowApp, flightOffer, newKey, postJson, readyOrder, type OrderFlowApp } from '../../test-support/order-flow-app';

jest.setTimeout(240_000);

let t: OrderFlowApp;
beforeAll(async () => {
  t = await createOrderFlowApp();
});
afterAll(async () => {
  await t.close();
});

async function paidOrder(): Promise<{ orderId: string; offerId: number }> {
  const offer = await flightOffer(t.db, 2);
  const orderId = await readyOrder(t.app, offer.hash);
  expect((await postJson(t.app, '/api/purchase/create-executive/', { orderId }, newKey())).statusCode).toBe(201);
  const paid = await postJson(t.app, '/api/payment/online/', { orderId, methodId: 'card', conditionId: 'whole' }, newKey());
  const url = (onlinePaymentResponse.parse(paid.json()).action as { url: string }).url;
  await t.app.inject({ method: 'POST', url, payload: 'choice=card', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  return { orderId, offerId: offer.id };
}

describe('checkPaymentInvariants', () => {
  it('finds nothing on a shop that reserved, paid and confirmed an order', async () => {
    await paidOrder();
    expect(await checkPaymentInvariants(t.db)).toEqual([]);
  });

  it('names each broken invariant: money on a cancelled order, seats nobody holds, a missing confirmation', async () => {
    const { orderId, offerId } = await paidOrder();
    await t.db.rows(sql`UPDATE orders SET state = 'cancelled' WHERE id = ${orderId}::uuid`);
    await t.db.rows(sql`DELETE FROM mail_outbox WHERE order_id = ${orderId}::uuid`);
    const found = await checkPaymentInvariants(t.db);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ invariant: 'dead-order', orderId }),
        expect.objectContaining({ invariant: 'seats', offerId }),
        expect.objectContaining({ invariant: 'confirmation', orderId }),
      ]),
    );
    // Put back as it was, so the other tests of the file start clean.
    await t.db.rows(sql`UPDATE orders SET state = 'paid' WHERE id = ${orderId}::uuid`);
    await t.db.rows(sql`INSERT INTO mail_outbox (id, order_id, kind, to_address, subject, eml, transport, created_at)
      VALUES (gen_random_uuid(), ${orderId}::uuid, 'confirmation', 'a@b.pl', 's', '', 'outbox', now())`);
    expect(await checkPaymentInvariants(t.db)).toEqual([]);
  });

  it('counts money the gateway captured for a payment still being verified only once its fence has lapsed', async () => {
    const { orderId } = await paidOrder();
    const [p] = await t.db.rows<{ id: string }>(
      sql`UPDATE payments SET status = 'verifying' WHERE order_id = ${orderId}::uuid RETURNING id::text AS id`,
    );
    await t.db.rows(
      sql`UPDATE orders SET paid_total = 0, state = 'pending', verifying_until = now() + interval '1 minute' WHERE id = ${orderId}::uuid`,
    );
    await t.db.rows(sql`DELETE FROM mail_outbox WHERE order_id = ${orderId}::uuid`);
    expect(await checkPaymentInvariants(t.db)).toEqual([]);
    await t.db.rows(sql`UPDATE orders SET verifying_until = now() - interval '1 minute' WHERE id = ${orderId}::uuid`);
    expect(await checkPaymentInvariants(t.db)).toEqual([expect.objectContaining({ invariant: 'gateway', paymentId: p!.id })]);
    // Settled again as it was, so the file ends clean.
    await t.db.rows(sql`UPDATE payments SET status = 'paid' WHERE id = ${p!.id}::uuid`);
    await t.db
      .rows(sql`UPDATE orders o SET state = 'paid', verifying_until = NULL, paid_total = (SELECT amount - fee FROM payments WHERE id = ${p!.id}::uuid)
      WHERE id = ${orderId}::uuid`);
    await t.db.rows(sql`INSERT INTO mail_outbox (id, order_id, kind, to_address, subject, eml, transport, created_at)
      VALUES (gen_random_uuid(), ${orderId}::uuid, 'confirmation', 'a@b.pl', 's', '', 'outbox', now())`);
    expect(await checkPaymentInvariants(t.db)).toEqual([]);
  });
});
