import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import type { Review } from '@travel/contracts';
import { openDatabase, type Database } from '../../db/connection';
import { apiPlugin } from '../../index';
import { parsePaymentConfig } from '../../payments/config';
import { Guest, LINK_SECRET } from '../../reviews/__tests__/review-test-app';
import { sampleJpeg } from '../../reviews/__tests__/upload-corpus';
import { signReviewLink } from '../../reviews/review-link';
import { flightOffer, readyOrder } from '../../test-support/order-flow-app';
import { createEmptyPostgresDatabase, TEST_NOW, TEST_RANDOM_SEED, usePostgres } from '../../test-support/test-app';
import { backup, BackupError, restore } from '../backup';

jest.setTimeout(300_000);

const REGISTRY = { search: { entry: '/remotes/search/v7/mf-manifest.json', version: 'v7' } };

interface Shop {
  orderId: string;
  favoritesId: string;
  offerHash: string;
  reviewId: string;
  photoFile: string;
}

/** A shop with an order, a favourite and a review with a photo, written through the API. */
async function writeShop(db: Database, dataDir: string): Promise<Shop> {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, {
    prefix: '/api',
    dataDir,
    database: db,
    seedOffers: 600,
    randomSeed: TEST_RANDOM_SEED,
    clock: () => TEST_NOW,
    demoAccounts: false,
    hotelPhotos: false,
    sweepIntervalMs: 0,
    reviewLinkSecret: LINK_SECRET,
    payments: parsePaymentConfig({ BASE_URL: 'http://shop.test' }),
  });
  await app.ready();
  try {
    await app.inject({ url: '/api/health' });
    const offer = await flightOffer(db, 2, 1);
    const orderId = await readyOrder(app, offer.hash);

    const favorite = await app.inject({ method: 'POST', url: '/api/offers/favorites/', payload: { offerHash: offer.hash } });
    expect(favorite.statusCode).toBeLessThan(300);
    const favoritesId = /favoritesId=([^;]+)/.exec(String(favorite.headers['set-cookie']))![1]!;

    const hotelId = 3;
    const rid = signReviewLink(LINK_SECRET, {
      hotelId,
      reservation: 'FTR-1001',
      guestName: 'Anna',
      travelDate: '2026-10',
      stayEndedOn: '2026-11-01',
      expiresAt: Math.floor(TEST_NOW.getTime() / 1000) + 86_400,
    });
    const guest = new Guest(app);
    const draft = await guest.json('POST', `/api/review/hotel/${hotelId}/`, { rid });
    expect(draft.statusCode).toBe(201);
    const review = (draft.json() as { review: Review }).review;
    const photo = await guest.upload(`/api/review/images/hotel/${hotelId}/${review.tempStorageDirectoryId}/`, {
      bytes: await sampleJpeg(),
      filename: 'plaza.jpg',
      contentType: 'image/jpeg',
    });
    expect(photo.statusCode).toBe(201);
    const photoDir = join(dataDir, 'review-uploads', review.tempStorageDirectoryId);
    const photoFile = readdirSync(photoDir).find((name) => name.endsWith('.jpg'))!;
    return {
      orderId,
      favoritesId,
      offerHash: offer.hash,
      reviewId: review.reviewId,
      photoFile: join('review-uploads', review.tempStorageDirectoryId, photoFile),
    };
  } finally {
    await app.close();
  }
}

/** What the restored shop must hold. */
async function expectShop(db: Database, dataDir: string, shop: Shop): Promise<void> {
  const orders = await db.rows<{ state: string }>(sql`SELECT state FROM orders WHERE id = ${shop.orderId}::uuid`);
  expect(orders).toHaveLength(1);
  const favorites = await db.rows(sql`SELECT 1 FROM favorites WHERE favorites_id = ${shop.favoritesId} AND offer_hash = ${shop.offerHash}`);
  expect(favorites).toHaveLength(1);
  const reviews = await db.rows<{ status: string }>(sql`SELECT status FROM reviews WHERE id = ${shop.reviewId}::uuid`);
  expect(reviews).toEqual([{ status: 'draft' }]);
  expect(existsSync(join(dataDir, shop.photoFile))).toBe(true);
  expect(JSON.parse(readFileSync(join(dataDir, 'remotes.json'), 'utf8'))).toEqual(REGISTRY);
  // The restored database takes the next migrations and writes as any other.
  const hotels = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM hotels`);
  expect(hotels[0]!.n).toBeGreaterThan(0);
}

describe(`npm run backup / restore on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  const root = mkdtempSync(join(tmpdir(), 'backup-test-'));
  const drops: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('backs up a shop with orders, reviews and favourites and restores it elsewhere, all found', async () => {
    const sourceDir = join(root, 'source');
    const targetDir = join(root, 'target');
    let sourceUrl: string | undefined;
    let targetUrl: string | undefined;
    if (usePostgres) {
      const [sourceDb, targetDb] = [await createEmptyPostgresDatabase(), await createEmptyPostgresDatabase()];
      drops.push(sourceDb.drop, targetDb.drop);
      sourceUrl = sourceDb.url;
      targetUrl = targetDb.url;
    }

    const source = await openDatabase({ databaseUrl: sourceUrl, dataDir: sourceDir, pgliteThread: 'main' });
    let shop: Shop;
    try {
      shop = await writeShop(source, sourceDir);
      writeFileSync(join(sourceDir, 'remotes.json'), JSON.stringify(REGISTRY));
    } finally {
      await source.close();
    }

    const out = join(root, 'backup');
    const manifest = await backup({ dataDir: sourceDir, databaseUrl: sourceUrl }, out, () => undefined);
    expect(manifest.database).toBe(usePostgres ? 'postgres' : 'pglite');
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(existsSync(join(out, 'files', 'pglite'))).toBe(false);

    await restore(out, { dataDir: targetDir, databaseUrl: targetUrl }, () => undefined);
    const restored = await openDatabase({ databaseUrl: targetUrl, dataDir: targetDir, pgliteThread: 'main' });
    try {
      await expectShop(restored, targetDir, shop);
    } finally {
      await restored.close();
    }

    // A second restore over the first would mix two shops: refused, nothing changed.
    await expect(restore(out, { dataDir: targetDir, databaseUrl: targetUrl }, () => undefined)).rejects.toThrow(BackupError);
  });
});
