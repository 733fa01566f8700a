/**
 * `npm run size [-- --build] [-- --no-write] [-- --report <file>]`: brotli size of the JS each route
 * kind loads before it is interactive, per file and in total; prints the table and writes it into
 * docs/performance.md ("Bundle sizes"; not with --no-write, as the test run calls it). Reads each
 * app's dist/ (building apps whose dist/ is missing, or all with --build). Exits 1 when a route is
 * over its budget (`ROUTE_BUDGET_BYTES`, 170 KB brotli); prints each route's distance from the aim
 * (`ROUTE_AIM_BYTES`, 130 KB, not a check: docs/adr/0330-first-load-gap.md). `--report` also writes
 * each route's total and the budget as JSON (`SizeReport`), which the test run counts one check per route.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { REPO_ROOT } from '../src/webpack-config';
import { distanceFromAim, overBudget, ROUTE_AIM_BYTES, ROUTE_BUDGET_BYTES, type RouteTotal, type SizeReport } from '../src/size/budget';
import { remoteFiles, shellFiles, type BuildStats } from '../src/size/first-paint-files';
import { BUILD_STATS_FILE, runWebpackBuild } from './lib/run-webpack';
import { START_SCRIPT_NAME } from '../src/start-script-plugin';

/** One route per remote (two for search: its home and a listing). */
const ROUTES = [
  { path: '/', remote: 'search', module: 'HomePage', expose: 'home-page' },
  { path: '/wycieczki/', remote: 'search', module: 'ListingPage', expose: 'listing-page' },
  { path: '/hotel/przyklad/', remote: 'hotel', module: 'HotelPage', expose: 'hotel-page' },
  { path: '/rezerwacja/1/dane/', remote: 'order', module: 'OrderPage', expose: 'order-page' },
  { path: '/dodaj-opinie/przyklad/', remote: 'reviews', module: 'ReviewFormPage', expose: 'review-form-page' },
  { path: '/przewodnik/', remote: 'content', module: 'GuidePage', expose: 'guide-page' },
] as const;

const appDir = (app: string) => path.join(REPO_ROOT, app);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function stats(app: string, build: boolean): Promise<BuildStats> {
  const file = path.join(appDir(app), 'dist', BUILD_STATS_FILE);
  if (build || !existsSync(file)) await runWebpackBuild(appDir(app), 'production');
  return JSON.parse(await readFile(file, 'utf8')) as BuildStats;
}

const brotliCache = new Map<string, { raw: number; brotli: number }>();
async function measure(file: string): Promise<{ raw: number; brotli: number }> {
  let size = brotliCache.get(file);
  if (!size) {
    const content = await readFile(file);
    size = { raw: content.length, brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length };
    brotliCache.set(file, size);
  }
  return size;
}

interface Row {
  file: string;
  raw: number;
  brotli: number;
}

/** Resolves with the lines of the routes over budget (empty when all fit). */
async function main(): Promise<string[]> {
  const build = process.argv.includes('--build');
  const write = !process.argv.includes('--no-write');
  const reportAt = process.argv.indexOf('--report');
  const reportFile = reportAt === -1 ? undefined : process.argv[reportAt + 1];
  if (reportAt !== -1 && reportFile === undefined) throw new Error('--report needs a file name');
  const totals: RouteTotal[] = [];
  const shellStats = await stats('shell', build);
  const sections: string[] = [];
  const summary: string[] = [
    `| route | remote module | JS files | brotli total | budget | aim ${kb(ROUTE_AIM_BYTES)} |`,
    '|---|---|---:|---:|---|---:|',
  ];
  for (const route of ROUTES) {
    const remoteApp = `mf-${route.remote}`;
    const remoteStats = await stats(remoteApp, build && route === ROUTES.find((r) => r.remote === route.remote));
    const loaded = new Set<string>();
    const rows: Row[] = [];
    // `start.js` runs first on every page and starts `main.js` (the shell's StartScriptPlugin).
    rows.push({ file: `shell/${START_SCRIPT_NAME}`, ...(await measure(path.join(appDir('shell'), 'dist', START_SCRIPT_NAME))) });
    for (const file of shellFiles(shellStats, loaded))
      rows.push({ file: `shell/${file}`, ...(await measure(path.join(appDir('shell'), 'dist', file))) });
    for (const file of remoteFiles(remoteStats, route.remote, `./src/exposes/${route.expose}.tsx`, loaded)) {
      rows.push({ file: `${route.remote}/${file}`, ...(await measure(path.join(appDir(remoteApp), 'dist', file))) });
    }
    const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, brotli: sum.brotli + row.brotli }), { raw: 0, brotli: 0 });
    totals.push({ route: route.path, brotli: total.brotli });
    const verdict = total.brotli <= ROUTE_BUDGET_BYTES ? 'met' : `**over by ${kb(total.brotli - ROUTE_BUDGET_BYTES)}**`;
    summary.push(
      `| \`${route.path}\` | ${route.remote}/${route.module} | ${rows.length} | ${kb(total.brotli)} | ${verdict} | ${distanceFromAim(total.brotli)} |`,
    );
    sections.push(
      [
        `### \`${route.path}\` (${route.remote}/${route.module})`,
        '',
        '| file | minified | brotli |',
        '|---|---:|---:|',
        ...rows.map((row) => `| ${row.file} | ${kb(row.raw)} | ${kb(row.brotli)} |`),
        `| **total** | **${kb(total.raw)}** | **${kb(total.brotli)}** |`,
      ].join('\n'),
    );
  }
  const section = [
    '## Bundle sizes',
    '',
    `Generated by \`npm run size\` (${new Date().toISOString().slice(0, 10)}). JS a route loads before it is interactive (hydrated, or rendered where the server sent no first paint): the`,
    "shell's entry (with the bootstrap and the shared singletons it bundles eagerly) and any bootstrap",
    "chunk or shared fallback it loads, then the route's `remoteEntry.js`, its exposed module and any",
    'shared package the shell has not loaded yet (read from the webpack chunk graph of each build).',
    'Chunks loaded later (a dialog when it opens, the sign-in page, Sentry) are not counted. Brotli',
    'quality 11; the manifest (`mf-manifest.json`, a few KB of JSON) is not JS and not counted. Budget: ' +
      `${kb(ROUTE_BUDGET_BYTES)} per route (docs/adr/0192-first-load-budget.md); \`npm run size\` fails above it, and \`npm test\` counts one check per route.`,
    `Aim: ${kb(ROUTE_AIM_BYTES)} per route, not a check yet; the last column is each route's distance from it, and what stands in the way is in docs/adr/0330-first-load-gap.md.`,
    '',
    ...summary,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
  console.info(section);
  if (write) await writeDoc(section);
  if (reportFile !== undefined) {
    const report: SizeReport = {
      budgetBytes: ROUTE_BUDGET_BYTES,
      routes: totals.map(({ route, brotli }) => ({ route, brotliBytes: brotli })),
    };
    await writeFile(reportFile, JSON.stringify(report, null, 2));
  }
  return overBudget(totals);
}

async function writeDoc(section: string): Promise<void> {
  const doc = path.join(REPO_ROOT, 'docs/performance.md');
  const current = existsSync(doc) ? await readFile(doc, 'utf8') : '# Performance\n\n';
  const start = current.indexOf('## Bundle sizes');
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    // The section ends at the next heading or at the marker `npm run bench:web` writes before its own.
    const ends = ['\n## ', '\n<!-- bench:web begin'].map((mark) => current.indexOf(mark, start + 1)).filter((at) => at !== -1);
    const after = ends.length > 0 ? Math.min(...ends) : -1;
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  await writeFile(doc, `${next.trimEnd()}\n`);
  console.info(`written to ${path.relative(process.cwd(), doc) || doc}`);
}

await main().then(
  (over) => {
    if (over.length === 0) return;
    console.error(`over the first-load budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  },
  (error: unknown) => {
    console.error(`size failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
