import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { HOTEL_PHOTO_COUNT, hotelPhotoMasterFile, parseHotelPhotoUrl, PHOTO_SLOT_SIZE } from '@travel/contracts/photos';
import { apiPlugin } from '../index';
import { ensureHotelPhotos } from '../seed/hotel-photos';
import { drawHotelPhoto } from '../seed/photo-scenes';
import { createTestDatabase, TEST_NOW } from '../test-support/test-app';

jest.setTimeout(120_000);

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'seed-photos-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the seed draws every hotel its photos', () => {
  it('stores at least five photo URLs per hotel, each naming a master drawn under DATA_DIR/images', async () => {
    const test = await createTestDatabase();
    const app = Fastify({ logger: false });
    await app.register(apiPlugin, {
      prefix: '/api',
      dataDir: root,
      database: test.db,
      seedOffers: 600,
      randomSeed: 99,
      clock: () => TEST_NOW,
      hotelPhotos: true,
    });
    await app.ready();
    await app.inject({ url: '/api/health' });
    const hotels = await test.db.rows<{ id: number; photos: string[] }>(sql`SELECT id, photos FROM hotels ORDER BY id`);
    const hotel = (await app.inject({ url: `/api/v1/hotels/hotel/?hotelId=${hotels[0]?.id}` })).json<{ hotel: { photos: string[] } }>()
      .hotel;
    await app.close();
    await test.drop();

    expect(hotels.length).toBeGreaterThan(0);
    expect(hotel.photos).toEqual(hotels[0]?.photos);
    for (const { id, photos } of hotels) {
      expect(photos.length).toBeGreaterThanOrEqual(5);
      expect(photos).toHaveLength(HOTEL_PHOTO_COUNT);
      photos.forEach((photo, i) => {
        expect(parseHotelPhotoUrl(photo)).toEqual({ hotelId: id, index: i + 1, size: PHOTO_SLOT_SIZE.hotelMain, format: 'jpg' });
        expect(existsSync(join(root, 'images', hotelPhotoMasterFile(id, i + 1)))).toBe(true);
      });
    }
  });
});

describe('a database seeded before the photos were drawn', () => {
  it('gets its hotels pointed at the drawings on the next start, other photo URLs untouched', async () => {
    const test = await createTestDatabase();
    const start = async () => {
      const app = Fastify({ logger: false });
      await app.register(apiPlugin, {
        prefix: '/api',
        dataDir: root,
        database: test.db,
        seedOffers: 300,
        randomSeed: 7,
        clock: () => TEST_NOW,
        hotelPhotos: true,
      });
      await app.ready();
      await app.inject({ url: '/api/health' });
      return app;
    };
    await (await start()).close();
    // As the seed wrote them before: six never-served URLs by slug; and one hotel with other photos.
    await test.db.rows(
      sql`UPDATE hotels SET photos = (SELECT jsonb_agg('/images/hotels/' || slug || '/' || n || '.jpg') FROM generate_series(1, 6) n)`,
    );
    await test.db.rows(sql`UPDATE hotels SET photos = '["https://cdn.example/a.jpg"]'::jsonb WHERE id = 2`);
    await (await start()).close();
    const rows = await test.db.rows<{ id: number; photos: string[] }>(sql`SELECT id, photos FROM hotels WHERE id IN (1, 2) ORDER BY id`);
    await test.drop();
    expect(rows[0]?.photos).toEqual(Array.from({ length: 6 }, (_, i) => `/images/hotels/1/${i + 1}-853x400.jpg`));
    expect(rows[1]?.photos).toEqual(['https://cdn.example/a.jpg']);
  });
});

describe('photo drawings', () => {
  const look = { hotelId: 12, standard: 40, ski: false };

  it('are the same for the same seed, hotel and number, and differ otherwise', () => {
    const one = drawHotelPhoto(5, look, 1);
    expect(drawHotelPhoto(5, look, 1)).toBe(one);
    expect(one.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const others = [
      drawHotelPhoto(5, look, 2),
      drawHotelPhoto(5, { ...look, hotelId: 13 }, 1),
      drawHotelPhoto(6, look, 1),
      drawHotelPhoto(5, { ...look, ski: true }, 2),
    ];
    expect(new Set([one, ...others]).size).toBe(5);
  });

  it('are kept on a later start, and redrawn with their rendered sizes when the seed number changes', async () => {
    const imagesDir = join(root, 'images');
    const hotels = [look, { hotelId: 13, standard: 30, ski: true }];
    expect(await ensureHotelPhotos({ imagesDir, hotels, randomSeed: 5 })).toMatchObject({ written: 12, kept: 0 });
    const master = join(imagesDir, hotelPhotoMasterFile(12, 1));
    const first = readFileSync(master, 'utf8');
    expect(await ensureHotelPhotos({ imagesDir, hotels, randomSeed: 5 })).toMatchObject({ written: 0, kept: 12 });

    // A size the site server rendered from the old master.
    mkdirSync(join(imagesDir, 'cache/hotels/12'), { recursive: true });
    writeFileSync(join(imagesDir, 'cache/hotels/12/1-589x370.jpg'), 'old');
    expect(await ensureHotelPhotos({ imagesDir, hotels, randomSeed: 6 })).toMatchObject({ written: 12, kept: 0 });
    expect(readFileSync(master, 'utf8')).not.toBe(first);
    expect(existsSync(join(imagesDir, 'cache/hotels/12/1-589x370.jpg'))).toBe(false);
  });
});
