import type { RouteEntry } from '@travel/contracts/routes';
import { canonicalListingUrl, hasFiltrFormFields, parseListingUrl, toListingUrl } from '@travel/search-model';
import { pathOf } from '../../lib/url-path';

function isListing(owner: RouteEntry | undefined): boolean {
  return owner?.remote === 'search' && owner.module === 'ListingPage';
}

/**
 * The canonical `filtr` address of a listing's GET form submitted without JavaScript
 * (`/wycieczki/?filtr=dorosli:2&sortowanie=ocena&wyzywienie=&wyzywienie=hb`), or null when the
 * request is no listing or carries no form field. The site server answers it with a 303 before any
 * render, so the first paint, its cache and the canonical link only ever see `filtr` addresses
 * (docs/adr/0220-listing-before-hydration.md). The search model reads the fields, as the browser's
 * router does when the redirect did not happen (an address typed or linked with them).
 */
export function listingFormRedirect(owner: RouteEntry | undefined, url: string, now: Date): string | null {
  if (!isListing(owner)) return null;
  // `/\remotes%5c…` is a path a client can send and no URL parser accepts: no form there.
  if (!URL.canParse(url, 'http://site.invalid')) return null;
  const { pathname, search } = new URL(url, 'http://site.invalid');
  if (!hasFiltrFormFields(new URLSearchParams(search))) return null;
  const parsed = parseListingUrl(pathname, search, { now });
  return parsed === null ? null : toListingUrl(parsed.state, { now });
}

/**
 * Where a listing request that is not at its canonical address belongs (filters in another
 * order, a value in another spelling, a default written out, a summer season that rolled over, no
 * trailing slash), or null when it is there already or is no listing. The address is the one the
 * browser's router would rewrite to after hydration (`canonicalListingUrl`, the same function), so
 * a page the server lets through is never rewritten, and never shifts, in the browser
 * (docs/adr/0250-canonical-listing-address.md). An address that would not stay put when asked
 * again is let through rather than redirected in a loop.
 */
export function canonicalListingRedirect(owner: RouteEntry | undefined, url: string, now: Date): string | null {
  if (!isListing(owner)) return null;
  const pathname = pathOf(url);
  const search = url.slice(pathname.length).replace(/#.*$/, '');
  const canonical = canonicalListingUrl(pathname, search, { now });
  if (canonical === null || canonical === `${pathname}${search}`) return null;
  const at = canonical.indexOf('?');
  const again =
    at === -1 ? canonicalListingUrl(canonical, '', { now }) : canonicalListingUrl(canonical.slice(0, at), canonical.slice(at), { now });
  return again === canonical ? canonical : null;
}
