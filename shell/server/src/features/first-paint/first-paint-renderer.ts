import { readdir } from 'node:fs/promises';
import type { I18nInstance } from '@travel/i18n';
import { renderFirstPaint } from '../../../../src/features/first-paint/render-first-paint';
import type { ServerBundleStore } from './server-bundle-store';

/** The shell's stylesheet as webpack names it (`useShellStylesheet`): `app-layout.<hash>.css`. */
const SHELL_STYLESHEET = /^app-layout\.[0-9a-f]{8}\.css$/;

export interface FirstPaintRequest {
  /** Path and query of the page. */
  readonly url: string;
  readonly remote: string;
  readonly module: string;
  /** The deployed version's manifest and folder (registry entry, manifest store). */
  readonly manifestUrl: string;
  readonly assetBase: string;
}

export interface PageFirstPaint {
  /** Markup for `#root`. */
  readonly html: string;
  /** The state block for the browser (`FirstPaintState`). */
  readonly state: unknown;
  /** Stylesheets the markup needs before it is shown: the shell's, then the page's. */
  readonly stylesheets: readonly string[];
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
  async function shellStylesheet(): Promise<string | undefined> {
    const files = await readdir(options.shellDist).catch(() => [] as string[]);
    const file = files.find((name) => SHELL_STYLESHEET.test(name));
    return file === undefined ? undefined : `/${file}`;
  }

  return {
    async render(request) {
      const bundle = await options.bundles.bundleFor(request.manifestUrl);
      if (bundle === undefined || typeof bundle.exports[request.module] !== 'function') return undefined;
      const shellCss = await shellStylesheet();
      // Unstyled markup would flash and then jump: no stylesheet, no first paint.
      if (shellCss === undefined) return undefined;
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
        return { html, state, stylesheets: [shellCss, ...bundle.stylesheetsOf(request.module).map((file) => `${request.assetBase}${file}`)] };
      } catch (error) {
        options.warn(`first paint of ${request.url} not rendered`, error);
        return undefined;
      }
    },
  };
}
