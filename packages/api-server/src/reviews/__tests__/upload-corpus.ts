import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { REVIEW_LIMITS } from '@travel/contracts';

/*
 * The hostile upload corpus of the review photos (OWASP File Upload cheat sheet), made from bytes
 * on every run so the repository holds no binary blobs: each entry says what a safe server does
 * with it (refuse it with a status, or store it neutralised).
 */

export interface CorpusFile {
  name: string;
  /** What the client claims: the file name and content type are never trusted. */
  filename: string;
  contentType: string;
  bytes: Buffer;
  expect: { status: 400 | 413 | 415 } | { status: 201; mustNotContain: string[] };
}

/** A camera's identifying marks the stored file must not keep. */
export const EXIF_MARKS = { make: 'SpyCamMakerXYZ', model: 'TrackerModel9000', artist: 'Jan Kowalski Secret' } as const;

/** A small real photo-like JPEG (a gradient with a shape), `width` × `height`. */
export async function sampleJpeg(width = 640, height = 480, colour = '#2a7ab0'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 4}" cy="${height / 2}" r="${height / 5}" fill="#f5c542"/>
    <rect x="${width / 2}" y="${height / 3}" width="${width / 3}" height="${height / 4}" fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A JPEG with EXIF naming the camera and the GPS position of the guest's home. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp(await sampleJpeg(800, 600))
    .withExif({
      IFD0: { Make: EXIF_MARKS.make, Model: EXIF_MARKS.model, Artist: EXIF_MARKS.artist },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 5/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 0/1 42/1' },
    })
    .jpeg()
    .toBuffer();
}

const PHP = "<?php system($_GET['cmd']); ?>";

/** A valid JPEG carrying PHP in a comment segment and after its end marker. */
async function phpPolyglot(): Promise<Buffer> {
  const jpeg = await sampleJpeg(320, 240);
  const comment = Buffer.from(PHP);
  const com = Buffer.concat([Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2), Buffer.from(`\n${PHP}\n`)]);
}

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of a few hundred bytes declaring 60 000 × 60 000 pixels (3.6 gigapixels once decoded). */
export function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(60_000, 0);
  ihdr.writeUInt32BE(60_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // The first rows of zeros, compressed to almost nothing; the rest would follow the same way.
  const idat = deflateSync(Buffer.alloc(60_001 * 16));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function uploadCorpus(): Promise<CorpusFile[]> {
  const jpeg = await sampleJpeg();
  return [
    {
      name: 'PHP/JPEG polyglot',
      filename: 'shell.php.jpg',
      contentType: 'image/jpeg',
      bytes: await phpPolyglot(),
      expect: { status: 201, mustNotContain: ['<?php', 'system('] },
    },
    {
      name: 'SVG with a script',
      filename: 'photo.svg',
      contentType: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>'),
      expect: { status: 415 },
    },
    {
      name: 'HTML named .jpg',
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.from('<!doctype html><html><body><script>fetch("/api/auth/user-info/")</script></body></html>'),
      expect: { status: 415 },
    },
    { name: 'decompression bomb', filename: 'bomb.png', contentType: 'image/png', bytes: decompressionBomb(), expect: { status: 413 } },
    {
      name: 'oversized file',
      filename: 'huge.jpg',
      contentType: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.alloc(REVIEW_LIMITS.maxPhotoBytes + 1 - jpeg.length)]),
      expect: { status: 413 },
    },
    {
      name: 'truncated JPEG',
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      expect: { status: 400 },
    },
    {
      name: 'JPEG with GPS EXIF',
      filename: 'IMG_0001.jpg',
      contentType: 'image/jpeg',
      bytes: await jpegWithGps(),
      expect: { status: 201, mustNotContain: [EXIF_MARKS.make, EXIF_MARKS.model, EXIF_MARKS.artist, 'Exif\0\0'] },
    },
  ];
}

/** A multipart body as a browser's FormData sends it. */
export async function multipartOf(file: { bytes: Buffer; filename: string; contentType: string }, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.filename);
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}
