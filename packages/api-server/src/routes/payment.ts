import type { FastifyInstance } from 'fastify';
import { endpoints as ep, serviceTypeIdOf } from '@travel/contracts';
import { publicPaymentStatus } from '../payments/payment-row';
import { requireOrderWriter } from '../customers/order-access';
import { directPaymentById, lastPaymentOfDirectPayment } from '../queries/direct-payments';
import { HttpError, notFound, route } from '../lib/http';
import { SANDBOX_CHOICES, type SandboxChoice } from '../payments/sandbox';
import { sandboxPage } from '../payments/sandbox-page';
import { feeOf, handleNotification, offeredMethod, partNow, paymentOptions, serviceOf, startPayment } from '../queries/payments';
import { zl } from '../search/offers';
import { idempotentRoute } from './idempotent-route';
import type { OrderFlow } from './order-flow';

/** The payment group of docs/product/order-and-payment.md, the gateway's status URL and the sandbox gateway's page. */
export async function paymentRoutes(app: FastifyInstance, flow: OrderFlow): Promise<void> {
  const { db, today, now } = flow;

  route(app, ep.paymentMethods, async ({ params }) => paymentOptions(await serviceOf(db, params.serviceTypeId, params.serviceId), today()));

  route(app, ep.paymentTransactionFee, async ({ params, body }) => {
    const service = await serviceOf(db, params.serviceTypeId, params.serviceId);
    // A fee is quoted only for a method the payment start would accept.
    offeredMethod(service, body.methodId, today());
    const { amount } = partNow(service, body.conditionId, today());
    const fee = feeOf(amount, body.methodId);
    return { amount: zl(amount), fee: zl(fee), total: zl(amount + fee) };
  });

  // Paying an order, or its balance, changes it: its owner only (docs/adr/0243-owner-only-writes.md).
  idempotentRoute(
    app,
    db,
    ep.paymentOnline,
    async ({ body, reply }) => {
      const answer = await startPayment(flow, { serviceTypeId: serviceTypeIdOf('trip'), serviceId: body.orderId, ...body });
      reply.code(ep.paymentOnline.successStatus);
      return answer;
    },
    ({ body, req }) => requireOrderWriter(db, req, body.orderId, now()),
  );

  const directPayment = async (id: string) => {
    const row = await directPaymentById(db, id);
    if (!row) throw notFound('Direct payment not found', 'direct-payment-not-found');
    return row;
  };

  route(app, ep.paymentDirectPayment, async ({ params }) => {
    const d = await directPayment(params.id);
    return {
      directPayment: {
        id: d.id,
        orderId: d.order_id,
        reservationNumber: d.reservation_number,
        kind: d.kind as 'RestPayment',
        amount: zl(d.amount),
        dueDate: d.due_date,
        status: d.status,
      },
    };
  });

  route(app, ep.paymentDirectPaymentStatus, async ({ params }) => {
    await directPayment(params.paymentId);
    const last = await lastPaymentOfDirectPayment(db, params.paymentId);
    return { status: last ? publicPaymentStatus(last.status) : null, error: last?.error ?? null };
  });

  idempotentRoute(
    app,
    db,
    ep.paymentOnlineDirectPayment,
    async ({ body, reply }) => {
      const answer = await startPayment(flow, {
        serviceTypeId: serviceTypeIdOf('direct-payment'),
        serviceId: body.directPaymentId,
        methodId: body.methodId,
        conditionId: 'whole',
      });
      reply.code(ep.paymentOnlineDirectPayment.successStatus);
      return answer;
    },
    async ({ body, req }) => {
      const d = await directPaymentById(db, body.directPaymentId);
      if (d) await requireOrderWriter(db, req, d.order_id, now());
    },
  );

  route(app, ep.paymentReportError, async ({ body, req }) => {
    req.log.warn({ paymentError: body }, 'payment failure reported by the browser');
    return { accepted: true as const };
  });

  route(app, ep.paymentNotification, async ({ body, req }) => {
    const result = await handleNotification(flow, body);
    req.log.info({ notification: { sessionId: body.sessionId, outcome: result.outcome } }, 'payment notification');
    switch (result.outcome) {
      case 'verified':
      case 'rebooked':
        return { status: 'verified' as const };
      // Settled, being settled by another path, or refunded: the gateway needs only the 200.
      case 'duplicate':
      case 'in-progress':
      case 'refunding':
        return { status: 'ignored' as const };
      case 'bad-signature':
        req.log.warn({ notification: body }, 'payment notification with a bad signature');
        throw new HttpError(422, 'Notification refused: bad signature', 'sign', { code: 'bad-signature' });
      case 'unknown-session':
        throw new HttpError(422, 'Notification refused: unknown session', 'sessionId', { code: 'unknown-session' });
      case 'amount-mismatch':
        throw new HttpError(422, 'Notification refused: amount or currency does not match the payment', 'amount', {
          code: 'amount-mismatch',
        });
      case 'not-verified':
        throw new HttpError(422, 'Notification refused: the gateway did not verify the transaction', undefined, { code: 'not-verified' });
    }
  });

  const sandbox = flow.sandbox;
  if (!sandbox) return;
  // The sandbox gateway's payment page (Przelewy24's trnRequest), in its own scope for its form body.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const pageOf = async (token: string) => {
      const t = await sandbox.byToken(token);
      const returnPath = t ? new URL(t.url_return).pathname : '/';
      return { t, html: sandboxPage(t, `${app.prefix}/payment/sandbox/trnRequest/${encodeURIComponent(token)}`, returnPath), returnPath };
    };
    const send = (reply: import('fastify').FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        )
        .send(html);
    scope.get<{ Params: { token: string } }>('/payment/sandbox/trnRequest/:token', async (req, reply) => {
      const { t, html } = await pageOf(req.params.token);
      return send(reply, t ? 200 : 404, html);
    });
    scope.post<{ Params: { token: string }; Body: { choice?: string } }>('/payment/sandbox/trnRequest/:token', async (req, reply) => {
      const choice = req.body?.choice;
      if (!SANDBOX_CHOICES.includes(choice as SandboxChoice))
        throw new HttpError(400, 'Invalid parameter choice', 'choice', { code: 'invalid-parameter' });
      const after = await sandbox.choose(req.params.token, choice as SandboxChoice);
      if (!after) return send(reply, 404, (await pageOf(req.params.token)).html);
      // Back to the shop (same origin: the sandbox is served by the shop's API), which asks the
      // server for the status: the return itself proves nothing.
      if (after.status === 'pending-transfer' && choice === 'transfer-pending')
        return reply.redirect(new URL(after.url_return).pathname, 303);
      if (after.status === 'pending-transfer') return send(reply, 200, (await pageOf(req.params.token)).html);
      return reply.redirect(new URL(after.url_return).pathname, 303);
    });
  });
}
