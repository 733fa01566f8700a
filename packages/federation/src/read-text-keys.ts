/** Node-only: the keys of a locales folder, for the build, the deploy gate and the site server (ADR 0347). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE } from '@travel/i18n';
import { flattenTextKeys, parseTextKeys, TEXTS_FILE, type TextKeys } from './text-keys';

/** A namespace file's name: kebab-case words (`hotel.json`, `hotel-add-opinion.json`); anything else is not one. */
export const NAMESPACE_FILE = /^([a-z]+(?:-[a-z]+)*)\.json$/;

/** Every namespace file of one language under a locales folder (`<dir>/pl/*.json`) → its keys. */
export async function readTextKeys(localesDir: string): Promise<TextKeys> {
  const dir = path.join(localesDir, LANGUAGE);
  const entries = await Promise.all(
    (await readdir(dir)).flatMap((file) => {
      const namespace = NAMESPACE_FILE.exec(file)?.[1];
      if (namespace === undefined) return [];
      return [readFile(path.join(dir, file), 'utf8').then((text) => [namespace, flattenTextKeys(JSON.parse(text))] as const)];
    }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/** The text keys a build recorded (`<buildDir>/travel-texts.json`); none for a build older than the texts gate. */
export async function readBuildTextKeys(buildDir: string): Promise<TextKeys> {
  try {
    return parseTextKeys(JSON.parse(await readFile(path.join(buildDir, TEXTS_FILE), 'utf8')));
  } catch {
    return {};
  }
}
