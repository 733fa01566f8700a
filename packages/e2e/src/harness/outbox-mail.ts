import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  /** The `.eml` as stored. */
  readonly eml: string;
  /** The text parts decoded (base64 or quoted-printable, UTF-8): what the reader sees. */
  readonly text: string;
}

const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The text parts of a MIME message as nodemailer builds it, decoded. */
function decodedText(eml: string): string {
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]!);
  const parts =
    boundaries.length === 0
      ? [eml]
      : eml.split(new RegExp(boundaries.map((b) => `--${b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|')));
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return '';
      const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      if (!/Content-Type: text\//i.test(head)) return '';
      const body = part.slice(split).trim();
      if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join('\n');
}

/** Every e-mail the site wrote to its outbox (`DATA_DIR/outbox/*.eml`, without SMTP), oldest first. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => {
      const eml = readFileSync(path.join(dir, f), 'utf8');
      return { eml, text: decodedText(eml) };
    });
}
