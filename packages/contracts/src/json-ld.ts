import { readDataBlock } from './data-block';
import { isSiteConfig, SITE_CONFIG_ELEMENT_ID } from './site-config-guard';

/**
 * JSON-LD's addresses are absolute (docs/product/page-metadata.md, structured data): every
 * root-relative string (`"/hotel/x/"`, `"/photos/a.jpg"`) of a JSON-LD text gets the public origin in
 * front. The site server applies it to the server HTML with its public address; a remote applies it
 * in the browser with the same address read from the page's site config, so the two agree and a
 * hydrated page keeps absolute addresses. Protocol-relative (`//…`) and absolute strings stay.
 */
export function absoluteJsonLdUrls(json: string, origin: string): string {
  if (origin === '') return json;
  // A quote after a backslash is inside a string (`\"/`), not the start of one.
  return json.replace(/(?<!\\)"\/(?!\/)/g, `"${origin.replace(/\/+$/, '')}/`);
}

/** Every `<script type="application/ld+json">` block of an HTML text, its root-relative addresses made absolute. */
export function absoluteJsonLdInHtml(html: string, origin: string): string {
  if (origin === '' || !html.includes('application/ld+json')) return html;
  return html.replace(
    /(<script type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/g,
    (_match, open: string, json: string, close: string) => `${open}${absoluteJsonLdUrls(json, origin)}${close}`,
  );
}

/**
 * The shop's public address as the site server announces it in the page (`#site-config`), or ''
 * where there is no page (a server render: the site server completes the addresses there).
 */
export function publicOrigin(
  doc: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document,
): string {
  if (doc === undefined) return '';
  return readDataBlock(doc, SITE_CONFIG_ELEMENT_ID, isSiteConfig)?.baseUrl ?? '';
}
