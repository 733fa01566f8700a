import { sql } from 'drizzle-orm';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { HOTEL_PHOTO_COUNT, hotelPhotoMasterFile, hotelPhotoUrl } from '@travel/contracts/photos';
import type { Database } from '../db/connection';
import { drawHotelPhoto, type HotelLook } from './photo-scenes';

export interface HotelPhotosReport {
  written: number;
  kept: number;
  ms: number;
}

export interface HotelPhotosOptions {
  /** `DATA_DIR/images`: masters go to `hotels/{hotelId}/{n}.svg` under it. */
  imagesDir: string;
  hotels: readonly HotelLook[];
  randomSeed: number;
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/** Writes one photo's master drawing; under a temporary name first, so a reader never sees half a file. */
export async function writeHotelPhoto(imagesDir: string, randomSeed: number, look: HotelLook, index: number): Promise<string> {
  const target = join(imagesDir, hotelPhotoMasterFile(look.hotelId, index));
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, drawHotelPhoto(randomSeed, look, index));
  await rename(temporary, target);
  return target;
}

/** Bumped whenever the drawings change, so stored masters are redrawn. */
export const PHOTO_DRAWING_VERSION = 1;

/** The folders under `DATA_DIR/images` that hold masters and the site server's rendered sizes. */
export const MASTERS_DIR = 'hotels';
export const RENDERED_DIR = 'cache';

/**
 * Makes sure every hotel has its photos' masters: draws the missing ones and keeps the rest (a
 * later start, or a seed that ran before). The same seed number and hotels give the same files.
 * When the stored masters come from another seed number or drawing version, they and every size
 * rendered from them are removed first. The site server renders the served sizes and formats from
 * the masters with sharp, on first request (docs/adr/0120-hotel-photos.md).
 */
export async function ensureHotelPhotos(options: HotelPhotosOptions): Promise<HotelPhotosReport> {
  const started = Date.now();
  const stampFile = join(options.imagesDir, MASTERS_DIR, 'drawn-with.json');
  const stamp = JSON.stringify({ randomSeed: options.randomSeed, version: PHOTO_DRAWING_VERSION });
  const stored = await readFile(stampFile, 'utf8').catch(() => undefined);
  if (stored !== stamp) {
    await rm(join(options.imagesDir, MASTERS_DIR), { recursive: true, force: true });
    await rm(join(options.imagesDir, RENDERED_DIR), { recursive: true, force: true });
  }
  let written = 0;
  let kept = 0;
  for (const look of options.hotels) {
    for (let index = 1; index <= HOTEL_PHOTO_COUNT; index++) {
      if (await exists(join(options.imagesDir, hotelPhotoMasterFile(look.hotelId, index)))) {
        kept++;
      } else {
        await writeHotelPhoto(options.imagesDir, options.randomSeed, look, index);
        written++;
      }
    }
  }
  if (stored !== stamp) {
    await mkdir(dirname(stampFile), { recursive: true });
    await writeFile(stampFile, stamp);
  }
  return { written, kept, ms: Date.now() - started };
}

/** Draws the photos of the hotels stored in the database, with the seed number it was seeded with. */
export async function ensureStoredHotelPhotos(db: Database, imagesDir: string): Promise<HotelPhotosReport | undefined> {
  const seed = await db.rows<{ random_seed: number }>(sql`SELECT random_seed FROM seed_info WHERE id = 1`);
  const randomSeed = seed[0]?.random_seed;
  if (randomSeed === undefined) return undefined;
  const rows = await db.rows<{ id: number; standard: number; ski: boolean; photos: string[] }>(
    sql`SELECT id, standard, 'kurorty-narciarskie' = ANY(attributes) AS ski, photos FROM hotels ORDER BY id`,
  );
  await replaceLegacyPhotoUrls(db, rows);
  const hotels = rows.map((r) => ({ hotelId: r.id, standard: r.standard, ski: r.ski }));
  return ensureHotelPhotos({ imagesDir, hotels, randomSeed: Number(randomSeed) });
}

// What the seed stored before the photos were drawn: `/images/hotels/{slug}/{n}.jpg`, never served.
const LEGACY_PHOTO = /^\/images\/hotels\/[a-z0-9-]+\/[0-9]+\.jpg$/;

/**
 * A database seeded before the photos existed keeps its demo data; its hotels' photo URLs (which
 * named no file) are pointed at the drawings, in one statement. Other URLs are left alone.
 */
async function replaceLegacyPhotoUrls(db: Database, rows: readonly { id: number; photos: string[] }[]): Promise<void> {
  const stale = rows.filter((r) => r.photos.length > 0 && r.photos.every((photo) => LEGACY_PHOTO.test(photo)));
  if (stale.length === 0) return;
  const json = JSON.stringify(
    stale.map((r) => ({ id: r.id, photos: Array.from({ length: HOTEL_PHOTO_COUNT }, (_, i) => hotelPhotoUrl(r.id, i + 1)) })),
  );
  await db.rows(
    sql`UPDATE hotels h SET photos = v.photos FROM json_to_recordset(${json}::json) AS v(id int, photos jsonb) WHERE h.id = v.id`,
  );
}
