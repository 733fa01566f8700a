import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress as brotliCompressCallback, constants } from 'node:zlib';

const brotliCompress = promisify(brotliCompressCallback);

/** A file's brotli body at the highest quality, with what identifies the version it was made from. */
export interface PrecompressedFile {
  readonly body: Buffer;
  /** As the file sender writes it for the same file (`W/"<size hex>-<mtime hex>"`): one validator for every encoding. */
  readonly etag: string;
  readonly lastModified: string;
  readonly contentType: string;
}

export interface PrecompressedFiles {
  /**
   * The file's brotli body when it is ready; otherwise undefined, and the file is compressed in the
   * background (one at a time) for the next request. A changed file (size or mtime) is compressed again.
   */
  brotliOf(path: string): Promise<PrecompressedFile | undefined>;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Text the browser needs to start a page: scripts, stylesheets, manifests. Images are compressed already. */
export function isPrecompressible(path: string): boolean {
  return extname(path) in CONTENT_TYPES;
}

export interface PrecompressedFilesOptions {
  /** Bodies kept at most (bytes, compressed); the least recently used go first. */
  readonly maxBytes: number;
  readonly compress?: (input: Buffer) => Promise<Buffer>;
}

/**
 * Scripts and stylesheets compressed once with brotli at quality 11, instead of at quality 4 on
 * every response (@fastify/compress, which has to be quick): the shell's `main.js` is 162 KB
 * instead of 191 KB, on the throttled phone of `bench:web` ~0.15 s less before the page can
 * hydrate (docs/adr/0194-listing-hydration.md). Quality 11 costs ~1 s of CPU per MB, so it runs in
 * zlib's thread pool, after the first request for a file, which is answered as before.
 */
export function createPrecompressedFiles(options: PrecompressedFilesOptions): PrecompressedFiles {
  const compress =
    options.compress ??
    ((input: Buffer) =>
      brotliCompress(input, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      }));
  // Insertion order is the recency order: a hit is moved to the end.
  const ready = new Map<string, PrecompressedFile>();
  const queued = new Set<string>();
  let bytes = 0;
  let queue: Promise<void> = Promise.resolve();

  const remember = (key: string, file: PrecompressedFile): void => {
    if (file.body.length > options.maxBytes) return;
    ready.set(key, file);
    bytes += file.body.length;
    for (const [oldKey, old] of ready) {
      if (bytes <= options.maxBytes) break;
      ready.delete(oldKey);
      bytes -= old.body.length;
    }
  };

  return {
    async brotliOf(path) {
      const contentType = CONTENT_TYPES[extname(path)];
      if (contentType === undefined) return undefined;
      let info;
      try {
        info = await stat(path);
      } catch {
        return undefined;
      }
      const key = `${path}\n${info.size}\n${info.mtimeMs}`;
      const hit = ready.get(key);
      if (hit !== undefined) {
        ready.delete(key);
        ready.set(key, hit);
        return hit;
      }
      if (!queued.has(key)) {
        queued.add(key);
        const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
        const lastModified = info.mtime.toUTCString();
        queue = queue
          .then(async () => {
            const content = await readFile(path);
            // Changed while it waited: the next request starts again with the new version.
            if (content.length !== info.size) return;
            remember(key, { body: await compress(content), etag, lastModified, contentType });
          })
          .catch(() => undefined)
          .finally(() => queued.delete(key));
      }
      return undefined;
    },
  };
}
