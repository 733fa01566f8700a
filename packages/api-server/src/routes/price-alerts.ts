import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints as ep, type priceAlertTargetSchema } from '@travel/contracts';
import type { Database } from '../db/connection';
import { addDays } from '../lib/dates';
import { HttpError, notFound, route } from '../lib/http';
import { enqueueMail, type OutboxSender } from '../mail/outbox';
import { createBotCheck } from '../marketing/bot-check';
import type { MarketingConfig } from '../marketing/config';
import type { PaymentConfig } from '../payments/config';
import { confirmLink, isPriceAlertSignature, switchOffLink } from '../price-alerts/price-alert-links';
import { priceAlertConfirmMail } from '../price-alerts/price-alert-mails';
import { confirmAlert, requestAlert, summaryOf, switchOffAlert, type AlertTarget } from '../price-alerts/price-alert-store';
import { cheapestOfSearch, offerLabel, SEARCH_ALERT_DAYS } from '../price-alerts/price-alert-targets';
import { loadOfferByHash } from '../search/offers';
import { normalizePathname, resolvePageMeta } from '../seo/page-meta';
import type { Deps } from './deps';

export interface PriceAlertOptions {
  outbox: OutboxSender;
  /** Parsed once by the host (docs/adr/0256-one-config-passed-down.md). */
  payments: PaymentConfig;
  marketing: MarketingConfig;
}

/** What a subscription watches, read from the database: its label, today's price and its last day. */
async function targetOf(db: Database, target: z.output<typeof priceAlertTargetSchema>, today: string, now: Date): Promise<AlertTarget> {
  if (target.kind === 'offer') {
    const offer = await loadOfferByHash(db, target.offerHash);
    if (!offer) throw notFound('Offer not found');
    if (offer.dep <= today) throw new HttpError(422, 'The offer departs before tomorrow', 'target', { code: 'alert-departed' });
    return {
      kind: 'offer',
      targetKey: `offer:${offer.hash}`,
      offerHash: offer.hash,
      filters: null,
      url: `/oferta/${offer.hash}/`,
      label: offerLabel(offer),
      priceAdult: offer.price_adult,
      expiresOn: offer.dep,
    };
  }
  const pathname = normalizePathname(target.url);
  const meta = await resolvePageMeta(db, pathname, now);
  if (!meta) throw notFound('The search address names no listing');
  const lastDay = target.filters.departureDateTo ?? target.filters.dateTo;
  const expiresOn = lastDay && lastDay > today ? lastDay : addDays(today, SEARCH_ALERT_DAYS);
  const cheapest = await cheapestOfSearch(db, target.filters, today);
  return {
    kind: 'search',
    targetKey: `search:${target.url}`,
    offerHash: null,
    filters: target.filters,
    url: target.url,
    label: meta.heading.title,
    priceAdult: cheapest?.priceAdult ?? null,
    expiresOn,
  };
}

/** "Powiadom mnie, gdy cena spadnie" (docs/product/price-alerts.md): double opt-in like the newsletter's, signed switch-off. */
export async function priceAlertRoutes(app: FastifyInstance, deps: Deps, options: PriceAlertOptions): Promise<void> {
  const { db, now, today } = deps;
  const { payments: mailConfig, marketing: config } = options;
  const links = { publicUrl: mailConfig.publicUrl, secret: config.secret };
  const bots = createBotCheck(config, now);

  route(app, ep.priceAlertSubscribe, async ({ body, reply }) => {
    const token = await bots.verify(body.botToken, 'price-alert');
    const email = body.email.toLowerCase();
    const target = await targetOf(db, body.target, today(), now());
    const mailId = await db.transaction(async (tx) => {
      await token.claim(tx);
      const alert = await requestAlert(tx, email, target, now(), config.confirmTtlMs);
      const mail = priceAlertConfirmMail(
        email,
        { label: alert.row.label, priceAdult: alert.row.price_adult, expiresOn: alert.row.expires_on },
        confirmLink(links, alert.token),
        switchOffLink(links, alert.id),
      );
      return enqueueMail(tx, { kind: 'price-alert-confirm', ...mail }, now());
    });
    if (mailId) await options.outbox.deliver(mailId).catch((err: unknown) => app.log.error({ err }, 'price alert e-mail not sent yet'));
    reply.code(ep.priceAlertSubscribe.successStatus);
    return { status: 'confirmation-sent' as const };
  });

  route(app, ep.priceAlertConfirm, async ({ body }) => {
    const alert = await confirmAlert(db, body.token, now());
    return { status: 'confirmed' as const, alert: summaryOf(alert) };
  });

  route(app, ep.priceAlertUnsubscribe, async ({ params, body }) => {
    if (!isPriceAlertSignature(config.secret, params.id, body.signature))
      throw new HttpError(403, 'The link is not signed for this alert', 'signature', { code: 'unsubscribe-signature-invalid' });
    await switchOffAlert(db, params.id);
    return { status: 'unsubscribed' as const };
  });
}
