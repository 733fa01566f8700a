/**
 * `npm run bench:web`: how fast the listing's first page of offers (budget 2.5 s, docs/adr/0090-web-performance-benchmark.md), the home
 * page, a hotel page (its main photo and price) and a comparison of three offers (its table) appear on a throttled phone. Not part of `npm test`: a benchmark on a shared 2-core machine is a
 * measurement, not a pass/fail test. Every other kind of page is loaded the same way for its layout
 * shift (CLS per route kind, docs/adr/0215-pages-that-hold-still.md).
 *
 *   tsx packages/e2e/scripts/bench-lighthouse.ts            3 runs per page, writes docs/performance.md
 *   tsx packages/e2e/scripts/bench-lighthouse.ts --runs 1   quicker
 *   tsx packages/e2e/scripts/bench-lighthouse.ts --no-write only print the table
 *   ... --page listing --page hotel   only these pages (labels: listing, "listing with filters", home, hotel, compare,
 *                                     "price alert", "price alert on a search", and the route kinds below)
 *   ... --url http://127.0.0.1:8080   a site already running (nothing deployed or started; not written)
 *
 * Two measurements per page, both from the already built dists deployed into a fresh DATA_DIR:
 * - Lighthouse 12 (mobile form factor, its default simulated slow-4G + 4x CPU throttling,
 *   performance category only): LCP, TBT, CLS, JS bytes, plus its main diagnostics.
 * - Playwright under Lighthouse's devtools-equivalent throttling (the same slow-4G profile applied
 *   in the browser, 4x CPU): navigation start until the first `[data-testid="offer-card"]` is on
 *   screen, which is what the budget is about and what Lighthouse does not report by itself.
 * See docs/adr/0090-web-performance-benchmark.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { PHONE_CONTEXT, throttleLikeSlowPhone } from '../src/harness/slow-phone';
import { chromium, type Browser } from 'playwright-core';
import { endpoints } from '@travel/contracts/api/endpoints';
import { CHROMIUM_ARGS, chromiumPath } from '../src/harness/chromium';
import { demoData } from '../src/harness/demo-data';
import { deployAllBuilt, missingBuilds } from '../src/harness/deploy';
import { ensureChromium } from '../src/runner/ensure-chromium';
import { freePort } from '../src/harness/free-port';
import { REPO_ROOT } from '../src/harness/repo-root';
import { startSiteServer } from '../src/harness/site-server';

const BUDGET_MS = 2500;
const OFFER_CARD = '[data-testid="offer-card"]';
const DOC_FILE = path.join(REPO_ROOT, 'docs/performance.md');
const BEGIN_MARKER = '<!-- bench:web begin (written by npm run bench:web) -->';
const END_MARKER = '<!-- bench:web end -->';
const PRICE_ALERT_BUTTON = '[data-testid="price-alert"] button';
/** The price alert opened: its form's chunk is fetched a second after the page is up. */
const PRICE_ALERT_OPEN = { label: 'form open', click: PRICE_ALERT_BUTTON, ready: '[data-testid="price-alert"] input[type="email"]' };

interface BenchPage {
  readonly label: string;
  /** The page's address; the hotel page's is read from the seeded data. */
  readonly url: (baseURL: string) => Promise<string>;
  /**
   * What the shopper came for, timed until every one of these is painted (an image: loaded):
   * the offer cards of a listing, the main photo and the price of a hotel. None: Lighthouse only.
   */
  readonly firstContent?: readonly string[];
  /**
   * A request the page makes in the browser as soon as it is hydrated (data left out of the first
   * paint): from then on the page answers clicks.
   */
  readonly hydratedRequest?: string;
  /** The budget of the first content (the listing's first offer card, docs/adr/0090-web-performance-benchmark.md). */
  readonly firstContentBudgetMs?: number;
  /**
   * `localStorage` entries the browser holds before the page loads (the hotels recently viewed).
   * Only the in-browser load gets them; Lighthouse opens its own tab without them.
   */
  readonly localStorage?: (baseURL: string) => Promise<Readonly<Record<string, string>>>;
  /**
   * A control the shopper uses once the page has settled, timed from the click until `ready` is
   * visible (the price alert's form, a chunk of its own); its layout shifts count in the page's CLS.
   */
  readonly interaction?: { readonly label: string; readonly click: string; readonly ready: string };
}

const fixed = (url: string) => () => Promise.resolve(url);

const PAGES: readonly BenchPage[] = [
  {
    label: 'listing',
    url: fixed('/wycieczki/'),
    firstContent: [OFFER_CARD],
    hydratedRequest: '/api/offers/filters/',
    firstContentBudgetMs: BUDGET_MS,
  },
  {
    label: 'listing with filters',
    url: fixed('/wycieczki/grecja/?filtr=dorosli:2;wyzywienie:all-inclusive,hb'),
    firstContent: [OFFER_CARD],
    hydratedRequest: '/api/offers/filters/',
    firstContentBudgetMs: BUDGET_MS,
  },
  { label: 'home', url: fixed('/') },
  // A step of the order (its form is drawn in the browser: no first paint), for Lighthouse's LCP and
  // TBT beside the listing, home and hotel pages (docs/adr/0330-first-load-gap.md).
  { label: 'order step', url: async (baseURL) => `/rezerwacja/${(await demoOrder(baseURL)).orderId}/dane/` },
  {
    label: 'hotel',
    url: async (baseURL) => `/hotel/${(await demoData(baseURL)).hotelSlug}/`,
    firstContent: ['[data-testid="gallery-photo"] img', '[data-testid="price-total"]'],
    // The weather for the selected month is left to the browser (the hotel page's loader).
    hydratedRequest: '/api/weather/',
  },
  {
    label: 'compare',
    url: async (baseURL) => `/porownanie/?oferty=${(await firstOfferHashes(baseURL, 3)).join(',')}`,
    // The table is the page; the site server renders it (docs/adr/0300-compare-in-the-first-html.md).
    firstContent: ['[data-testid="compare-table"]'],
    hydratedRequest: '/api/offers/offer/batch-aval/',
  },
  // "Powiadom mnie, gdy cena spadnie" (docs/adr/0267-price-alerts.md): on an offer, and on a whole search.
  {
    label: 'price alert',
    url: async (baseURL) => `/oferta/${await firstOfferHash(baseURL)}/`,
    firstContent: [PRICE_ALERT_BUTTON],
    interaction: PRICE_ALERT_OPEN,
  },
  {
    label: 'price alert on a search',
    url: fixed('/wycieczki/grecja/'),
    firstContent: [OFFER_CARD, PRICE_ALERT_BUTTON],
    hydratedRequest: '/api/offers/filters/',
    interaction: PRICE_ALERT_OPEN,
  },
];

/** Hotels a returning visitor viewed, as `@travel/favorites` keeps them in the browser. */
async function recentlyViewedStorage(baseURL: string): Promise<Record<string, string>> {
  const list = endpoints.offersList.response.parse(await (await fetch(`${baseURL}/api/offers/list/?limit=8`)).json());
  const hotels = list.offers.map((offer) => ({
    slug: offer.hotelSlug,
    name: offer.hotelName,
    place: `${offer.destination.name}, ${offer.destination.country}`,
    stars: offer.hotelStandard,
  }));
  return { 'travel:recently-viewed': JSON.stringify(hotels) };
}

/** The order of the demo data and its tracking key, for the pages after booking. */
async function demoOrder(baseURL: string): Promise<{ orderId: string; orderHash: string }> {
  const { orderId } = await demoData(baseURL);
  const response = await fetch(`${baseURL}/api${endpoints.orderSummary.path.replace('{orderId}', orderId)}`);
  return { orderId, orderHash: endpoints.orderSummary.response.parse(await response.json()).order.orderHash };
}

async function firstOfferHashes(baseURL: string, count: number): Promise<string[]> {
  const list = endpoints.offersList.response.parse(await (await fetch(`${baseURL}/api/offers/list/?limit=${count}`)).json());
  if (list.offers.length < count) throw new Error(`the seed lists fewer than ${count} offers`);
  return list.offers.map((offer) => offer.hash);
}

async function firstOfferHash(baseURL: string): Promise<string> {
  const [hash] = await firstOfferHashes(baseURL, 1);
  return hash!;
}

/**
 * Every other kind of page, for its layout shift only (ADR 0215): loaded under the same throttling
 * as the pages above, without Lighthouse. Staff tools need a signed-in account; anonymous, `/debug/`
 * is the sign-in page, measured here.
 */
const ROUTE_KINDS: readonly BenchPage[] = [
  { label: 'offer', url: async (baseURL) => `/oferta/${await firstOfferHash(baseURL)}/` },
  { label: 'hotels listing', url: fixed('/hotele/grecja/') },
  { label: 'guide section', url: fixed('/przewodnik/dokumenty/') },
  { label: 'static page', url: fixed('/regulamin/') },
  { label: 'destination guide', url: fixed('/kierunki/grecja/') },
  { label: 'sales offices', url: fixed('/salony-podrozy/') },
  { label: 'contact', url: fixed('/kontakt/') },
  { label: 'newsletter confirmation', url: fixed('/newsletter/potwierdzenie/') },
  { label: 'favourites', url: fixed('/ulubione/') },
  { label: 'sign-in (and staff tools, anonymous)', url: fixed('/logowanie/') },
  { label: 'review form', url: async (baseURL) => `/dodaj-opinie/${(await demoData(baseURL)).hotelSlug}/` },
  { label: 'booking step', url: async (baseURL) => `/rezerwacja/${(await demoOrder(baseURL)).orderId}/dane/` },
  { label: 'thank-you', url: async (baseURL) => `/rezerwacja/${(await demoOrder(baseURL)).orderId}/dziekujemy/` },
  { label: 'payment return (tracking)', url: async (baseURL) => `/platnosc/sukces/${(await demoOrder(baseURL)).orderHash}/` },
  { label: 'not found', url: fixed('/nie-ma-takiej-strony/') },
  // "Ostatnio oglądane" appears after hydration at the end of these pages: it must move nothing.
  { label: 'home with hotels recently viewed', url: fixed('/'), localStorage: recentlyViewedStorage },
  {
    label: 'hotel with hotels recently viewed',
    url: async (baseURL) => `/hotel/${(await demoData(baseURL)).hotelSlug}/`,
    localStorage: recentlyViewedStorage,
  },
];

interface RouteKindResult {
  readonly page: BenchPage;
  readonly path: string;
  readonly cls: readonly number[];
}

interface LighthouseRun {
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  readonly fcpMs: number;
  readonly score: number;
  readonly jsBytes: number;
  readonly jsRequests: number;
  readonly totalBytes: number;
  readonly lcpElement: string;
  readonly diagnostics: readonly string[];
}

interface PageResult {
  readonly page: BenchPage;
  /** The address measured (`page.url` resolved). */
  readonly path: string;
  readonly lighthouse: readonly LighthouseRun[];
  readonly throttled: readonly ThrottledLoad[];
}

interface Args {
  readonly runs: number;
  readonly write: boolean;
  /** Labels of the pages to measure; all when empty. */
  readonly pages: readonly string[];
  /** A running site to measure instead of deploying the built dists into a fresh one. */
  readonly url: string | undefined;
}

function parseArgs(argv: readonly string[]): Args {
  const runsIndex = argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive integer');
  const pages = argv.flatMap((arg, index) => (argv[index - 1] === '--page' ? [arg] : []));
  const known = [...PAGES, ...ROUTE_KINDS].map((page) => page.label);
  const unknown = pages.filter((label) => !known.includes(label));
  if (unknown.length > 0) throw new Error(`--page: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  const urlIndex = argv.indexOf('--url');
  const url = urlIndex >= 0 ? argv[urlIndex + 1] : undefined;
  // A partial run or someone else's site is a look, not the record in docs/performance.md.
  return { runs, write: !argv.includes('--no-write') && pages.length === 0 && url === undefined, pages, url };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface AuditLike {
  readonly numericValue?: number;
  readonly score?: number | null;
  readonly title?: string;
  readonly displayValue?: string;
  readonly details?: {
    readonly type?: string;
    readonly overallSavingsMs?: number;
    readonly items?: ReadonlyArray<Record<string, unknown>>;
  };
}

function audit(audits: Readonly<Record<string, AuditLike>>, id: string): AuditLike {
  return audits[id] ?? {};
}

/** The diagnostics that say where the time goes: savings opportunities and main-thread work. */
function diagnosticsOf(audits: Readonly<Record<string, AuditLike>>): string[] {
  const lines: string[] = [];
  const opportunities = Object.entries(audits)
    .filter(([, value]) => value.details?.type === 'opportunity' && (value.details.overallSavingsMs ?? 0) > 0)
    .sort(([, a], [, b]) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 4);
  for (const [id, value] of opportunities) {
    lines.push(
      `${id}: ${value.title ?? ''} (~${Math.round(value.details?.overallSavingsMs ?? 0)} ms${value.displayValue ? `, ${value.displayValue}` : ''})`,
    );
  }
  for (const id of ['bootup-time', 'mainthread-work-breakdown', 'network-rtt', 'server-response-time']) {
    const value = audit(audits, id);
    if (value.displayValue !== undefined) lines.push(`${id}: ${value.title ?? ''} (${value.displayValue})`);
  }
  const bootup = audit(audits, 'bootup-time').details?.items ?? [];
  for (const item of bootup.slice(0, 3)) {
    const url = String(item['url'] ?? '').replace(/^https?:\/\/[^/]+/, '');
    lines.push(
      `  script time ${url}: ${Math.round(Number(item['total'] ?? 0))} ms (${Math.round(Number(item['scripting'] ?? 0))} ms scripting)`,
    );
  }
  // CLS is the listing's worst metric: name the elements that move.
  const shifts = audit(audits, 'layout-shifts').details?.items ?? [];
  for (const item of shifts.slice(0, 3)) {
    const node = item['node'] as { selector?: string } | undefined;
    lines.push(`  layout shift ${Number(item['score'] ?? 0).toFixed(3)}: \`${node?.selector ?? '?'}\``);
  }
  return lines;
}

function lcpElementOf(audits: Readonly<Record<string, AuditLike>>): string {
  const items = audit(audits, 'largest-contentful-paint-element').details?.items ?? [];
  const first = items[0] as { items?: ReadonlyArray<{ node?: { selector?: string; snippet?: string } }> } | undefined;
  const node = first?.items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? '?';
}

async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    // Lighthouse's defaults, named so the run documents itself.
    throttlingMethod: 'simulate',
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = result.lhr;
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as unknown as Readonly<Record<string, AuditLike>>;
  const summary = (audit(audits, 'resource-summary').details?.items ?? []) as ReadonlyArray<{
    resourceType?: string;
    transferSize?: number;
    requestCount?: number;
  }>;
  const script = summary.find((item) => item.resourceType === 'script');
  const total = summary.find((item) => item.resourceType === 'total');
  return {
    lcpMs: audit(audits, 'largest-contentful-paint').numericValue ?? Number.NaN,
    tbtMs: audit(audits, 'total-blocking-time').numericValue ?? Number.NaN,
    cls: audit(audits, 'cumulative-layout-shift').numericValue ?? Number.NaN,
    fcpMs: audit(audits, 'first-contentful-paint').numericValue ?? Number.NaN,
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    jsBytes: script?.transferSize ?? 0,
    jsRequests: script?.requestCount ?? 0,
    totalBytes: total?.transferSize ?? 0,
    lcpElement: lcpElementOf(audits),
    diagnostics: diagnosticsOf(audits),
  };
}

/**
 * Records when every selector of \`window.benchFirstContent\` matches an element with a size (an
 * image: also loaded), relative to navigation start (performance.now()'s origin), then waits one
 * frame so the number includes its paint.
 */
const FIRST_CONTENT_PROBE = `(() => {
  const key = 'benchFirstContentMs';
  const painted = (selector) => {
    const element = document.querySelector(selector);
    if (element === null || element.getBoundingClientRect().height === 0) return false;
    return element.tagName !== 'IMG' || (element.complete && element.naturalWidth > 0);
  };
  const check = () => {
    const selectors = window.benchFirstContent;
    if (window[key] !== undefined || !Array.isArray(selectors) || !selectors.every(painted)) return;
    window[key] = null;
    requestAnimationFrame(() => setTimeout(() => { window[key] = performance.now(); }, 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // An image finishing its load changes no node: listen for loads too.
  document.addEventListener('load', check, true);
  // What the visitor got under the same throttling: largest paint and layout shifts, as observed.
  window.benchLcp = { ms: 0, element: '' };
  window.benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const name = el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(' ').filter(Boolean).join('.') : '') : '?';
      window.benchLcp = { ms: entry.startTime, element: name };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** One load under in-browser throttling, as a visitor's phone would get it. */
interface ThrottledLoad {
  /** Until the page's first content (offer cards, hotel photo and price) is painted; NaN where none is named. */
  readonly firstContentMs: number;
  /** Largest contentful paint and the summed layout shifts, observed until the page settled. */
  readonly lcpMs: number;
  readonly lcpElement: string;
  readonly cls: number;
  /** When the browser made the page's `hydratedRequest`; NaN where none is named. */
  readonly hydratedMs: number;
  /** Click until the `interaction`'s result is visible; NaN where none is named. */
  readonly interactionMs: number;
}

/** After `load`, this long with nothing new is taken as settled (hydration under 4x CPU included). */
const SETTLE_MS = 4000;

async function throttledLoad(browser: Browser, url: string, page: BenchPage): Promise<ThrottledLoad> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const tab = await context.newPage();
    const storage = page.localStorage === undefined ? {} : await page.localStorage(new URL(url).origin);
    await tab.addInitScript(
      `try { for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value); } catch {}`,
    );
    await tab.addInitScript(`window.benchFirstContent = ${JSON.stringify(page.firstContent ?? null)};`);
    await tab.addInitScript(FIRST_CONTENT_PROBE);
    await throttleLikeSlowPhone(context, tab);
    await tab.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    let firstContentMs = Number.NaN;
    if (page.firstContent !== undefined) {
      const handle = await tab.waitForFunction(
        () => (window as unknown as { benchFirstContentMs?: number | null }).benchFirstContentMs ?? false,
        undefined,
        { timeout: 60_000, polling: 50 },
      );
      firstContentMs = Number(await handle.jsonValue());
    }
    await tab.waitForLoadState('load', { timeout: 60_000 });
    await tab.waitForTimeout(SETTLE_MS);
    const observed = await tab.evaluate((hydratedRequest) => {
      const w = window as unknown as { benchLcp: { ms: number; element: string }; benchCls: number };
      const hydrated =
        hydratedRequest === null
          ? undefined
          : performance.getEntriesByType('resource').find((entry) => entry.name.includes(hydratedRequest));
      return { lcpMs: w.benchLcp.ms, lcpElement: w.benchLcp.element, cls: w.benchCls, hydratedMs: hydrated?.startTime ?? Number.NaN };
    }, page.hydratedRequest ?? null);
    let interactionMs = Number.NaN;
    let cls = observed.cls;
    if (page.interaction !== undefined) {
      const start = Date.now();
      await tab.locator(page.interaction.click).first().click({ timeout: 60_000 });
      await tab.locator(page.interaction.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
      interactionMs = Date.now() - start;
      // Shifts within 500 ms of the click are the shopper's own (hadRecentInput); later ones count.
      cls = await tab.evaluate(() => (window as unknown as { benchCls: number }).benchCls);
    }
    return { firstContentMs, ...observed, cls, interactionMs };
  } finally {
    await context.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; run it again. */
async function withRetries<T>(action: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`[bench:web] attempt ${attempt} failed, retrying: ${(error as Error).message}`);
    }
  }
}

function formatMs(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function machineLine(load: readonly number[]): string {
  let cpu = '';
  try {
    cpu =
      readFileSync('/proc/cpuinfo', 'utf8')
        .match(/model name\s*:\s*(.+)/)?.[1]
        ?.trim() ?? '';
  } catch {
    // Not Linux: the core count still says enough.
  }
  const cores = execFileSync('nproc', { encoding: 'utf8' }).trim();
  return `${cores} cores (\`nproc\`)${cpu ? `, ${cpu}` : ''}; load average at the start ${load.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min), shared with other work`;
}

function renderSection(
  results: readonly PageResult[],
  routeKinds: readonly RouteKindResult[],
  runs: number,
  load: readonly number[],
  chromeVersion: string,
): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const lines: string[] = [
    BEGIN_MARKER,
    '## Every route kind under mobile throttling (Lighthouse: listing, home and hotel)',
    '',
    `Measured by \`npm run bench:web\` on ${date} UTC (${runs} runs per page, medians), Lighthouse 12.8.2,`,
    `${chromeVersion}, against the built dists deployed into a fresh DATA_DIR with the seeded demo data,`,
    `served by \`shell/server\` (brotli) on 127.0.0.1. Machine: ${machineLine(load)}.`,
    'Method: docs/adr/0090-web-performance-benchmark.md.',
    '',
    `- **First content**: navigation start until the first \`${OFFER_CARD}\` (listings), or the hotel's main photo (loaded) and its price (hotel), is painted, in Chromium`,
    "  driven by Playwright under Lighthouse's slow-4G profile applied in the browser (562.5 ms request",
    "  latency, 1474.56 Kbps down, 675 Kbps up: Lighthouse's devtools-equivalent of 150 ms RTT /",
    `  1.6 Mbps) and 4x CPU slowdown, cold cache, 412x823 mobile viewport. Budget ${formatMs(BUDGET_MS)}.`,
    `- **In-browser LCP, CLS**: the same throttled load, observed by the page (PerformanceObserver) until ${SETTLE_MS / 1000} s after \`load\`.`,
    '- **Hydrated**: the same load, when the page asked for data left out of its first paint, which it does as',
    '  soon as it is hydrated (listing: filter counts; hotel: the weather): from then on it answers clicks.',
    '- Aims: listing first offer card ≤ 2.5 s (ADR 0090); hotel LCP ≤ 2.0 s and CLS ≤ 0.02 (ADR 0120).',
    '- **Lighthouse LCP, TBT, CLS, score, JS**: Lighthouse mobile, default simulated throttling (slow 4G, 4x CPU),',
    '  performance category only. JS = script bytes transferred (compressed) from `resource-summary`. Its',
    '  simulation replays a fast local load: scripts that ran before the first paint there count as',
    '  blocking it, so its LCP can sit above what the throttled browser shows.',
    '',
    '| page | URL | first content | budget | hydrated | in-browser LCP | in-browser CLS | Lighthouse LCP | TBT | CLS | FCP | score | JS transferred (requests) | all bytes |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    const lh = result.lighthouse;
    const firstContents = result.throttled.map((run) => run.firstContentMs).filter((ms) => !Number.isNaN(ms));
    const first = firstContents.length > 0 ? median(firstContents) : Number.NaN;
    const budget = result.page.firstContentBudgetMs;
    const hydratedRuns = result.throttled.map((run) => run.hydratedMs).filter((ms) => !Number.isNaN(ms));
    const hydrated = hydratedRuns.length > 0 ? formatMs(median(hydratedRuns)) : '-';
    const verdict = Number.isNaN(first) || budget === undefined ? 'n/a' : first <= budget ? 'met' : `missed by ${formatMs(first - budget)}`;
    lines.push(
      `| ${result.page.label} | \`${result.path}\` | ${Number.isNaN(first) ? '-' : formatMs(first)} | ${verdict} | ${hydrated} | ` +
        `${formatMs(median(result.throttled.map((run) => run.lcpMs)))} | ${median(result.throttled.map((run) => run.cls)).toFixed(3)} | ` +
        `${formatMs(median(lh.map((run) => run.lcpMs)))} | ${Math.round(median(lh.map((run) => run.tbtMs)))} ms | ` +
        `${median(lh.map((run) => run.cls)).toFixed(3)} | ${formatMs(median(lh.map((run) => run.fcpMs)))} | ` +
        `${median(lh.map((run) => run.score))} | ${formatKb(median(lh.map((run) => run.jsBytes)))} (${median(lh.map((run) => run.jsRequests))}) | ` +
        `${formatKb(median(lh.map((run) => run.totalBytes)))} |`,
    );
  }
  lines.push(
    '',
    '### Layout shift per route kind',
    '',
    `In-browser CLS: every layout shift without input until ${SETTLE_MS / 1000} s after \`load\`, summed; medians of ${runs}`,
    'throttled loads as above. Aim: ≤ 0.02 on every page (docs/adr/0215-pages-that-hold-still.md).',
    '',
    '| route kind | URL | in-browser CLS | single runs |',
    '|---|---|---:|---|',
  );
  for (const result of results) {
    const cls = result.throttled.map((run) => run.cls);
    lines.push(
      `| ${result.page.label} | \`${result.path}\` | ${median(cls).toFixed(3)} | ${cls.map((value) => value.toFixed(3)).join(', ')} |`,
    );
  }
  for (const kind of routeKinds) {
    lines.push(
      `| ${kind.page.label} | \`${kind.path}\` | ${median(kind.cls).toFixed(3)} | ${kind.cls.map((value) => value.toFixed(3)).join(', ')} |`,
    );
  }
  const interacted = results.filter((result) => result.page.interaction !== undefined);
  if (interacted.length > 0) {
    lines.push('', 'Interactions after the page settled (click until the result is visible, in-browser throttling):', '');
    for (const result of interacted) {
      const times = result.throttled.map((run) => run.interactionMs);
      lines.push(
        `- ${result.page.label}, ${result.page.interaction!.label}: ${formatMs(median(times))} (${times.map(formatMs).join(', ')})`,
      );
    }
  }
  lines.push('', 'Single runs (first content / in-browser LCP / Lighthouse LCP):', '');
  for (const result of results) {
    const firsts = result.throttled.map((run) => run.firstContentMs).filter((ms) => !Number.isNaN(ms));
    lines.push(
      `- ${result.page.label}: ${firsts.length > 0 ? firsts.map(formatMs).join(', ') : '-'} / ` +
        `${result.throttled.map((run) => formatMs(run.lcpMs)).join(', ')} / ` +
        `${result.lighthouse.map((run) => formatMs(run.lcpMs)).join(', ')}; LCP element in the browser \`${result.throttled[0]?.lcpElement ?? '?'}\`, ` +
        `for Lighthouse \`${result.lighthouse[0]?.lcpElement ?? '?'}\``,
    );
  }
  const listing = results[0]?.lighthouse[0];
  if (listing !== undefined) {
    lines.push('', `Lighthouse diagnostics for \`${results[0]!.path}\` (first run):`, '');
    for (const line of listing.diagnostics) lines.push(line.startsWith('  ') ? `  - ${line.trim()}` : `- ${line}`);
  }
  lines.push('', END_MARKER);
  return lines.join('\n');
}

function writeSection(section: string): void {
  const current = readFileSync(DOC_FILE, 'utf8');
  const begin = current.indexOf(BEGIN_MARKER);
  const end = current.indexOf(END_MARKER);
  const next =
    begin >= 0 && end > begin
      ? `${current.slice(0, begin)}${section}${current.slice(end + END_MARKER.length)}`
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(DOC_FILE, next, 'utf8');
}

async function waitForListingApi(baseURL: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseURL}/api/offers/list/?limit=20&offset=0`, { signal: AbortSignal.timeout(30_000) });
      if (response.ok) return;
    } catch {
      // Still seeding.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('/api/offers/list/ did not answer within 180 s');
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')} (npm run build -w <app>)`);
  if (!(await ensureChromium(REPO_ROOT))) throw new Error('no Chromium to measure with (see above)');
  const load = loadavg();
  const dataDir = args.url === undefined ? mkdtempSync(path.join(tmpdir(), 'travel-bench-web-')) : undefined;
  const pages = PAGES.filter((page) => args.pages.length === 0 || args.pages.includes(page.label));
  const routeKinds = ROUTE_KINDS.filter((page) => args.pages.length === 0 || args.pages.includes(page.label));
  let site: Awaited<ReturnType<typeof startSiteServer>> | undefined;
  let browser: Browser | undefined;
  try {
    if (dataDir !== undefined) {
      await deployAllBuilt(dataDir);
      // As production runs it: React's production server build renders the first paints.
      // As `npm start` runs the shop: the production build, the demo's drawn secrets.
      site = await startSiteServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'production', DEMO_SECRETS: '1' } });
    }
    const baseURL = site?.baseURL ?? args.url!;
    console.info(`[bench:web] site on ${baseURL}, waiting for the listing API`);
    await waitForListingApi(baseURL);
    const debuggingPort = await freePort();
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
    });
    const chromeVersion = `Chromium ${browser.version()}`;
    // One untimed pass per page warms the server's caches (SEO texts, filter counts, compression).
    const paths = await Promise.all(pages.map((page) => page.url(baseURL)));
    for (const pagePath of paths) await fetch(`${baseURL}${pagePath}`).then((response) => response.text());
    for (const [index, page] of pages.entries()) {
      if (page.firstContent !== undefined) await throttledLoad(browser, `${baseURL}${paths[index]!}`, page);
    }

    const results: PageResult[] = [];
    for (const [index, page] of pages.entries()) {
      const pagePath = paths[index]!;
      const url = `${baseURL}${pagePath}`;
      const lighthouseRuns: LighthouseRun[] = [];
      const throttled: ThrottledLoad[] = [];
      for (let run = 0; run < args.runs; run += 1) {
        const lh = await withRetries(() => runLighthouse(url, debuggingPort), 3);
        lighthouseRuns.push(lh);
        const observed = await throttledLoad(browser, url, page);
        throttled.push(observed);
        console.info(
          `[bench:web] ${pagePath} run ${run + 1}: Lighthouse LCP ${formatMs(lh.lcpMs)}, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(3)}, ` +
            `JS ${formatKb(lh.jsBytes)}; in browser: first content ${Number.isNaN(observed.firstContentMs) ? '-' : formatMs(observed.firstContentMs)}, ` +
            `LCP ${formatMs(observed.lcpMs)} (${observed.lcpElement}), CLS ${observed.cls.toFixed(3)}, ` +
            `hydrated ${Number.isNaN(observed.hydratedMs) ? '-' : formatMs(observed.hydratedMs)}` +
            (page.interaction === undefined ? '' : `, ${page.interaction.label} ${formatMs(observed.interactionMs)}`),
        );
      }
      results.push({ page, path: pagePath, lighthouse: lighthouseRuns, throttled });
    }
    const kinds: RouteKindResult[] = [];
    for (const kind of routeKinds) {
      const pagePath = await kind.url(baseURL);
      const cls: number[] = [];
      for (let run = 0; run < args.runs; run += 1) cls.push((await throttledLoad(browser, `${baseURL}${pagePath}`, kind)).cls);
      console.info(`[bench:web] ${pagePath}: in-browser CLS ${cls.map((value) => value.toFixed(3)).join(', ')}`);
      kinds.push({ page: kind, path: pagePath, cls });
    }
    const section = renderSection(results, kinds, args.runs, load, chromeVersion);
    console.info(`\n${section}\n`);
    if (args.write) {
      writeSection(section);
      console.info(`[bench:web] wrote ${path.relative(REPO_ROOT, DOC_FILE)}`);
    }
  } finally {
    await browser?.close();
    await site?.stop();
    if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
