import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE, type Resource } from '@travel/i18n';

const NAMESPACE_FILE = /^([a-z]+(?:-[a-z]+)*)\.json$/;

/** Every namespace of the shop's language from LOCALES_DIR, for rendering pages on the server. */
export async function loadAllTexts(localesDir: string): Promise<Resource> {
  const dir = join(localesDir, LANGUAGE);
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const file of await readdir(dir)) {
    const namespace = NAMESPACE_FILE.exec(file)?.[1];
    if (namespace === undefined) continue;
    namespaces[namespace] = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<string, unknown>;
  }
  return { [LANGUAGE]: namespaces };
}
