import type { RouteEntry } from '@travel/contracts/routes';
import { hasFiltrFormFields, parseListingUrl, toListingUrl } from '@travel/search-model';

/**
 * The canonical `filtr` address of a listing's GET form submitted without JavaScript
 * (`/wycieczki/?filtr=dorosli:2&sortowanie=ocena&wyzywienie=&wyzywienie=hb`), or null when the
 * request is no listing or carries no form field. The site server answers it with a 303 before any
 * render, so the first paint, its cache and the canonical link only ever see `filtr` addresses
 * (docs/adr/0220-listing-before-hydration.md). The search model reads the fields, as the browser's
 * router does when the redirect did not happen (an address typed or linked with them).
 */
export function listingFormRedirect(owner: RouteEntry | undefined, url: string, now: Date): string | null {
  if (owner?.remote !== 'search' || owner.module !== 'ListingPage') return null;
  // `/\remotes%5c…` is a path a client can send and no URL parser accepts: no form there.
  if (!URL.canParse(url, 'http://site.invalid')) return null;
  const { pathname, search } = new URL(url, 'http://site.invalid');
  if (!hasFiltrFormFields(new URLSearchParams(search))) return null;
  const parsed = parseListingUrl(pathname, search, { now });
  return parsed === null ? null : toListingUrl(parsed.state, { now });
}
