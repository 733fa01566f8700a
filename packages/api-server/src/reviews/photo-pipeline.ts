import sharp from 'sharp';
import { REVIEW_LIMITS, type RotateInfo } from '@travel/contracts';
import { HttpError } from '../lib/http';

/*
 * A guest's photo never reaches the disk as it came (OWASP File Upload cheat sheet): its type is
 * read from its first bytes, it is decoded within a pixel limit and encoded again as a plain JPEG,
 * so whatever rode along (EXIF with GPS, comments, a script after the image data) is gone.
 */

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The longest side a stored photo keeps. */
const MAX_SIDE = 2400;
const JPEG_QUALITY = 85;

/** The image type of the first bytes, whatever the file's name or declared type; undefined for anything else. */
export function sniffImageType(bytes: Uint8Array): PhotoFormat | undefined {
  const at = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return undefined;
}

export interface EncodedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

const unsupported = () => new HttpError(415, 'The file is not a JPEG, PNG or WebP image', 'file', { code: 'unsupported-type' });
const unreadable = (why: string) =>
  new HttpError(400, `Invalid parameter file: not a readable image (${why})`, 'file', { code: 'unreadable-image' });

const decoder = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: REVIEW_LIMITS.maxPhotoPixels, failOn: 'warning', animated: false, sequentialRead: true });

/**
 * Checks an upload and encodes it as the stored upright JPEG without metadata (EXIF orientation
 * applied first, then dropped with the rest). Throws a 415, 413 or 400 `HttpError` naming the problem.
 */
export async function normalizePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw unsupported();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header alone (no pixel decoded): the pixel count is checked here to answer a clear 413.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable((error as Error).message);
  }
  if (meta.format !== sniffed) throw unsupported();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > REVIEW_LIMITS.maxPhotoPixels) {
    throw new HttpError(413, `The image has more than ${REVIEW_LIMITS.maxPhotoPixels} pixels`, 'file', {
      code: 'too-many-pixels',
      limit: REVIEW_LIMITS.maxPhotoPixels,
    });
  }
  try {
    const { data, info } = await decoder(bytes)
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw unreadable((error as Error).message);
  }
}

/** The stored upright photo turned clockwise by `rotateInfo`, again without metadata. */
export async function rotatePhoto(upright: Buffer, rotateInfo: RotateInfo): Promise<EncodedPhoto> {
  const { data, info } = await sharp(upright, { limitInputPixels: REVIEW_LIMITS.maxPhotoPixels })
    .rotate(rotateInfo)
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
