import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The shell's stylesheet as webpack names it (`useShellStylesheet`): `app-layout.<hash>.css`. */
const SHELL_STYLESHEET = /^app-layout\.[0-9a-f]{8}\.css$/;
const MAX_CACHED_STYLESHEETS = 100;

/** A stylesheet the page's HTML inlines: its public URL and, read from disk, its text. */
export interface FirstPaintStylesheet {
  readonly href: string;
  readonly css: string;
}

export interface StylesheetFiles {
  /** The shell's stylesheet from its build, or undefined when the shell is not built. */
  shell(): Promise<FirstPaintStylesheet | undefined>;
  /** A stylesheet of a remote's deployed version: its public URL and its file. */
  file(href: string, path: string): Promise<FirstPaintStylesheet | undefined>;
}

/** Reads stylesheets for inlining; hashed file names never change content, so each is read once. */
export function createStylesheetFiles(shellDist: string): StylesheetFiles {
  const cssCache = new Map<string, Promise<string | undefined>>();
  const readCss = (path: string): Promise<string | undefined> => {
    let css = cssCache.get(path);
    if (css === undefined) {
      if (cssCache.size >= MAX_CACHED_STYLESHEETS) cssCache.delete(cssCache.keys().next().value as string);
      css = readFile(path, 'utf8').catch(() => undefined);
      cssCache.set(path, css);
    }
    return css;
  };
  const file = async (href: string, path: string): Promise<FirstPaintStylesheet | undefined> => {
    const css = await readCss(path);
    return css === undefined ? undefined : { href, css };
  };
  return {
    file,
    async shell() {
      // Listed on every call: a rebuilt shell (a new hash) is picked up without a restart.
      const files = await readdir(shellDist).catch(() => [] as string[]);
      const name = files.find((candidate) => SHELL_STYLESHEET.test(candidate));
      return name === undefined ? undefined : file(`/${name}`, join(shellDist, name));
    },
  };
}
