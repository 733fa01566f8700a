import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { I18nInstance } from '@travel/i18n';
import { renderFirstPaint } from '../../../../src/features/first-paint/render-first-paint';
import type { ServerBundleStore } from './server-bundle-store';

/** The shell's stylesheet as webpack names it (`useShellStylesheet`): `app-layout.<hash>.css`. */
const SHELL_STYLESHEET = /^app-layout\.[0-9a-f]{8}\.css$/;
const MAX_CACHED_STYLESHEETS = 100;

export interface FirstPaintRequest {
  /** Path and query of the page. */
  readonly url: string;
  readonly remote: string;
  readonly module: string;
  /** The deployed version's manifest and folder (registry entry, manifest store). */
  readonly manifestUrl: string;
  readonly assetBase: string;
}

/** A stylesheet of the first paint: its public URL and, read from disk, its text. */
export interface FirstPaintStylesheet {
  readonly href: string;
  readonly css: string;
}

export interface PageFirstPaint {
  /** Markup for `#root`. */
  readonly html: string;
  /** The state block for the browser (`FirstPaintState`). */
  readonly state: unknown;
  /** What the markup needs before it is shown: the shell's stylesheet, then the page's. */
  readonly stylesheets: readonly FirstPaintStylesheet[];
}

export interface FirstPaintRenderer {
  /** The page's first paint, or undefined: no server bundle for it, too slow, or it failed (logged). */
  render(request: FirstPaintRequest): Promise<PageFirstPaint | undefined>;
}

export interface FirstPaintRendererOptions {
  readonly bundles: ServerBundleStore;
  readonly shellDist: string;
  /** The site server's text instance, every namespace loaded. */
  readonly i18n: I18nInstance;
  /** Longer than this and the page goes out without a first paint; the browser renders it. */
  readonly timeoutMs: number;
  readonly warn: (message: string, error?: unknown) => void;
}

export function createFirstPaintRenderer(options: FirstPaintRendererOptions): FirstPaintRenderer {
  // Hashed file names never change content: read once.
  const cssCache = new Map<string, Promise<string | undefined>>();
  const readCss = (file: string): Promise<string | undefined> => {
    let css = cssCache.get(file);
    if (css === undefined) {
      if (cssCache.size >= MAX_CACHED_STYLESHEETS) cssCache.delete(cssCache.keys().next().value as string);
      css = readFile(file, 'utf8').catch(() => undefined);
      cssCache.set(file, css);
    }
    return css;
  };

  async function stylesheet(href: string, file: string): Promise<FirstPaintStylesheet | undefined> {
    const css = await readCss(file);
    return css === undefined ? undefined : { href, css };
  }

  async function shellStylesheet(): Promise<FirstPaintStylesheet | undefined> {
    const files = await readdir(options.shellDist).catch(() => [] as string[]);
    const file = files.find((name) => SHELL_STYLESHEET.test(name));
    return file === undefined ? undefined : stylesheet(`/${file}`, join(options.shellDist, file));
  }

  return {
    async render(request) {
      const bundle = await options.bundles.bundleFor(request.manifestUrl);
      if (bundle === undefined || typeof bundle.exports[request.module] !== 'function') return undefined;
      const stylesheets = await Promise.all([
        shellStylesheet(),
        ...bundle.stylesheetsOf(request.module).map((file) => stylesheet(`${request.assetBase}${file}`, join(bundle.versionDir, file))),
      ]);
      // Unstyled markup would flash and then jump: a stylesheet missing, no first paint.
      if (stylesheets.some((sheet) => sheet === undefined)) return undefined;
      try {
        const { html, state } = await renderFirstPaint({
          url: request.url,
          i18n: options.i18n,
          signal: AbortSignal.timeout(options.timeoutMs),
          loadRemote: (remote, module) =>
            remote === request.remote && typeof bundle.exports[module] === 'function'
              ? Promise.resolve(bundle.exports)
              : Promise.reject(new Error(`${remote}/${module} is not in the server bundle of ${request.remote}`)),
        });
        return { html, state, stylesheets: stylesheets as FirstPaintStylesheet[] };
      } catch (error) {
        options.warn(`first paint of ${request.url} not rendered`, error);
        return undefined;
      }
    },
  };
}
