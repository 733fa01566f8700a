import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { NAMESPACE_FILE } from '@travel/federation/read-text-keys';
import { createI18n, LANGUAGE, type I18nInstance, type Resource } from '@travel/i18n';

/** How often, at most, the folder is looked at for a changed file. */
const CHECK_EVERY_MS = 1000;

export interface TextsSnapshot {
  /** A hash of every namespace file: another text anywhere, another version. */
  readonly version: string;
  /** Namespace → its file's text, as `/locales/pl/{ns}.json` serves it. */
  readonly files: ReadonlyMap<string, string>;
  /** The same texts for an i18next instance. */
  readonly resources: Resource;
}

export interface SiteTexts {
  /** The texts as the files are now (looked at no more than once a second). */
  current(): Promise<TextsSnapshot>;
  /** An instance holding the current texts, made once per version (server rendering). */
  i18n(): Promise<I18nInstance>;
}

export interface SiteTextsOptions {
  /** Told each new version after the first (the first-paint cache drops pages drawn with the old). */
  readonly onChange?: ((snapshot: TextsSnapshot) => void) | undefined;
  readonly warn?: ((message: string, error?: unknown) => void) | undefined;
  /** Tests look at every call. */
  readonly checkEveryMs?: number | undefined;
  readonly now?: (() => number) | undefined;
}

/**
 * The shop's texts, one snapshot for everything the site server does with them
 * (docs/adr/0347-texts-in-the-deploy-gate.md): the files it serves to browsers, the instance it
 * renders pages with and the version pages carry, so the browser's stored texts are dropped when
 * they change. Files replaced while the server runs (a texts deploy) are picked up within a second;
 * a file that does not parse keeps the last good snapshot, and is reported. The first read must
 * succeed: a site without its texts does not start.
 */
export async function createSiteTexts(localesDir: string, options: SiteTextsOptions = {}): Promise<SiteTexts> {
  const dir = join(localesDir, LANGUAGE);
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? CHECK_EVERY_MS;

  const signatureNow = async (): Promise<string> => {
    const files = (await readdir(dir)).filter((file) => NAMESPACE_FILE.test(file)).sort();
    const stamps = await Promise.all(
      files.map(async (file) => {
        const info = await stat(join(dir, file));
        return `${file}:${info.mtimeMs}:${info.size}`;
      }),
    );
    return stamps.join('\n');
  };

  const read = async (): Promise<TextsSnapshot> => {
    const files = (await readdir(dir)).filter((file) => NAMESPACE_FILE.test(file)).sort();
    const texts = new Map<string, string>();
    const namespaces: Record<string, Record<string, unknown>> = {};
    const hash = createHash('sha256');
    for (const file of files) {
      const namespace = NAMESPACE_FILE.exec(file)?.[1] ?? file;
      const text = await readFile(join(dir, file), 'utf8');
      namespaces[namespace] = JSON.parse(text) as Record<string, unknown>;
      texts.set(namespace, text);
      hash.update(namespace).update('\0').update(text).update('\0');
    }
    return { version: hash.digest('hex').slice(0, 12), files: texts, resources: { [LANGUAGE]: namespaces } };
  };

  let signature = await signatureNow();
  let snapshot = await read();
  let lookedAt = now();
  let underWay: Promise<TextsSnapshot> | undefined;
  let made: { version: string; instance: Promise<I18nInstance> } | undefined;

  const look = async (): Promise<TextsSnapshot> => {
    try {
      const current = await signatureNow();
      if (current === signature) return snapshot;
      signature = current;
      const next = await read();
      if (next.version !== snapshot.version) {
        snapshot = next;
        options.onChange?.(next);
      }
    } catch (error) {
      // Half-written or broken: the texts as they were stay; the next change is read again.
      options.warn?.(`texts in ${dir} could not be read; serving the last good ones`, error);
    }
    return snapshot;
  };

  const current = (): Promise<TextsSnapshot> => {
    if (underWay !== undefined) return underWay;
    if (now() - lookedAt < checkEveryMs) return Promise.resolve(snapshot);
    lookedAt = now();
    underWay = look().finally(() => {
      underWay = undefined;
    });
    return underWay;
  };

  return {
    current,
    async i18n() {
      const texts = await current();
      if (made?.version !== texts.version) made = { version: texts.version, instance: createI18n({ resources: texts.resources }) };
      return made.instance;
    },
  };
}
