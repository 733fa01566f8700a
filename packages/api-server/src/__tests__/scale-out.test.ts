import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createUser } from '../auth/users';
import { openDatabase, type Database } from '../db/connection';
import { usePostgres } from '../test-support/test-app';
import {
  apiReady,
  postgresAdmin,
  postgresDatabaseUrl,
  startApiProcess,
  stopApiProcess,
  type ApiProcess,
} from '../test-support/api-process';

// Scale-out (docs/adr/0191-offer-import-and-scale-out.md): the API keeps no state of its own, so
// N API processes share one PostgreSQL. Two real processes (src/main.ts) start at the same time on
// one empty database: exactly one migrates and seeds it; then sessions, favourites and orders
// written through one are read and used through the other. PostgreSQL only (the `api-pg` suite):
// PGlite's files belong to one process.
const describeOnPostgres = usePostgres ? describe : describe.skip;
jest.setTimeout(120_000);

const PASSWORD = 'skalowanie-test-1';
const dbName = `travel_scaleout_test_${process.pid}_${Math.floor(Math.random() * 1e6)}`;

const processes: ApiProcess[] = [];
let dataDir: string;
let db: Database | undefined;

const admin = postgresAdmin;
const databaseUrl = (name = dbName): string => postgresDatabaseUrl(name);

async function startApi(name: string, env: Record<string, string> = {}, database = dbName): Promise<ApiProcess> {
  const api = await startApiProcess({ DATABASE_URL: databaseUrl(database), SEED_OFFERS: '600', DATA_DIR: join(dataDir, name), ...env });
  processes.push(api);
  return api;
}
const ready = (api: ApiProcess) => apiReady(api, 90_000);
const stop = (api: ApiProcess) => stopApiProcess(api);

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

const post = (api: ApiProcess, path: string, body: unknown, cookie?: string) =>
  fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const get = (api: ApiProcess, path: string, cookie?: string) => fetch(`${api.base}${path}`, { headers: cookie ? { cookie } : {} });

let a: ApiProcess;
let b: ApiProcess;

describeOnPostgres('two API processes behind one PostgreSQL', () => {
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    await admin(`CREATE DATABASE ${dbName}`);
    // Both start on the empty database at once.
    [a, b] = await Promise.all([startApi('a'), startApi('b')]);
    await Promise.all([ready(a), ready(b)]);
    db = await openDatabase({ databaseUrl: databaseUrl() });
  });

  afterAll(async () => {
    await Promise.all(processes.map(stop));
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrate and seed the empty database once, whichever starts first', async () => {
    const [seed] = await db!.rows<{ seeds: number; offers: number; migrations: number }>(sql`SELECT
      (SELECT count(*)::int FROM seed_info) AS seeds, (SELECT count(*)::int FROM offers) AS offers,
      (SELECT count(*)::int FROM schema_migrations) AS migrations`);
    expect(seed).toMatchObject({ seeds: 1, offers: 600 });
    const [ca, cb] = await Promise.all([get(a, '/offers/searcher/offer-count/'), get(b, '/offers/searcher/offer-count/')]);
    expect(await ca.json()).toEqual(await cb.json());
  });

  it('a staff session signed in through one process works and ends through the other', async () => {
    await createUser(
      db!,
      { email: 'skalowanie@test.example', displayName: 'Skalowanie', roles: ['ROLE_ADMIN'], password: PASSWORD },
      new Date(),
    );
    const signedIn = await post(a, '/auth/login/', { email: 'skalowanie@test.example', password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).toMatch(/session=/);
    expect(await (await get(b, '/auth/user-info/', cookie)).json()).toMatchObject({
      authenticated: true,
      user: { email: 'skalowanie@test.example' },
      roles: ['ROLE_ADMIN'],
    });
    // A staff-only call through the other process: allowed with the session, refused without.
    expect((await get(b, '/offers/debug/hit-offers/', cookie)).status).toBe(200);
    expect((await get(b, '/offers/debug/hit-offers/')).status).toBe(401);
    // Signed out through B: A no longer knows the session.
    expect((await post(b, '/auth/logout/', {}, cookie)).status).toBe(200);
    expect(await (await get(a, '/auth/user-info/', cookie)).json()).toMatchObject({ authenticated: false });
  });

  it('favourites added through one process are listed and removed through the other', async () => {
    const [first, second] = await db!.rows<{ hash: string }>(
      sql`SELECT hash FROM offers WHERE departure_date > current_date + 1 AND places_left >= 2 ORDER BY id LIMIT 2`,
    );
    const added = await post(a, '/offers/favorites/', { offerHash: first!.hash });
    expect(added.status).toBeLessThan(300);
    const cookie = cookieOf(added);
    expect(cookie).toMatch(/favoritesId=/);
    expect((await post(b, '/offers/favorites/', { offerHash: second!.hash }, cookie)).status).toBeLessThan(300);
    const listed = JSON.stringify(await (await get(a, '/offers/favorites/', cookie)).json());
    expect(listed).toContain(first!.hash);
    expect(listed).toContain(second!.hash);
    expect(await (await get(b, '/offers/favorites/count/', cookie)).json()).toEqual({ count: 2 });
    const removed = await fetch(`${b.base}/offers/favorites/`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ offerHash: first!.hash }),
    });
    expect(removed.status).toBeLessThan(300);
    expect(await (await get(a, '/offers/favorites/count/', cookie)).json()).toEqual({ count: 1 });
  });

  it('an order created through one process is read through the other', async () => {
    const [offer] = await db!.rows<{ hash: string }>(
      sql`SELECT hash FROM offers WHERE departure_date > current_date + 45 AND places_left >= 4 ORDER BY id LIMIT 1`,
    );
    const created = await post(a, '/purchase/create-offer-request/', { offerHash: offer!.hash, adults: 2, children: [] });
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const summary = await get(b, `/order/summary/${orderId}/`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({ order: { offer: { hash: offer!.hash } } });
  });
});

const clusterDbName = `${dbName}_cluster`;

/** The process ids the primary reported listening, in order. */
const listeningPids = (api: ApiProcess) => [...api.output.join('').matchAll(/API process (\d+) listening/g)].map((m) => Number(m[1]));

/** A PUT over a connection of its own (fetch would reuse one, and so reach one process). */
function putOnNewConnection(url: string, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'PUT', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end(body);
  });
}

async function until(condition: () => boolean, what: string, api: ApiProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not seen in 60 s: ${what}\n${api.output.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeOnPostgres('one API port served by API_PROCESSES=2 (ADR 0195)', () => {
  let api: ApiProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'scale-out-cluster-'));
    await admin(`CREATE DATABASE ${clusterDbName}`);
    api = await startApi('cluster', { API_PROCESSES: '2' }, clusterDbName);
    await ready(api);
    await until(() => listeningPids(api).length === 2, 'two API processes listening', api);
  });

  afterAll(async () => {
    if (api) await stop(api);
    await admin(`DROP DATABASE IF EXISTS ${clusterDbName} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts a rate limit over both processes: the call over the limit is refused whichever answers', async () => {
    expect(new Set(listeningPids(api)).size).toBe(2);
    // The newsletter form allows 10 calls a minute per address. Each process counted in its own
    // memory before: the eleventh passed whenever the calls had been spread over both.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push(await putOnNewConnection(`${api.base}/marketing/newsletter/`, '{}'));
    // The first ten are counted and then refused for their empty body; the eleventh for the limit.
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 400), 429]);
  });

  it('replaces a process that dies, and keeps answering on the same port', async () => {
    const [victim] = listeningPids(api);
    process.kill(victim!, 'SIGKILL');
    await until(() => listeningPids(api).length === 3, 'a replacement API process listening', api);
    expect(listeningPids(api)[2]).not.toBe(victim);
    for (let i = 0; i < 4; i += 1) {
      expect((await fetch(`${api.base}/offers/searcher/offer-count/`)).status).toBe(200);
    }
  });
});
