import type { OfferListQuery } from '@travel/contracts/api/offers';
import { warsawTomorrow } from '../dates/calendar-date';
import {
  BEACH_DISTANCE_LABEL_SWITCH,
  DEFAULT_CATEGORY,
  PAGE_SIZE,
} from '../defaults/search-defaults';
import { formatDecimal } from '../filtr/value-validators';
import { resolveLanding } from '../landing/resolve-landing';
import { sortOptionBySlug } from '../reference/search-options';
import type { SearchState } from '../state/search-state';

export interface PayloadOptions {
  /** The current instant: an unset start date means tomorrow in Europe/Warsaw. */
  now: Date;
  /** Page size; the listing reads 20 at a time. */
  limit?: number;
}

const csv = (items: readonly string[]): string | undefined => (items.length > 0 ? items.join(',') : undefined);

/**
 * Spec 000 §3 'Search request payload' as the query of `GET /api/offers/list/` (and, without
 * `limit`/`offset`, of map-listing and offer-count): lists comma-joined, ranges `from,to`, dates
 * yyyy-mm-dd, booleans true/false. Duration goes as nights (each end minus one); departure
 * cities are left out for own transport; a price without a cap goes as an open range `from,`.
 */
export function buildOfferListQuery(state: SearchState, options: PayloadOptions): OfferListQuery {
  const { now } = options;
  const limit = options.limit ?? PAGE_SIZE;
  const landing = resolveLanding(state.category, { now }) ?? resolveLanding(DEFAULT_CATEGORY, { now });
  const query: OfferListQuery = {
    adults: String(state.adults),
    category: landing?.slug ?? DEFAULT_CATEGORY,
    dateFrom: state.dateRange.from ?? warsawTomorrow(now),
    durationDays: `${state.durationDays.from - 1},${state.durationDays.to - 1}`,
    hotelRating: state.hotelRating,
    hotelStandard: state.hotelStandard,
    priceRange: `${state.priceRange.from},${state.priceRange.to ?? ''}`,
    sortBy: sortOptionBySlug(state.sortBy).apiValue,
    totalPrice: state.totalPrice ? 'true' : 'false',
    transport: state.transport,
    limit: String(limit),
    offset: String((state.page - 1) * limit),
  };
  const optional: Partial<Record<keyof OfferListQuery, string | undefined>> = {
    children: csv(state.children),
    airlines: state.airlines === 'default' ? undefined : state.airlines,
    board: csv(state.board),
    dateTo: state.dateRange.to ?? undefined,
    departureCity: state.transport === 'wlasny' ? undefined : csv(state.departureCity),
    departureDateFrom: state.departureDateRange?.from,
    departureDateTo: state.departureDateRange?.to,
    destinations: csv(state.destinations.map((destination) => destination.path ?? destination.slug)),
    directFlight: state.directFlight ? 'true' : undefined,
    geoLatNorth: state.mapArea ? formatDecimal(state.mapArea.viewportBounds[0]) : undefined,
    geoLngEast: state.mapArea ? formatDecimal(state.mapArea.viewportBounds[1]) : undefined,
    geoLatSouth: state.mapArea ? formatDecimal(state.mapArea.viewportBounds[2]) : undefined,
    geoLngWest: state.mapArea ? formatDecimal(state.mapArea.viewportBounds[3]) : undefined,
    hotels: csv(state.hotels.map((hotel) => hotel.slug)),
    hotelAttributes: csv(state.hotelAttributes),
    // At or above the label switch (2000 m, 'powyżej 2000 metrów') the distance is not limited.
    maxDistanceFromBeach:
      state.distanceFromBeach < BEACH_DISTANCE_LABEL_SWITCH ? String(state.distanceFromBeach) : undefined,
    maxRouteDurationFromAirport:
      state.routeDurationFromAirport === null ? undefined : String(state.routeDurationFromAirport),
    offer: state.offer ?? undefined,
    offerType: csv(state.offerType),
    tourOperator: csv(state.tourOperator),
    seoCategory: landing?.valuesType,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (query as Record<string, string>)[key] = value;
  }
  return query;
}

/** The query string (without '?') of a payload, keys sorted so equal searches share a cache key. */
export function toQueryString(query: OfferListQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = (query as Record<string, string | undefined>)[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}
