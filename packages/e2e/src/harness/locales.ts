import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './repo-root';

const cache = new Map<string, unknown>();

/**
 * A Polish text as the shop shows it, read from `packages/i18n/locales/pl/{ns}.json`, so journeys
 * follow the translations instead of repeating them. Throws when the key is missing: a journey
 * that expects a text the locale files do not have is wrong, not lucky.
 */
export function polishText(namespace: string, key: string): string {
  let data = cache.get(namespace);
  if (data === undefined) {
    const file = path.join(REPO_ROOT, 'packages/i18n/locales/pl', `${namespace}.json`);
    data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    cache.set(namespace, data);
  }
  let node: unknown = data;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${namespace}:${key} in the Polish locale files`);
  return node;
}

/** An i18n key that leaked into the page instead of its translation, e.g. `hotel.title` or `common:menu`. */
export const LOOKS_LIKE_I18N_KEY = /^[\w-]+([.:][\w-]+)+$/;

/**
 * A translation with `{{placeholders}}` as a whole-text pattern, for headings that name a hotel
 * or a destination: `Hotel {{name}}` matches `Hotel Sol Palace`.
 */
export function polishPattern(namespace: string, key: string): RegExp {
  const parts = polishText(namespace, key).split(/\{\{\s*[\w.]+\s*\}\}/);
  return new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);
}
