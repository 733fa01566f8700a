import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseHotelPhotoUrl, PHOTO_CONTENT_TYPES } from '@travel/contracts/photos';
import { normalizedSegments } from '../../lib/url-path';
import { IMMUTABLE, NO_CACHE } from '../headers/cache-policy';
import { createPhotoRenderer, type RenderedPhoto } from './photo-renderer';

export interface ImageRoutesOptions {
  /** Photos are under `DATA_DIR/images`: the seed's masters and the sizes rendered from them. */
  readonly dataDir: string;
}

/**
 * `GET /images/hotels/{hotelId}/{n}-{width}x{height}.{avif|webp|jpg}`: a hotel photo in one of the
 * sizes of `@travel/contracts/photos`, by its file name (docs/adr/0120-hotel-photos.md).
 *
 * What is served is decided on the normalised path (decoded once, dot segments applied) against
 * that one strict pattern and the list of sizes: anything else under `/images/` is the site's JSON
 * 404. A photo is immutable under its URL (the name says size and format), so it is cached for a
 * year; a photo whose master is missing answers the no-photo placeholder, in the asked size and
 * format, revalidated on every use so the real photo shows once it exists; so does a photo not
 * rendered yet while too many renders wait already (`maxWaiting` of the renderer).
 */
export async function imageRoutes(app: FastifyInstance, options: ImageRoutesOptions): Promise<void> {
  const renderer = createPhotoRenderer({
    imagesDir: join(options.dataDir, 'images'),
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  app.get('/images/*', async (request, reply) => {
    const segments = normalizedSegments(request.url);
    const ref = segments === undefined ? undefined : parseHotelPhotoUrl(`/${segments.join('/')}`);
    if (ref === undefined) return reply.callNotFound();

    reply.header('content-type', PHOTO_CONTENT_TYPES[ref.format]).header('x-content-type-options', 'nosniff');
    let photo: RenderedPhoto | undefined;
    try {
      photo = await renderer.photo(ref);
    } catch (error) {
      // A master sharp cannot read: the placeholder, and the operators hear about it.
      request.log.error({ err: error, photo: request.url }, 'photo render failed');
    }
    if (photo === undefined) {
      const placeholder = await renderer.placeholder(ref.size, ref.format);
      return reply.header('cache-control', NO_CACHE).header('content-length', placeholder.length).send(placeholder);
    }
    reply.header('cache-control', IMMUTABLE);
    if ('bytes' in photo) return reply.header('content-length', photo.bytes.length).send(photo.bytes);
    const { size } = await stat(photo.file);
    return reply.header('content-length', size).send(createReadStream(photo.file));
  });
}
