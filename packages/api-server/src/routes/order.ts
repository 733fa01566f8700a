import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { notFound, route } from '../lib/http';
import { acceptAgreements } from '../queries/client-data';
import { loadOrderDetail } from '../queries/order';
import { paymentStatusByHash } from '../queries/payments';
import { releaseExpired } from '../queries/reservation';
import type { OrderFlow } from './order-flow';
import { mayReadPersonalData, requireOrderWriter, withoutPersonalData } from '../customers/order-access';

/** The order group of docs/product/order-and-payment.md: the order, its agreements, its payment status by hash. */
export async function orderRoutes(app: FastifyInstance, flow: OrderFlow): Promise<void> {
  const { db, now } = flow;

  route(app, ep.orderSummary, async ({ params, req }) => {
    await releaseExpired(db, now(), params.orderId);
    const order = await loadOrderDetail(db, params.orderId);
    if (!order) throw notFound('Order not found', 'order-not-found');
    // A bare link shows the status; the client data only to its owner (docs/adr/0240-customer-access.md).
    return { order: (await mayReadPersonalData(db, req, params.orderId, now())) ? order : withoutPersonalData(order) };
  });

  route(app, ep.orderAcceptAgreements, async ({ body, req }) => {
    await requireOrderWriter(db, req, body.orderId, now());
    return { agreements: await acceptAgreements(db, body.orderId, body.agreements) };
  });

  route(app, ep.orderPaymentStatus, async ({ params }) => paymentStatusByHash(flow, params.orderHash));
}
