import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

/** A file sent with the message (a booking's PDF documents with its confirmation). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<id@domain>`: the same for every attempt at one outbox row, so a repeat is recognisable as one message. */
  messageId?: string | undefined;
  /** The message's `Date` header (the outbox row's time, so every attempt builds the same message). */
  date?: Date | undefined;
  attachments?: readonly MailAttachment[] | undefined;
}

export interface SentMail {
  transport: 'outbox' | 'smtp';
  /** The RFC 822 message as sent or stored. */
  eml: string;
  /** Where the `.eml` file was written (outbox only). */
  file: string | undefined;
}

export interface Mailer {
  send(message: MailMessage, fileName: string): Promise<SentMail>;
  close(): void;
}

/**
 * Mail through nodemailer: SMTP when `smtpUrl` is set, otherwise an outbox, `.eml` files under
 * `DATA_DIR/outbox` that staff can open (the caller records both in the `mail_outbox` table). The
 * message is built once with nodemailer's stream transport, so what is stored is what is sent.
 * A file is written under a temporary name and renamed: a crash leaves the whole file or none, and
 * writing the same file name again replaces it (the outbox names it after its row).
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  const render = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const smtp = options.smtpUrl ? createTransport(options.smtpUrl) : undefined;
  return {
    async send(message, fileName) {
      const { messageId, date, attachments, ...rest } = message;
      // With a Message-ID the multipart boundary derives from it too, so every attempt at one
      // outbox row builds the very same message.
      const stable = messageId ? { messageId, baseBoundary: createHash('sha256').update(messageId).digest('hex').slice(0, 16) } : {};
      const mail = {
        from: options.from,
        ...rest,
        ...stable,
        ...(date ? { date } : {}),
        ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a })) } : {}),
      };
      const built = await render.sendMail(mail);
      const eml = (built.message as Buffer).toString('utf8');
      if (smtp) {
        await smtp.sendMail({ envelope: built.envelope, raw: eml });
        return { transport: 'smtp', eml, file: undefined };
      }
      const dir = join(options.dataDir, 'outbox');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, fileName);
      const partial = join(dir, `.${fileName}.${process.pid}.part`);
      writeFileSync(partial, eml);
      renameSync(partial, file);
      return { transport: 'outbox', eml, file };
    },
    close() {
      smtp?.close();
    },
  };
}
