import type { FastifyInstance } from 'fastify';
import { endpoints as ep } from '@travel/contracts';
import { route } from '../lib/http';
import { paymentAttention, staffRefund } from '../payments/attention';
import type { PaymentDeps } from '../payments/payment-deps';

/** The payments staff page's calls (ROLE_ADMIN, checked by route() from the endpoints map; docs/adr/0200-payment-state-machine.md). */
export async function paymentAttentionRoutes(app: FastifyInstance, deps: PaymentDeps): Promise<void> {
  route(app, ep.staffPaymentAttention, async () => paymentAttention(deps.db, deps.today()));
  route(app, ep.staffPaymentRefund, async ({ body }) => staffRefund(deps, body.paymentId));
}
