import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from '../../db/migrate';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../../test-support/test-app';
import { createMailer, type Mailer } from '../mailer';
import { createOutboxSender, enqueueMail, messageIdOf, type OutboxSender } from '../outbox';

// The transactional outbox (docs/adr/0205-outbox-idempotency-lanes.md): a row written with the
// change that causes it, delivered at least once under its own Message-ID and file name, resumed
// after a sender died holding it. The clock is the test's; nothing waits for real time.
jest.setTimeout(60_000);

const FROM = 'Podróżownia <rezerwacje@podrozownia.pl>';
const LEASE_MS = 60_000;
let test: TestDatabase;
let dataDir: string;
let now = TEST_NOW.getTime();
const clock = () => new Date(now);
const senders: OutboxSender[] = [];

const mail = (to: string) => ({
  kind: 'test-mail',
  to,
  subject: `Wiadomość dla ${to}`,
  text: 'Treść wiadomości.',
  html: '<p>Treść wiadomości.</p>',
});
const realMailer = () => createMailer({ smtpUrl: undefined, from: FROM, dataDir });
function sender(mailer: Mailer): OutboxSender {
  const s = createOutboxSender({
    db: test.db,
    mailer,
    from: FROM,
    clock,
    settings: { leaseMs: LEASE_MS, intervalMs: 0 },
    onError: () => undefined,
  });
  senders.push(s);
  return s;
}
const files = () => readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml'));
const row = async (id: string) =>
  (
    await test.db.rows<{ sent_at: string | null; file: string | null; eml: string; attempts: number; error: string | null }>(
      sql`SELECT sent_at::text AS sent_at, file, eml, attempts, error FROM mail_outbox WHERE id = ${id}::uuid`,
    )
  )[0]!;

beforeAll(async () => {
  test = await createTestDatabase();
  await migrate(test.db);
});
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
});
afterEach(async () => {
  await test.db.rows(sql`DELETE FROM mail_outbox`);
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => {
  await test.db.close();
});

it('writes an e-mail only with the transaction that causes it', async () => {
  await expect(
    test.db.transaction(async (tx) => {
      await enqueueMail(tx, mail('wycofana@example.pl'), clock());
      throw new Error('the state change failed');
    }),
  ).rejects.toThrow('the state change failed');
  const id = await test.db.transaction((tx) => enqueueMail(tx, mail('zatwierdzona@example.pl'), clock()));
  const rows = await test.db.rows<{ to_address: string }>(sql`SELECT to_address FROM mail_outbox`);
  expect(rows).toEqual([{ to_address: 'zatwierdzona@example.pl' }]);

  expect(await sender(realMailer()).deliver(id!)).toBe('sent');
  const sent = await row(id!);
  expect(sent.sent_at).not.toBeNull();
  expect(readFileSync(sent.file!, 'utf8')).toBe(sent.eml);
  expect(sent.eml).toContain(`Message-ID: ${messageIdOf(id!, FROM)}`);
  // Delivered once: asking again sends nothing.
  expect(await sender(realMailer()).deliver(id!)).toBe('not-due');
  expect(await sender(realMailer()).deliverDue()).toBe(0);
  expect(files()).toHaveLength(1);
});

it('a sender that died holding a row loses it when its lease ends; the row is delivered once more, to the same file and Message-ID', async () => {
  const id = await test.db.transaction((tx) => enqueueMail(tx, mail('jan.nowak@example.pl'), clock()));
  // The first sender writes the file and dies before it marks the row sent.
  const real = realMailer();
  let dying: () => void = () => undefined;
  const died = new Promise<void>((resolve) => (dying = resolve));
  const dead: Mailer = {
    async send(message, fileName) {
      await real.send(message, fileName);
      dying();
      return new Promise(() => undefined);
    },
    close: () => undefined,
  };
  void sender(dead).deliverDue();
  await died;
  expect(files()).toHaveLength(1);
  const firstCopy = readFileSync(join(dataDir, 'outbox', files()[0]!), 'utf8');
  expect((await row(id!)).sent_at).toBeNull();

  // A new process: while the lease holds, it leaves the row alone.
  const next = sender(realMailer());
  now += LEASE_MS - 1;
  expect(await next.deliverDue()).toBe(0);
  // Once the lease is over it delivers the row.
  now += 2;
  expect(await next.deliverDue()).toBe(1);
  const sent = await row(id!);
  expect(sent.sent_at).not.toBeNull();
  expect(sent.attempts).toBe(2);
  // The same message, the same file: the buyer's mailbox (here the outbox folder) holds it once.
  expect(files()).toHaveLength(1);
  expect(sent.eml).toBe(firstCopy);
  expect(sent.eml).toContain(`Message-ID: ${messageIdOf(id!, FROM)}`);
  expect(readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.part'))).toEqual([]);
});

it('a failed delivery is recorded and tried again after a back-off', async () => {
  const id = await test.db.transaction((tx) => enqueueMail(tx, mail('ewa@example.pl'), clock()));
  const real = realMailer();
  let refuse = true;
  const flaky = sender({
    async send(message, fileName) {
      if (refuse) throw new Error('SMTP 451: try again later');
      return real.send(message, fileName);
    },
    close: () => undefined,
  });
  expect(await flaky.deliver(id!)).toBe('failed');
  expect((await row(id!)).error).toContain('451');
  refuse = false;
  // Not before the back-off ends.
  expect(await flaky.deliverDue()).toBe(0);
  now += 10_001;
  expect(await flaky.deliverDue()).toBe(1);
  const sent = await row(id!);
  expect(sent.error).toBeNull();
  expect(existsSync(sent.file!)).toBe(true);
});
