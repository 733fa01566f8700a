/**
 * `npm run bench:load`: how much real traffic the site server carries, and whether it sheds load
 * instead of queueing it. Not part of `npm test`: a measurement on a shared machine.
 *
 * Two scenarios:
 *
 * - `--scenario throughput` (the default; docs/adr/0193-site-server-throughput.md): 16
 *   clients for 20 s, each a browser-like visitor with one request at a time and no pause: one
 *   listing page (half of them landing pages without filters, half filtered listings), then four
 *   `/api/offers/list/` calls (the filters and sorts a listing asks for), again and again, asking
 *   for `br, gzip` as browsers do. Run against the shop started on PostgreSQL (`--postgres-url`,
 *   default `postgres://postgres@127.0.0.1:5432/travel_load`, created with `createdb` when missing and
 *   seeded with the demo data by the shop's first start) and on the embedded PGlite (a fresh temp `DATA_DIR`, the demo seed), `--repeats`
 *   times each (default 3) plus one run with the shared caches off; the medians, the 1-minute
 *   load average and the figures of each run go into docs/benchmarks.md, section "Site server
 *   throughput" (between its markers; `--no-write` leaves the file alone).
 * - `--scenario shedding` (docs/adr/0110-load-shedding.md): 48 clients for 30 s alternating listing pages and
 *   list calls while `/api/health` is timed on a new connection, next to a bare Node HTTP server
 *   timed the same way (this machine stalls now and then whatever serves: the bare server shows how
 *   much of a health delay is the machine's), probed from the load process and from a process of
 *   their own. Printed only ("Load shedding" in docs/benchmarks.md).
 * - `--scenario long-tail` (docs/adr/0275-renders-on-every-core.md): 16 clients for 20 s, each asking
 *   listing addresses no one asked before (curated listing × price cap × page), so every page is a
 *   render; the CPU per render (one client) first. Both databases as in `throughput`, `--repeats`
 *   runs each with the defaults, plus one series per database for each `--also KEY=VALUE,...` (the
 *   shop's environment; repeatable, e.g. `--also FIRST_PAINT_WORKERS=0`); written into
 *   docs/benchmarks.md, section "The long tail" (packages/e2e/scripts/long-tail-load.ts).
 * - `--scenario checkout` (docs/adr/0205-outbox-idempotency-lanes.md): the shedding scenario's 48
 *   browsing clients for 30 s and, beside them, `--buyers` (8) buyers each buying again and again
 *   until the time is up: the four steps, the reservation and a card payment on the sandbox gateway,
 *   then the tracking call until the order is paid; a refused call (503) is sent again after its
 *   `Retry-After`, at most 5 times, as the browser does. Prints each order and payment call's
 *   latencies beside the browsing ones, and how many purchases completed ("Checkout under load" in
 *   docs/benchmarks.md). PGlite unless `--database postgres`.
 *
 *   tsx packages/e2e/scripts/load-test.ts                                   throughput, both databases, writes the doc
 *   tsx packages/e2e/scripts/load-test.ts --database pglite --repeats 1 --no-write
 *   tsx packages/e2e/scripts/load-test.ts --scenario shedding              deploy, start, measure, stop
 *   tsx packages/e2e/scripts/load-test.ts --url http://127.0.0.1:8080     measure a running shop (loopback only)
 *   options: --clients N --seconds N --json (machine-readable result only)
 *
 * Bounded: at most 256 clients and 120 s a run, one request per client at a time, every request
 * given up after 5 s (a timeout), loopback only (the shop, the bare server and PostgreSQL); the
 * processes it started are stopped when it ends. Limits of the shop itself come from its
 * environment (`API_MAX_CONCURRENT`, `FIRST_PAINT_MAX_CONCURRENT`, `MAX_EVENT_LOOP_DELAY_MS`, ...),
 * passed through to the shop it starts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployAllBuilt, missingBuilds } from '../src/harness/deploy';
import { freePort } from '../src/harness/free-port';
import { REPO_ROOT } from '../src/harness/repo-root';
import { startSiteServer } from '../src/harness/site-server';
import { BuyerGaveUp, payingBuyer, type CallRecord } from '@travel/api-server/test-support/paying-buyer';
import {
  ACCEPT_ENCODING,
  CLIENT_TIMEOUT_MS,
  get,
  isFullPage,
  median,
  percentile,
  runClients,
  writeMarkedSection,
  type Answer,
  type Target,
} from './load-client';
import { longTailMarkdown, runLongTailSeries, writeLongTailSection, type LongTailSeries } from './long-tail-load';

const PROBE_EVERY_MS = 100;
const HEALTH_SAMPLE_EVERY_MS = 2000;
const MAX_CLIENTS = 256;
const MAX_SECONDS = 120;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Listing pages: landing pages, a destination, filtered listings. */
const PAGES = [
  '/wakacje/',
  '/last-minute/',
  '/all-inclusive/',
  '/wycieczki/',
  '/first-minute/',
  '/wakacje/grecja/',
  '/wycieczki/?filtr=dorosli:2;wyzywienie:all-inclusive,hb',
  '/last-minute/?filtr=wyzywienie:all-inclusive',
  '/wakacje/?filtr=dorosli:2',
  '/wycieczki/?filtr=cena:1,2',
];
/** The list call the listing makes, with the filters and sorts shoppers use. */
const LIST_CALLS = [
  'sortBy=cena&limit=20',
  'sortBy=popularnosc&limit=20&offset=20',
  'transport=samolot&sortBy=ocena&limit=20',
  'departureCity=warszawa&sortBy=termin&limit=20',
  'hotelStandard=40,55&sortBy=rabat&limit=20',
  'priceRange=1,4000&sortBy=cena&limit=20',
  'departureCity=katowice&sortBy=hity&limit=20',
  'hotelAttributes=darmowe-wifi&sortBy=cena&limit=20',
].map((query) => `/api/offers/list/?${query}`);

type Outcome = 'full-page' | 'plain-shell' | 'shed-503' | 'timeout' | 'error' | 'ok' | 'other-status';

interface Sample {
  readonly ms: number;
  readonly outcome: Outcome;
}

const { values: args } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'throughput' },
    url: { type: 'string' },
    clients: { type: 'string' },
    seconds: { type: 'string' },
    database: { type: 'string', default: 'both' },
    buyers: { type: 'string', default: '8' },
    repeats: { type: 'string', default: '3' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/travel_load' },
    'no-write': { type: 'boolean', default: false },
    also: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
  },
});
if (!['throughput', 'shedding', 'checkout', 'long-tail'].includes(args.scenario))
  throw new Error('--scenario takes throughput, shedding, checkout or long-tail');
const throughputScenario = args.scenario === 'throughput' || args.scenario === 'long-tail';
const clients = Math.min(MAX_CLIENTS, Math.max(1, Number(args.clients ?? (throughputScenario ? 16 : 48))));
const seconds = Math.min(MAX_SECONDS, Math.max(1, Number(args.seconds ?? (throughputScenario ? 20 : 30))));
const repeats = Math.min(10, Math.max(1, Number(args.repeats)));
if (!Number.isFinite(clients) || !Number.isFinite(seconds) || !Number.isFinite(repeats)) {
  throw new Error('--clients, --seconds and --repeats take numbers');
}
if (!['both', 'postgres', 'pglite'].includes(args.database)) throw new Error('--database takes both, postgres or pglite');

function classify(sample: Answer, kind: 'page' | 'api'): Outcome {
  if (sample.outcome !== 'ok') return sample.outcome;
  if (sample.status === 503) return 'shed-503';
  if (sample.status !== 200) return 'other-status';
  if (kind === 'api') return 'ok';
  return isFullPage(sample.body) ? 'full-page' : 'plain-shell';
}

/** A Node HTTP server with nothing to do, in its own process like the shop. */
async function startBareServer(): Promise<{ target: Target; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "require('node:http').createServer((q, s) => s.end('ok')).listen(0, '127.0.0.1', function () { console.info(this.address().port); });",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { target: { host: '127.0.0.1', port }, child };
}

/**
 * The same probes from a process of their own: the load generator's event loop is busy reading
 * hundreds of answers a second, and a probe in it waits for that too. Prints its samples as JSON.
 */
const PROBE_SOURCE = `
const http = require('node:http');
const [shopHost, shopPort, bareHost, barePort, durationMs, everyMs, timeoutMs] = process.argv.slice(1);
const probe = (host, port, path) => new Promise((resolve) => {
  const started = performance.now();
  let done = false;
  const finish = (outcome) => { if (!done) { done = true; clearTimeout(timer); resolve({ ms: performance.now() - started, outcome }); } };
  const req = http.request({ host, port: Number(port), path, agent: false, headers: { connection: 'close' } }, (res) => {
    res.resume();
    res.on('end', () => finish(res.statusCode === 200 ? 'ok' : res.statusCode === 503 ? 'shed-503' : 'other-status'));
  });
  const timer = setTimeout(() => { finish('timeout'); req.destroy(); }, Number(timeoutMs));
  req.on('error', () => finish('error'));
  req.end();
});
const health = [];
const bare = [];
const pending = [];
const timer = setInterval(() => {
  pending.push(probe(shopHost, shopPort, '/api/health').then((s) => health.push(s)));
  pending.push(probe(bareHost, barePort, '/').then((s) => bare.push(s)));
}, Number(everyMs));
setTimeout(async () => {
  clearInterval(timer);
  await Promise.all(pending);
  process.stdout.write(JSON.stringify({ health, bare }));
}, Number(durationMs));
`;

function startProbeProcess(shop: Target, bare: Target, durationMs: number): Promise<{ health: Sample[]; bare: Sample[] }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      PROBE_SOURCE,
      shop.host,
      String(shop.port),
      bare.host,
      String(bare.port),
      String(durationMs),
      String(PROBE_EVERY_MS),
      String(CLIENT_TIMEOUT_MS),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as { health: Sample[]; bare: Sample[] });
      else reject(new Error(`the probe process exited (${code})`));
    });
  });
}

function summary(samples: readonly Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const counts: Partial<Record<Outcome, number>> = {};
  for (const sample of samples) counts[sample.outcome] = (counts[sample.outcome] ?? 0) + 1;
  const round = (value: number) => Math.round(value);
  return {
    n: samples.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    over200ms: sorted.filter((ms) => ms > 200).length,
    counts,
  };
}

/** `clients` browsing visitors until `deadline`, one request at a time: listing pages and list calls in turn. */
function browsingClients(shop: Target, agent: Agent, deadline: number, pages: Sample[], api: Sample[]): Promise<void> {
  return runClients(clients, deadline, async (client, round) => {
    // Half the clients start on pages, half on list calls; each alternates.
    const onPage = (client + round) % 2 === 0;
    const list = onPage ? PAGES : LIST_CALLS;
    const url = list[(client * 7 + round) % list.length] as string;
    const sample = await get(shop, url, { agent, accept: onPage ? 'text/html' : 'application/json' });
    (onPage ? pages : api).push({ ms: sample.ms, outcome: classify(sample, onPage ? 'page' : 'api') });
  });
}

async function measure(shop: Target, bare: Target) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const pages: Sample[] = [];
  const api: Sample[] = [];
  const health: Sample[] = [];
  const bareServer: Sample[] = [];
  const siteHealth: unknown[] = [];

  // Warm-up, not measured: each URL once (server bundles loaded, query plans made).
  for (const url of [...PAGES, ...LIST_CALLS])
    await get(shop, url, { agent, accept: url.startsWith('/api/') ? 'application/json' : 'text/html' });

  const loadBefore = loadavg();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const separateProbes = startProbeProcess(shop, bare, seconds * 1000);
  let probes = 0;
  const probeTimer = setInterval(() => {
    probes += 1;
    void get(shop, '/api/health', { agent: false, accept: 'application/json' }).then((sample) =>
      health.push({ ms: sample.ms, outcome: classify(sample, 'api') }),
    );
    void get(bare, '/', { agent: false, accept: '*/*' }).then((sample) =>
      bareServer.push({ ms: sample.ms, outcome: classify(sample, 'api') }),
    );
    if (probes % (HEALTH_SAMPLE_EVERY_MS / PROBE_EVERY_MS) === 0) {
      void get(shop, '/next-api/health/', { agent: false, accept: 'application/json' }).then((sample) => {
        if (sample.status === 200) siteHealth.push(JSON.parse(sample.body));
      });
    }
  }, PROBE_EVERY_MS);

  await browsingClients(shop, agent, deadline, pages, api);
  clearInterval(probeTimer);
  const elapsedSeconds = (performance.now() - started) / 1000;
  // The last probes answer (or time out) within the client timeout.
  await new Promise((resolve) => setTimeout(resolve, CLIENT_TIMEOUT_MS + 100));
  const loadAfter = loadavg();
  const finalHealth = await get(shop, '/next-api/health/', { agent: false, accept: 'application/json' });
  const separate = await separateProbes;
  agent.destroy();

  const all = [...pages, ...api];
  return {
    clients,
    seconds,
    elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
    loadAverage: { before: loadBefore.map((v) => Math.round(v * 100) / 100), after: loadAfter.map((v) => Math.round(v * 100) / 100) },
    requestsPerSecond: Math.round((all.length / elapsedSeconds) * 10) / 10,
    health: summary(health),
    bareServer: summary(bareServer),
    healthSeparateProbe: summary(separate.health),
    bareServerSeparateProbe: summary(separate.bare),
    pages: summary(pages),
    listCalls: summary(api),
    maxResponseMs: Math.round(Math.max(...[...all, ...health, ...separate.health].map((sample) => sample.ms))),
    timeouts: [...all, ...health, ...separate.health].filter((sample) => sample.outcome === 'timeout').length,
    siteHealthSamples: siteHealth,
    siteHealthAtEnd: finalHealth.status === 200 ? JSON.parse(finalHealth.body) : null,
  };
}

/** One row of a latency table: requests, percentiles, the slowest and the outcomes. */
const summaryRow = (label: string, s: ReturnType<typeof summary>) =>
  `| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${Object.entries(s.counts)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ')} |`;
const SUMMARY_HEADER = ['| what | requests | p50 ms | p95 ms | p99 ms | max ms | outcomes |', '|---|---|---|---|---|---|---|'];

function markdown(result: Awaited<ReturnType<typeof measure>>): string {
  const row = summaryRow;
  return [
    `${result.clients} clients for ${result.seconds} s (${result.elapsedSeconds} s), ${result.requestsPerSecond} requests/s; load average (1/5/15 min) ${result.loadAverage.before.join(' / ')} before, ${result.loadAverage.after.join(' / ')} after.`,
    '',
    ...SUMMARY_HEADER,
    row('`/api/health` (new connection, probe process)', result.healthSeparateProbe),
    row('bare Node server (new connection, probe process)', result.bareServerSeparateProbe),
    row('`/api/health` (new connection, from the load process)', result.health),
    row('bare Node server (new connection, from the load process)', result.bareServer),
    row('listing pages', result.pages),
    row('`/api/offers/list/`', result.listCalls),
    '',
    `Slowest answer ${result.maxResponseMs} ms; ${result.timeouts} timeouts (client gives up after ${CLIENT_TIMEOUT_MS} ms).`,
  ].join('\n');
}

/**
 * The shop at `--url`, or the built remotes deployed into a fresh DATA_DIR (named `<prefix>…`) and a
 * site server started on it with `env`; `stop()` ends what was started and removes the folder.
 */
async function shopToMeasure(prefix: string, env: Record<string, string>): Promise<{ target: Target; stop: () => Promise<void> }> {
  if (args.url !== undefined) return { target: loopbackTarget(args.url), stop: async () => undefined };
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build first (npm run build): no dist for ${missing.join(', ')}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  try {
    if (!args.json) console.info(`deploying the built remotes into ${dataDir}`);
    await deployAllBuilt(dataDir);
    const port = await freePort();
    const site = await startSiteServer({ port, dataDir, env: { NODE_ENV: 'production', DEMO_SECRETS: '1', LOG_LEVEL: 'warn', ...env } });
    return {
      target: { host: '127.0.0.1', port },
      stop: async () => {
        await site.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function mainShedding(): Promise<void> {
  const shop = await shopToMeasure('bench-load-', {});
  const target = shop.target;
  const bare = await startBareServer();
  try {
    if (!args.json) console.info(`measuring http://${target.host}:${target.port} with ${clients} clients for ${seconds} s`);
    const result = await measure(target, bare.target);
    if (args.json) {
      console.info(JSON.stringify(result, null, 2));
    } else {
      console.info(markdown(result));
      console.info('\nsite server /next-api/health/ at the end:');
      console.info(JSON.stringify(result.siteHealthAtEnd, null, 2));
      const worstDelay = Math.max(
        ...(result.siteHealthSamples as Array<{ eventLoop?: { delay?: { maxMs?: number } } }>).map((s) => s.eventLoop?.delay?.maxMs ?? 0),
      );
      console.info(`largest event-loop delay the site server reported during the run: ${worstDelay} ms`);
    }
  } finally {
    bare.child.kill('SIGTERM');
    await shop.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Throughput (docs/adr/0193-site-server-throughput.md)

/** Landing pages without filters: what most visitors open, the same for everyone. */
const LANDING_PAGES = ['/wakacje/', '/last-minute/', '/all-inclusive/', '/wycieczki/', '/first-minute/', '/wakacje/grecja/'];
/** Filtered listings: four categories × six filter sets (boards, party, sort, page, price). */
const FILTERED_PAGES = ['/wakacje/', '/last-minute/', '/all-inclusive/', '/wycieczki/'].flatMap((category) =>
  ['wyzywienie:all-inclusive', 'dorosli:2;wyzywienie:hb', 'sortowanie:cena', 'dorosli:3', 'sortowanie:ocena;strona:2', 'cena:1,2'].map(
    (filtr) => `${category}?filtr=${filtr}`,
  ),
);
/** The listing's list call: eight filter sets × three sorts × the first two pages (48 addresses). */
const THROUGHPUT_LIST_CALLS = [
  '',
  'transport=samolot&',
  'departureCity=warszawa&',
  'departureCity=katowice&',
  'hotelStandard=40,55&',
  'priceRange=1,4000&',
  'hotelAttributes=darmowe-wifi&',
  'board=all-inclusive&',
].flatMap((filters) =>
  ['cena', 'popularnosc', 'ocena'].flatMap((sort) =>
    [0, 20].map((offset) => `/api/offers/list/?${filters}sortBy=${sort}&limit=20${offset > 0 ? `&offset=${offset}` : ''}`),
  ),
);
/** Of every five requests a visitor makes, one is a page and four are list calls (the aims' 50 : 200). */
const CYCLE = 5;
/** The shop as `npm run serve` runs it. */
const SHOP_ENV = { NODE_ENV: 'production', DEMO_SECRETS: '1', LOG_LEVEL: 'warn' } as const;
const CACHES_OFF = { FIRST_PAINT_CACHE_MS: '0', PUBLIC_ANSWER_CACHE_MS: '0' } as const;
const SECTION_START = '<!-- bench:load throughput: figures written by `npm run bench:load`; edit outside these markers -->';
const SECTION_END = '<!-- bench:load throughput: end -->';
const SECTION_HEADING = '## Site server throughput';
/** Seconds of the same load before the measured runs: the first seconds of a fresh process are slower (JIT). */
const WARM_UP_SECONDS = 5;

interface Latencies {
  readonly n: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
}

interface ThroughputRun {
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly elapsedSeconds: number;
  /** Pages answered 200 with their server-rendered first paint. */
  readonly fullPagesPerSecond: number;
  readonly listCallsPerSecond: number;
  readonly pages: Latencies;
  readonly listCalls: Latencies;
  readonly plainShells: number;
  /** Timeouts, errors, 503s and any other status. */
  readonly failed: number;
  /** From the shop's /next-api/health/, over the run. */
  readonly rendered: number;
  readonly pageCacheHits: number;
  readonly answerHits: number;
  readonly answerMisses: number;
}

function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
  };
}

async function readSiteHealth(shop: Target): Promise<Record<string, Record<string, number> | null>> {
  const answer = await get(shop, '/next-api/health/', { agent: false, accept: 'application/json' });
  return answer.status === 200 ? (JSON.parse(answer.body) as Record<string, Record<string, number> | null>) : {};
}

async function warmUp(shop: Target): Promise<void> {
  // Not measured: every address once (server bundles loaded, query plans made, caches filled).
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  for (const url of [...LANDING_PAGES, ...FILTERED_PAGES, ...THROUGHPUT_LIST_CALLS]) {
    await get(shop, url, { agent, accept: url.startsWith('/api/') ? 'application/json' : 'text/html', acceptEncoding: ACCEPT_ENCODING });
  }
  agent.destroy();
}

async function measureThroughput(shop: Target, durationSeconds = seconds): Promise<ThroughputRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const pageMs: number[] = [];
  const listMs: number[] = [];
  let fullPages = 0;
  let plainShells = 0;
  let listOk = 0;
  let failed = 0;
  const before = await readSiteHealth(shop);
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await runClients(clients, deadline, async (client, clientRound) => {
    // Each client starts at its own point of the cycle.
    const round = client + clientRound;
    const onPage = round % CYCLE === 0;
    const visit = Math.floor(round / CYCLE);
    // Alternately a landing page and a filtered listing; each client walks the lists from its own offset.
    const url = onPage
      ? visit % 2 === 0
        ? (LANDING_PAGES[(client + visit) % LANDING_PAGES.length] as string)
        : (FILTERED_PAGES[(client * 5 + visit) % FILTERED_PAGES.length] as string)
      : (THROUGHPUT_LIST_CALLS[(client * 11 + round) % THROUGHPUT_LIST_CALLS.length] as string);
    const sample = await get(shop, url, { agent, accept: onPage ? 'text/html' : 'application/json', acceptEncoding: ACCEPT_ENCODING });
    const outcome = classify(sample, onPage ? 'page' : 'api');
    (onPage ? pageMs : listMs).push(sample.ms);
    if (outcome === 'full-page') fullPages += 1;
    else if (outcome === 'plain-shell') plainShells += 1;
    else if (outcome === 'ok') listOk += 1;
    else failed += 1;
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg()[0] ?? Number.NaN;
  agent.destroy();
  const after = await readSiteHealth(shop);
  const delta = (group: string, field: string): number => (after[group]?.[field] ?? 0) - (before[group]?.[field] ?? 0);
  return {
    loadBefore,
    loadAfter,
    elapsedSeconds,
    fullPagesPerSecond: fullPages / elapsedSeconds,
    listCallsPerSecond: listOk / elapsedSeconds,
    pages: latencies(pageMs),
    listCalls: latencies(listMs),
    plainShells,
    failed,
    rendered: delta('firstPaint', 'rendered'),
    pageCacheHits: delta('firstPaint', 'cacheHits') + delta('firstPaint', 'joinedRenders'),
    answerHits: delta('publicAnswers', 'hits') + delta('publicAnswers', 'joined'),
    answerMisses: delta('publicAnswers', 'misses'),
  };
}

interface Series {
  /** PostgreSQL, PGlite, or the shop at `--url`. */
  readonly database: string;
  readonly caches: boolean;
  readonly runs: ThroughputRun[];
}

/** Each figure's median over the runs (figure by figure, so the row is not one of the runs). */
function medianRun(runs: readonly ThroughputRun[]): ThroughputRun {
  const m = (pick: (run: ThroughputRun) => number) => median(runs.map(pick));
  const lat = (pick: (run: ThroughputRun) => Latencies): Latencies => ({
    n: m((r) => pick(r).n),
    p50: m((r) => pick(r).p50),
    p95: m((r) => pick(r).p95),
    p99: m((r) => pick(r).p99),
  });
  return {
    loadBefore: m((r) => r.loadBefore),
    loadAfter: m((r) => r.loadAfter),
    elapsedSeconds: m((r) => r.elapsedSeconds),
    fullPagesPerSecond: m((r) => r.fullPagesPerSecond),
    listCallsPerSecond: m((r) => r.listCallsPerSecond),
    pages: lat((r) => r.pages),
    listCalls: lat((r) => r.listCalls),
    plainShells: m((r) => r.plainShells),
    failed: m((r) => r.failed),
    rendered: m((r) => r.rendered),
    pageCacheHits: m((r) => r.pageCacheHits),
    answerHits: m((r) => r.answerHits),
    answerMisses: m((r) => r.answerMisses),
  };
}

const fmt = (value: number, digits = 0): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

function runRow(database: string, caches: boolean, label: string, run: ThroughputRun): string {
  return `| ${database} | ${caches ? 'on' : 'off'} | ${label} | ${fmt(run.loadBefore, 1)} → ${fmt(run.loadAfter, 1)} | ${fmt(
    run.fullPagesPerSecond,
    1,
  )} | ${fmt(run.listCallsPerSecond, 1)} | ${fmt(run.pages.p50)} / ${fmt(run.pages.p95)} / ${fmt(run.pages.p99)} | ${fmt(
    run.listCalls.p50,
  )} / ${fmt(run.listCalls.p95)} / ${fmt(run.listCalls.p99)} | ${fmt(run.plainShells)} / ${fmt(run.failed)} | ${fmt(run.rendered)} / ${fmt(
    run.pageCacheHits,
  )} | ${fmt(run.answerHits)} / ${fmt(run.answerMisses)} |`;
}

/** The aims of docs/adr/0193-site-server-throughput.md: PostgreSQL as stated, the embedded PGlite at least half of it (twice the time). */
function aimsRows(series: readonly Series[]): string[] {
  const rows: string[] = [];
  for (const database of ['PostgreSQL', 'PGlite'] as const) {
    const cached = series.find((s) => s.database === database && s.caches);
    if (cached === undefined) continue;
    const run = medianRun(cached.runs);
    const factor = database === 'PostgreSQL' ? 1 : 0.5;
    const check = (met: boolean) => (met ? 'met' : '**not met**');
    const p95Limit = 300 / factor;
    rows.push(
      `| ${database} | ≥ ${50 * factor} server-rendered pages/s | ${fmt(run.fullPagesPerSecond, 1)} | ${check(run.fullPagesPerSecond >= 50 * factor)} |`,
      `| ${database} | ≥ ${200 * factor} list calls/s | ${fmt(run.listCallsPerSecond, 1)} | ${check(run.listCallsPerSecond >= 200 * factor)} |`,
      `| ${database} | p95 ≤ ${p95Limit} ms (pages and list calls each) | ${fmt(run.pages.p95)} / ${fmt(run.listCalls.p95)} ms | ${check(
        run.pages.p95 <= p95Limit && run.listCalls.p95 <= p95Limit,
      )} |`,
    );
  }
  return rows;
}

function throughputMarkdown(series: readonly Series[], startedAt: Date, endedAt: Date): string {
  const time = (date: Date) => date.toISOString().slice(11, 16);
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    SECTION_START,
    `Measured ${startedAt.toISOString().slice(0, 10)} ${time(startedAt)}-${time(endedAt)} UTC by \`npm run bench:load\` ` +
      `(packages/e2e/scripts/load-test.ts), Node ${process.version}, ${cpus().length} × ${cpu}, shared with other work ` +
      `(the load averages are the machine's 1-minute figure at the start and end of each run). ${clients} clients for ` +
      `${seconds} s a run over keep-alive connections, each asking \`br, gzip\` like a browser and waiting for the last ` +
      `byte: one listing page (alternately one of ${LANDING_PAGES.length} landing pages without filters and one of ` +
      `${FILTERED_PAGES.length} filtered listings), then four \`/api/offers/list/\` calls (${THROUGHPUT_LIST_CALLS.length} ` +
      `addresses: eight filter sets, three sorts, two pages), and again. The shop runs as \`npm run serve\` does ` +
      `(\`NODE_ENV=production\`, the defaults), with the 30 000-offer demo data, and is warmed up with every address ` +
      `once and ${WARM_UP_SECONDS} s of the same load before the runs; "caches off" is ` +
      `\`FIRST_PAINT_CACHE_MS=0 PUBLIC_ANSWER_CACHE_MS=0\`. The median row takes each figure's median over the runs.`,
    '',
    '| database | caches | run | load avg 1 min | full pages/s | list calls/s | pages p50 / p95 / p99 ms | list calls p50 / p95 / p99 ms | plain shells / failed | renders / pages from cache | answers from cache / asked |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of series) {
    if (s.runs.length > 1) lines.push(runRow(s.database, s.caches, `**median of ${s.runs.length}**`, medianRun(s.runs)));
    s.runs.forEach((run, index) => lines.push(runRow(s.database, s.caches, s.runs.length > 1 ? `${index + 1}` : 'one run', run)));
  }
  lines.push('', '| database | aim | measured (median) | |', '|---|---|---|---|', ...aimsRows(series), SECTION_END);
  return lines.join('\n');
}

/** Replaces the figures between the markers (the prose around them stays), or adds the section before "Load shedding". */
function writeThroughputSection(markdownText: string): void {
  writeMarkedSection(
    path.join(REPO_ROOT, 'docs/benchmarks.md'),
    { start: SECTION_START, end: SECTION_END, heading: SECTION_HEADING },
    markdownText,
  );
}

function createPostgresDatabase(url: URL): void {
  const name = url.pathname.replace(/^\//, '');
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`--postgres-url: the database name must be lower-case letters, digits or _, got ${name}`);
  // Missing → created empty; the shop's first start migrates and seeds it. "Already exists" is fine.
  const result = spawnSync(
    'createdb',
    ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), name],
    { encoding: 'utf8' },
  );
  if (result.error !== undefined) console.warn(`createdb not run (${result.error.message}); the database must exist`);
  else if (result.status !== 0 && !/already exists/.test(result.stderr)) throw new Error(`createdb ${name}: ${result.stderr.trim()}`);
}

async function withShop<T>(dataDir: string, env: Record<string, string>, work: (shop: Target) => Promise<T>): Promise<T> {
  const port = await freePort();
  const site = await startSiteServer({ port, dataDir, env: { ...SHOP_ENV, ...env } });
  try {
    return await work({ host: '127.0.0.1', port });
  } finally {
    await site.stop();
  }
}

async function runSeries(shop: Target, database: Series['database'], caches: boolean, count: number): Promise<Series> {
  await warmUp(shop);
  await measureThroughput(shop, WARM_UP_SECONDS);
  const runs: ThroughputRun[] = [];
  for (let index = 0; index < count; index += 1) {
    const run = await measureThroughput(shop);
    runs.push(run);
    if (!args.json) {
      console.info(runRow(database, caches, `${index + 1}`, run));
    }
  }
  return { database, caches, runs };
}

async function mainThroughput(): Promise<void> {
  const startedAt = new Date();
  const series: Series[] = [];
  if (args.url !== undefined) {
    const target = loopbackTarget(args.url);
    series.push(await runSeries(target, `the shop at ${args.url}`, true, repeats));
    console.info(throughputMarkdown(series, startedAt, new Date()));
    return;
  }
  const postgresUrl = new URL(args['postgres-url']);
  if (postgresUrl.protocol !== 'postgres:' && postgresUrl.protocol !== 'postgresql:')
    throw new Error('--postgres-url takes a postgres:// URL');
  if (!LOOPBACK.has(postgresUrl.hostname)) throw new Error(`--postgres-url must be on this machine, got ${postgresUrl.hostname}`);
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build first (npm run build): no dist for ${missing.join(', ')}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  try {
    if (!args.json) console.info(`deploying the built remotes into ${dataDir}`);
    await deployAllBuilt(dataDir);
    const databases: Array<{ database: Series['database']; env: Record<string, string> }> = [];
    if (args.database !== 'pglite') {
      createPostgresDatabase(postgresUrl);
      databases.push({ database: 'PostgreSQL', env: { DATABASE_URL: postgresUrl.toString() } });
    }
    // PGlite on files in the temp DATA_DIR: seeded by its first start, reused by the second.
    if (args.database !== 'postgres') databases.push({ database: 'PGlite', env: {} });
    for (const { database, env } of databases) {
      if (!args.json) console.info(`${database}: caches on, ${repeats} runs of ${clients} clients for ${seconds} s`);
      series.push(await withShop(dataDir, env, (shop) => runSeries(shop, database, true, repeats)));
      if (!args.json) console.info(`${database}: caches off, one run`);
      series.push(await withShop(dataDir, { ...env, ...CACHES_OFF }, (shop) => runSeries(shop, database, false, 1)));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const text = throughputMarkdown(series, startedAt, new Date());
  if (args.json) console.info(JSON.stringify(series, null, 2));
  else console.info(`\n${text}`);
  if (!args['no-write'] && args.database === 'both') {
    writeThroughputSection(text);
    if (!args.json) console.info('\nwritten into docs/benchmarks.md');
  }
}

function loopbackTarget(address: string): Target {
  const url = new URL(address);
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname)) {
    throw new Error(`--url must be http on this machine (127.0.0.1, localhost, [::1]), got ${address}`);
  }
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
}

// ---------------------------------------------------------------------------------------------
// Checkout under load (docs/adr/0205-outbox-idempotency-lanes.md)

const MAX_BUYERS = 32;
/** A refused buyer call is sent again after Retry-After, at most this many times (the browser's client). */
const BUYER_RETRIES = 5;

async function measureCheckout(shop: Target, buyers: number) {
  const origin = `http://${shop.host}:${shop.port}`;
  // Each purchase takes an offer that still has room for its two (an offer sold out answers 409, as it should).
  const places = new Map<string, number>();
  for (const offset of [0, 50, 100, 150]) {
    const listed = await get(shop, `/api/offers/list/?transport=samolot&sortBy=cena&limit=50&offset=${offset}`, {
      agent: false,
      accept: 'application/json',
    });
    for (const o of (JSON.parse(listed.body) as { offers: Array<{ hash: string; placesLeft: number }> }).offers)
      if (o.placesLeft >= 2) places.set(o.hash, o.placesLeft);
  }
  const nextOffer = (): string | undefined => {
    for (const [hash, left] of places) {
      if (left < 2) continue;
      places.set(hash, left - 2);
      return hash;
    }
    return undefined;
  };
  for (const url of [...PAGES, ...LIST_CALLS])
    await get(shop, url, { agent: false, accept: url.startsWith('/api/') ? 'application/json' : 'text/html' });

  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const pages: Sample[] = [];
  const api: Sample[] = [];
  const calls: CallRecord[] = [];
  let purchases = 0;
  let completed = 0;
  const gaveUp: string[] = [];
  let retried503 = 0;
  const loadBefore = loadavg();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const browsing = browsingClients(shop, agent, deadline, pages, api);
  const buying = Array.from({ length: buyers }, async (_, buyer) => {
    for (let n = 0; performance.now() < deadline; n += 1) {
      const offerHash = nextOffer();
      if (offerHash === undefined) throw new Error('every listed offer is sold out: list more offers');
      purchases += 1;
      try {
        await payingBuyer({
          api: `${origin}/api`,
          offerHash,
          // Each purchase its own address: the creating calls are rate limited per address.
          address: `127.4.${buyer}.${(n % 250) + 1}`,
          timeoutMs: CLIENT_TIMEOUT_MS * 4,
          onCall: (call) => calls.push(call),
          retry: async (call, attempt) => {
            if (call.status !== 503 || attempt > BUYER_RETRIES) return false;
            retried503 += 1;
            await new Promise((resolve) => setTimeout(resolve, 2000));
            return true;
          },
          pollPause: () => new Promise((resolve) => setTimeout(resolve, 500)),
          maxPolls: 60,
        });
        completed += 1;
      } catch (error) {
        gaveUp.push(error instanceof BuyerGaveUp ? error.message : String(error));
      }
    }
  });
  await Promise.all([browsing, ...buying]);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg();
  agent.destroy();
  const byCall = new Map<string, Sample[]>();
  for (const call of calls)
    byCall.set(call.name, [
      ...(byCall.get(call.name) ?? []),
      { ms: call.ms, outcome: call.status === 503 ? 'shed-503' : call.status === 0 ? 'error' : call.status < 400 ? 'ok' : 'other-status' },
    ]);
  return {
    clients,
    buyers,
    seconds,
    elapsedSeconds: Math.round(elapsedSeconds * 10) / 10,
    loadAverage: { before: loadBefore.map((v) => Math.round(v * 100) / 100), after: loadAfter.map((v) => Math.round(v * 100) / 100) },
    purchases,
    completed,
    gaveUp,
    retried503,
    pages: summary(pages),
    listCalls: summary(api),
    calls: [...byCall].map(([name, samples]) => ({ name, ...summary(samples) })),
  };
}

function checkoutMarkdown(result: Awaited<ReturnType<typeof measureCheckout>>): string {
  const row = summaryRow;
  return [
    `${result.clients} browsing clients and ${result.buyers} buyers for ${result.seconds} s (${result.elapsedSeconds} s); load average (1/5/15 min) ${result.loadAverage.before.join(' / ')} before, ${result.loadAverage.after.join(' / ')} after.`,
    `Purchases: ${result.completed} of ${result.purchases} completed (paid and booked); ${result.retried503} buyer calls sent again after a 503; gave up: ${result.gaveUp.length === 0 ? 'none' : result.gaveUp.join('; ')}.`,
    '',
    ...SUMMARY_HEADER,
    row('listing pages (browsing)', result.pages),
    row('`/api/offers/list/` (browsing)', result.listCalls),
    ...result.calls.map((c) => row(`buyer: ${c.name}`, c)),
  ].join('\n');
}

async function mainCheckout(): Promise<void> {
  const buyers = Math.min(MAX_BUYERS, Math.max(1, Number(args.buyers)));
  if (!Number.isFinite(buyers)) throw new Error('--buyers takes a number');
  const database = args.database === 'postgres' ? { DATABASE_URL: args['postgres-url'] } : {};
  if (args.url === undefined && args.database === 'postgres') createPostgresDatabase(new URL(args['postgres-url']));
  // The buyers' addresses come from the loopback as X-Forwarded-For.
  const shop = await shopToMeasure('bench-checkout-', { TRUST_PROXY: 'loopback', ...database });
  const target = shop.target;
  try {
    if (!args.json)
      console.info(`measuring http://${target.host}:${target.port}: ${clients} browsing clients and ${buyers} buyers for ${seconds} s`);
    const result = await measureCheckout(target, buyers);
    console.info(args.json ? JSON.stringify(result, null, 2) : checkoutMarkdown(result));
  } finally {
    await shop.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The long tail (docs/adr/0275-renders-on-every-core.md)

async function mainLongTail(): Promise<void> {
  const startedAt = new Date();
  const series: LongTailSeries[] = [];
  const options = { clients, seconds, repeats, log: (line: string) => (args.json ? undefined : console.info(line)) };
  if (args.url !== undefined) {
    series.push(await runLongTailSeries(loopbackTarget(args.url), `the shop at ${args.url}`, 'as it runs', options));
    console.info(longTailMarkdown(series, clients, seconds, startedAt, new Date()));
    return;
  }
  const alsoSettings = (args.also ?? []).map((setting) => {
    const env: Record<string, string> = {};
    for (const pair of setting.split(',').filter(Boolean)) {
      const [key, value] = pair.split('=');
      if (key === undefined || value === undefined || !/^[A-Z_]+$/.test(key)) throw new Error(`--also takes KEY=VALUE,..., got ${pair}`);
      env[key] = value;
    }
    return env;
  });
  const postgresUrl = new URL(args['postgres-url']);
  if (!LOOPBACK.has(postgresUrl.hostname)) throw new Error(`--postgres-url must be on this machine, got ${postgresUrl.hostname}`);
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build first (npm run build): no dist for ${missing.join(', ')}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-long-tail-'));
  try {
    await deployAllBuilt(dataDir);
    const databases: Array<{ database: string; env: Record<string, string> }> = [];
    if (args.database !== 'pglite') {
      createPostgresDatabase(postgresUrl);
      databases.push({ database: 'PostgreSQL', env: { DATABASE_URL: postgresUrl.toString() } });
    }
    if (args.database !== 'postgres') databases.push({ database: 'PGlite', env: {} });
    const settings: Array<{ label: string; env: Record<string, string> }> = [
      { label: 'defaults', env: {} },
      ...alsoSettings.map((env) => ({
        label: Object.entries(env)
          .map(([k, v]) => `\`${k}=${v}\``)
          .join(' '),
        env,
      })),
    ];
    for (const { database, env } of databases)
      for (const setting of settings) {
        options.log(`${database}, ${setting.label}: ${repeats} runs of ${clients} clients for ${seconds} s`);
        series.push(
          await withShop(dataDir, { ...env, ...setting.env }, (shop) => runLongTailSeries(shop, database, setting.label, options)),
        );
      }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const text = longTailMarkdown(series, clients, seconds, startedAt, new Date());
  if (args.json) console.info(JSON.stringify(series, null, 2));
  else console.info(`\n${text}`);
  if (!args['no-write']) {
    writeLongTailSection(text);
    options.log('\nwritten into docs/benchmarks.md');
  }
}

await (args.scenario === 'long-tail'
  ? mainLongTail()
  : throughputScenario
    ? mainThroughput()
    : args.scenario === 'checkout'
      ? mainCheckout()
      : mainShedding());
