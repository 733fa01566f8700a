// `npx tsx scripts/search-cpu.ts [--db travel_bench] [--calls filters,list,count,map] [--top 8]`
// CPU per search call of the index engine (docs/adr/0320-search-hotel-rows-and-cores.md): loads the
// offer index of a seeded PostgreSQL database in this process and times each of the filter sets
// `bench:api` replays with `process.cpuUsage()` (5 calls after 3 warm-ups; the mean per call), with
// no HTTP, no other client and no queueing: what a call costs, not what it waits. Prints the mean
// over the sets and the dearest sets.
import { parseArgs } from 'node:util';
import { offerFiltersQuery } from '@travel/contracts';
import { openDatabase } from '../src/db/connection';
import { systemClock, warsawToday } from '../src/lib/dates';
import { compileFilters } from '../src/search/filters';
import { indexSearchEngine } from '../src/search/index-search-engine';
import { warmOfferIndex } from '../src/search/offer-index';
import { filterSets } from './bench-filter-sets';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'travel_bench' },
    'admin-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    calls: { type: 'string', default: 'filters,list,count,map' },
    top: { type: 'string', default: '8' },
  },
});
if (!/^[a-z0-9_]+$/.test(values.db)) throw new Error('--db: a plain database name');
const today = warsawToday(systemClock);
const db = await openDatabase({ databaseUrl: `${values['admin-url']}/${values.db}`, dataDir: '/nonexistent' });
const index = await warmOfferIndex(db);
if (!index) throw new Error('no offer index (is the database seeded?)');
const engine = indexSearchEngine(db, index);
for (const kind of values.calls.split(',')) {
  const rows: [number, string][] = [];
  for (const qs of filterSets(today)) {
    const c = await compileFilters(db, offerFiltersQuery.parse(Object.fromEntries(new URLSearchParams(qs))), today);
    const call = () =>
      kind === 'filters'
        ? engine.filterFacets(c)
        : kind === 'count'
          ? engine.countHotels(c)
          : kind === 'map'
            ? engine.mapListing(c, 500)
            : engine.listBestOffers(c, 20, 0);
    for (let i = 0; i < 3; i++) await call();
    const before = process.cpuUsage();
    for (let i = 0; i < 5; i++) await call();
    const used = process.cpuUsage(before);
    rows.push([(used.user + used.system) / 5 / 1000, qs]);
  }
  const mean = rows.reduce((sum, [ms]) => sum + ms, 0) / rows.length;
  rows.sort((a, b) => b[0] - a[0]);
  console.info(`${kind}: mean ${mean.toFixed(2)} ms of CPU per call over ${rows.length} sets; dearest:`);
  for (const [ms, qs] of rows.slice(0, Number(values.top))) console.info(`  ${ms.toFixed(1)} ms  ${qs || '(no filter)'}`);
}
await db.close();
