import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { writeHotelPhoto } from '@travel/api-server/seed/hotel-photos';
import { hotelPhotoUrl, PHOTO_SIZES, SERVED_PHOTO_SIZES } from '@travel/contracts/photos';
import { createSiteFixture } from '../../../__tests__/site-fixture';
import { imageRoutes } from '../image-routes';

jest.setTimeout(60_000);

const SEED = 20_261_122;
let imagesDir: string;
let app: FastifyInstance;

/** The image routes over a data folder whose `images/` is `dir`. */
async function buildApp(dir: string): Promise<FastifyInstance> {
  const server = Fastify({ logger: false });
  server.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'not-found' }));
  await server.register(imageRoutes, { dataDir: dirname(dir) });
  await server.ready();
  return server;
}

beforeAll(async () => {
  imagesDir = join(mkdtempSync(join(tmpdir(), 'hotel-images-')), 'images');
  await writeHotelPhoto(imagesDir, SEED, { hotelId: 7, standard: 40, ski: false }, 1);
  await writeHotelPhoto(imagesDir, SEED, { hotelId: 7, standard: 40, ski: false }, 2);
  app = await buildApp(imagesDir);
});

afterAll(async () => {
  await app.close();
  rmSync(dirname(imagesDir), { recursive: true, force: true });
});

describe('GET /images/hotels/{hotelId}/{n}-{w}x{h}.{format}', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ] as const)('serves a %s photo in the size its name asks for, cached for a year, not sniffable', async (format, type, decoded) => {
    const url = hotelPhotoUrl(7, 1, { width: 589, height: 370 }, format);
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 589, height: 370, format: decoded });
  });

  it('renders every listed size from the master, cut to that size', async () => {
    expect(SERVED_PHOTO_SIZES.length).toBeGreaterThan(0);
    for (const size of SERVED_PHOTO_SIZES) {
      const res = await app.inject({ url: hotelPhotoUrl(7, 2, size, 'jpg') });
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: size.width, height: size.height });
    }
  });

  it('keeps a rendered photo on disk and answers the next request with the same bytes', async () => {
    const size = PHOTO_SIZES.hotelMain[1];
    const first = await app.inject({ url: hotelPhotoUrl(7, 1, size, 'webp') });
    const cached = join(imagesDir, 'cache/hotels/7/1-853x400.webp');
    expect(existsSync(cached)).toBe(true);
    expect(readFileSync(cached).equals(first.rawPayload)).toBe(true);
    const again = await app.inject({ url: hotelPhotoUrl(7, 1, size, 'webp') });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('renders the same bytes from the same master in another process folder (deterministic)', async () => {
    const otherDir = join(mkdtempSync(join(tmpdir(), 'hotel-images-')), 'images');
    try {
      await writeHotelPhoto(otherDir, SEED, { hotelId: 7, standard: 40, ski: false }, 1);
      const other = await buildApp(otherDir);
      const url = hotelPhotoUrl(7, 1, PHOTO_SIZES.offerMain[0], 'jpg');
      const a = await app.inject({ url });
      const b = await other.inject({ url });
      await other.close();
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    } finally {
      rmSync(dirname(otherDir), { recursive: true, force: true });
    }
  });

  it('answers four simultaneous requests for a photo not rendered yet with one file', async () => {
    const url = hotelPhotoUrl(7, 2, PHOTO_SIZES.thumb[1], 'avif');
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.inject({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('answers the no-photo placeholder (an image in the asked size, revalidated) when the master is missing', async () => {
    const res = await app.inject({ url: hotelPhotoUrl(999, 3, PHOTO_SIZES.offerMain[1], 'webp') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 589, height: 370, format: 'webp' });
    expect(existsSync(join(imagesDir, 'cache/hotels/999'))).toBe(false);
  });

  it('still answers the photo when the rendered file cannot be kept (a full or read-only disk)', async () => {
    const otherDir = join(mkdtempSync(join(tmpdir(), 'hotel-images-')), 'images');
    try {
      await writeHotelPhoto(otherDir, SEED, { hotelId: 7, standard: 40, ski: false }, 1);
      // A file where the cache folder should be: nothing can be written under it.
      writeFileSync(join(otherDir, 'cache'), '');
      const other = await buildApp(otherDir);
      const res = await other.inject({ url: hotelPhotoUrl(7, 1, PHOTO_SIZES.offerMain[0], 'webp') });
      await other.close();
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 294, height: 185, format: 'webp' });
    } finally {
      rmSync(dirname(otherDir), { recursive: true, force: true });
    }
  });

  it('answers HEAD with the headers of GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: hotelPhotoUrl(7, 1, PHOTO_SIZES.offerMain[1], 'jpg') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.body).toBe('');
  });

  it.each([
    ['a size not on the list', '/images/hotels/7/1-100x100.jpg'],
    ['a format not on the list', '/images/hotels/7/1-589x370.png'],
    ['the SVG master itself', '/images/hotels/7/1.svg'],
    ['an SVG at a served size', '/images/hotels/7/1-589x370.svg'],
    ['a rendered file by its cache path', '/images/cache/hotels/7/1-853x400.webp'],
    ['a leading zero', '/images/hotels/07/1-589x370.jpg'],
    ['photo number 0', '/images/hotels/7/0-589x370.jpg'],
    ['a dot segment out of the folder', '/images/hotels/7/../../../etc/passwd'],
    ['an encoded dot segment', '/images/hotels/7/%2e%2e/%2e%2e/hotels/7/1.svg'],
    ['an upper-case extension', '/images/hotels/7/1-589x370.JPG'],
    ['a NUL byte', '/images/hotels/7/1-589x370.jpg%00.png'],
    ['the folder', '/images/'],
  ])('answers 404, not an image, for %s', async (_case, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers a malformed escape with 400 before routing', async () => {
    expect((await app.inject({ url: '/images/hotels/7/%E0%A4%A-589x370.jpg' })).statusCode).toBe(400);
  });

  it('serves a path that only normalises to a photo by what it normalises to', async () => {
    const res = await app.inject({ url: '/images/hotels/8/../7/1-294x185.jpg' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 294, height: 185 });
  });
});

describe('photos on the site server', () => {
  it('are served with the site headers, and the site 404 for anything else under /images/', async () => {
    const fixture = createSiteFixture();
    try {
      await writeHotelPhoto(join(fixture.dataDir, 'images'), SEED, { hotelId: 3, standard: 30, ski: true }, 1);
      const site = await fixture.build();
      const photo = await site.inject({ url: hotelPhotoUrl(3, 1, PHOTO_SIZES.offerMain[0], 'avif') });
      const other = await site.inject({ url: '/images/hotels/3/1.svg' });
      await site.close();
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/avif');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.headers['content-security-policy']).toContain("img-src 'self'");
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ error: 'not-found' });
    } finally {
      fixture.cleanup();
    }
  });
});
