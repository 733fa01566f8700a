/**
 * `npm run bench:load`: does the shop shed load instead of queueing it (issue 8, defect 5)?
 * Many clients ask for listing pages and `/api/offers/list/` at once while `/api/health` is timed
 * on a new connection each time, next to a bare Node HTTP server timed the same way in the same
 * run (this machine stalls now and then whatever serves: the bare server shows how much of a
 * health delay is the machine's). Both are probed from the load process and from a process of
 * their own (whose event loop is not busy with the load's answers). Not part of `npm test`: a
 * measurement on a shared machine.
 *
 *   tsx packages/e2e/scripts/load-test.ts                       deploy the built apps into a temp DATA_DIR, start the shop, measure, stop
 *   tsx packages/e2e/scripts/load-test.ts --url http://127.0.0.1:8080   measure a running shop (loopback only)
 *   options: --clients 48 --seconds 30 --json (machine-readable result only)
 *
 * Bounded: at most 256 clients and 120 s, one request per client at a time, every request given
 * up after 5 s (a timeout), loopback only; the shop and the bare server it started are stopped
 * when it ends. Limits of the shop itself come from its environment (`API_MAX_CONCURRENT`,
 * `FIRST_PAINT_MAX_CONCURRENT`, `MAX_EVENT_LOOP_DELAY_MS`, ...), passed through to the shop it starts.
 * The figures are recorded in docs/benchmarks.md ("Load shedding").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deployAllBuilt, missingBuilds } from '../src/harness/deploy';
import { freePort } from '../src/harness/free-port';
import { startSiteServer, type RunningSite } from '../src/harness/site-server';

const CLIENT_TIMEOUT_MS = 5000;
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

interface Target {
  readonly host: string;
  readonly port: number;
}

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    clients: { type: 'string', default: '48' },
    seconds: { type: 'string', default: '30' },
    json: { type: 'boolean', default: false },
  },
});
const clients = Math.min(MAX_CLIENTS, Math.max(1, Number(args.clients)));
const seconds = Math.min(MAX_SECONDS, Math.max(1, Number(args.seconds)));
if (!Number.isFinite(clients) || !Number.isFinite(seconds)) throw new Error('--clients and --seconds take numbers');

function get(
  target: Target,
  pathAndQuery: string,
  options: { agent: Agent | false; accept: string },
): Promise<Sample & { body: string; status: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome, status = 0, body = ''): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ms: performance.now() - started, outcome, status, body });
    };
    const req = httpRequest(
      {
        host: target.host,
        port: target.port,
        path: pathAndQuery,
        agent: options.agent,
        headers: { accept: options.accept, ...(options.agent === false ? { connection: 'close' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => finish('ok', res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', () => finish('error'));
      },
    );
    const timer = setTimeout(() => {
      finish('timeout');
      req.destroy();
    }, CLIENT_TIMEOUT_MS);
    req.on('error', () => finish('error'));
    req.end();
  });
}

function classify(sample: { outcome: Outcome; status: number; body: string }, kind: 'page' | 'api'): Outcome {
  if (sample.outcome !== 'ok') return sample.outcome;
  if (sample.status === 503) return 'shed-503';
  if (sample.status !== 200) return 'other-status';
  if (kind === 'api') return 'ok';
  return sample.body.includes('id="first-paint-state"') ? 'full-page' : 'plain-shell';
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

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)] ?? Number.NaN;
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

  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let round = 0; performance.now() < deadline; round += 1) {
        // Half the clients start on pages, half on list calls; each alternates.
        const onPage = (client + round) % 2 === 0;
        const list = onPage ? PAGES : LIST_CALLS;
        const url = list[(client * 7 + round) % list.length] as string;
        const sample = await get(shop, url, { agent, accept: onPage ? 'text/html' : 'application/json' });
        (onPage ? pages : api).push({ ms: sample.ms, outcome: classify(sample, onPage ? 'page' : 'api') });
      }
    }),
  );
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

function markdown(result: Awaited<ReturnType<typeof measure>>): string {
  const row = (label: string, s: ReturnType<typeof summary>) =>
    `| ${label} | ${s.n} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${Object.entries(s.counts)
      .map(([outcome, count]) => `${outcome} ${count}`)
      .join(', ')} |`;
  return [
    `${result.clients} clients for ${result.seconds} s (${result.elapsedSeconds} s), ${result.requestsPerSecond} requests/s; load average (1/5/15 min) ${result.loadAverage.before.join(' / ')} before, ${result.loadAverage.after.join(' / ')} after.`,
    '',
    '| what | requests | p50 ms | p95 ms | p99 ms | max ms | outcomes |',
    '|---|---|---|---|---|---|---|',
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

async function main(): Promise<void> {
  let site: RunningSite | undefined;
  let dataDir: string | undefined;
  let target: Target;
  if (args.url !== undefined) {
    const url = new URL(args.url);
    if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname))
      throw new Error(`--url must be http on this machine (127.0.0.1, localhost, [::1]), got ${args.url}`);
    target = { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80) };
  } else {
    const missing = missingBuilds();
    if (missing.length > 0) throw new Error(`build first (npm run build): no dist for ${missing.join(', ')}`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
    if (!args.json) console.info(`deploying the built remotes into ${dataDir}`);
    await deployAllBuilt(dataDir);
    const port = await freePort();
    site = await startSiteServer({ port, dataDir, env: { NODE_ENV: 'production', DEMO_SECRETS: '1', LOG_LEVEL: 'warn' } });
    target = { host: '127.0.0.1', port };
  }
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
    await site?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
