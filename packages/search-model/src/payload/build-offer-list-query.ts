import type { OfferFiltersInput, OfferListQuery } from '@travel/contracts/api/offers';
import { PAGE_SIZE } from '../defaults/search-defaults';
import { formatDecimal } from '../filtr/value-validators';
import type { SearchState } from '../state/search-state';
import { buildSearchPayload, type PayloadOptions, type SearchPayload } from './search-payload';

const csv = (items: readonly string[]): string | undefined => (items.length > 0 ? items.join(',') : undefined);
const text = (value: number | string | null): string | undefined =>
  value === null ? undefined : typeof value === 'number' ? formatDecimal(value) : value;

/**
 * The payload as the query of the offer search calls (docs/product/api-catalogue.md; `offerFiltersQuery` in
 * @travel/contracts): lists comma-joined, ranges `from,to`, dates yyyy-mm-dd, booleans true/false.
 * A price without a cap is the open range `from,`. Defaults the server assumes anyway (any
 * airline, no direct-flight requirement) and empty values are left out.
 */
export function toOfferFiltersQuery(payload: SearchPayload): OfferFiltersInput {
  const query: OfferFiltersInput = {
    adults: String(payload.adults),
    category: payload.category,
    dateFrom: payload.dateFrom,
    durationDays: `${payload.durationDays.from},${payload.durationDays.to}`,
    hotelRating: payload.hotelRating,
    hotelStandard: payload.hotelStandard,
    priceRange: `${payload.priceRange.from},${payload.priceRange.to ?? ''}`,
    sortBy: payload.sortBy,
    totalPrice: payload.totalPrice ? 'true' : 'false',
    transport: payload.transport,
    seoCategory: payload.seoCategory,
  };
  const optional: Record<string, string | undefined> = {
    children: csv(payload.children),
    airlines: payload.airlines === 'default' ? undefined : payload.airlines,
    board: csv(payload.board),
    dateTo: text(payload.dateTo),
    departureCity: csv(payload.departureCity),
    departureDateFrom: text(payload.departureDateFrom),
    departureDateTo: text(payload.departureDateTo),
    destinations: csv(payload.destinations),
    directFlight: payload.directFlight ? 'true' : undefined,
    geoLatNorth: text(payload.geoBounds?.neLat ?? null),
    geoLngEast: text(payload.geoBounds?.neLng ?? null),
    geoLatSouth: text(payload.geoBounds?.swLat ?? null),
    geoLngWest: text(payload.geoBounds?.swLng ?? null),
    hotels: csv(payload.hotels),
    hotelAttributes: csv(payload.hotelAttributes),
    maxDistanceFromBeach: text(payload.distanceFromBeach),
    maxRouteDurationFromAirport: text(payload.routeDurationFromAirport),
    offer: text(payload.offer),
    offerType: csv(payload.offerType),
    tourOperator: csv(payload.tourOperator),
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (query as Record<string, string>)[key] = value;
  }
  return query;
}

/** The query of map-listing, offer-count and filters: the search without paging. */
export function buildOfferFiltersQuery(state: SearchState, options: PayloadOptions): OfferFiltersInput {
  return toOfferFiltersQuery(buildSearchPayload(state, options));
}

export interface ListQueryOptions extends PayloadOptions {
  /** Page size; the listing reads 20 at a time (the API allows up to 50). */
  limit?: number;
}

/** The query of `GET /api/offers/list/`: the search plus `limit` and `offset` from `strona`. */
export function buildOfferListQuery(state: SearchState, options: ListQueryOptions): OfferListQuery {
  const limit = options.limit ?? PAGE_SIZE;
  return {
    ...buildOfferFiltersQuery(state, options),
    limit: String(limit),
    offset: String((state.page - 1) * limit),
  };
}

/** The query string (without '?') of a query object, keys sorted so equal searches share a cache key. */
export function toQueryString(query: OfferFiltersInput | OfferListQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = (query as Record<string, string | undefined>)[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}
