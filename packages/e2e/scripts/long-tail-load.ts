/**
 * `npm run bench:load -- --scenario long-tail` (docs/adr/0275-renders-on-every-core.md): the long
 * tail of listing addresses, where every page is a render. Each client asks listing addresses no
 * one asked before: destination (the shop's curated listings, from `/api/seo/sitemap/`) × price
 * cap × page, shuffled, never the same address twice in one shop's life, so neither the page cache
 * nor the shared API answers help (the list call is distinct too). Before the concurrent runs, one
 * client renders `CPU_BATCHES` × `CPU_BATCH_PAGES` distinct addresses one at a time and the site
 * server's own CPU time (`/next-api/health/` `cpu`: every thread of the process, workers and
 * PGlite's worker included) is divided by the full pages of each batch: the CPU per render, median
 * of the batches.
 */
import { Agent } from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseListingUrl, toListingUrl } from '@travel/search-model';
import { REPO_ROOT } from '../src/harness/repo-root';
import {
  ACCEPT_ENCODING,
  get,
  isFullPage,
  median,
  percentile,
  runClients,
  writeMarkedSection,
  type Answer,
  type Target,
} from './load-client';

export type { Target } from './load-client';

/** Price caps per person, zł: 2 000 to 11 950 in steps of 50 (200 caps). */
const PRICE_CAPS = Array.from({ length: 200 }, (_, index) => 2000 + index * 50);
const PAGES = [1, 2];
const CPU_BATCHES = 7;
const CPU_BATCH_PAGES = 8;
// Long enough for render workers too: each JIT-compiles the renderer on its own share of the pages.
const WARM_UP_SECONDS = 10;
export const LONG_TAIL_START =
  '<!-- bench:load long-tail: figures written by `npm run bench:load -- --scenario long-tail`; edit outside these markers -->';
export const LONG_TAIL_END = '<!-- bench:load long-tail: end -->';
const LONG_TAIL_HEADING = '## The long tail: every listing address a render';

/** A page asked the way a browser asks it. */
const askPage = (shop: Target, pathAndQuery: string, agent: Agent | false): Promise<Answer> =>
  get(shop, pathAndQuery, { agent, accept: 'text/html', acceptEncoding: ACCEPT_ENCODING });
/** A JSON answer on a connection of its own. */
const askJson = (shop: Target, pathAndQuery: string): Promise<Answer> =>
  get(shop, pathAndQuery, { agent: false, accept: 'application/json', acceptEncoding: ACCEPT_ENCODING });

const isFullPageAnswer = (answer: Answer): boolean => answer.outcome === 'ok' && answer.status === 200 && isFullPage(answer.body);
const isPlainShell = (answer: Answer): boolean => answer.outcome === 'ok' && answer.status === 200 && !isFullPage(answer.body);

/** A deterministic shuffle (mulberry32), so two runs of the benchmark ask the same addresses in the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Every listing address of the tail, in the order they will be asked; each is asked once. */
export async function longTailAddresses(shop: Target): Promise<string[]> {
  const sitemap = await askJson(shop, '/api/seo/sitemap/');
  if (sitemap.status !== 200) throw new Error(`/api/seo/sitemap/ answered ${sitemap.status}`);
  const listings = (JSON.parse(sitemap.body) as { listings: Array<{ pathname: string }> }).listings.map((l) => l.pathname);
  if (listings.length === 0) throw new Error('the shop lists no curated listing pages: seed it first');
  const now = new Date();
  // Each at its canonical address (the landing's presets written into `filtr`), as the shop's own
  // links write it: a crawler following them never meets a redirect.
  const addresses = listings.flatMap((pathname) =>
    PRICE_CAPS.flatMap((cap) =>
      PAGES.flatMap((page) => {
        const parsed = parseListingUrl(pathname, `?filtr=cena:1,${cap}${page > 1 ? `;strona:${page}` : ''}`, { now });
        return parsed === null ? [] : [toListingUrl(parsed.state, { now })];
      }),
    ),
  );
  return shuffled([...new Set(addresses)], 20261126);
}

/** Hands out each address once over the shop's life. */
export function addressCursor(addresses: readonly string[]): () => string {
  let next = 0;
  return () => {
    const address = addresses[next % addresses.length] as string;
    next += 1;
    return address;
  };
}

interface SiteHealth {
  readonly cpu?: { userMicros: number; systemMicros: number };
  readonly firstPaint?: { rendered?: number; shed?: number; shedUnderPressure?: number; timedOut?: number } | null;
}

async function siteHealth(shop: Target): Promise<SiteHealth> {
  const answer = await askJson(shop, '/next-api/health/');
  return answer.status === 200 ? (JSON.parse(answer.body) as SiteHealth) : {};
}

const cpuMs = (health: SiteHealth): number => ((health.cpu?.userMicros ?? Number.NaN) + (health.cpu?.systemMicros ?? Number.NaN)) / 1000;

export interface CpuPerRender {
  /** Median over the batches of the server's CPU ms per full page (one client, one page at a time). */
  readonly cpuMsPerRender: number;
  /** Median end-to-end time of one page, one client. */
  readonly oneClientP50Ms: number;
  readonly batches: readonly number[];
}

/** One client, one page at a time: the site server's CPU per uncached listing render. */
export async function measureCpuPerRender(shop: Target, next: () => string): Promise<CpuPerRender> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const batches: number[] = [];
  const times: number[] = [];
  for (let batch = 0; batch < CPU_BATCHES; batch += 1) {
    const before = cpuMs(await siteHealth(shop));
    let full = 0;
    for (let index = 0; index < CPU_BATCH_PAGES; index += 1) {
      const answer = await askPage(shop, next(), agent);
      times.push(answer.ms);
      if (isFullPageAnswer(answer)) full += 1;
    }
    const after = cpuMs(await siteHealth(shop));
    // The two health reads are in the figure too: ~1 ms of CPU each, against ~50-100 ms a page.
    if (full > 0) batches.push((after - before) / full);
  }
  agent.destroy();
  return { cpuMsPerRender: median(batches), oneClientP50Ms: median(times), batches };
}

export interface LongTailRun {
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly elapsedSeconds: number;
  readonly pages: number;
  readonly fullPagesPerSecond: number;
  readonly plainShells: number;
  /** Plain shells among the pages answered 200, %. */
  readonly plainShellShare: number;
  /** Timeouts, errors and any status but 200. */
  readonly failed: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  /** From the shop's health over the run: rendered, refused by the cap, refused under pressure, timed out. */
  readonly rendered: number;
  readonly shedByCap: number;
  readonly shedUnderPressure: number;
  readonly timedOut: number;
  /** The site server's CPU over the run per full page, ms (every thread of the process). */
  readonly cpuMsPerFullPage: number;
}

/** `clients` visitors for `seconds`, each asking the next unasked address as soon as the last answered. */
export async function measureLongTail(shop: Target, next: () => string, clients: number, seconds: number): Promise<LongTailRun> {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const times: number[] = [];
  let full = 0;
  let plain = 0;
  let failed = 0;
  const before = await siteHealth(shop);
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await runClients(clients, deadline, async () => {
    const answer = await askPage(shop, next(), agent);
    times.push(answer.ms);
    if (isFullPageAnswer(answer)) full += 1;
    else if (isPlainShell(answer)) plain += 1;
    else failed += 1;
  });
  const elapsedSeconds = (performance.now() - started) / 1000;
  const loadAfter = loadavg()[0] ?? Number.NaN;
  agent.destroy();
  const after = await siteHealth(shop);
  const delta = (field: 'rendered' | 'shed' | 'shedUnderPressure' | 'timedOut'): number =>
    (after.firstPaint?.[field] ?? 0) - (before.firstPaint?.[field] ?? 0);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    loadBefore,
    loadAfter,
    elapsedSeconds,
    pages: times.length,
    fullPagesPerSecond: full / elapsedSeconds,
    plainShells: plain,
    plainShellShare: full + plain === 0 ? Number.NaN : (100 * plain) / (full + plain),
    failed,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    rendered: delta('rendered'),
    shedByCap: delta('shed'),
    shedUnderPressure: delta('shedUnderPressure'),
    timedOut: delta('timedOut'),
    cpuMsPerFullPage: full === 0 ? Number.NaN : (cpuMs(after) - cpuMs(before)) / full,
  };
}

export interface LongTailSeries {
  readonly database: string;
  /** What differs from the defaults (e.g. `FIRST_PAINT_WORKERS=0`), or `defaults`. */
  readonly setting: string;
  readonly cpu: CpuPerRender;
  readonly runs: readonly LongTailRun[];
}

/** Warm-up (not measured), the CPU per render, then `repeats` concurrent runs. */
export async function runLongTailSeries(
  shop: Target,
  database: string,
  setting: string,
  options: { clients: number; seconds: number; repeats: number; log: (line: string) => void },
): Promise<LongTailSeries> {
  const next = addressCursor(await longTailAddresses(shop));
  // Server bundles loaded, the JIT warm: a few pages, then 10 s of the same load.
  for (let index = 0; index < 8; index += 1) await askPage(shop, next(), false);
  await measureLongTail(shop, next, options.clients, WARM_UP_SECONDS);
  const cpu = await measureCpuPerRender(shop, next);
  options.log(
    `${database} (${setting}): CPU per render ${cpu.cpuMsPerRender.toFixed(1)} ms (batches ${cpu.batches.map((b) => b.toFixed(0)).join(', ')}), one client p50 ${cpu.oneClientP50Ms.toFixed(0)} ms`,
  );
  const runs: LongTailRun[] = [];
  for (let index = 0; index < options.repeats; index += 1) {
    const run = await measureLongTail(shop, next, options.clients, options.seconds);
    runs.push(run);
    options.log(longTailRow(database, setting, `${index + 1}`, run));
  }
  return { database, setting, cpu, runs };
}

const fmt = (value: number, digits = 0): string => (Number.isFinite(value) ? value.toFixed(digits) : '–');

/** Each figure's median over the runs. */
function medianRun(runs: readonly LongTailRun[]): LongTailRun {
  const m = (pick: (run: LongTailRun) => number) => median(runs.map(pick));
  return {
    loadBefore: m((r) => r.loadBefore),
    loadAfter: m((r) => r.loadAfter),
    elapsedSeconds: m((r) => r.elapsedSeconds),
    pages: m((r) => r.pages),
    fullPagesPerSecond: m((r) => r.fullPagesPerSecond),
    plainShells: m((r) => r.plainShells),
    plainShellShare: m((r) => r.plainShellShare),
    failed: m((r) => r.failed),
    p50: m((r) => r.p50),
    p95: m((r) => r.p95),
    p99: m((r) => r.p99),
    rendered: m((r) => r.rendered),
    shedByCap: m((r) => r.shedByCap),
    shedUnderPressure: m((r) => r.shedUnderPressure),
    timedOut: m((r) => r.timedOut),
    cpuMsPerFullPage: m((r) => r.cpuMsPerFullPage),
  };
}

export function longTailRow(database: string, setting: string, label: string, run: LongTailRun): string {
  return `| ${database} | ${setting} | ${label} | ${fmt(run.loadBefore, 1)} → ${fmt(run.loadAfter, 1)} | ${fmt(run.fullPagesPerSecond, 1)} | ${fmt(
    run.plainShellShare,
    1,
  )} % (${fmt(run.plainShells)} of ${fmt(run.pages)}) | ${fmt(run.failed)} | ${fmt(run.p50)} / ${fmt(run.p95)} / ${fmt(run.p99)} | ${fmt(
    run.rendered,
  )} / ${fmt(run.shedByCap)} / ${fmt(run.shedUnderPressure)} / ${fmt(run.timedOut)} | ${fmt(run.cpuMsPerFullPage)} |`;
}

/** The aims of docs/adr/0275-renders-on-every-core.md. */
const AIMS: Readonly<Record<string, number>> = { PostgreSQL: 40, PGlite: 25 };

export function longTailMarkdown(
  series: readonly LongTailSeries[],
  clients: number,
  seconds: number,
  startedAt: Date,
  endedAt: Date,
): string {
  const time = (date: Date) => date.toISOString().slice(11, 16);
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const lines = [
    LONG_TAIL_START,
    `Measured ${startedAt.toISOString().slice(0, 10)} ${time(startedAt)}-${time(endedAt)} UTC by \`npm run bench:load -- --scenario long-tail\` ` +
      `(packages/e2e/scripts/long-tail-load.ts), Node ${process.version}, ${cpus().length} × ${cpu}, shared with other work (1-minute load ` +
      `average at the start and end of each run). ${clients} clients for ${seconds} s a run, keep-alive, \`br, gzip\`, timed to the last byte, ` +
      `each asking the next listing address no one asked before (curated listing × price cap × page: \`/wakacje/grecja/?filtr=typ:wypoczynek;cena:1,4350;strona:2\`), ` +
      `so every page is a render and its list call a query. The shop as \`npm run serve\` runs it, 30 000-offer demo data. "CPU per render": one ` +
      `client, ${CPU_BATCHES} batches of ${CPU_BATCH_PAGES} pages one at a time, the site server's CPU (all its threads) per full page, median ` +
      `of the batches; "CPU / full page" in the table is the same over a concurrent run.`,
    '',
    '| database | setting | CPU per render (median, one client) | one client p50 ms |',
    '|---|---|---|---|',
    ...series.map((s) => `| ${s.database} | ${s.setting} | ${fmt(s.cpu.cpuMsPerRender, 1)} ms | ${fmt(s.cpu.oneClientP50Ms)} |`),
    '',
    '| database | setting | run | load avg 1 min | full pages/s | plain shells | failed | p50 / p95 / p99 ms | rendered / shed by cap / shed under pressure / timed out | CPU ms / full page |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of series) {
    if (s.runs.length > 1) lines.push(longTailRow(s.database, s.setting, `**median of ${s.runs.length}**`, medianRun(s.runs)));
    s.runs.forEach((run, index) => lines.push(longTailRow(s.database, s.setting, s.runs.length > 1 ? `${index + 1}` : 'one run', run)));
  }
  lines.push('', '| database | setting | aim | measured (median) | |', '|---|---|---|---|---|');
  for (const s of series) {
    const aim = AIMS[s.database];
    if (aim === undefined) continue;
    const run = medianRun(s.runs);
    const check = (met: boolean) => (met ? 'met' : '**not met**');
    lines.push(
      `| ${s.database} | ${s.setting} | ≥ ${aim} server-rendered pages/s | ${fmt(run.fullPagesPerSecond, 1)} | ${check(run.fullPagesPerSecond >= aim)} |`,
      `| ${s.database} | ${s.setting} | ≤ 5 % plain shells | ${fmt(run.plainShellShare, 1)} % | ${check(run.plainShellShare <= 5)} |`,
      `| ${s.database} | ${s.setting} | p95 ≤ 500 ms | ${fmt(run.p95)} ms | ${check(run.p95 <= 500)} |`,
    );
  }
  lines.push(LONG_TAIL_END);
  return lines.join('\n');
}

/** Replaces the figures between the markers, or adds the section before "Load shedding". */
export function writeLongTailSection(markdownText: string): void {
  writeMarkedSection(
    path.join(REPO_ROOT, 'docs/benchmarks.md'),
    { start: LONG_TAIL_START, end: LONG_TAIL_END, heading: LONG_TAIL_HEADING },
    markdownText,
  );
}
