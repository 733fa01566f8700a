import { hasFiltrFormFields } from '../filtr/filtr-form-fields';
import { FILTR_PARAM } from '../filtr/filtr-keys';
import { parseListingUrl, toListingUrl, type ListingUrlOptions } from './listing-url';

/**
 * Parameters of a campaign link (an ad, a newsletter): not part of the search, but the listing
 * keeps them so that a redirect or a rewrite does not take its source from the visit.
 */
const CAMPAIGN_PARAM = /^(?:utm_[a-z]+|gclid|fbclid|msclkid)$/;

function queryParams(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/**
 * The address a listing request belongs at, or null when its first segment names no landing page
 * (a 404). Equal to the request when it is canonical. The site server redirects to it before any
 * render and the browser's router rewrites to it (`replace`): one function, so an address the
 * server let through is never rewritten after hydration (docs/adr/0250-canonical-listing-address.md).
 *
 * - The search is the one `parseListingUrl` reads (filters in any order, values in any valid
 *   spelling, the form's fields and a bare `strona`), written by `toListingUrl`.
 * - A landing page's own address (no `filtr`, no field) stays as it is when the search keeps its
 *   path: its presets are part of the page, and that address is the one links and the sitemap use.
 *   Where the path changes (a summer season that rolled over, a missing trailing slash) it goes to
 *   the new path alone when that gives the same search.
 * - Campaign parameters are kept after the search; any other parameter is dropped.
 */
export function canonicalListingUrl(pathname: string, search: string, options: ListingUrlOptions = {}): string | null {
  const now = options.now ?? new Date();
  const parsed = parseListingUrl(pathname, search, { now });
  if (parsed === null) return null;
  const params = queryParams(search);
  const target = toListingUrl(parsed.state, { now });
  const bare = !params.has(FILTR_PARAM) && !hasFiltrFormFields(params);
  const address = bare ? landingAddress(target, pathname, now) : target;
  const campaign = [...params].filter(([key]) => CAMPAIGN_PARAM.test(key));
  if (campaign.length === 0) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${new URLSearchParams(campaign).toString()}`;
}

/** A bare landing address for `target` when its path alone gives the same search. */
function landingAddress(target: string, requestPath: string, now: Date): string {
  const at = target.indexOf('?');
  const path = at === -1 ? target : target.slice(0, at);
  if (path === requestPath) return path;
  const bare = parseListingUrl(path, '', { now });
  return bare !== null && toListingUrl(bare.state, { now }) === target ? path : target;
}
