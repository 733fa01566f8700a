/**
 * The texts half of the deploy gate (docs/adr/0347-texts-in-the-deploy-gate.md). The site server
 * serves the translations (`LOCALES_DIR`); a remote is built against the text files of its
 * checkout and draws raw keys (`glance.heading`) wherever the live texts lack one. Each build
 * records the keys of the namespaces it names (`travel-texts.json` in its `dist/`), and the deploy
 * compares them with the texts the site serves. Dependency-free, so the deploy script, the site
 * server's staff view and the tests share one comparison.
 */

/** The file every remote build writes beside its `mf-manifest.json`. */
export const TEXTS_FILE = 'travel-texts.json';

/** Namespace → its keys, flattened (`glance.heading`), sorted. */
export type TextKeys = Readonly<Record<string, readonly string[]>>;

export interface MissingTexts {
  readonly namespace: string;
  readonly keys: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of one namespace file, as `t()` names them: nested objects joined by dots, sorted. */
export function flattenTextKeys(resource: unknown, prefix = ''): string[] {
  if (!isRecord(resource)) return [];
  const keys: string[] = [];
  for (const [key, value] of Object.entries(resource)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (isRecord(value)) keys.push(...flattenTextKeys(value, path));
    else keys.push(path);
  }
  return keys.sort();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The namespaces a build's code asks for, in the three forms i18next reads: `useTranslation('hotel')`
 * (or a list), an `{ ns: 'hotel' }` option, and `t('hotel:key')`. Only literal names count: a
 * namespace passed through a variable would be missed (the code has none), and another string that
 * equals a namespace's name (a route, an event) is not taken for one.
 */
export function namespacesNamedIn(sources: readonly string[], namespaces: readonly string[]): string[] {
  return namespaces
    .filter((namespace) => {
      const name = `["'\`]${escapeRegExp(namespace)}["'\`]`;
      const list = `(?:\\[(?:\\s*["'\`][a-z-]+["'\`]\\s*,)*\\s*)?`;
      const forms = new RegExp(
        [`\\buseTranslation\\)?\\(\\s*${list}${name}`, `\\bns\\s*:\\s*${list}${name}`, `\\bt\\(\\s*["'\`]${escapeRegExp(namespace)}:`].join(
          '|',
        ),
      );
      return sources.some((source) => forms.test(source));
    })
    .sort();
}

/** Leniently reads a `travel-texts.json`: anything that is not a namespace → string[] is dropped. */
export function parseTextKeys(value: unknown): TextKeys {
  if (!isRecord(value)) return {};
  const keys: Record<string, string[]> = {};
  for (const [namespace, list] of Object.entries(value)) {
    if (Array.isArray(list)) keys[namespace] = list.filter((key): key is string => typeof key === 'string');
  }
  return keys;
}

/** The keys a build was made with that the live texts lack, per namespace (a missing file lacks them all). */
export function missingTextKeys(required: TextKeys, live: TextKeys): MissingTexts[] {
  const missing: MissingTexts[] = [];
  for (const [namespace, keys] of Object.entries(required).sort(([a], [b]) => a.localeCompare(b))) {
    const served = new Set(live[namespace] ?? []);
    const lacking = keys.filter((key) => !served.has(key));
    if (lacking.length > 0) missing.push({ namespace, keys: lacking });
  }
  return missing;
}

const SHOWN_PER_NAMESPACE = 5;

/** One line a person can act on: which namespace, how many keys, the first few by name. */
export function describeMissingTexts(remote: string, missing: MissingTexts): string {
  const shown = missing.keys.slice(0, SHOWN_PER_NAMESPACE).map((key) => `${missing.namespace}:${key}`);
  const more = missing.keys.length - shown.length;
  return `${remote} uses ${missing.keys.length} ${missing.namespace} text key(s) the live texts lack: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}
