import type { RemoteRegistry } from '@travel/contracts/remotes';
import { FIRST_PAINT_STATE_ELEMENT_ID } from '@travel/contracts/first-paint';
import { TEXTS_VERSION_META } from '@travel/contracts/texts-version';
import type { SiteConfig } from '@travel/contracts/site-config';
import type { FirstPaintStylesheet, PageFirstPaint } from '../first-paint/first-paint-renderer';
import type { RemotePreloads } from '../remotes/manifest-store';
import { escapeHtml, jsonForScript } from './html-escape';
import type { PageSeo } from './page-meta';
import { applyTitleTemplate, type PageTexts } from './page-texts';
import { THEME_COLOR } from '@travel/ui/tokens';

export const OG_IMAGE = { path: '/og.png', width: 1200, height: 700 } as const;

export interface HeadInput {
  /** This response's CSP nonce, put on every inlined `<style>` (data blocks need none: never run). */
  readonly nonce: string;
  readonly texts: PageTexts;
  /** The version of the texts the site serves now (texts/site-texts.ts), for the browser's stored copy. */
  readonly textsVersion: string;
  readonly seo: PageSeo | undefined;
  /** The title of a page the API has no meta for (a booking's page, a staff page, a 404), in Polish. */
  readonly ownTitle?: string | undefined;
  readonly baseUrl: string;
  /** Request path normalised for the canonical link (`/wakacje/grecja/`). */
  readonly canonicalPath: string;
  readonly socialDomainVerification: string | undefined;
  readonly registry: RemoteRegistry;
  readonly siteConfig: SiteConfig;
  readonly preloads: RemotePreloads | undefined;
  /** False for private pages (order flow, payment tracking, offers sent to one client). */
  readonly indexable: boolean;
  /** A server-rendered first paint: its stylesheets and the state the browser hydrates with. */
  readonly firstPaint?: PageFirstPaint | undefined;
  /**
   * Inlined when there is no first paint: the shell's stylesheet, so the frame the browser draws
   * is styled from its first frame and its footer starts below the fold (no layout shift).
   */
  readonly stylesheets?: readonly FirstPaintStylesheet[] | undefined;
}

/** The markup that replaces `<!--app-head-->` in the shell's index.html. */
export function renderHead(input: HeadInput): string {
  const { texts, seo, baseUrl } = input;
  const pageTitle = seo?.title ?? input.ownTitle;
  const title = pageTitle ? applyTitleTemplate(texts, pageTitle) : texts.defaultTitle;
  const description = seo?.description ?? texts.defaultDescription;
  const canonical = `${baseUrl}${input.canonicalPath}`;
  const ogImage = `${baseUrl}${OG_IMAGE.path}`;

  const meta = (attr: 'name' | 'property', key: string, content: string | number): string =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;

  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    seo?.keywords ? meta('name', 'keywords', seo.keywords) : undefined,
    input.indexable ? undefined : meta('name', 'robots', 'noindex, nofollow'),
    // Zoom stays available (WCAG 1.4.4): a maximum, never user-scalable=no.
    meta('name', 'viewport', 'width=device-width, initial-scale=1, maximum-scale=5'),
    meta('name', 'theme-color', THEME_COLOR),
    meta('name', TEXTS_VERSION_META, input.textsVersion),
    meta('name', 'msapplication-TileColor', THEME_COLOR),
    meta('name', 'application-name', texts.siteName),
    meta('name', 'mobile-web-app-capable', 'yes'),
    meta('name', 'apple-mobile-web-app-capable', 'yes'),
    meta('name', 'apple-mobile-web-app-title', texts.siteName),
    // iOS takes no colour here: black-translucent lets the #042C46 header show under the status bar.
    meta('name', 'apple-mobile-web-app-status-bar-style', 'black-translucent'),
    // A page not to be indexed (a 404, a booking) names no address of its own as canonical.
    input.indexable ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : undefined,
    `<link rel="icon" href="/favicon.ico" sizes="32x32">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png">`,
    `<link rel="manifest" href="/site.webmanifest">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'pl_PL'),
    meta('property', 'og:site_name', texts.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    input.indexable ? meta('property', 'og:url', canonical) : undefined,
    meta('property', 'og:image', ogImage),
    meta('property', 'og:image:width', OG_IMAGE.width),
    meta('property', 'og:image:height', OG_IMAGE.height),
    meta('name', 'twitter:card', 'summary_large_image'),
    input.socialDomainVerification === undefined ? undefined : meta('name', 'facebook-domain-verification', input.socialDomainVerification),
    ...(input.firstPaint?.stylesheets ?? input.stylesheets ?? []).map((sheet) => inlineStylesheet(sheet, input.nonce)),
    ...preloadLinks(input.preloads),
    `<script type="application/ld+json">${jsonForScript(structuredData(texts, baseUrl, `${baseUrl}/apple-touch-icon.png`))}</script>`,
    seo && seo.breadcrumbs.length > 1
      ? `<script type="application/ld+json">${jsonForScript(breadcrumbList(seo.breadcrumbs, baseUrl))}</script>`
      : undefined,
    `<script type="application/json" id="remote-registry">${jsonForScript(input.registry)}</script>`,
    `<script type="application/json" id="site-config">${jsonForScript(input.siteConfig)}</script>`,
    input.firstPaint
      ? `<script type="application/json" id="${FIRST_PAINT_STATE_ELEMENT_ID}">${stateJson(input.firstPaint)}</script>`
      : undefined,
  ];
  return lines.filter((line): line is string => line !== undefined).join('\n    ');
}

const stateJsonMemo = new WeakMap<PageFirstPaint, string>();

/**
 * The first paint's state as a data block, written once per first paint: the first-paint cache
 * hands one rendered page to many responses, and serialising its query cache (tens of KB) was
 * the largest cost of answering a cached page (docs/adr/0193-site-server-throughput.md).
 */
function stateJson(firstPaint: PageFirstPaint): string {
  let json = firstPaint.stateJson ?? stateJsonMemo.get(firstPaint);
  if (json === undefined) {
    json = jsonForScript(firstPaint.state);
    stateJsonMemo.set(firstPaint, json);
  }
  return json;
}

/**
 * A first paint's stylesheet, inlined: the markup is styled as soon as the HTML arrives, one
 * request latency sooner than with a `<link>` (a few KB of brotli per page; docs/performance.md).
 * `data-href` names the file, so `useStylesheet` does not link it again. CSS that could close the
 * element early is linked instead.
 */
function inlineStylesheet(sheet: FirstPaintStylesheet, nonce: string): string {
  if (/<\/style/i.test(sheet.css)) return `<link rel="stylesheet" href="${escapeHtml(sheet.href)}">`;
  return `<style nonce="${escapeHtml(nonce)}" data-href="${escapeHtml(sheet.href)}">${sheet.css}</style>`;
}

/**
 * Lets the browser fetch the route's manifest, remote entry and exposed-module chunks in parallel
 * with the shell's own bundle, instead of discovering them one after another.
 */
function preloadLinks(preloads: RemotePreloads | undefined): string[] {
  if (!preloads) return [];
  // `crossorigin` matches the federation runtime's `fetch(manifestUrl)` (cors, same-origin credentials).
  const links = [`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(preloads.manifestUrl)}">`];
  // Remote entries and webpack chunks load as classic scripts without crossorigin.
  if (preloads.remoteEntryUrl) links.push(`<link rel="preload" as="script" href="${escapeHtml(preloads.remoteEntryUrl)}">`);
  for (const src of preloads.scripts) links.push(`<link rel="preload" as="script" href="${escapeHtml(src)}">`);
  for (const href of preloads.styles) links.push(`<link rel="preload" as="style" href="${escapeHtml(href)}">`);
  return links;
}

function structuredData(texts: PageTexts, baseUrl: string, logo: string): unknown {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${baseUrl}/#organization`, name: texts.siteName, url: `${baseUrl}/`, logo },
      {
        '@type': 'WebSite',
        '@id': `${baseUrl}/#website`,
        name: texts.siteName,
        url: `${baseUrl}/`,
        inLanguage: 'pl-PL',
        description: texts.defaultDescription,
        publisher: { '@id': `${baseUrl}/#organization` },
      },
    ],
  };
}

/** The page's breadcrumbs for search engines (schema.org `BreadcrumbList`), with absolute URLs. */
function breadcrumbList(crumbs: PageSeo['breadcrumbs'], baseUrl: string): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.title,
      item: `${baseUrl}${crumb.route}`,
    })),
  };
}
