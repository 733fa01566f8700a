import { DEFAULT_CATEGORY, MAX_DESTINATIONS } from '../defaults/search-defaults';
import { applyLandingPresets } from '../derivation/apply-presets';
import { deriveCategory } from '../derivation/derive-category';
import { updateSearch } from '../derivation/select-category';
import type { PresetEntry } from '../landing/landing-types';
import { FILTR_PARAM } from '../filtr/filtr-keys';
import { formFields, formFieldsFiltr } from '../filtr/filtr-form-fields';
import { FILTR_KEY_FIELDS, parseFiltr } from '../filtr/parse-filtr';
import { SLUG_PATTERN, MAX_SLUG_LENGTH } from '../filtr/value-validators';
import { writeFiltr } from '../filtr/write-filtr';
import type { LandingPreset } from '../landing/landing-types';
import { resolveLanding } from '../landing/resolve-landing';
import type { DestinationRef, SearchState } from '../state/search-state';

/** Deepest destination path the listing accepts (continent/country/region/city). */
export const MAX_DESTINATION_PATH_SEGMENTS = 4;

/** Whether a destination may sit in the path of this landing (its location availability). */
export function pathAllowed(landing: LandingPreset | null, destination: DestinationRef): boolean {
  if (destination.path === null || landing === null) return false;
  const segments = destination.path.split('/');
  switch (landing.locationAvailability) {
    case 'all':
      return true;
    case 'country':
      return segments.length === 1;
    case 'none':
      return false;
    case 'selectedLocations':
      return landing.selectedLocations.includes(segments[0] ?? '');
  }
}

/**
 * Encodes the `filtr` value for the query. ':', ';' and ',' are legal in a query (RFC 3986
 * sub-delims), so they stay readable.
 */
export function encodeFiltr(filtr: string): string {
  return encodeURIComponent(filtr).replace(/%3A/g, ':').replace(/%3B/g, ';').replace(/%2C/g, ',');
}

export interface ListingUrlOptions {
  now?: Date;
}

/**
 * The listing address of a state: `/{category}/{destination-path}/?filtr=...`. One destination with
 * a known path goes into the path when the category allows it; every other one goes into `kierunek`.
 */
export function toListingUrl(state: SearchState, options: ListingUrlOptions = {}): string {
  const now = options.now ?? new Date();
  const landing = resolveLanding(state.category, { now });
  const category = landing?.slug ?? DEFAULT_CATEGORY;
  const only = state.destinations.length === 1 ? state.destinations[0] : undefined;
  const inPath = only !== undefined && pathAllowed(landing, only) ? only : null;
  const filtr = writeFiltr(state, { now, omitDestinations: inPath === null ? [] : [inPath.slug] });
  const path = inPath === null ? '' : `${inPath.path}/`;
  // A bare landing address brings the optional presets back, so a search without them keeps an
  // empty `filtr` to stay what it is.
  const query = filtr !== '' || hasOptionalPresets(landing) ? `?${FILTR_PARAM}=${encodeFiltr(filtr)}` : '';
  return `/${category}/${path}${query}`;
}

/** Optional presets beyond transport (which a bare address sets to the same default anyway). */
function hasOptionalPresets(landing: LandingPreset | null): boolean {
  if (landing === null) return false;
  return Object.entries(landing.values).some(([key, entry]) => key !== 'transport' && !(entry as PresetEntry<unknown>).required);
}

const validSegment = (segment: string): boolean => segment.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(segment);

/** The destination the path segments below the category name, if they are valid slugs. */
function destinationFromSegments(segments: readonly string[]): DestinationRef | null {
  if (segments.length === 0 || segments.length > MAX_DESTINATION_PATH_SEGMENTS || !segments.every(validSegment)) return null;
  return { slug: segments[segments.length - 1] as string, path: segments.join('/') };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

export interface ParsedListingUrl {
  state: SearchState;
  landing: LandingPreset;
}

/**
 * Reads a listing address into a state; null when the first segment is no landing page (a 404).
 * The category's required presets are forced; its optional ones apply only to a bare landing
 * address (no `filtr` at all), the way a shopper arrives from a link. The category is then derived
 * from the filters, so a hand-typed address may name another category than its path: compare
 * `toListingUrl(state)` with the address to redirect to the canonical one.
 *
 * Fields named after a `filtr` key (the listing's GET form, submitted without JavaScript or read
 * by the hydrated form) are a change to the search the address holds, applied as the listing
 * applies a filter change (`updateSearch`): a price above the cap of "tanie wczasy" leaves that
 * page for the general listing rather than being held to its preset.
 */
export function parseListingUrl(pathname: string, search: string, options: ListingUrlOptions = {}): ParsedListingUrl | null {
  const now = options.now ?? new Date();
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const fields = formFields(params);
  const filtr = params.get(FILTR_PARAM);
  const current = parseAddress(pathname, filtr, now);
  if (current === null || fields.size === 0) return current;
  const named = parseFiltr(formFieldsFiltr(fields), { now, category: current.state.category });
  const patch: Partial<SearchState> = {};
  for (const key of fields.keys()) for (const field of FILTR_KEY_FIELDS[key]) Object.assign(patch, { [field]: named[field] });
  const state = updateSearch(current.state, patch, { now });
  return { state, landing: resolveLanding(state.category, { now }) ?? current.landing };
}

function parseAddress(pathname: string, filtr: string | null, now: Date): ParsedListingUrl | null {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);
  const landing = resolveLanding(segments[0] ?? DEFAULT_CATEGORY, { now });
  if (landing === null) return null;
  const destination = destinationFromSegments(segments.slice(1));
  const parsed = parseFiltr(filtr, {
    now,
    category: landing.slug,
    pathDestinations: destination === null ? [] : [destination].slice(0, MAX_DESTINATIONS),
  });
  const preset = applyLandingPresets(parsed, landing, { now, includeOptional: filtr === null });
  const state = deriveCategory(preset, { now });
  return { state, landing: resolveLanding(state.category, { now }) ?? landing };
}

/**
 * What the listing's GET form submits besides its fields: the address it goes to (the path) and
 * the `filtr` of every choice the form has no field for. The page goes back to 1: a submitted form
 * is a new search.
 */
export function listingFormTarget(state: SearchState, options: ListingUrlOptions = {}): { action: string; filtr: string } {
  const url = new URL(toListingUrl({ ...state, page: 1 }, options), 'http://listing.invalid');
  return { action: url.pathname, filtr: url.searchParams.get(FILTR_PARAM) ?? '' };
}

/** `fromListingUrl(pathname, search, { now })`: the state of a listing address, or null for a 404. */
export function fromListingUrl(pathname: string, search: string, options: ListingUrlOptions = {}): SearchState | null {
  return parseListingUrl(pathname, search, options)?.state ?? null;
}
