import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { hotelPhotoMasterFile, PHOTO_MASTER_SIZE, type HotelPhotoRef, type PhotoFormat, type PhotoSize } from '@travel/contracts/photos';

/** Where rendered sizes are kept, under the images folder (the seed clears it with the masters). */
const RENDERED_DIR = 'cache';
const DEFAULT_MAX_WAITING = 64;

/** Encoder settings per format: small files for flat drawn scenes, fast enough for a first request. */
function encode(image: Sharp, format: PhotoFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 80, effort: 4 });
    case 'jpg':
      return image.jpeg({ quality: 82, progressive: true });
  }
}

/** Renders an SVG drawn in the master frame at exactly `size`, cut to its aspect ratio from the centre. */
export async function renderSvg(svg: Buffer, size: PhotoSize, format: PhotoFormat): Promise<Buffer> {
  // Draw at the smallest scale that still covers the target, then crop: a thumbnail costs a
  // thumbnail's work, and every edge stays sharp.
  const scale = Math.max(size.width / PHOTO_MASTER_SIZE.width, size.height / PHOTO_MASTER_SIZE.height);
  const image = sharp(svg, { density: 72 * scale }).resize(size.width, size.height, { fit: 'cover', position: 'centre' });
  return encode(image, format).toBuffer();
}

/** The no-photo placeholder: a neutral frame with a picture sign, no text. */
const PLACEHOLDER_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_MASTER_SIZE.width}" height="${PHOTO_MASTER_SIZE.height}" viewBox="0 0 1600 1000">` +
    '<rect width="1600" height="1000" fill="#e6ecf1"/>' +
    '<g fill="none" stroke="#8a9aa8" stroke-width="28" stroke-linejoin="round">' +
    '<rect x="600" y="330" width="400" height="300" rx="28"/>' +
    '<path d="M620 600 L740 470 L830 560 L880 510 L980 600"/></g>' +
    '<circle cx="900" cy="410" r="34" fill="#8a9aa8"/></svg>',
);

/** A rendered photo: its file on disk, or only its bytes when the file could not be kept. */
export type RenderedPhoto = { readonly file: string } | { readonly bytes: Buffer };

export interface PhotoRenderer {
  /**
   * The photo, rendered from its master on first use; undefined when the master is missing, or
   * when it is not rendered yet and `maxWaiting` renders wait already (the caller answers the
   * placeholder at once, revalidated, rather than queue: docs/adr/0110-load-shedding.md).
   */
  photo(ref: HotelPhotoRef): Promise<RenderedPhoto | undefined>;
  /** The placeholder at a size and format (kept in memory: a few dozen small images at most). */
  placeholder(size: PhotoSize, format: PhotoFormat): Promise<Buffer>;
}

export interface PhotoRendererOptions {
  /** `DATA_DIR/images`: masters in `hotels/`, rendered sizes in `cache/`. */
  readonly imagesDir: string;
  /** Renders at once; more wait their turn (a listing asks for twenty photos together). */
  readonly concurrency?: number;
  /**
   * Renders that may wait for a turn (default 64: a few listings' worth). Every size and format of
   * every photo is a render of its own, so without a bound a script asking for them all would
   * queue hours of encoding on the cores the shop serves from.
   */
  readonly maxWaiting?: number;
  /** Draws and encodes one photo; tests pass one they hold. Default: sharp (`renderSvg`). */
  readonly render?: typeof renderSvg;
  /** A rendered photo could not be kept on disk (it is still answered). */
  readonly warn?: (message: string, error: unknown) => void;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Renders hotel photos in the served sizes and formats from the seed's masters, with sharp, and
 * keeps each on disk: the next request, and the next process, read the file. Two requests for one
 * photo that is not rendered yet share one render. A file is written under a temporary name and
 * renamed, so a reader never sees half of it. Same master, same settings: same bytes.
 */
export function createPhotoRenderer(options: PhotoRendererOptions): PhotoRenderer {
  const inFlight = new Map<string, Promise<RenderedPhoto | undefined>>();
  const placeholders = new Map<string, Promise<Buffer>>();
  const limit = Math.max(1, options.concurrency ?? 2);
  const maxWaiting = Math.max(0, options.maxWaiting ?? DEFAULT_MAX_WAITING);
  const draw = options.render ?? renderSvg;
  let running = 0;
  /** Renders of distinct photos under way or waiting for a turn. */
  let admitted = 0;
  const waiting: (() => void)[] = [];

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function render(ref: HotelPhotoRef, target: string): Promise<RenderedPhoto | undefined> {
    let master: Buffer;
    try {
      master = await readFile(join(options.imagesDir, hotelPhotoMasterFile(ref.hotelId, ref.index)));
    } catch {
      return undefined;
    }
    const bytes = await withSlot(() => draw(master, ref.size, ref.format));
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, target);
      return { file: target };
    } catch (error) {
      // A full or read-only disk costs a render per request, not the photo.
      options.warn?.('rendered photo not kept on disk', error);
      await rm(temporary, { force: true }).catch(() => undefined);
      return { bytes };
    }
  }

  return {
    async photo(ref) {
      const name = `${ref.index}-${ref.size.width}x${ref.size.height}.${ref.format}`;
      const target = join(options.imagesDir, RENDERED_DIR, 'hotels', String(ref.hotelId), name);
      if (await isFile(target)) return { file: target };
      const pending = inFlight.get(target);
      if (pending) return pending;
      // Counted from here, not from the render's turn: a burst is bounded before any master is read.
      if (admitted >= limit + maxWaiting) return undefined;
      admitted += 1;
      const job = render(ref, target).finally(() => {
        admitted -= 1;
        inFlight.delete(target);
      });
      inFlight.set(target, job);
      return job;
    },
    placeholder(size, format) {
      const key = `${size.width}x${size.height}.${format}`;
      let image = placeholders.get(key);
      if (image === undefined) {
        image = renderSvg(PLACEHOLDER_SVG, size, format);
        placeholders.set(key, image);
        image.catch(() => placeholders.delete(key));
      }
      return image;
    },
  };
}
