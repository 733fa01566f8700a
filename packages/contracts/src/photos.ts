/*
 * Hotel photos (docs/adr/0120-hotel-photos.md). No zod here: `@travel/ui` (a shared singleton
 * that stays small) imports this module in the browser.
 *
 * A photo URL names the hotel, the photo's number and the served size and format:
 *
 *   /images/hotels/{hotelId}/{n}-{width}x{height}.{avif|webp|jpg}
 *
 * The API stores and answers each photo at the hotel page's main size as JPEG
 * (`/images/hotels/12/1-853x400.jpg`); pages derive every other size and format from it with
 * `photoUrl` and `photoSrcSet`. The site server serves exactly the sizes listed here (an
 * allow-list checked by `parseHotelPhotoUrl`), and a placeholder image where a photo is missing.
 */

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The widths of each kind of photo slot, one aspect ratio per kind, smallest first (for
 * `srcset`). hotelMain 853x400 and offerMain 589x370 are docs/product/constants.md's sizes; the others are
 * half and (about) double of them, for small and dense screens.
 */
export const PHOTO_SIZES = {
  hotelMain: [
    { width: 427, height: 200 },
    { width: 853, height: 400 },
    { width: 1600, height: 750 },
  ],
  offerMain: [
    { width: 294, height: 185 },
    { width: 589, height: 370 },
    { width: 1178, height: 740 },
  ],
  thumb: [
    { width: 160, height: 100 },
    { width: 320, height: 200 },
  ],
  og: [{ width: 1200, height: 700 }],
} as const satisfies Record<string, readonly PhotoSize[]>;

export type PhotoKind = keyof typeof PHOTO_SIZES;

/** The size a slot of each kind is laid out at (its `width`/`height` attributes and `src`). */
export const PHOTO_SLOT_SIZE: Readonly<Record<PhotoKind, PhotoSize>> = {
  hotelMain: { width: 853, height: 400 },
  offerMain: { width: 589, height: 370 },
  thumb: { width: 160, height: 100 },
  og: { width: 1200, height: 700 },
};

/** Best first: what a `<picture>` offers, with JPEG as the fallback every browser shows. */
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Photos the seed draws for every hotel. */
export const HOTEL_PHOTO_COUNT = 6;

/**
 * Where a photo's master lives, relative to `DATA_DIR/images`: the seed's drawing (SVG, in a
 * 1600x1000 frame), from which the site server renders every served size and format.
 */
export function hotelPhotoMasterFile(hotelId: number, index: number): string {
  return `hotels/${hotelId}/${index}.svg`;
}

export const PHOTO_MASTER_SIZE: PhotoSize = { width: 1600, height: 1000 };

/** Every size the site server renders, whatever the kind. */
export const SERVED_PHOTO_SIZES: readonly PhotoSize[] = Object.values(PHOTO_SIZES).flat();

const HOTEL_PHOTO_PATH = /^\/images\/hotels\/([1-9][0-9]{0,8})\/([1-9][0-9]?)-([1-9][0-9]{1,3})x([1-9][0-9]{1,3})\.(avif|webp|jpg)$/;

export interface HotelPhotoRef {
  readonly hotelId: number;
  /** 1-based number of the photo within the hotel. */
  readonly index: number;
  readonly size: PhotoSize;
  readonly format: PhotoFormat;
}

/** `/images/hotels/12/1-853x400.jpg`: the URL of one photo at one size and format. */
export function hotelPhotoUrl(
  hotelId: number,
  index: number,
  size: PhotoSize = PHOTO_SLOT_SIZE.hotelMain,
  format: PhotoFormat = 'jpg',
): string {
  return `/images/hotels/${hotelId}/${index}-${size.width}x${size.height}.${format}`;
}

/** The photo a URL path names, or undefined unless it is exactly a served size and format. */
export function parseHotelPhotoUrl(path: string): HotelPhotoRef | undefined {
  const match = HOTEL_PHOTO_PATH.exec(path);
  if (!match) return undefined;
  const [, hotelId, index, width, height, format] = match;
  const size = SERVED_PHOTO_SIZES.find((s) => s.width === Number(width) && s.height === Number(height));
  if (size === undefined) return undefined;
  return { hotelId: Number(hotelId), index: Number(index), size, format: format as PhotoFormat };
}

/**
 * The same photo at another size and format. A URL that is not one of our hotel photos (an
 * empty string included) gives undefined: the page then shows no image.
 */
export function photoUrl(photo: string, size: PhotoSize, format: PhotoFormat = 'jpg'): string | undefined {
  const ref = parseHotelPhotoUrl(photo);
  return ref === undefined ? undefined : hotelPhotoUrl(ref.hotelId, ref.index, size, format);
}

/** `srcset` of a photo for a kind of slot in one format: `… 427w, … 853w, … 1600w`. */
export function photoSrcSet(photo: string, kind: PhotoKind, format: PhotoFormat): string | undefined {
  const ref = parseHotelPhotoUrl(photo);
  if (ref === undefined) return undefined;
  return PHOTO_SIZES[kind].map((size) => `${hotelPhotoUrl(ref.hotelId, ref.index, size, format)} ${size.width}w`).join(', ');
}

/** Where the browser posts a client log record (the API's `clientLog` endpoint, under `/api`). */
export const CLIENT_LOG_PATH = '/log/';

/** docs/product/errors.md: an image-load failure is logged with status 500 (the browser cannot see the real one). */
export const IMAGE_LOAD_ERROR_STATUS = 500;
