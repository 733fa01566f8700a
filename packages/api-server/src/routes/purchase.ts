import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints as ep, orderIdSchema } from '@travel/contracts';
import { enqueueConfirmation, enqueueMissingConfirmations, type ConfirmationContext } from '../mail/confirmation';
import type { OutboxSender } from '../mail/outbox';
import { orderDocuments } from '../mail/documents';
import { warsawToday, systemClock, type Clock } from '../lib/dates';
import { notFound, route } from '../lib/http';
import type { PaymentConfig } from '../payments/config';
import { createPrzelewy24Gateway, fetchTransport } from '../payments/przelewy24';
import { createSandboxGateway } from '../payments/sandbox';
import { NATIONALITIES, requiredAgreements, saveClientData, saveClientDraft } from '../queries/client-data';
import { createOrder, priceOf, requireOrder, unavailable } from '../queries/order';
import { insertPurchaseContact } from '../queries/purchase-contacts';
import { checkProductPrice, productOffers, updateProducts } from '../queries/products';
import { checkedParty } from '../queries/party-check';
import { createExecutive, loadExecution, releaseExpired, repriceOrder } from '../queries/reservation';
import { DEFAULT_IDEMPOTENCY, forgetOldKeys } from '../queries/idempotency';
import { loadOfferByHash, toPricedOffer, zl } from '../search/offers';
import type { Deps } from './deps';
import { ensureOwnerKey, requireOrderWriter } from '../customers/order-access';
import { enqueueBalanceReminders } from '../customers/balance-reminders';
import { configureIdempotency, idempotentRoute } from './idempotent-route';
import type { OrderFlow } from './order-flow';
import { orderRoutes } from './order';
import { paymentRoutes } from './payment';
import { trackRoutes } from './track';
import { reconcilePayments } from '../payments/reconcile';
import { paymentAttentionRoutes } from '../staff/payment-attention-routes';

export interface OrderFlowOptions {
  clock?: Clock | undefined;
  /** Payment and mail settings, parsed once by the host (docs/adr/0256-one-config-passed-down.md). */
  payments: PaymentConfig;
  /** How often unpaid holds are released (ms); 0 turns the timer off (they are still released on read). */
  sweepIntervalMs?: number | undefined;
  /** Delivers the e-mails the order flow writes to the outbox (docs/adr/0205-outbox-idempotency-lanes.md). */
  outbox: OutboxSender;
  /** The day, time and review-link settings a booking confirmation is rendered with. */
  confirmationContext(): ConfirmationContext;
  /** Idempotency keys' lease and how long a repeat waits (default 30 s and 15 s). */
  idempotency?: { leaseMs?: number | undefined; waitMs?: number | undefined } | undefined;
  /** Production (`NODE_ENV`): a sandbox gateway is warned about in the log. */
  production?: boolean | undefined;
}

/** Every call of the order flow: 'Rezerwuj', the four steps, the reservation, payments and tracking (ADR 0130, ADR 0150). */
export async function purchaseRoutes(app: FastifyInstance, deps: Deps, options: OrderFlowOptions): Promise<void> {
  const { db, today } = deps;
  const now = options.clock ?? systemClock;
  const config = options.payments;
  const { outbox, confirmationContext } = options;
  configureIdempotency(app, {
    clock: now,
    leaseMs: options.idempotency?.leaseMs ?? DEFAULT_IDEMPOTENCY.leaseMs,
    waitMs: options.idempotency?.waitMs ?? DEFAULT_IDEMPOTENCY.waitMs,
  });
  const apiPrefix = app.prefix;
  const sandbox =
    config.gateway === 'sandbox'
      ? createSandboxGateway(db, config, now, async (urlStatus, body) => {
          // The sandbox lives in this API: its notification goes through our own status route.
          const res = await app.inject({ method: 'POST', url: new URL(urlStatus).pathname, payload: body as object });
          if (res.statusCode >= 400) app.log.warn({ status: res.statusCode, body: res.body }, 'sandbox notification refused');
          return res.statusCode;
        })
      : undefined;
  if (sandbox && options.production)
    app.log.warn(
      'payments go to the built-in sandbox gateway (simulated, no money moves): set PAYMENT_GATEWAY=przelewy24 and its keys to take payments',
    );
  const gateway = sandbox
    ? createPrzelewy24Gateway(config, sandbox.transport, `${apiPrefix}/payment/sandbox`, 'sandbox')
    : createPrzelewy24Gateway(config, fetchTransport(config.gatewayUrl), config.gatewayUrl);
  const flow: OrderFlow = {
    db,
    today: () => warsawToday(now),
    now,
    config,
    gateway,
    sandbox,
    log: (err, context) => app.log.error({ err }, context),
    outbox,
    confirmationContext,
    async confirm(orderId) {
      try {
        // Its own transaction, for a caller that paid without writing the e-mail in its own; a
        // confirmation already written (one per order) is not written again.
        const id = await db.transaction(async (tx) => {
          await requireOrder(tx, orderId, true);
          return enqueueConfirmation(tx, orderId, confirmationContext());
        });
        if (id) await outbox.deliver(id);
      } catch (err) {
        app.log.error({ err, orderId }, 'booking confirmation not written to the outbox');
      }
    },
  };
  // A payment committed before its confirmation was written (a crash between the two) gets it here.
  const confirmMissing = () =>
    enqueueMissingConfirmations(db, confirmationContext).then(
      (n) => (n > 0 ? outbox.deliverDue() : 0),
      (err: unknown) => app.log.error({ err }, 'missing booking confirmations not written'),
    );
  app.addHook('onReady', async () => {
    await confirmMissing();
    outbox.start();
  });

  // Money the gateway took is settled before any hold is released: the sandbox re-sends what the
  // shop refused, then reconciliation asks the gateway about every unfinished payment (ADR 0200).
  const settleThenRelease = async () => {
    await sandbox?.deliverDue();
    await reconcilePayments(flow);
    return releaseExpired(db, now());
  };
  // After a restart: what was being verified or refunded when the process stopped is settled now.
  app.addHook('onReady', async () => {
    void reconcilePayments(flow).catch((err: unknown) => app.log.error({ err }, 'payment reconciliation failed'));
  });

  const sweepMs = options.sweepIntervalMs ?? 60_000;
  if (sweepMs > 0) {
    let sweeping = false;
    const timer = setInterval(() => {
      if (sweeping) return;
      sweeping = true;
      settleThenRelease()
        .finally(() => {
          sweeping = false;
        })
        .then(
          (n) => n > 0 && app.log.info({ released: n }, 'unpaid reservations released'),
          (err: unknown) => app.log.error({ err }, 'release of unpaid reservations failed'),
        );
      forgetOldKeys(db, now()).catch((err: unknown) => app.log.error({ err }, 'old idempotency keys not deleted'));
      void confirmMissing();
      // A week before a balance is due its booker is reminded, with a link to the booking page.
      enqueueBalanceReminders(db, today(), now(), config.publicUrl).then(
        (ids) => (ids.length > 0 ? outbox.deliverDue() : 0),
        (err: unknown) => app.log.error({ err }, 'balance reminders not written'),
      );
    }, sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  idempotentRoute(app, db, ep.purchaseCreateOfferRequest, async ({ body, req, reply }) => {
    const row = await loadOfferByHash(db, body.offerHash);
    if (!row) throw notFound('Offer not found', 'offer-not-found');
    const t = today();
    const party = checkedParty(body.adults, body.children, t, row.dep);
    if (row.dep <= t) throw unavailable('The offer is no longer on sale', 'offer-departed');
    const orderId = await createOrder(db, {
      offerId: row.id,
      offerHash: row.hash,
      adults: body.adults,
      children: body.children,
      party,
      priced: toPricedOffer(row, party),
      today: t,
      ownerKey: ensureOwnerKey(req, reply),
    });
    reply.code(ep.purchaseCreateOfferRequest.successStatus);
    return { orderId, state: 'new' as const };
  });

  route(app, ep.purchaseNationalityList, async () => ({ items: [...NATIONALITIES] }));

  route(app, ep.purchaseOfferSummary, async ({ params }) => {
    await releaseExpired(db, now(), params.orderId);
    const { previous, current, live } = await repriceOrder(db, params.orderId, today());
    const row = await requireOrder(db, params.orderId);
    return {
      orderId: row.id,
      available: live.available,
      reason: live.reason,
      placesLeft: live.placesLeft,
      tripPrice: zl(current),
      previousTripPrice: zl(previous),
      priceChanged: current !== previous,
      price: priceOf(row),
      offer: live.offer,
    };
  });

  route(app, ep.purchaseAdditionalProducts, async ({ body }) => {
    const row = await requireOrder(db, body.orderId);
    return { products: productOffers(row), chosen: row.products };
  });
  // Writes to an order: its owner only (docs/adr/0243-owner-only-writes.md).
  route(app, ep.purchaseUpdateProducts, async ({ body, req }) => {
    await requireOrderWriter(db, req, body.orderId, now());
    return updateProducts(db, body.orderId, body.products);
  });
  route(app, ep.purchaseCheckProductPrice, async ({ body }) => checkProductPrice(db, body.orderId, body.products));

  route(app, ep.purchaseClientDraft, async ({ body, req }) => {
    await requireOrderWriter(db, req, body.orderId, now());
    return saveClientDraft(db, body.orderId, body.client, today());
  });
  // The client is validated against the order's party by saveClientData, whose 400 names every
  // field (`fields`); route() names only the first, so it checks the order id alone.
  const clientDataCall = { ...ep.purchaseClientData, body: z.object({ orderId: orderIdSchema, client: z.unknown() }) };
  route(app, clientDataCall, async ({ body, req }) => {
    await requireOrderWriter(db, req, body.orderId, now());
    return { client: await saveClientData(db, body.orderId, body.client, today()) };
  });

  route(app, ep.purchaseSummary, async ({ params }) => {
    const row = await requireOrder(db, params.uuid);
    return { orderId: row.id, documents: orderDocuments(row, today()), price: priceOf(row), requiredAgreements: requiredAgreements(row) };
  });

  idempotentRoute(
    app,
    db,
    ep.purchaseCreateExecutive,
    async ({ body, reply }) => {
      const result = await createExecutive(db, body.orderId, now(), today(), config.holdMinutes);
      reply.code(ep.purchaseCreateExecutive.successStatus);
      return result;
    },
    ({ body, req }) => requireOrderWriter(db, req, body.orderId, now()),
  );
  route(app, ep.purchaseCreateExecutiveStatus, async ({ params }) => {
    const result = await loadExecution(db, params.uuid);
    if (!result) throw notFound('Reservation request not found', 'reservation-not-found');
    return result;
  });

  idempotentRoute(app, db, ep.purchaseContact, async ({ body, reply }) => {
    if (body.orderId) await requireOrder(db, body.orderId);
    const id = await insertPurchaseContact(
      db,
      { orderId: body.orderId, name: body.name, email: body.email, phone: body.phone, message: body.message },
      now(),
    );
    reply.code(ep.purchaseContact.successStatus);
    return { id, received: true as const };
  });

  route(app, ep.purchaseTimeoutLog, async ({ body, req }) => {
    req.log.warn({ timeout: body }, 'order flow call timed out in the browser');
    return { accepted: true as const };
  });

  await orderRoutes(app, flow);
  await paymentRoutes(app, flow);
  await trackRoutes(app, flow);
  await paymentAttentionRoutes(app, flow);
}
