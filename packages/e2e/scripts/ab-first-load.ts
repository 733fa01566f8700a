/**
 * A/B of a throttled first load on one running site: loads a page alternately with two deployed
 * versions of a remote (switching its registry entry in DATA_DIR before each load, which the site
 * server reads on the next page), or, with `--variants` of a request header, under two settings of
 * the site server, so both sides share the machine's load of the moment. Per load: when the page
 * was hydrated (asked for `--hydrated`), its first offer card, LCP, and the blocking time of the
 * long tasks after the first contentful paint (a TBT without Lighthouse's simulation).
 *
 *   tsx packages/e2e/scripts/ab-first-load.ts --url http://127.0.0.1:8181 --data-dir /tmp/perf-data \
 *     --remote search --a 20261124T222130Z-7c0ee66d --b 20261124T222920Z-ea271f4b --path /wycieczki/ --runs 6
 *
 * Same throttling as `bench:web` (slow 4G with 562.5 ms request latency, 4x CPU). A measuring tool
 * next to bench-lighthouse.ts, not part of `npm test`.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { PHONE_CONTEXT, throttleLikeSlowPhone } from '../src/harness/slow-phone';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/harness/chromium';
import { ensureChromium } from '../src/runner/ensure-chromium';
import { REPO_ROOT } from '../src/harness/repo-root';

interface Args {
  readonly url: string;
  /** Side B on another site server (e.g. one started after a change to the server). */
  readonly urlB: string | undefined;
  readonly dataDir: string | undefined;
  readonly remote: string;
  readonly a: string | undefined;
  readonly b: string | undefined;
  /** `name: value` headers sent with the document request of side A and side B. */
  readonly headerA: string | undefined;
  readonly headerB: string | undefined;
  readonly path: string;
  readonly runs: number;
  readonly hydrated: string;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    url: value('--url') ?? 'http://127.0.0.1:8181',
    urlB: value('--url-b'),
    dataDir: value('--data-dir'),
    remote: value('--remote') ?? 'search',
    a: value('--a'),
    b: value('--b'),
    headerA: value('--header-a'),
    headerB: value('--header-b'),
    path: value('--path') ?? '/wycieczki/',
    runs: Number(value('--runs') ?? 4),
    hydrated: value('--hydrated') ?? '/api/offers/filters/',
  };
}

const PROBE = `(() => {
  window.abLongTasks = [];
  window.abLcp = 0;
  window.abCard = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.abLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.abLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const card = document.querySelector('[data-testid="offer-card"]');
    if (window.abCard === 0 && card !== null && card.getBoundingClientRect().height > 0) {
      window.abCard = -1;
      requestAnimationFrame(() => setTimeout(() => { window.abCard = performance.now(); }, 0));
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
})();`;

interface Load {
  readonly hydratedMs: number;
  readonly cardMs: number;
  readonly lcpMs: number;
  readonly blockingMs: number;
  readonly longTasks: number;
}

async function load(browser: Browser, url: string, hydrated: string, header: string | undefined): Promise<Load> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const tab = await context.newPage();
    if (header !== undefined) {
      const [name = '', ...rest] = header.split(':');
      await tab.route(url, (route) =>
        route.continue({ headers: { ...route.request().headers(), [name.trim().toLowerCase()]: rest.join(':').trim() } }),
      );
    }
    await tab.addInitScript(PROBE);
    await throttleLikeSlowPhone(context, tab);
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await tab.waitForTimeout(4000);
    return await tab.evaluate((request) => {
      const w = window as unknown as { abLongTasks: Array<[number, number]>; abLcp: number; abCard: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const after = w.abLongTasks.filter(([start]) => start >= fcp);
      const entry = performance.getEntriesByType('resource').find((resource) => resource.name.includes(request));
      return {
        hydratedMs: entry?.startTime ?? Number.NaN,
        cardMs: w.abCard,
        lcpMs: w.abLcp,
        blockingMs: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longTasks: after.length,
      };
    }, hydrated);
  } finally {
    await context.close();
  }
}

function switchRemote(dataDir: string, remote: string, version: string): void {
  const file = path.join(dataDir, 'remotes.json');
  const registry = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { entry: string; version: string }>;
  registry[remote] = { entry: `/remotes/${remote}/${version}/mf-manifest.json`, version };
  writeFileSync(`${file}.tmp`, JSON.stringify(registry, null, 2));
  renameSync(`${file}.tmp`, file);
}

const median = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((x, y) => x - y);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!(await ensureChromium(REPO_ROOT))) throw new Error('no Chromium to measure with (see above)');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  const sides = [
    { name: 'A', url: args.url, version: args.a, header: args.headerA, loads: [] as Load[] },
    { name: 'B', url: args.urlB ?? args.url, version: args.b, header: args.headerB, loads: [] as Load[] },
  ];
  console.info(
    `load average at the start ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
  try {
    for (let run = 0; run < args.runs; run += 1) {
      // ABBA order, so a load average that drifts during the runs favours neither side.
      const order = run % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        if (side.version !== undefined && args.dataDir !== undefined) {
          switchRemote(args.dataDir, args.remote, side.version);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        // Warm the server's caches for this side (first paint, API answers).
        await fetch(
          `${side.url}${args.path}`,
          side.header === undefined
            ? {}
            : { headers: { [side.header.split(':')[0]!.trim()]: side.header.split(':').slice(1).join(':').trim() } },
        ).then((response) => response.text());
        const result = await load(browser, `${side.url}${args.path}`, args.hydrated, side.header);
        side.loads.push(result);
        console.info(
          `${side.name} run ${run + 1}: hydrated ${result.hydratedMs.toFixed(0)} ms, card ${result.cardMs.toFixed(0)} ms, LCP ${result.lcpMs.toFixed(0)} ms, ` +
            `blocking ${result.blockingMs.toFixed(0)} ms in ${result.longTasks} long tasks (load ${loadavg()[0]!.toFixed(2)})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  for (const side of sides) {
    const loads = side.loads;
    console.info(
      `${side.name} (${side.url} ${side.version ?? side.header ?? ''}) medians of ${loads.length}: hydrated ${median(loads.map((l) => l.hydratedMs)).toFixed(0)} ms, ` +
        `card ${median(loads.map((l) => l.cardMs)).toFixed(0)} ms, LCP ${median(loads.map((l) => l.lcpMs)).toFixed(0)} ms, blocking ${median(loads.map((l) => l.blockingMs)).toFixed(0)} ms`,
    );
  }
  console.info(
    `load average at the end ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
