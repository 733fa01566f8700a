// Manual check: `npx tsx packages/api-server/scripts/smoke.ts /api/offers/list/?limit=2 ...`
import { buildApp } from '../src/app';
const app = await buildApp({
  dataDir: '/tmp/x',
  inMemory: true,
  seedOffers: 2000,
  logLevel: 'warn',
  clock: () => new Date('2026-11-22T10:00:00Z'),
});
const urls = process.argv.slice(2);
for (const url of urls) {
  const t = Date.now();
  const res = await app.inject({ url });
  console.info(res.statusCode, url, Date.now() - t, 'ms', res.body.slice(0, 700));
}
await app.close();
