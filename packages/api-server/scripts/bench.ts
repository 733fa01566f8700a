// `npm run bench:api [-- --pg-offers 1000000 --pglite-offers 200000 --requests 200 --reuse]`
// Seeds PostgreSQL and PGlite, serves the API over real HTTP and replays a fixed query mix of every
// read-only call the pages make, from one client and from 16 concurrent clients; writes
// docs/benchmarks.md (its generated part, up to `<!-- bench:api:end -->`; the sections after it are kept).
// A subset, quickly: `--only postgres` (or `pglite`), `--calls autosuggest,hotel` (call names or
// groups: search, autosuggest, hotel, order, content; `--list` prints them), `--clients 1`
// (skip the concurrent rows), `--pg-db travel_import` (another database than `travel_bench`).
// A run of a subset of calls prints its figures and writes the doc only when `--out` is given.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem, platform, release, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { Client } from 'pg';
import { openDatabase, type Database } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { Random } from '../src/seed/random';
import { DEFAULT_RANDOM_SEED, resetDatabase, seedDatabase } from '../src/seed/index';
import { apiPlugin } from '../src/index';
import { systemClock, warsawToday, addDays } from '../src/lib/dates';
import { filterSets } from './bench-filter-sets';

const { values } = parseArgs({
  options: {
    'pg-offers': { type: 'string', default: '1000000' },
    'pglite-offers': { type: 'string', default: '200000' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '16' },
    'admin-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    calls: { type: 'string' },
    clients: { type: 'string', default: '1,16' },
    'pg-db': { type: 'string', default: 'travel_bench' },
    list: { type: 'boolean', default: false },
    out: { type: 'string' },
    processes: { type: 'string' },
  },
});
const requests = Number(values.requests);
const loadAtStart = loadavg()[0] ?? 0;
const concurrency = Number(values.concurrency);
if (values.only !== undefined && values.only !== 'postgres' && values.only !== 'pglite') throw new Error('--only is postgres or pglite');
if (!/^[a-z0-9_]+$/.test(values['pg-db'])) throw new Error('--pg-db: a plain database name');
/** Client counts per row: `1` one client, `16` (or `--concurrency`) the concurrent run. */
const clientModes = values.clients.split(',').map((c) => (c.trim() === '16' ? concurrency : Number(c)));
if (clientModes.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('--clients: e.g. 1,16');
const apiProcesses = values.processes === undefined ? undefined : Number(values.processes);
if (apiProcesses !== undefined && (!Number.isInteger(apiProcesses) || apiProcesses < 1))
  throw new Error('--processes: a whole number, e.g. 2');
if (apiProcesses !== undefined && values.only !== 'postgres')
  throw new Error('--processes needs --only postgres (PGlite belongs to one process)');
const today = warsawToday(systemClock);

/** A call the pages make: its group (for `--calls`), its p95 target at one client when the issues give one, its URLs. */
interface Call {
  kind: string;
  group: 'search' | 'autosuggest' | 'hotel' | 'order' | 'content';
  target?: number;
  urls: string[];
}

/** What a search-box user types (three letters and more, as the box sends them). */
const typed = [
  'gre',
  'kre',
  'tur',
  'egi',
  'hisz',
  'maj',
  'ant',
  'rod',
  'hur',
  'sha',
  'bul',
  'cypr',
  'tun',
  'chor',
  'tajl',
  'dub',
  'hot',
  'pal',
  'bea',
  'sun',
  'roy',
  'res',
  'mar',
  'ist',
  'ala',
];

/**
 * Every read-only call the listing, hotel, offer, order and content pages make, with ids taken
 * from the seeded data (the same on every run of the same seed). Orders are created for the order
 * calls (`create-offer-request` writes an order row and nothing else).
 */
async function callMix(db: Database, base: string, selects: (c: Pick<Call, 'kind' | 'group'>) => boolean): Promise<Call[]> {
  const sets = filterSets(today);
  const sorts = ['cena', 'cena', 'cena', 'popularnosc', 'ocena', 'termin', 'rabat', 'hity'];
  const calls: Call[] = [
    {
      kind: 'list',
      group: 'search',
      target: 50,
      urls: sets.map((f, i) => `/api/offers/list/?${f}&sortBy=${sorts[i % sorts.length]}&limit=20&offset=${i % 5 === 0 ? 20 : 0}`),
    },
    { kind: 'offer-count', group: 'search', target: 50, urls: sets.map((f) => `/api/offers/searcher/offer-count/?${f}`) },
    { kind: 'filters', group: 'search', target: 100, urls: sets.map((f) => `/api/offers/filters/?${f}`) },
    { kind: 'map-listing', group: 'search', target: 100, urls: sets.map((f) => `/api/offers/map-listing/?${f}`) },
  ];
  const rnd = new Random(7);
  const categories = ['', '', '', 'wakacje', 'last-minute', 'narty', 'egzotyka', 'all-inclusive'];
  const transports = ['', '', 'samolot', 'autokar'];
  calls.push(
    {
      kind: 'autosuggest',
      group: 'autosuggest',
      target: 30,
      urls: typed.map((q) => {
        const category = rnd.pick(categories);
        const transport = rnd.pick(transports);
        return `/api/offers/searcher/autosuggest/?query=${encodeURIComponent(q)}${category ? `&category=${category}` : ''}${transport ? `&transport=${transport}` : ''}`;
      }),
    },
    {
      kind: 'hotels-autosuggest',
      group: 'autosuggest',
      target: 30,
      urls: typed.map((q) => `/api/v1/hotels/searcher/autosuggest/?query=${encodeURIComponent(q)}`),
    },
    {
      kind: 'guide-autosuggest',
      group: 'autosuggest',
      target: 30,
      urls: typed.map((q) => `/api/guide/searcher/autosuggest/?query=${encodeURIComponent(q)}`),
    },
    {
      kind: 'destinations',
      group: 'autosuggest',
      urls: [undefined, 'samolot', 'autokar'].flatMap((t) =>
        [undefined, 'narty', 'egzotyka'].map(
          (c) => `/api/offers/searcher/destinations/?${c ? `category=${c}&` : ''}${t ? `transport=${t}` : ''}`,
        ),
      ),
    },
  );
  const needs = (kinds: string[], group: Call['group']) => kinds.some((kind) => selects({ kind, group }));
  if (
    needs(['hotel', 'hotel-opinions', 'hotel-faq', 'offer', 'offer-config', 'offer-calendar'], 'hotel') ||
    needs(['order-summary', 'purchase-offer-summary'], 'order')
  ) {
    // Offers on sale in every part of the data: every 97th by id, a fixed sample.
    const offers = await db.rows<{ hash: string; hotel_id: number; duration_days: number; month: string }>(sql`
      SELECT hash, hotel_id, duration_days, to_char(departure_date, 'YYYY-MM') AS month FROM offers
      WHERE departure_date > ${addDays(today, 7)}::date AND places_left >= 2 AND id % 97 = 0 ORDER BY id LIMIT 60`);
    const hotels = [...new Set(offers.map((o) => o.hotel_id))];
    calls.push(
      { kind: 'hotel', group: 'hotel', urls: hotels.map((id) => `/api/v1/hotels/hotel/?hotelId=${id}`) },
      {
        kind: 'hotel-opinions',
        group: 'hotel',
        urls: hotels.flatMap((id) => [
          `/api/v1/hotels/opinions/summary/${id}/`,
          `/api/v1/hotels/opinions/list/${id}/?limit=6`,
          `/api/v1/hotels/opinions/ft/${id}/`,
        ]),
      },
      {
        kind: 'hotel-faq',
        group: 'hotel',
        urls: hotels.flatMap((id) => [`/api/v1/hotels/faq/?hotelId=${id}`, `/api/v1/hotels/hotel/extra-info/?hotelId=${id}`]),
      },
      { kind: 'offer', group: 'hotel', urls: offers.map((o) => `/api/offers/offer/?offerHash=${o.hash}`) },
      { kind: 'offer-config', group: 'hotel', urls: offers.map((o) => `/api/offers/offer/config/?hashId=${o.hash}`) },
      {
        kind: 'offer-calendar',
        group: 'hotel',
        urls: offers.map((o) => `/api/offers/offer/calendar/?mdsRelationId=${o.hotel_id}&month=${o.month}&durationDays=${o.duration_days}`),
      },
    );
    if (needs(['order-summary', 'purchase-offer-summary'], 'order')) {
      const orders: string[] = [];
      for (const o of offers.slice(0, 10)) {
        const res = await fetch(`${base}/api/purchase/create-offer-request/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ offerHash: o.hash, adults: 2, children: [] }),
        });
        if (res.status !== 201) throw new Error(`create-offer-request answered ${res.status}: ${await res.text()}`);
        orders.push(((await res.json()) as { orderId: string }).orderId);
      }
      calls.push(
        { kind: 'order-summary', group: 'order', urls: orders.map((id) => `/api/order/summary/${id}/`) },
        { kind: 'purchase-offer-summary', group: 'order', urls: orders.map((id) => `/api/purchase/offer-summary/${id}/`) },
      );
    }
  }
  const places = (await db.rows<{ path: string }>(sql`SELECT path FROM locations WHERE depth BETWEEN 1 AND 2 ORDER BY id`)).map(
    (l) => l.path,
  );
  const countries = (await db.rows<{ slug: string }>(sql`SELECT slug FROM locations WHERE kind = 'country' ORDER BY id`)).map(
    (l) => l.slug,
  );
  calls.push(
    { kind: 'guide-location-details', group: 'content', urls: places.map((p) => `/api/guide/location/details/?location=${p}`) },
    { kind: 'guide-location-offers', group: 'content', urls: places.map((p) => `/api/guide/locations/offers/?location=${p}`) },
    {
      kind: 'guide-lists',
      group: 'content',
      urls: [
        '/api/guide/locations/popular/',
        '/api/guide/locations/best/',
        '/api/guide/locations/world/',
        '/api/offers/destinations/guide/',
        '/api/offers/destinations/discover/',
      ],
    },
    {
      kind: 'home',
      group: 'content',
      urls: [
        '/api/offers/last-minute/',
        '/api/offers/hit-offers/',
        '/api/offers/hit-offers/count/',
        '/api/v1/hotels/opinions/featured/?sortBy=newest',
        '/api/v1/hotels/opinions/featured/?sortBy=rating',
        '/api/seo/categories/',
      ],
    },
    {
      kind: 'seo',
      group: 'content',
      urls: countries.flatMap((c) => [
        `/api/seo/meta/?pathname=/wakacje/${c}/`,
        `/api/seo/faq/?location=${c}`,
        `/api/seo/destinations/?location=${c}`,
        `/api/v1/hotels/quick-links/?country=${c}`,
      ]),
    },
    { kind: 'weather', group: 'content', urls: countries.map((c) => `/api/weather/content/season/?location=${c}`) },
  );
  return calls.filter(selects);
}

interface Stats {
  target?: number | undefined;
  kind: string;
  mode: string;
  n: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function run(base: string, kind: string, urls: string[], clients: number): Promise<Stats> {
  const times: number[] = [];
  const slow: [number, string][] = [];
  let errors = 0;
  let next = 0;
  // Warm-up: one pass over a few distinct URLs (plans, caches), not measured.
  for (const u of urls.slice(0, 3)) await fetch(base + u).then((r) => r.arrayBuffer());
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) {
        const url = urls[next++ % urls.length] as string;
        const t0 = performance.now();
        const res = await fetch(base + url);
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        times.push(ms);
        slow.push([ms, url]);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  if (clients === 1) for (const [ms, u] of slow.sort((a, b) => b[0] - a[0]).slice(0, 3)) console.info(`  slowest ${ms.toFixed(0)} ms ${u}`);
  return {
    kind,
    mode: clients === 1 ? '1 client' : `${clients} clients`,
    n: times.length,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    rps: times.length / elapsed,
    errors,
  };
}

interface RunningApi {
  address: string;
  close(): Promise<void>;
}

/** The API inside this process, on the bench's own database connection (the default). */
async function inProcessApi(db: Database): Promise<RunningApi> {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { prefix: '/api', dataDir: '/nonexistent', database: db, seedOffers: 0 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { address, close: () => app.close() };
}

/** One GET over a connection of its own: cluster hands each new connection to the next process. */
const getOnNewConnection = (url: string) =>
  new Promise<number>((done, fail) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });

/** `src/main.ts` with API_PROCESSES=`count` on its own port, ready when every process has loaded its offer index. */
async function startApiProcesses(databaseUrl: string, count: number): Promise<RunningApi> {
  const port = await new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => done(p));
    });
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      API_PROCESSES: String(count),
      SEED_OFFERS: '0',
      DEMO_ACCOUNTS: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
  const address = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  const listening = () => (count === 1 ? 1 : [...output.join('').matchAll(/API process \d+ listening/g)].length);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited (${child.exitCode}):\n${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`API not listening in 300 s:\n${output.join('')}`);
    const status = listening() >= count ? await getOnNewConnection(`${address}/api/offers/searcher/offer-count/`).catch(() => 0) : 0;
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // Requests wait for the process's offer index; new connections go round the processes, so 2 per process reach all.
  for (let i = 0; i < 2 * count; i += 1) await getOnNewConnection(`${address}/api/offers/searcher/offer-count/`);
  console.info(`API: ${count} process(es) of src/main.ts on port ${port}`);
  return {
    address,
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function bench(
  label: string,
  db: Database,
  offers: number,
  databaseUrl?: string,
): Promise<{ label: string; seedSeconds: number | null; stats: Stats[] }> {
  let seedSeconds: number | null = null;
  const existing = values.reuse ? await db.rows<{ offers: number }>(sql`SELECT offers FROM seed_info`).catch(() => []) : [];
  if (existing[0]?.offers !== offers) {
    await resetDatabase(db);
    await migrate(db);
    console.info(`${label}: seeding ${offers} offers…`);
    const report = await seedDatabase(db, { offers, today, randomSeed: DEFAULT_RANDOM_SEED }, (m) => console.info(`${label}: ${m}`));
    seedSeconds = report.ms / 1000;
    console.info(`${label}: seeded in ${seedSeconds.toFixed(1)} s`);
  }
  const api =
    apiProcesses !== undefined && databaseUrl !== undefined ? await startApiProcesses(databaseUrl, apiProcesses) : await inProcessApi(db);
  const address = api.address;
  const stats: Stats[] = [];
  for (const call of await callMix(db, address, wanted)) {
    for (const clients of clientModes) {
      const s = await run(address, call.kind, call.urls, clients);
      console.info(
        `${label} ${call.kind} ${s.mode}: p50 ${s.p50.toFixed(1)} p95 ${s.p95.toFixed(1)} p99 ${s.p99.toFixed(1)} ms, ${s.rps.toFixed(1)} rps, errors ${s.errors}`,
      );
      stats.push({ ...s, target: call.target });
    }
  }
  await api.close();
  return { label, seedSeconds, stats };
}

const groups = ['search', 'autosuggest', 'hotel', 'order', 'content'];
const callNames = [
  'list',
  'offer-count',
  'filters',
  'map-listing',
  'autosuggest',
  'hotels-autosuggest',
  'guide-autosuggest',
  'destinations',
  'hotel',
  'hotel-opinions',
  'hotel-faq',
  'offer',
  'offer-config',
  'offer-calendar',
  'order-summary',
  'purchase-offer-summary',
  'guide-location-details',
  'guide-location-offers',
  'guide-lists',
  'home',
  'seo',
  'weather',
];
if (values.list) {
  console.info(`groups: ${groups.join(', ')}\ncalls: ${callNames.join(', ')}`);
  process.exit(0);
}
const selected = values.calls?.split(',').map((c) => c.trim());
const unknownCalls = selected?.filter((c) => !groups.includes(c) && !callNames.includes(c)) ?? [];
if (unknownCalls.length > 0)
  throw new Error(`--calls: unknown ${unknownCalls.join(', ')} (groups: ${groups.join(', ')}; calls: ${callNames.join(', ')})`);
/** Whether `--calls` selects a call (by its name or its group); everything without `--calls`. */
function wanted(c: { kind: string; group: string }): boolean {
  return selected === undefined || selected.includes(c.kind) || selected.includes(c.group);
}
/** A run of every call writes the doc; a subset only when `--out` names where. */
const out = values.out ?? (selected === undefined ? resolve(process.env.INIT_CWD ?? process.cwd(), 'docs/benchmarks.md') : undefined);

const seedNote = `With \`--reuse\` the PostgreSQL database (\`--pg-db\`, default \`travel_bench\`) is seeded once and kept;
\`DATABASE_URL=… npm run seed -- --offers 1000000\` loads 1M offers (1 500 hotels) through COPY: its times, against the
former JSON inserts, are under "Offer import" below. The PGlite database is seeded in memory by each run (time in its
heading).

Why an aim is or is not met, with repeated runs and their load averages: "Search at 1M offers" below.`;

const notes = `## How the queries are built (ADR 0040, ADR 0190)

- **list**, **offer-count**, **filters** and **map-listing** are answered from an in-memory offer index in
  the API process (ADR 0190): per hotel, the offer columns that conditions and sorts read, in typed arrays,
  with the offers also listed in each sort's in-hotel order and per facet value. SQL resolves the candidate
  hotels (destination, standard, rating, attributes, beach, airport, map bounds, the hotels' offer sets)
  and loads the page's rows; the index answers only when it holds the version \`refreshDerivedSearchData\`
  last wrote (one primary-key read per call), else the SQL below answers while it catches up.
- **list / map-listing**: a hotel's best offer is its first match in the sort's stored order (as the SQL's
  \`LIMIT 1\` probe); a short window or a low price cap reads just those offers; \`offersCount\` for the page's
  hotels only. **offer-count**: the first match per hotel.
- **filters**: per hotel and facet value, whether one offer carrying it passes every *other* chosen facet,
  asked on that value's offer list and answered at the first such offer; the price range from both ends of
  the price order. Hotel-level facets and the counts over the hotel rows.
- **The plain SQL** (while the index loads, for an offer's hash, and as the parity tests' reference):
  list picks each hotel's best offer with one \`LATERAL (… ORDER BY <sort key>, price LIMIT 1)\` probe per
  candidate hotel over one \`(hotel_id, <sort key>, price_adult)\` index per sort, or reads a window of at
  most 31 days through the covering \`(departure_date, hotel_id) INCLUDE (…)\` index with \`DISTINCT ON\`;
  offer-count is the same probe stopping at the first match; filters is one (parallel) pass over the
  matching offers grouped by hotel, with a \`bit_or\` bitmask per facet of the values still available with
  the other facets applied.

## What would change at 100M offers

- **Partition \`offers\` by departure month** (declarative partitioning): the default "from tomorrow"
  window prunes past months, indexes per partition stay small, and expired months are dropped instead of
  deleted.
- **The search index sharded by hotel** across search processes, or the same shape in a search engine
  (OpenSearch/Elasticsearch with \`collapse\` on hotel and filter aggregations): one in-memory index per
  API process would be ~9 GB (ADR 0190). A per-(hotel, departure day) summary was measured instead and
  set aside: 3 offers a row here, and not exact for combined facets (ADR 0190).
- **Read replicas** behind the stateless API for the read-heavy search calls, and a short-lived shared
  cache (seconds) of facet answers for the landing pages that everyone opens with no filters.
- **Bulk import with \`COPY\`** into a staging table and partition swap, rather than row inserts.
`;

/** Ends the part of docs/benchmarks.md this script writes. */
const END_MARK = '<!-- bench:api:end (sections below are written by hand and kept by npm run bench:api) -->';

const results: Awaited<ReturnType<typeof bench>>[] = [];
let pgVersion = '';
if (values.only !== 'pglite') {
  const admin = new Client({ connectionString: values['admin-url'] });
  await admin.connect();
  pgVersion = String((await admin.query('SHOW server_version')).rows[0]?.server_version ?? '');
  const dbName = values['pg-db'];
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(values['admin-url']);
  url.pathname = `/${dbName}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  const apiNote = apiProcesses === undefined ? '' : ` (API: ${apiProcesses} process${apiProcesses === 1 ? '' : 'es'} of src/main.ts)`;
  results.push(await bench(`PostgreSQL ${pgVersion}${apiNote}`, db, Number(values['pg-offers']), url.toString()));
  await db.close();
}
if (values.only !== 'postgres') {
  const db = await openDatabase({});
  results.push(await bench('PGlite 0.5 (in memory)', db, Number(values['pglite-offers'])));
  await db.close();
}

const cpu = cpus();
const lines = [
  '# API benchmarks',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:api\` (packages/api-server/scripts/bench.ts).`,
  `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}.`,
  `The machine was shared with other work while measuring: 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} at the end on ${cpu.length} cores, so every figure includes queueing for CPU; the 16-client rows mostly measure that queue.`,
  '',
  `The search calls replay the same 60 filter sets (destinations, boards, date windows, durations, standards, prices, departure cities, attributes, transport; the six sorts, pages 1 and 2); autosuggest 25 typed prefixes with categories and transports; the hotel, offer and order calls a fixed sample of offers on sale (every 97th by id) and orders made from them; the content calls every country and region. ${requests} requests per row over real HTTP to the Fastify app; latency in milliseconds as the client sees it.`,
  '',
];
const primary = results[0];
if (primary) {
  lines.push(
    `## Against the targets (${primary.label}, one client)`,
    '',
    '| call | target p95 | measured p95 | p50 | |',
    '|---|---|---|---|---|',
  );
  for (const st of primary.stats.filter((x) => x.target !== undefined && x.mode === '1 client')) {
    const target = st.target as number;
    lines.push(
      `| ${st.kind} | < ${target} ms | ${st.p95.toFixed(1)} ms | ${st.p50.toFixed(1)} ms | ${st.p95 < target ? 'met' : 'not met'} |`,
    );
  }
  lines.push('', seedNote, '');
}
for (const r of results) {
  lines.push(
    `## ${r.label}${r.seedSeconds !== null ? ` (seed: ${r.seedSeconds.toFixed(0)} s)` : ''}`,
    '',
    '| query | clients | p50 ms | p95 ms | p99 ms | req/s | non-200 |',
    '|---|---|---|---|---|---|---|',
  );
  for (const s of r.stats)
    lines.push(
      `| ${s.kind} | ${s.mode} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.rps.toFixed(1)} | ${s.errors} |`,
    );
  lines.push('');
}
lines.push(notes, END_MARK, '');

/**
 * The doc with its generated part replaced: everything before `END_MARK`, or (a doc written before
 * the mark existed) everything before the first section this script does not write. The sections
 * after it (load tests, the import and scale-out notes) are kept as they are.
 */
function merge(previous: string, generated: string): string {
  const mark = previous.indexOf(END_MARK);
  if (mark >= 0) return generated + previous.slice(mark + END_MARK.length).replace(/^\n+/, '\n');
  const own = /^## (Against the targets|PostgreSQL|PGlite|How the queries are built|What would change at 100M offers)/;
  const kept = previous.split('\n');
  const first = kept.findIndex((line, i) => i > 0 && line.startsWith('## ') && !own.test(line));
  return first < 0 ? generated : `${generated}\n${kept.slice(first).join('\n')}`;
}

if (out) {
  let previous = '';
  try {
    previous = readFileSync(out, 'utf8');
  } catch {
    // A first run: nothing to keep.
  }
  writeFileSync(out, merge(previous, lines.join('\n')));
  console.info(`wrote ${out}`);
} else console.info('a subset of the calls: docs/benchmarks.md left as it is (give --out to write one)');
