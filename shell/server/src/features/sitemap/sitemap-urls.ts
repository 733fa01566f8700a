import type { SeoSitemapResponse } from '@travel/contracts';
import { CONTENT_ROUTES } from '@travel/contracts/routes';
import { allLandings, canonicalListingUrl } from '@travel/search-model';

/** The child sitemaps of `/sitemap.xml`, by the name in `/sitemaps/{name}.xml`. */
export const SITEMAP_NAMES = ['landing-pages', 'destinations', 'hotels', 'pages'] as const;
export type SitemapName = (typeof SITEMAP_NAMES)[number];

/** Content pages that belong to one visitor's action, not to search results. */
const NOT_LISTED = new Set(['newsletter-confirm']);

/**
 * The canonical paths each child sitemap lists, from the data: landing presets (search-model,
 * for the given day: the summer slug rolls), the curated listings, places, hotels and offices
 * (the API), and the content remote's fixed pages (the route table).
 */
export function sitemapPaths(data: SeoSitemapResponse, now: Date): Record<SitemapName, string[]> {
  const fixedContentPages = CONTENT_ROUTES.filter((route) => !NOT_LISTED.has(route.id) && !/[:*]/.test(route.path)).map(
    (route) => route.path,
  );
  return {
    'landing-pages': unique([
      ...allLandings({ now }).map((landing) => `/${landing.slug}/`),
      // A curated listing whose place its category does not put in the path (`/egzotyka/meksyk/cancun/`)
      // is redirected to another address (docs/adr/0250-canonical-listing-address.md): not listed.
      ...data.listings.map((l) => l.pathname).filter((pathname) => canonicalListingUrl(pathname, '', { now }) === pathname),
    ]),
    destinations: unique(['/kierunki/', ...data.locations.map((l) => `/kierunki/${l.path}/`)]),
    hotels: unique(['/hotele/', ...data.locations.map((l) => `/hotele/${l.path}/`), ...data.hotels.map((h) => `/hotel/${h.slug}/`)]),
    pages: unique(['/', ...fixedContentPages, ...data.salesOffices.map((o) => `/salony-podrozy/${o.slug}/`)]),
  };
}

function unique(paths: readonly string[]): string[] {
  return [...new Set(paths)];
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A `<urlset>` of absolute URLs (sitemaps.org 0.9). */
export function urlSetXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${baseUrl}${encodeURI(path)}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The `<sitemapindex>` that names each child sitemap. */
export function sitemapIndexXml(baseUrl: string, names: readonly SitemapName[]): string {
  const entries = names.map((name) => `<sitemap><loc>${escapeXml(`${baseUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Crawlers may go everywhere but the private pages; the sitemap index is named in full. */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /rezerwacja/',
    'Disallow: /platnosc/',
    'Disallow: /oferta-dla-klienta/',
    'Disallow: /api/',
    'Disallow: /logowanie/',
    'Disallow: /_app',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
