/**
 * Where a throttled first load spends its main thread: one Chrome trace per load under the
 * in-browser throttling of `bench:web` (slow 4G with 562.5 ms request latency, 4x CPU), then
 * - the request waterfall (sent, first byte, finished; what each request waited for),
 * - every long task (over 50 ms) with what ran in it (scripts evaluated, functions called,
 *   parsing, style and layout, GC) and the hottest functions of the sampled CPU profile,
 * - console errors and warnings (a hydration mismatch shows there), and when the page was
 *   hydrated (its first request for data left out of the first paint).
 *
 *   tsx packages/e2e/scripts/trace-first-load.ts                      own site server, /wycieczki/
 *   tsx packages/e2e/scripts/trace-first-load.ts --url http://127.0.0.1:8080 --path / --runs 3
 *   ... --save /tmp/trace       also writes each raw trace (open in DevTools' Performance panel)
 *
 * Not part of `npm test`; a measuring tool next to bench-lighthouse.ts (docs/performance.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHONE_CONTEXT, throttleLikeSlowPhone } from '../src/harness/slow-phone';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../src/harness/chromium';
import { ensureChromium } from '../src/runner/ensure-chromium';
import { REPO_ROOT } from '../src/harness/repo-root';
import { deployAllBuilt, missingBuilds } from '../src/harness/deploy';
import { freePort } from '../src/harness/free-port';
import { startSiteServer } from '../src/harness/site-server';

interface TraceEvent {
  readonly name: string;
  readonly cat: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: Record<string, any>;
}

interface Args {
  readonly url: string | undefined;
  readonly paths: readonly string[];
  readonly runs: number;
  readonly save: string | undefined;
  readonly hydratedRequest: string;
  readonly topFunctions: number;
  /** Analyse a saved trace instead of loading the page (scripts for snippets are read from `url`). */
  readonly fromTrace: string | undefined;
  /** CPU slowdown: 4 as on the phone; 1 shows the trace Lighthouse's simulation starts from (tasks over 12.5 ms count). */
  readonly cpuRate: number;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const paths = argv.flatMap((arg, index) => (argv[index - 1] === '--path' ? [arg] : []));
  return {
    url: value('--url'),
    paths: paths.length > 0 ? paths : ['/wycieczki/'],
    runs: Number(value('--runs') ?? 1),
    save: value('--save'),
    hydratedRequest: value('--hydrated') ?? '/api/offers/filters/',
    topFunctions: Number(value('--top') ?? 12),
    fromTrace: value('--from-trace'),
    cpuRate: Number(value('--cpu') ?? 4),
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
];

async function traceLoad(
  browser: Browser,
  url: string,
  cpuRate: number,
): Promise<{ events: TraceEvent[]; console: string[]; raw: Buffer }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  const messages: string[] = [];
  try {
    const tab = await context.newPage();
    tab.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text().slice(0, 400)}`);
    });
    tab.on('pageerror', (error) => messages.push(`pageerror: ${error.message.slice(0, 400)}`));
    // React's commits with their scheduler priority (1 immediate/sync, 2 user-blocking, 3 normal,
    // 4 low, 5 idle), through the DevTools hook every react-dom registers with.
    // A string, not a function: tsx would wrap named functions in a helper the page lacks.
    await tab.addInitScript(`(() => {
      const commits = [];
      window.benchCommits = commits;
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        configurable: true,
        value: {
          renderers: new Map(), supportsFiber: true, isDisabled: false,
          inject: () => 1, checkDCE() {}, onScheduleFiberRoot() {},
          onCommitFiberRoot(id, root, priority) { commits.push({ at: Math.round(performance.now()), priority }); },
          onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
        },
      });
    })();`);
    await throttleLikeSlowPhone(context, tab, cpuRate);
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await tab.waitForTimeout(4000);
    const commits = await tab.evaluate(
      () => (window as unknown as { benchCommits: Array<{ at: number; priority?: number }> }).benchCommits,
    );
    messages.push(
      `react commits (ms after navigation start, priority): ${commits.map((commit) => `${commit.at}/${commit.priority ?? '?'}`).join(' ')}`,
    );
    const raw = await browser.stopTracing();
    const parsed = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    return { events, console: messages, raw };
  } finally {
    await context.close();
  }
}

const ms = (us: number): string => `${(us / 1000).toFixed(0)}`;
const shortUrl = (url: unknown): string =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/remotes\/([^/]+)\/[^/]+\//, '$1/')
    .slice(0, 90);

function describe(event: TraceEvent): string {
  const data = event.args?.['data'] ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
      return `${event.name} ${shortUrl(data.url ?? event.args?.['fileName'])}`;
    case 'FunctionCall':
      return `FunctionCall ${data.functionName || '(anonymous)'} ${shortUrl(data.url)}:${data.lineNumber ?? ''}`;
    case 'EventDispatch':
      return `EventDispatch ${data.type}`;
    case 'TimerFire':
      return `TimerFire`;
    case 'ParseHTML':
      return `ParseHTML ${shortUrl(data.url)}`;
    default:
      return event.name;
  }
}

const CHILD_NAMES = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'V8.GCFinalizeMC',
  'ParseAuthorStyleSheet',
  'Decode Image',
  'v8.parseOnBackground',
  'ScheduleStyleRecalculation',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
]);

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

/** Sampled CPU profile of the renderer's main thread: (timestamp, node id) pairs plus the node table. */
function cpuSamples(events: readonly TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profileIds = new Set(
    events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid).map((event) => event.id),
  );
  let ts = 0;
  for (const event of events) {
    if (event.name === 'Profile' && profileIds.has(event.id)) ts = Number(event.args?.['data']?.startTime ?? 0);
  }
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || !profileIds.has(event.id)) continue;
    const data = event.args?.['data'] ?? {};
    for (const node of (data.cpuProfile?.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
    const ids = (data.cpuProfile?.samples ?? []) as number[];
    const deltas = (data.timeDeltas ?? []) as number[];
    ids.forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, samples };
}

function frameName(node: ProfileNode | undefined): string {
  if (node === undefined) return '?';
  const frame = node.callFrame;
  return `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${(frame.lineNumber ?? -1) + 1}:${(frame.columnNumber ?? -1) + 1}`;
}

function analyse(
  events: readonly TraceEvent[],
  pagePath: string,
  hydratedRequest: string,
  topFunctions: number,
  cpuRate: number,
  snippet?: (frame: string) => string,
): string[] {
  const out: string[] = [];
  const threads = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.['name'] === 'CrRendererMain');
  // The renderer that parsed our document.
  const parse = events.find((event) => event.name === 'ParseHTML' && String(event.args?.['beginData']?.url ?? '').includes(pagePath));
  const mainThread = threads.find((thread) => parse !== undefined && thread.pid === parse.pid && thread.tid === parse.tid) ?? threads[0];
  if (mainThread === undefined) return ['no renderer main thread in the trace'];
  const { pid, tid } = mainThread;
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' && event.pid === pid && String(event.args?.['data']?.documentLoaderURL ?? '').includes(pagePath),
    )
    .at(-1);
  const origin = navigation?.ts ?? Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const at = (ts: number): string => `${((ts - origin) / 1000).toFixed(0).padStart(5)} ms`;

  // Requests: sent, response, finish.
  const requests = new Map<string, { url: string; sent: number; response?: number; finish?: number; bytes?: number; priority?: string }>();
  for (const event of events) {
    const data = event.args?.['data'];
    if (data?.requestId === undefined) continue;
    if (event.name === 'ResourceSendRequest') requests.set(data.requestId, { url: data.url, sent: event.ts, priority: data.priority });
    const request = requests.get(data.requestId);
    if (request === undefined) continue;
    if (event.name === 'ResourceReceiveResponse') request.response = event.ts;
    if (event.name === 'ResourceFinish') {
      request.finish = data.finishTime ? data.finishTime * 1e6 : event.ts;
      request.bytes = data.encodedDataLength;
    }
  }
  out.push('requests (sent / first byte / finished, ms after navigation start; encoded bytes; priority):');
  for (const request of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
    if (request.url.startsWith('data:')) continue;
    out.push(
      `  ${at(request.sent)} ${request.response === undefined ? '      -' : at(request.response)} ${request.finish === undefined ? '      -' : at(request.finish)}  ${String(request.bytes ?? '?').padStart(7)} ${String(request.priority ?? '').padEnd(8)} ${shortUrl(request.url)}`,
    );
  }
  const hydrated = [...requests.values()].find((request) => request.url.includes(hydratedRequest));
  out.push(`hydrated (${hydratedRequest} sent): ${hydrated === undefined ? '-' : at(hydrated.sent)}`);
  for (const name of ['firstContentfulPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd', 'loadEventEnd']) {
    const mark = events.filter((event) => event.name === name && event.pid === pid).at(-1);
    if (mark !== undefined) out.push(`${name}: ${at(mark.ts)}`);
  }

  // Tasks on the main thread.
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts);
  // A task is long when it is over 50 ms at the 4x CPU of the phone: over 12.5 ms in an unthrottled trace.
  const longAt = (50_000 * cpuRate) / 4;
  const longTasks = tasks.filter((task) => (task.dur ?? 0) > longAt);
  const tbt = longTasks.filter((task) => task.ts >= origin).reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) - longAt), 0);
  const busy = tasks.filter((task) => task.ts >= origin).reduce((sum, task) => sum + (task.dur ?? 0), 0);
  out.push(
    `main thread: ${tasks.length} tasks, busy ${ms(busy)} ms, ${longTasks.length} long tasks, blocking time (over 50 ms each, whole load) ${ms(tbt)} ms`,
  );

  const { nodes, samples } = cpuSamples(events, pid, tid);
  const children = onMain.filter((event) => CHILD_NAMES.has(event.name)).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  for (const task of longTasks) {
    const end = task.ts + (task.dur ?? 0);
    out.push(`long task at ${at(task.ts)}, ${ms(task.dur ?? 0)} ms:`);
    // Direct children only: an event inside another listed one is its detail.
    const inside = children.filter((child) => child.ts >= task.ts && child.ts + (child.dur ?? 0) <= end);
    const direct: TraceEvent[] = [];
    for (const child of inside) {
      const parent = direct.at(-1);
      if (parent !== undefined && child.ts < parent.ts + (parent.dur ?? 0)) continue;
      direct.push(child);
    }
    for (const child of direct.filter((event) => (event.dur ?? 0) >= 3000)) {
      out.push(`    ${ms(child.dur ?? 0).padStart(5)} ms  ${describe(child)}`);
    }
    // Hottest functions (self time) in the task's window.
    const self = new Map<number, number>();
    const inclusive = new Map<string, number>();
    let previous: number | undefined;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) {
        previous = sample.ts;
        continue;
      }
      const weight = previous === undefined ? 0 : sample.ts - previous;
      previous = sample.ts;
      self.set(sample.node, (self.get(sample.node) ?? 0) + weight);
      const seen = new Set<string>();
      for (let node = nodes.get(sample.node); node !== undefined; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const url = node.callFrame.url ?? '';
        if (!url.includes('/remotes/') && !/\/[0-9]+\.[0-9a-f]+\.js|main\.js/.test(url)) continue;
        const name = frameName(node);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + weight);
      }
    }
    const bySelf = new Map<string, number>();
    for (const [id, time] of self) {
      const name = frameName(nodes.get(id));
      bySelf.set(name, (bySelf.get(name) ?? 0) + time);
    }
    const top = [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, topFunctions);
    if (top.length > 0) out.push(`    self time: ${top.map(([name, time]) => `${ms(time)} ${name}`).join(' | ')}`);
    const appInclusive = [...inclusive]
      .filter(([name]) => !name.includes('/470.'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, topFunctions);
    if (appInclusive.length > 0) {
      out.push('    outside react-dom (inclusive):');
      for (const [name, time] of appInclusive)
        out.push(`      ${ms(time).padStart(4)} ${name}${snippet === undefined ? '' : `  «${snippet(name)}»`}`);
    }
  }
  return out;
}

/** `name file:line:column` → 60 characters of that (minified) script from there, to recognise the function. */
async function snippetsFor(events: readonly TraceEvent[]): Promise<(frame: string) => string> {
  const urls = new Set<string>();
  for (const event of events) {
    if (event.name !== 'ResourceSendRequest') continue;
    const url = String(event.args?.['data']?.url ?? '');
    if (url.endsWith('.js')) urls.add(url);
  }
  const sources = new Map<string, string[]>();
  await Promise.all(
    [...urls].map(async (url) => {
      const text = await fetch(url)
        .then((response) => response.text())
        .catch(() => '');
      sources.set(shortUrl(url), text.split('\n'));
    }),
  );
  return (frame) => {
    const match = /\s(\S+):(\d+):(\d+)$/.exec(frame);
    if (match === null) return '';
    const lines = sources.get(match[1]!);
    const line = lines?.[Number(match[2]) - 1];
    return line === undefined ? '' : line.slice(Number(match[3]) - 1, Number(match[3]) + 59);
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.fromTrace !== undefined) {
    const parsed = JSON.parse(readFileSync(args.fromTrace, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    const snippet = await snippetsFor(events);
    for (const line of analyse(events, args.paths[0]!, args.hydratedRequest, args.topFunctions, args.cpuRate, snippet)) console.info(line);
    return;
  }
  let site: Awaited<ReturnType<typeof startSiteServer>> | undefined;
  let dataDir: string | undefined;
  let browser: Browser | undefined;
  try {
    let baseURL = args.url;
    if (baseURL === undefined) {
      const missing = missingBuilds();
      if (missing.length > 0) throw new Error(`not built: ${missing.join(', ')}`);
      dataDir = mkdtempSync(path.join(tmpdir(), 'travel-trace-'));
      await deployAllBuilt(dataDir);
      site = await startSiteServer({ port: await freePort(), dataDir, env: { NODE_ENV: 'production', DEMO_SECRETS: '1' } });
      baseURL = site.baseURL;
    }
    if (!(await ensureChromium(REPO_ROOT))) throw new Error('no Chromium to measure with (see above)');
    browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
    for (const pagePath of args.paths) {
      // Warm the server's caches (first paint, API answers).
      await fetch(`${baseURL}${pagePath}`).then((response) => response.text());
      for (let run = 1; run <= args.runs; run += 1) {
        const { events, console: messages, raw } = await traceLoad(browser, `${baseURL}${pagePath}`, args.cpuRate);
        console.info(`\n=== ${pagePath} run ${run}`);
        for (const line of analyse(events, pagePath, args.hydratedRequest, args.topFunctions, args.cpuRate)) console.info(line);
        console.info(messages.length === 0 ? 'console: no errors or warnings' : `console:\n  ${messages.join('\n  ')}`);
        if (args.save !== undefined) {
          const file = `${args.save}-${pagePath.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`;
          writeFileSync(file, raw);
          console.info(`trace written to ${file}`);
        }
      }
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
