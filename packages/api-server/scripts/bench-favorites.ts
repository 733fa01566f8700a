// `npx tsx packages/api-server/scripts/bench-favorites.ts [--offers 30000] [--rounds 5] [--dir /tmp/x]`
// Times one PATCH /api/offers/favorites/ of 200 offer hashes (and a POST, a GET) on PGlite,
// through app.inject(): the database work of the favourites calls, without a network.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection';
import { replaceFavorites } from '../src/favorites/favorites-queries';
import { apiPlugin } from '../src/index';

const { values } = parseArgs({
  options: {
    offers: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '5' },
    /** PGlite files in this (new) folder instead of memory, as `npm start` runs it. */
    dir: { type: 'string' },
  },
});

const db = await openDatabase({ dataDir: values.dir });
const app = Fastify({ logger: false });
await app.register(apiPlugin, { prefix: '/api', dataDir: '/nonexistent', database: db, seedOffers: Number(values.offers) });
await app.ready();
await app.inject({ url: '/api/health' });

// Distinct offers (several per hotel), as a visitor saving from hotel pages would pick them.
const offerHashes = (await db.rows<{ hash: string }>(sql`SELECT hash FROM offers ORDER BY id LIMIT 200`)).map((r) => r.hash);

const time = async (label: string, run: () => Promise<{ statusCode: number }>) => {
  const times: number[] = [];
  for (let round = 0; round < Number(values.rounds); round++) {
    const started = performance.now();
    const res = await run();
    times.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${label}: HTTP ${res.statusCode}`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.info(
    `${label}: median ${median.toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times.at(-1)?.toFixed(1)}, n=${times.length})`,
  );
};

const first = await app.inject({ method: 'PATCH', url: '/api/offers/favorites/', payload: { offerHashes: [] } });
const cookie = String([first.headers['set-cookie']].flat()[0]).split(';')[0]!;
console.info(
  `PGlite ${values.dir ? `on files in ${values.dir}` : 'in memory'}, ${values.offers} offers seeded, ${offerHashes.length} hashes per PATCH`,
);
await time('PATCH 200 hashes', () =>
  app.inject({ method: 'PATCH', url: '/api/offers/favorites/', headers: { cookie }, payload: { offerHashes } }),
);
await time('GET 200 favourites', () => app.inject({ url: '/api/offers/favorites/', headers: { cookie } }));
await time('PATCH 0 hashes', () =>
  app.inject({ method: 'PATCH', url: '/api/offers/favorites/', headers: { cookie }, payload: { offerHashes: [] } }),
);
await time('POST one hash', () =>
  app.inject({ method: 'POST', url: '/api/offers/favorites/', headers: { cookie }, payload: { offerHash: offerHashes[0] } }),
);
// The write alone, beside the one-statement-per-offer loop it replaced (same database, same run).
const id = cookie.slice(cookie.indexOf('=') + 1);
await time('write alone: one set-based statement', async () => {
  await replaceFavorites(db, id, offerHashes);
  return { statusCode: 200 };
});
await time('write alone: a DELETE and one INSERT per offer (before)', async () => {
  await db.rows(sql`DELETE FROM favorites WHERE favorites_id = ${id}`);
  for (const hash of offerHashes) {
    await db.rows(
      sql`INSERT INTO favorites (favorites_id, offer_hash) SELECT ${id}, hash FROM offers WHERE hash = ${hash} ON CONFLICT DO NOTHING`,
    );
  }
  return { statusCode: 200 };
});
await app.close();
await db.close();
