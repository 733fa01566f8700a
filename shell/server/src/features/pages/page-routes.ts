import { join } from 'node:path';
import type { FirstPaintState } from '@travel/contracts/first-paint';
import type { SiteConfig } from '@travel/contracts/site-config';
import { labelRoute } from '@travel/api-server/observability/metrics';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteServerConfig } from '../../config';
import { pathOf, safeDecode } from '../../lib/url-path';
import { watchedFile } from '../../lib/watched-file';
import { NO_CACHE, NO_STORE, PRIVATE_NO_CACHE } from '../headers/cache-policy';
import { resolveLanding } from '@travel/search-model';
import type { KnownDestinations, KnownHotels } from './known-addresses';
import type { DestinationAddresses } from './destination-addresses';
import type { ListingOfferCounts } from './listing-offer-counts';
import { contentSecurityPolicy, createNonce } from '../headers/security-headers';
import type { ManifestStore, RemotePreloads } from '../remotes/manifest-store';
import type { RegistryStore } from '../remotes/registry-store';
import { visibleRegistry } from '../remotes/remote-routes';
import type { StaffAccessCheck, StaffPageAccess } from '../remotes/staff-access';
import type { VisitorRegistry } from '../remotes/visitor-registry';
import { SIGN_IN_PAGE_PATH } from '@travel/contracts';
import {
  mailRatingOf,
  NOT_FOUND_TITLE,
  reviewFormPath,
  STAFF_FORBIDDEN_TITLE,
  staffRouteOf,
  type RouteEntry,
} from '@travel/contracts/routes';
import { matchPath } from 'react-router-dom';
import { absoluteJsonLdInHtml } from '@travel/contracts/json-ld';
import type { FirstPaintRenderer, PageFirstPaint } from '../first-paint/first-paint-renderer';
import { createStylesheetFiles } from '../first-paint/stylesheet-files';
import { sendAllowedFile } from '../static-files/send-allowed-file';
import { createStaticFiles } from '../static-files/static-files';
import type { PageMetaSource } from './page-meta';
import type { PageTextsSource } from './page-texts';
import { styleAttributeHashes } from './page-policy';
import { renderHead } from './render-head';
import { canonicalListingRedirect, listingFormRedirect } from './listing-redirects';
import type { SiteTexts } from '../texts/site-texts';
import { isPublicPage, isShellPage, ownTitleKey, routeOwner } from '../../../../src/routes/route-owner';
import { snapshotText } from '../texts/snapshot-text';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

export interface PageRoutesOptions {
  readonly config: SiteServerConfig;
  readonly registry: RegistryStore;
  readonly manifests: ManifestStore;
  readonly pageMeta: PageMetaSource;
  readonly pageTexts: PageTextsSource;
  /** The texts served now: their version goes into every page. */
  readonly siteTexts: Pick<SiteTexts, 'current'>;
  readonly staffAccess: StaffAccessCheck;
  /** The versions this visitor gets (canary share, order pin): the first paint renders those. */
  readonly forVisitor: VisitorRegistry;
  /** Staff pages (docs/adr/0145-staff-debug-remotes.md): sign-in first, 403, or the plain shell. */
  readonly staffPages?: StaffPageAccess | undefined;
  /** Server-rendered first paints (docs/adr/0100-first-paint-server-rendering.md); off when absent. */
  readonly firstPaint?: FirstPaintRenderer | undefined;
  /** The shop's destinations: a listing under a made-up place is a 404 before any render. */
  readonly destinations?: KnownDestinations | undefined;
  /** The shop's hotels: the review form of a made-up hotel is a 404 before any render. */
  readonly hotels?: KnownHotels | undefined;
  /** The destination guide's places by path or slug: a place reached by its slug alone moves to its path. */
  readonly destinationAddresses?: DestinationAddresses | undefined;
  /** Offers per landing: a landing with none is `noindex` (docs/product/page-metadata.md). */
  readonly listingOffers?: ListingOfferCounts | undefined;
  /** The clock listing addresses are read by (seasons, "tomorrow"); tests set it. */
  readonly now?: (() => Date) | undefined;
}

const ROOT_ELEMENT = '<div id="root"></div>';

// Prefixes owned by other routes: a miss there is a 404, never the shell's HTML.
const NON_PAGE_PREFIXES = ['/api/', '/remotes/', '/locales/', '/next-api/'];
const NON_PAGE_PATHS = new Set(['/api', '/remotes', '/locales', '/next-api']);
// A last segment with an extension names a file (`/main.js`, `/og.png`); page URLs end in `/`.
const FILE_PATH = /\/[^/]*\.[A-Za-z0-9]{1,12}$/;

/**
 * Every other GET: the shell's files from SHELL_DIST, the server's own files (og.png, favicon)
 * from PUBLIC_DIR, and for everything else that accepts HTML the shell's index.html with the
 * page head injected. A page whose loader says "not found" (docs/adr/0100, "Declared loaders")
 * and an address no route owns answer 404 with the shell's not-found page: rendered on the server
 * when the first paint is, else by the shell's router in the browser.
 */
export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions): Promise<void> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const template = watchedFile(join(config.shellDist, 'index.html'), (text) => text);
  // Allow-listed from the build output (static-files.ts): never the raw template, maps or stats.
  const staticFiles = createStaticFiles(config.shellDist, config.publicDir);
  const stylesheetFiles = createStylesheetFiles(config.shellDist);
  const siteConfig: SiteConfig = {
    baseUrl: config.baseUrl,
    environment: config.environment,
    sentryDsn: config.sentryDsn ?? null,
    mapTileUrl: config.mapTileUrl,
  };

  app.get('/*', async (request, reply) => {
    const pathname = pathOf(request.url);
    if (NON_PAGE_PATHS.has(pathname) || NON_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      return reply.callNotFound();
    }
    if (FILE_PATH.test(pathname)) return sendAllowedFile(reply, await staticFiles.find(request.url));
    if (!acceptsHtml(request)) return reply.callNotFound();

    // A staff page is the plain shell (no first paint, not indexed) for a user with the permission,
    // the sign-in page for a visitor, and 403 (the shell says it in Polish) for anyone else.
    const staffRoute = staffRouteOf(pathname);
    let staffStatus: 200 | 403 | undefined;
    if (staffRoute) {
      const verdict = options.staffPages ? await options.staffPages(request, staffRoute.permission) : 'sign-in';
      if (verdict === 'sign-in') {
        const next = request.url.startsWith('/') && !request.url.startsWith('//') ? request.url : pathname;
        return reply.header('cache-control', 'no-store').redirect(`${SIGN_IN_PAGE_PATH}?next=${encodeURIComponent(next)}`, 303);
      }
      staffStatus = verdict === 'allowed' ? 200 : 403;
    }
    const owner = staffRoute ? undefined : routeOwner(pathname);
    if (owner) labelRoute(request, owner.path);
    const formTarget = listingFormRedirect(owner, request.url, now());
    if (formTarget !== null) return reply.header('cache-control', 'no-store').redirect(formTarget, 303);
    // Decided from the route and a set lookup, never from the render, which load may shed.
    const listing = owner?.module === 'ListingPage';
    const unknownCategory = listing && isUnknownCategory(pathname, now());
    // A made-up place is not rendered at all: its words would end up in the page's heading.
    const unknownPlace = listing && !unknownCategory && (await isUnknownPlace(pathname, options.destinations));
    // A page of a hotel the shop does not have (the hotel page, its review form): the status says it
    // to crawlers and link checkers even when no render does (docs/product/page-metadata.md,
    // docs/product/reviews.md).
    const unknownHotel = owner !== undefined && (await isUnknownHotel(owner, pathname, options.hotels));
    // A listing away from its canonical address would be rewritten by the browser after hydration,
    // and shift; it is sent there first. Revalidated on use: some targets move with the calendar.
    const canonicalTarget = listing && !unknownCategory && !unknownPlace ? canonicalListingRedirect(owner, request.url, now()) : null;
    if (canonicalTarget !== null) return reply.header('cache-control', NO_CACHE).redirect(canonicalTarget, 301);
    // The same for a guide page: the browser would move `/kierunki/kreta/` to the place's own path
    // after it loads; crawlers and browsers without JavaScript are sent there by the status.
    const placeTarget = await destinationGuideRedirect(owner, request.url, options.destinationAddresses);
    if (placeTarget !== null) return reply.header('cache-control', NO_CACHE).redirect(placeTarget, 301);
    // The review form's e-mail entry with a rating no e-mail carries: the rating is dropped, as an
    // invalid value in an address is, and the address with it; the page moves the same way when it is
    // reached without this answer (docs/product/reviews.md). A made-up hotel is a 404 first.
    const plainFormTarget = unknownHotel ? null : reviewRatingRedirect(owner, request.url);
    if (plainFormTarget !== null) return reply.header('cache-control', NO_CACHE).redirect(plainFormTarget, 301);
    // The shell's own pages (/_app/, sign-in) are no remote's; a booking's pages belong to one traveller.
    const indexable = isPublicPage(owner);
    const canonical = canonicalPath(pathname);
    const [page, registryRead, texts, siteTexts, seo, offers] = await Promise.all([
      template.read(),
      options.registry.read(),
      options.pageTexts.read(),
      options.siteTexts.current(),
      // Private pages carry one-off ids: asking the API would only churn the meta cache.
      indexable ? options.pageMeta.seoFor(safeDecode(canonical)) : undefined,
      // A landing that lists nothing is no page for a search engine; unknown (API busy): as before.
      listing && !unknownCategory && !unknownPlace ? options.listingOffers?.count(canonical) : undefined,
    ]);
    const emptyLanding = offers === 0;
    if (page.status !== 'ok') {
      request.log.error(`${join(config.shellDist, 'index.html')} is missing: build the shell (npm run build)`);
      return reply.code(503).header('cache-control', 'no-store').send({ error: 'shell-not-built' });
    }
    if (!registryRead.ok) request.log.error({ reason: registryRead.message }, 'remote registry unreadable');
    const registry = registryRead.ok
      ? await visibleRegistry(await options.forVisitor(registryRead.registry, request, reply), request, options.staffAccess)
      : {};

    const entry = owner ? registry[owner.remote] : undefined;
    const preloads: RemotePreloads | undefined =
      owner && entry ? await options.manifests.preloadsFor(entry.entry, owner.module) : undefined;

    // A made-up hotel's review form is left to the browser, which draws the page's own not-found
    // state; its hotel page is still rendered when load allows: the loader declares the same not found
    // and the shell's Polish not-found page is drawn on the server.
    const firstPaint: PageFirstPaint | undefined =
      !unknownPlace &&
      !(unknownHotel && owner?.module === 'ReviewFormPage') &&
      owner &&
      entry &&
      preloads &&
      options.firstPaint &&
      page.value.includes(ROOT_ELEMENT)
        ? await options.firstPaint.render({
            url: request.url,
            remote: owner.remote,
            module: owner.module,
            manifestUrl: entry.entry,
            assetBase: preloads.assetBase,
            // Public pages only: a booking's pages and a review draft belong to one visitor.
            cacheable: indexable && owner.remote !== 'reviews',
          })
        : undefined;

    const notFound = staffRoute
      ? false
      : owner === undefined
        ? !isShellPage(pathname)
        : unknownCategory || unknownPlace || unknownHotel || (firstPaint !== undefined && declaredNotFound(firstPaint));
    // Per response, never part of a cached first paint: the <style> elements written below carry
    // this response's nonce and its CSP names it (docs/adr/0146-csp-nonces-and-violation-reports.md).
    const nonce = createNonce();
    const head = renderHead({
      nonce,
      texts,
      textsVersion: siteTexts.version,
      // A page that does not exist has no meta of its own and nothing to index or preload.
      seo: notFound ? undefined : seo,
      // A refused staff page is titled by what it says (Brak dostępu), not by the tool it refuses.
      ownTitle: snapshotText(
        siteTexts.resources,
        notFound ? NOT_FOUND_TITLE : staffStatus === 403 ? STAFF_FORBIDDEN_TITLE : ownTitleKey(pathname),
      ),
      baseUrl: config.baseUrl,
      canonicalPath: canonical,
      socialDomainVerification: config.socialDomainVerification,
      registry,
      siteConfig,
      preloads: notFound ? undefined : preloads,
      indexable: indexable && !notFound && !emptyLanding,
      firstPaint,
      // A page the browser draws gets the frame's styles in its HTML all the same (ADR 0215).
      stylesheets: firstPaint ? undefined : [await stylesheetFiles.shell()].filter((sheet) => sheet !== undefined),
    });
    const withHead = page.value.includes(HEAD_PLACEHOLDER)
      ? page.value.replace(HEAD_PLACEHOLDER, () => head)
      : page.value.replace('</head>', () => `${head}\n</head>`);
    const html = firstPaint
      ? withHead.replace(ROOT_ELEMENT, () => `<div id="root">${rootHtml(firstPaint, config.baseUrl)}</div>`)
      : withHead;
    const policy = contentSecurityPolicy(config, {
      nonce,
      styleAttributeHashes: firstPaint ? (firstPaint.styleAttributeHashes ?? styleAttributeHashes(firstPaint.html, firstPaint)) : undefined,
    });
    // Every page embeds the registry the visitor's role sees; a booking's pages are kept nowhere.
    const cacheControl = owner !== undefined && !isPublicPage(owner) ? NO_STORE : PRIVATE_NO_CACHE;
    return reply
      .code(staffStatus ?? (notFound ? 404 : 200))
      .header('cache-control', cacheControl)
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8')
      .send(html);
  });
}

const rootHtmlMemo = new WeakMap<PageFirstPaint, string>();

/**
 * A first paint's markup with the addresses of its JSON-LD made absolute (the remotes write them
 * root-relative on the server: docs/product/page-metadata.md), once per first paint: the cache hands
 * one rendered page to many responses.
 */
function rootHtml(firstPaint: PageFirstPaint, baseUrl: string): string {
  let html = rootHtmlMemo.get(firstPaint);
  if (html === undefined) {
    html = absoluteJsonLdInHtml(firstPaint.html, baseUrl);
    rootHtmlMemo.set(firstPaint, html);
  }
  return html;
}

/** `/_app/`, `/to/nie/istnieje/`: the listing route's first segment names no landing page. */
function isUnknownCategory(pathname: string, now: Date): boolean {
  const [category = ''] = pathname.split('/').filter(Boolean);
  return resolveLanding(category, { now }) === null;
}

/** `/wakacje/oszustwo-zadzwon/`: a listing whose place path is no destination of the shop. */
async function isUnknownPlace(pathname: string, destinations: KnownDestinations | undefined): Promise<boolean> {
  const placePath = pathname.split('/').filter(Boolean).slice(1).join('/');
  if (placePath === '' || destinations === undefined) return false;
  return (await destinations.has(placePath)) === false;
}

/**
 * `/hotel/nie-ma-takiego/`, `/dodaj-opinie/nie-ma-takiego/`: a page whose route names a
 * `:hotelSlug` that is no hotel of the shop (any page under a hotel, as the route table grows).
 */
async function isUnknownHotel(owner: RouteEntry, pathname: string, hotels: KnownHotels | undefined): Promise<boolean> {
  if (!owner.path.includes(':hotelSlug')) return false;
  const slug = matchPath(owner.path, pathname)?.params['hotelSlug'];
  if (slug === undefined || hotels === undefined) return false;
  return (await hotels.has(safeDecode(slug))) === false;
}

/**
 * `/dodaj-opinie/hotel-morski/ocena/9/?rid=…` → `/dodaj-opinie/hotel-morski/?rid=…`: the plain review
 * form for an e-mail entry whose rating is none an e-mail carries (`mailRatingOf`, which the page
 * reads too), or null for any other address. The query (the `rid`) is kept.
 */
function reviewRatingRedirect(owner: RouteEntry | undefined, url: string): string | null {
  if (owner?.id !== 'review-from-mail') return null;
  const pathname = pathOf(url);
  const params = matchPath(owner.path, pathname)?.params;
  const slug = params?.['hotelSlug'];
  if (slug === undefined || mailRatingOf(safeDecode(params?.['rating'] ?? '')) !== null) return null;
  return `${reviewFormPath(safeDecode(slug))}${url.slice(pathname.length).replace(/#.*$/, '')}`;
}

/**
 * `/kierunki/kreta/?x` → `/kierunki/grecja/kreta/?x`: where a destination guide address that names a
 * place by its slug alone belongs, or null when it is at the place's own path, names no place, is
 * another page, or the API could not say (the browser then moves it, as before).
 */
async function destinationGuideRedirect(
  owner: RouteEntry | undefined,
  url: string,
  addresses: DestinationAddresses | undefined,
): Promise<string | null> {
  if (owner?.id !== 'destination-guide' || addresses === undefined) return null;
  const prefix = owner.path.replace(/\*$/, '');
  const pathname = pathOf(url);
  const decoded = safeDecode(pathname);
  // The router matches letter case loosely; the address is read after the prefix it matched.
  if (!decoded.toLowerCase().startsWith(prefix)) return null;
  const segments = decoded.slice(prefix.length).split('/').filter(Boolean);
  // A slug is one segment; an address of more is a path, the place's own when it names one.
  const [key] = segments;
  if (segments.length !== 1 || key === undefined) return null;
  const own = await addresses.pathOf(key);
  if (own === undefined || own === key) return null;
  return `${prefix}${own}/${url.slice(pathname.length).replace(/#.*$/, '')}`;
}

/** The page's loader said the address names nothing: the state tells the browser which path. */
function declaredNotFound(firstPaint: PageFirstPaint): boolean {
  return firstPaint.notFound ?? (firstPaint.state as Partial<FirstPaintState> | undefined)?.notFoundPath !== undefined;
}

/** `/wakacje//grecja` → `/wakacje/grecja/`: one URL per page, in the route table's shape. */
export function canonicalPath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.endsWith('/') ? collapsed : `${collapsed}/`;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept === undefined || accept.trim() === '') return true;
  return /text\/html|application\/xhtml\+xml|\*\/\*/.test(accept);
}
