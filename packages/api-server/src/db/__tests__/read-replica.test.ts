import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiPlugin } from '../../index';
import { importOffers } from '../../import/offer-import';
import { freePort } from '../../test-support/api-process';
import { flightOffer, ownerCookieOf, readyOrder } from '../../test-support/order-flow-app';
import { TEST_NOW, TEST_RANDOM_SEED, TEST_TODAY, usePostgres } from '../../test-support/test-app';
import { openDatabase, type Database } from '../connection';

// Reads from a streaming replica (docs/adr/0285-reads-from-replicas.md): a real primary and a real
// standby (initdb, pg_basebackup -R, a second postgres) under a temporary folder. The searches read
// the replica and show an import only once the replica has replayed it; an order written meanwhile
// is read back by its buyer at once, from the primary. Runs in the PostgreSQL pass of the API tests
// (`api-pg`), on its own two servers.

/** The folder of initdb, pg_ctl and pg_basebackup: `pg_config --bindir`, else the newest Debian install. */
function postgresBinDir(): string | undefined {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    fromConfig.status === 0 ? fromConfig.stdout.trim() : '',
    ...['17', '16', '15', '14'].map((v) => `/usr/lib/postgresql/${v}/bin`),
  ];
  return candidates.find((dir) => dir !== '' && ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((b) => existsSync(join(dir, b))));
}

const binDir = postgresBinDir();
if (usePostgres && !binDir)
  console.info('read-replica test skipped: no PostgreSQL server binaries (initdb, pg_ctl, pg_basebackup) on this machine');
const describeWithServers = usePostgres && binDir ? describe : describe.skip;
jest.setTimeout(180_000);

/** PostgreSQL refuses to run as root: then every server command runs as the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pg(command: string, args: string[]): void {
  const bin = join(binDir!, command);
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8', timeout: 120_000 })
    : spawnSync(bin, args, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
}

let root: string;
const started: string[] = [];
let app: FastifyInstance | undefined;
let primary: Database;
let replica: Database;

const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

async function startServers(): Promise<{ primaryUrl: string; replicaUrl: string }> {
  root = mkdtempSync(join(tmpdir(), 'read-replica-'));
  if (asRoot)
    chownSync(
      root,
      Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
      Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
    );
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  pg('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  appendFileSync(
    join(primaryDir, 'postgresql.conf'),
    [
      `port = ${primaryPort}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'fsync = off',
      'hot_standby = on',
      '',
    ].join('\n'),
  );
  appendFileSync(join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  pg('pg_ctl', ['-D', primaryDir, '-l', join(root, 'primary.log'), '-w', 'start']);
  started.push(primaryDir);
  pg('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream']);
  appendFileSync(join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
  pg('pg_ctl', ['-D', replicaDir, '-l', join(root, 'replica.log'), '-w', 'start']);
  started.push(replicaDir);
  return { primaryUrl: urlOf(primaryPort), replicaUrl: urlOf(replicaPort) };
}

async function stopServers(): Promise<void> {
  for (const dir of started.reverse()) {
    try {
      pg('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.warn(`could not stop the test server in ${dir}: ${(error as Error).message}`);
    }
  }
  started.length = 0;
  if (root) rmSync(root, { recursive: true, force: true });
}

/** Waits until the replica has replayed everything the primary has written so far (no fixed sleep). */
async function replayed(): Promise<void> {
  const [{ lsn }] = (await primary.rows<{ lsn: string }>(sql`SELECT pg_current_wal_lsn()::text AS lsn`)) as [{ lsn: string }];
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [row] = await replica.rows<{ done: boolean }>(sql`SELECT pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn AS done`);
    if (row?.done) return;
    if (Date.now() > deadline) throw new Error(`replica did not replay up to ${lsn} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const versionOn = async (db: Database) =>
  Number((await db.rows<{ v: string }>(sql`SELECT version::text AS v FROM search_data_version WHERE id = 1`))[0]?.v);

interface Listed {
  total: number;
  offers: { hash: string; pricePerPerson: number }[];
}
const listOffer = async (hash: string): Promise<Listed> => {
  const res = await app!.inject({ method: 'GET', url: `/api/offers/list/?offer=${hash}` });
  expect(res.statusCode).toBe(200);
  return res.json() as Listed;
};

describeWithServers('reads from a PostgreSQL streaming replica', () => {
  beforeAll(async () => {
    try {
      const { primaryUrl, replicaUrl } = await startServers();
      app = Fastify({ logger: false });
      await app.register(apiPlugin, {
        prefix: '/api',
        dataDir: root,
        databaseUrl: primaryUrl,
        databaseReadUrls: [replicaUrl],
        seedOffers: 400,
        randomSeed: TEST_RANDOM_SEED,
        clock: () => TEST_NOW,
        demoAccounts: false,
        hotelPhotos: false,
        sweepIntervalMs: 0,
      });
      await app.ready();
      // The first request waits for the migrations and the seed, written on the primary.
      await app.inject({ url: '/api/health' });
      primary = await openDatabase({ databaseUrl: primaryUrl });
      replica = await openDatabase({ databaseUrl: replicaUrl });
      await replayed();
    } catch (error) {
      await app?.close().catch(() => undefined);
      await stopServers();
      throw error;
    }
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await primary?.close().catch(() => undefined);
    await replica?.close().catch(() => undefined);
    await stopServers();
  });

  it('serves an import once the replica replayed it, and a buyer reads the order just placed at once', async () => {
    const [{ in_recovery }] = (await replica.rows<{ in_recovery: boolean }>(sql`SELECT pg_is_in_recovery() AS in_recovery`)) as [
      { in_recovery: boolean },
    ];
    expect(in_recovery).toBe(true);
    const ordered = await flightOffer(primary, 2);
    const [repriced, withdrawn] = await primary.rows<{ hash: string; price_adult: number }>(sql`
      SELECT hash, price_adult FROM offers
      WHERE departure_date > ${TEST_TODAY}::date AND places_left >= 2 AND hash <> ${ordered.hash}
      ORDER BY id LIMIT 2`);
    const before = (await listOffer(repriced!.hash)).offers[0]!;
    expect((await listOffer(withdrawn!.hash)).total).toBe(1);

    // The replica stops replaying: what the primary writes now is not there yet.
    await replica.rows(sql`SELECT pg_wal_replay_pause()`);
    const report = await importOffers(
      primary,
      { changed: [{ hash: repriced!.hash, priceAdult: repriced!.price_adult + 100 }], withdrawn: [withdrawn!.hash] },
      { today: TEST_TODAY },
    );
    expect(report).toMatchObject({ changed: 1, repriced: 1, withdrawn: 1 });
    expect(await versionOn(primary)).toBeGreaterThan(await versionOn(replica));

    // Searches answer what the replica holds: the version it has not replayed is not served as current.
    expect((await listOffer(withdrawn!.hash)).total).toBe(1);
    expect((await listOffer(repriced!.hash)).offers[0]!.pricePerPerson).toBe(before.pricePerPerson);

    // Meanwhile a buyer places an order and reads it back at once: it is on the primary only.
    const orderId = await readyOrder(app!, ordered.hash);
    const cookie = ownerCookieOf(orderId);
    const summary = await app!.inject({ method: 'GET', url: `/api/order/summary/${orderId}/`, headers: cookie ? { cookie } : {} });
    expect(summary.statusCode).toBe(200);
    expect((summary.json() as { order: { id: string } }).order.id).toBe(orderId);
    expect(await replica.rows(sql`SELECT 1 FROM orders WHERE id::text = ${orderId}`)).toHaveLength(0);

    // Replay resumes; once the replica has caught up with the primary, the search shows the import.
    await replica.rows(sql`SELECT pg_wal_replay_resume()`);
    await replayed();
    expect((await listOffer(withdrawn!.hash)).total).toBe(0);
    const after = (await listOffer(repriced!.hash)).offers[0]!;
    expect(after.hash).toBe(repriced!.hash);
    expect(after.pricePerPerson).toBeGreaterThan(before.pricePerPerson);
  });
});
