// Times 50 concurrent reservations of the last 2 places (create-executive) and the hold sweep's plan,
// on PGlite or PostgreSQL (TEST_DATABASE=postgres): `npx tsx packages/api-server/scripts/measure-reservation.ts`.
import { sql } from 'drizzle-orm';
import { createOrderFlowApp, flightOffer, newBuyer, newKey, postJson, readyOrder } from '../src/test-support/order-flow-app';

const t = await createOrderFlowApp();
try {
  const offer = await flightOffer(t.db, 1, 10);
  const orders: string[] = [];
  for (let i = 0; i < 50; i++) orders.push(await readyOrder(t.app, offer.hash, 1));
  await t.db.rows(sql`UPDATE offers SET places_left = 2 WHERE id = ${offer.id}::int`);
  const started = performance.now();
  const answers = await Promise.all(
    orders.map((orderId) => postJson(t.app, '/api/purchase/create-executive/', { orderId }, newKey(), newBuyer())),
  );
  const ms = performance.now() - started;
  const ok = answers.filter((a) => a.json().status === 'ok').length;
  console.info(
    `${t.db.kind}: 50 concurrent create-executive in ${ms.toFixed(0)} ms (${(ms / 50).toFixed(1)} ms each on average); ok ${ok}`,
  );
  const plan = await t.db.rows<Record<string, string>>(
    sql`EXPLAIN SELECT id FROM orders o WHERE o.state = 'pending' AND o.paid_total = 0 AND o.hold_until < now()`,
  );
  console.info(plan.map((r) => Object.values(r)[0]).join('\n'));
} finally {
  await t.close();
}
