import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { conflict, markPurchaseTracked, orderTotal, requireOrder } from '../queries/order';
import { zl } from '../search/offers';
import type { OrderFlow } from './order-flow';
import { idempotentRoute } from './idempotent-route';

/** The purchase tracking event (docs/product/order-and-payment.md track): counted once per paid order, whoever sends it again. */
export async function trackRoutes(app: FastifyInstance, flow: OrderFlow): Promise<void> {
  const { db, now } = flow;
  idempotentRoute(app, db, ep.trackPurchase, async ({ body }) => {
    const row = await requireOrder(db, body.orderId);
    if (row.state !== 'paid' && row.paid_total === 0) throw conflict('The order is not paid', 'order-not-paid');
    const recorded = await markPurchaseTracked(db, row.id, now());
    if (recorded)
      app.log.info({ purchase: { orderId: row.id, reservation: row.reservation_number, value: orderTotal(row) } }, 'purchase tracked');
    const o = row.offer_snapshot;
    return {
      recorded,
      purchase: {
        transactionId: row.reservation_number ?? row.id,
        value: zl(orderTotal(row)),
        currency: 'PLN' as const,
        items: [
          { id: o.hash, name: `${o.hotelName} (${o.destination.name})`, price: zl(row.price_total), quantity: 1 },
          ...row.products.map((p) => ({ id: p.code, name: p.code, price: p.total, quantity: 1 })),
        ],
      },
    };
  });
}
