import { cspHash } from '../headers/security-headers';

// React writes attribute values with `& < > " '` escaped; CSP hashes the value the browser parsed.
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
// React escapes `"` in text as well, so `style="` only ever starts an attribute.
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const memo = new WeakMap<object, readonly string[]>();

/**
 * The `'sha256-…'` of every distinct `style="…"` value in server-rendered markup (a skeleton's
 * width, an image slot's aspect ratio), for `style-src-attr 'unsafe-hashes'`: the page's own
 * attributes apply, an injected one does not. Remembered per first paint (`key`), which the
 * first-paint cache hands to many responses.
 */
export function styleAttributeHashes(html: string, key?: object): readonly string[] {
  const known = key === undefined ? undefined : memo.get(key);
  if (known !== undefined) return known;
  const values = new Set<string>();
  for (const match of html.matchAll(STYLE_ATTRIBUTE)) {
    values.add((match[1] ?? '').replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity));
  }
  const hashes = [...values].sort().map(cspHash);
  if (key !== undefined) memo.set(key, hashes);
  return hashes;
}
