/** Revalidate on every use: entry points whose URL stays the same across deploys. */
export const NO_CACHE = 'no-cache';
/**
 * An answer that differs by who asks (the registry with a staff member's remotes, a page that
 * embeds it): the browser may keep it and revalidate, a shared cache may not keep it at all.
 */
export const PRIVATE_NO_CACHE = 'private, no-cache';
/** A booking's and a payment's pages: kept nowhere, not even in the browser's history cache. */
export const NO_STORE = 'no-store';
/** Content-addressed files: the name changes whenever the bytes do. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

// webpack's `[contenthash:8]` (hex) right before the extension: `HomePage.3fa2b81c.js`.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|ttf|png|jpe?g|gif|svg|webp|avif|json|wasm)$/;
// Federation entry points keep a fixed name and must be re-checked on every load.
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

/** Cache-Control for a static file by its name (the last path segment decides). */
export function cacheControlFor(filePath: string): string {
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(name)) return NO_CACHE;
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}
