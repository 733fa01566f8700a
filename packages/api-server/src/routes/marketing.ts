import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { endpoints as ep, miceFieldsOn, type EnquiryKind } from '@travel/contracts';
import type { MailMessage } from '../mail/mailer';
import { enqueueMail, type OutboxSender } from '../mail/outbox';
import type { Queryable } from '../db/connection';
import { badRequest, HttpError, route } from '../lib/http';
import { createBotCheck } from '../marketing/bot-check';
import type { MarketingConfig } from '../marketing/config';
import { enquiryConfirmMail, newsletterConfirmMail } from '../marketing/mails';
import { isUnsubscribeSignature, unsubscribeSignature } from '../marketing/signatures';
import type { PaymentConfig } from '../payments/config';
import { insertEnquiry, listEnquiries, type EnquiryFields } from '../queries/enquiries';
import { confirmSubscription, requestSubscription, unsubscribe } from '../queries/newsletter';
import type { Deps } from './deps';

export interface MarketingOptions {
  /** Delivers the e-mails these calls write to the outbox (docs/adr/0205-outbox-idempotency-lanes.md). */
  outbox: OutboxSender;
  /** Mail settings and the shop's public address (the links in e-mails), parsed once by the host. */
  payments: PaymentConfig;
  /** The secret and the bot-protection settings (`MARKETING_SECRET`), parsed once by the host. */
  marketing: MarketingConfig;
}

/** The confirmation e-mail lists what was sent under these Polish names. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'Imię i nazwisko',
  email: 'E-mail',
  phone: 'Telefon',
  message: 'Wiadomość',
  city: 'Miasto',
  company: 'Firma',
  participants: 'Liczba uczestników',
  date: 'Planowany termin',
  contentUrl: 'Adres zgłaszanej treści',
  explanation: 'Uzasadnienie',
};

/** Newsletter (double opt-in, signed unsubscribe), the enquiry forms and their bot protection (ADR 0181). */
export async function marketingRoutes(app: FastifyInstance, deps: Deps, options: MarketingOptions): Promise<void> {
  const { db, now, today } = deps;
  const { payments: mailConfig, marketing: config } = options;
  const bots = createBotCheck(config, now);
  const pageUrl = (query: Record<string, string>) =>
    `${mailConfig.publicUrl}/newsletter/potwierdzenie/?${new URLSearchParams(query).toString()}`;

  // The e-mail is written with the change that causes it; sent at once after the commit, or by the
  // outbox's timer when that fails.
  const enqueue = (tx: Queryable, kind: string, message: MailMessage) => enqueueMail(tx, { kind, ...message }, now());
  const deliver = async (id: string | undefined) => {
    if (id) await options.outbox.deliver(id).catch((err: unknown) => app.log.error({ err }, 'marketing e-mail not sent yet'));
  };

  route(app, ep.marketingChallenge, async ({ query }) => bots.challenge(query.action));

  route(app, ep.marketingNewsletterSubscribe, async ({ body, reply }) => {
    const token = await bots.verify(body.botToken, 'newsletter');
    const email = body.email.toLowerCase();
    const mailId = await db.transaction(async (tx) => {
      await token.claim(tx);
      const confirm = await requestSubscription(tx, email, body.lists, now(), config.confirmTtlMs);
      return enqueue(
        tx,
        'newsletter-confirm',
        newsletterConfirmMail(
          email,
          body.lists,
          pageUrl({ token: confirm }),
          pageUrl({ wypisz: email, podpis: unsubscribeSignature(config.secret, email) }),
        ),
      );
    });
    await deliver(mailId);
    reply.code(ep.marketingNewsletterSubscribe.successStatus);
    return { status: 'confirmation-sent' as const };
  });

  route(app, ep.marketingNewsletterConfirm, async ({ body }) => {
    const confirmed = await confirmSubscription(db, body.token, now());
    return { ...confirmed, status: 'confirmed' as const };
  });

  route(app, ep.marketingNewsletterUnsubscribe, async ({ body }) => {
    if (!isUnsubscribeSignature(config.secret, body.email, body.signature))
      throw new HttpError(403, 'The link is not signed for this address', 'signature', { code: 'unsubscribe-signature-invalid' });
    await unsubscribe(db, body.email.trim().toLowerCase(), now());
    return { status: 'unsubscribed' as const };
  });

  const enquiry = <E extends typeof ep.marketingContact | typeof ep.marketingFranchise | typeof ep.marketingMice | typeof ep.marketingDsa>(
    endpoint: E,
    kind: EnquiryKind,
  ) =>
    route(app, endpoint, async ({ body, reply }) => {
      const {
        botToken,
        consent: _consent,
        goodFaith: _goodFaith,
        ...fields
      } = body as z.output<E['body']> & {
        consent?: true;
        goodFaith?: true;
      };
      // The body's rules that need the shop's day, checked before the token is looked at (it stays unspent).
      if (kind === 'mice') {
        const dated = miceFieldsOn(today()).shape.date.safeParse((fields as { date?: string }).date);
        if (!dated.success) throw badRequest('date', dated.error.issues[0]?.message ?? 'invalid-date');
      }
      const token = await bots.verify(botToken, kind);
      const record = fields as EnquiryFields & { name: string; email: string };
      const summary = Object.entries(record).map(([key, value]) => `${FIELD_NAMES[key] ?? key}: ${String(value)}`);
      const { id, mailId } = await db.transaction(async (tx) => {
        await token.claim(tx);
        const enquiryId = await insertEnquiry(tx, kind, { name: record.name, email: record.email, fields: record }, now());
        const mail = enquiryConfirmMail(kind, record.email, record.name, enquiryId, summary);
        return { id: enquiryId, mailId: await enqueue(tx, `enquiry-${kind}`, mail) };
      });
      await deliver(mailId);
      reply.code(201);
      return { id, received: true as const } as z.input<E['response']>;
    });
  enquiry(ep.marketingContact, 'contact');
  enquiry(ep.marketingFranchise, 'franchise');
  enquiry(ep.marketingMice, 'mice');
  enquiry(ep.marketingDsa, 'dsa');

  route(app, ep.marketingEnquiries, async ({ query }) => ({ items: await listEnquiries(db, query.kind) }));
}
