import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Queryable } from '../db/connection';
import type { Clock } from '../lib/dates';
import type { MailAttachment, MailMessage, Mailer } from './mailer';

/**
 * The transactional outbox (docs/adr/0205-outbox-idempotency-lanes.md): an e-mail is a row of
 * `mail_outbox` written in the same transaction as the state change that causes it, so a commit
 * without its e-mail (or an e-mail for a change rolled back) cannot happen. A sender delivers the
 * rows at least once: it leases a row, delivers it under the row's own Message-ID and file name,
 * then marks it sent; a sender that dies loses its lease and another (or the same one after a
 * restart) delivers the row again, which writes the same file or sends the same Message-ID.
 */

export interface OutboxMail {
  /** What the e-mail is (`confirmation`, `newsletter-confirm`, ...): with `orderId`, one per order and kind. */
  kind: string;
  orderId?: string | null | undefined;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes an e-mail to the outbox on `tx`, the caller's transaction. With an order, at most one
 * e-mail of a kind per order: a second call changes nothing and answers undefined; otherwise the
 * new row's id.
 */
export async function enqueueMail(tx: Queryable, mail: OutboxMail, now: Date): Promise<string | undefined> {
  const id = randomUUID();
  const rows = await tx.rows<{ id: string }>(sql`INSERT INTO mail_outbox
      (id, order_id, kind, to_address, subject, body_text, body_html, eml, transport, created_at, next_attempt_at)
    VALUES (${id}::uuid, ${mail.orderId ?? null}::uuid, ${mail.kind}, ${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, '', 'outbox',
      ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
    ON CONFLICT (order_id, kind) DO NOTHING RETURNING id::text AS id`);
  return rows[0]?.id;
}

export interface OutboxSettings {
  /** How long a sender's claim on a row lasts (ms); a sender that died is replaced after it. */
  leaseMs: number;
  /** How often unsent rows are looked for (ms); 0: only when asked (tests). */
  intervalMs: number;
}

const envSchema = z.object({
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
});

/** `OUTBOX_LEASE_MS` (default 60 s) and `OUTBOX_INTERVAL_MS` (default 10 s). */
export function outboxSettingsFromEnv(env: Record<string, string | undefined>): OutboxSettings {
  const e = envSchema.parse({ OUTBOX_LEASE_MS: env.OUTBOX_LEASE_MS || undefined, OUTBOX_INTERVAL_MS: env.OUTBOX_INTERVAL_MS || undefined });
  return { leaseMs: e.OUTBOX_LEASE_MS, intervalMs: e.OUTBOX_INTERVAL_MS };
}

interface Claimed {
  id: string;
  order_id: string | null;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string | null;
  body_html: string | null;
  created_at: string;
  attempts: number;
}

export interface OutboxSender {
  /** Delivers one row now if it is unsent and nobody holds it (the normal path right after the commit). */
  deliver(id: string): Promise<'sent' | 'not-due' | 'failed'>;
  /** Delivers every unsent row that is due and not leased; answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Starts the timer (`intervalMs`), after a first run at once. */
  start(): void;
  stop(): Promise<void>;
}

/** Back-off after a failed attempt: 10 s, 20 s, 40 s ... at most an hour. */
const retryDelayMs = (attempts: number): number => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
const BATCH = 20;

/** The `<row-id@domain>` of a row, from the shop's sender address. */
export function messageIdOf(id: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${id}@${domain}>`;
}

/** The `.eml` file of a row: its time (the outbox reads newest last) and its id; the same for every attempt. */
export const outboxFileName = (row: { id: string; kind: string; created_at: string }): string =>
  `${new Date(row.created_at).toISOString().replace(/[:.]/g, '-')}-${row.kind}-${row.id}.eml`;

export function createOutboxSender(options: {
  db: Database;
  mailer: Mailer;
  /** The shop's sender address (the Message-ID's domain). */
  from: string;
  clock: Clock;
  settings: OutboxSettings;
  onError: (err: unknown, context: string) => void;
  /**
   * The message of a row written before the outbox kept bodies (a claimed, empty row a crash
   * left behind): rendered again from its order, or undefined when it cannot be.
   */
  renderMissing?: ((row: { kind: string; orderId: string | null }) => Promise<Pick<MailMessage, 'text' | 'html'> | undefined>) | undefined;
  /**
   * The files a row is sent with, rendered at each attempt from its order (the booking documents of
   * a confirmation, docs/adr/0241-documents-as-pdfs.md); `createdAt` is the row's time, so every
   * attempt builds the same files. None when absent or when it answers an empty list.
   */
  attachmentsFor?: ((row: { kind: string; orderId: string | null; createdAt: Date }) => Promise<readonly MailAttachment[]>) | undefined;
}): OutboxSender {
  const { db, mailer, clock, settings } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  /** Leases rows: the given one, or the due ones; `SKIP LOCKED` lets senders of several processes share the work. */
  const claim = async (id: string | undefined): Promise<Claimed[]> => {
    const now = clock();
    const until = new Date(now.getTime() + settings.leaseMs).toISOString();
    const which =
      id === undefined
        ? sql`SELECT id FROM mail_outbox WHERE sent_at IS NULL AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz)
            AND (next_attempt_at IS NULL OR next_attempt_at <= ${now.toISOString()}::timestamptz)
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`
        : sql`SELECT id FROM mail_outbox WHERE id = ${id}::uuid AND sent_at IS NULL
            AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz) FOR UPDATE SKIP LOCKED`;
    return db.rows<Claimed>(sql`UPDATE mail_outbox SET lease_until = ${until}::timestamptz, attempts = attempts + 1
      WHERE id IN (${which})
      RETURNING id::text AS id, order_id::text AS order_id, kind, to_address, subject, body_text, body_html, created_at::text AS created_at, attempts`);
  };

  const send = async (row: Claimed): Promise<'sent' | 'failed'> => {
    try {
      const body =
        row.body_text !== null
          ? { text: row.body_text, html: row.body_html ?? '' }
          : await options.renderMissing?.({ kind: row.kind, orderId: row.order_id });
      if (!body) throw new Error('outbox row without a body (written before the transactional outbox)');
      const date = new Date(row.created_at);
      const attachments = (await options.attachmentsFor?.({ kind: row.kind, orderId: row.order_id, createdAt: date })) ?? [];
      const message: MailMessage = {
        to: row.to_address,
        subject: row.subject,
        ...body,
        messageId: messageIdOf(row.id, options.from),
        date,
        ...(attachments.length > 0 ? { attachments } : {}),
      };
      const sent = await mailer.send(message, outboxFileName(row));
      await db.rows(sql`UPDATE mail_outbox SET eml = ${sent.eml}, file = ${sent.file ?? null}, transport = ${sent.transport},
        sent_at = ${clock().toISOString()}::timestamptz, lease_until = NULL, error = NULL WHERE id = ${row.id}::uuid`);
      return 'sent';
    } catch (error) {
      options.onError(error, `outbox row ${row.id} (${row.kind}) not delivered`);
      const next = new Date(clock().getTime() + retryDelayMs(row.attempts)).toISOString();
      await db
        .rows(
          sql`UPDATE mail_outbox SET error = ${String(error).slice(0, 500)}, lease_until = NULL, next_attempt_at = ${next}::timestamptz
          WHERE id = ${row.id}::uuid AND sent_at IS NULL`,
        )
        .catch((err: unknown) => options.onError(err, `outbox row ${row.id}: failure not recorded`));
      return 'failed';
    }
  };

  const deliverDue = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const rows = await claim(undefined);
      for (const row of rows) if ((await send(row)) === 'sent') sent += 1;
      if (rows.length < BATCH || stopped) return sent;
    }
  };

  const tick = () => {
    running = running
      .then(deliverDue)
      .catch((err: unknown) => options.onError(err, 'outbox run failed'))
      .finally(() => {
        if (!stopped && settings.intervalMs > 0) timer = setTimeout(tick, settings.intervalMs).unref();
      });
  };

  return {
    async deliver(id) {
      const [row] = await claim(id);
      return row ? send(row) : 'not-due';
    },
    deliverDue,
    start() {
      if (timer !== undefined || stopped) return;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
