/**
 * What a webpack build emits for the browser, by name. Everything else a build leaves in its
 * output (the page template, `build-id.json`, `mf-stats.json`, `*.map`, dotfiles such as
 * `.build-stats.json`, the remote's `server/` folder) matches none of these and is never served.
 */
const BROWSER_EXTENSIONS = 'm?js|css|woff2?|ttf|otf|png|jpe?g|gif|svg|webp|avif|ico|wasm';
const BROWSER_FILE = new RegExp(`^[A-Za-z0-9_][A-Za-z0-9_.-]*\\.(?:${BROWSER_EXTENSIONS})$`);
// `assetModuleFilename: '[name].[contenthash:8][ext]'`: what chunks load by URL
// (`new URL('./x.css', import.meta.url)`), which a federation manifest does not list.
const HASHED_ASSET = new RegExp(`^[A-Za-z0-9_][A-Za-z0-9_.-]*\\.[0-9a-f]{8,}\\.(?:${BROWSER_EXTENSIONS.replace('m?js|', '')})$`);
const LICENSE_FILE = /^(.+)\.LICENSE\.txt$/;

/** A script, stylesheet, font, image or wasm file by its name; never a map, a stats file or HTML. */
export function isBrowserFile(name: string): boolean {
  return BROWSER_FILE.test(name);
}

/** A content-hashed asset (not a script): `listing-page.38257086.css`. */
export function isHashedAsset(name: string): boolean {
  return HASHED_ASSET.test(name);
}

/**
 * `allowed` plus the `<chunk>.LICENSE.txt` notices (webpack's extracted license comments, which
 * the chunk points to) of the allowed chunks that `files` holds.
 */
export function withLicenses(allowed: ReadonlySet<string>, files: ReadonlySet<string>): ReadonlySet<string> {
  const result = new Set(allowed);
  for (const name of files) {
    const chunk = LICENSE_FILE.exec(name)?.[1];
    if (chunk !== undefined && allowed.has(chunk)) result.add(name);
  }
  return result;
}
