import { LANGUAGE } from '@travel/i18n';
import type { Resource } from 'i18next';

/**
 * The Polish text of a key `namespace:path.to.text` in a texts snapshot (./site-texts.ts), or
 * undefined when the key is missing or names no string (the caller falls back to a default).
 */
export function snapshotText(resources: Resource, key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  const at = key.indexOf(':');
  if (at < 1) return undefined;
  let node: unknown = resources[LANGUAGE]?.[key.slice(0, at)];
  for (const part of key.slice(at + 1).split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}
