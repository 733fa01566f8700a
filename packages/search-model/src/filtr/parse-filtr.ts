import { warsawToday, warsawTomorrow } from '../dates/calendar-date';
import {
  CHILD_AGE_LIMIT,
  DEFAULT_CATEGORY,
  DEFAULT_DURATION,
  MAX_ADULTS,
  MAX_ALLOWED_DISTANCE_FROM_BEACH,
  MAX_CHILDREN,
  MAX_DESTINATIONS,
  MAX_HOTELS,
  MAX_PAGE,
  MIN_ADULTS,
  RATING_SCALE,
  STANDARD_SCALE,
  createDefaultSearchState,
} from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import { BOARD_SLUG_SET } from '../reference/boards';
import { DEPARTURE_CITY_SLUG_SET } from '../reference/departure-cities';
import { HOTEL_ATTRIBUTE_SLUG_SET } from '../reference/hotel-attributes';
import { OFFER_TYPE_SLUG_SET } from '../reference/offer-types';
import {
  AIRLINES_SLUG_SET,
  AIRPORT_ROUTE_VALUES,
  SORT_SLUG_SET,
  TRANSPORT_SLUG_SET,
  type AirlinesSlug,
  type AirportRouteMinutes,
  type SortSlug,
  type TransportSlug,
} from '../reference/search-options';
import { TOUR_OPERATOR_SLUG_SET } from '../reference/tour-operators';
import type { DestinationRef, SearchState } from '../state/search-state';
import { FILTR_KEYS, KEY_VALUE_SEPARATOR, PAIR_SEPARATOR, type FiltrKey } from './filtr-keys';
import {
  OFFER_CODE_PATTERN,
  parseBirthDate,
  parseBoolean,
  parseDateRange,
  parseFutureDate,
  parseIntPair,
  parseInteger,
  parseIntRange,
  parseMapArea,
  parsePriceRange,
  parseScoreRange,
  parseSlugList,
} from './value-validators';

export interface ParseFiltrOptions {
  /** The current instant: dates are checked against tomorrow in Europe/Warsaw. */
  now: Date;
  /** The listing's category (the path's first segment); it decides the default transport. */
  category?: string;
  /** Destinations already given by the listing path; `kierunek` adds to them. */
  pathDestinations?: readonly DestinationRef[];
}

/** The search-state fields each `filtr` key sets (what a form field named after the key changes). */
export const FILTR_KEY_FIELDS: Readonly<Record<FiltrKey, readonly (keyof SearchState)[]>> = {
  kierunek: ['destinations'],
  hotel: ['hotels'],
  obszar: ['mapArea'],
  oferta: ['offer'],
  typ: ['offerType'],
  transport: ['transport'],
  miasto: ['departureCity'],
  wyjazd: ['departureDateRange'],
  od: ['dateRange'],
  do: ['dateRange'],
  dlugosc: ['durationDays'],
  dorosli: ['adults'],
  dzieci: ['children'],
  linie: ['airlines'],
  'lot-bezposredni': ['directFlight'],
  wyzywienie: ['board'],
  'odleglosc-od-plazy': ['distanceFromBeach'],
  'odleglosc-od-lotniska': ['routeDurationFromAirport'],
  udogodnienia: ['hotelAttributes'],
  opinie: ['hotelRating'],
  standard: ['hotelStandard'],
  cena: ['priceRange'],
  'cena-za-wszystkich': ['totalPrice'],
  organizator: ['tourOperator'],
  sortowanie: ['sortBy'],
  strona: ['page'],
};

/** Longer values are invalid: no valid value comes near it, and it bounds the work per request. */
export const MAX_FILTR_VALUE_LENGTH = 4096;

/** Splits `key:value;key:value`; unknown keys are ignored and the first of a repeated key wins. */
export function splitFiltr(input: string): Map<FiltrKey, string> {
  const pairs = new Map<FiltrKey, string>();
  for (const pair of input.split(PAIR_SEPARATOR)) {
    const at = pair.indexOf(KEY_VALUE_SEPARATOR);
    if (at < 1 || pair.length - at - 1 > MAX_FILTR_VALUE_LENGTH) continue;
    const key = pair.slice(0, at);
    if (!(FILTR_KEYS as readonly string[]).includes(key) || pairs.has(key as FiltrKey)) continue;
    pairs.set(key as FiltrKey, pair.slice(at + 1));
  }
  return pairs;
}

const has = <T extends string>(set: ReadonlySet<string>, value: string): value is T => set.has(value);

/**
 * Reads one `filtr` value into the state. An invalid value leaves the state as it is
 * (docs/product/validation-and-display.md: dropped silently).
 */
function readKey(state: SearchState, key: FiltrKey, value: string, now: Date): void {
  const tomorrow = warsawTomorrow(now);
  switch (key) {
    case 'kierunek': {
      const room = MAX_DESTINATIONS - state.destinations.length;
      const slugs = room > 0 ? parseSlugList(value, null, MAX_DESTINATIONS + state.destinations.length) : null;
      if (slugs === null) return;
      const fresh = slugs.filter((slug) => !state.destinations.some((destination) => destination.slug === slug));
      state.destinations = [...state.destinations, ...fresh.slice(0, room).map((slug) => ({ slug, path: null }))];
      return;
    }
    case 'hotel': {
      const slugs = parseSlugList(value, null, MAX_HOTELS);
      if (slugs !== null) state.hotels = slugs.map((slug) => ({ slug }));
      return;
    }
    case 'obszar': {
      const area = parseMapArea(value);
      if (area !== null) state.mapArea = area;
      return;
    }
    case 'oferta':
      if (OFFER_CODE_PATTERN.test(value)) state.offer = value;
      return;
    case 'typ': {
      const list = parseSlugList(value, OFFER_TYPE_SLUG_SET);
      if (list !== null) state.offerType = list;
      return;
    }
    case 'transport':
      if (has<TransportSlug>(TRANSPORT_SLUG_SET, value)) state.transport = value;
      return;
    case 'miasto': {
      const list = parseSlugList(value, DEPARTURE_CITY_SLUG_SET);
      if (list !== null) state.departureCity = list;
      return;
    }
    case 'wyjazd': {
      const range = parseDateRange(value, tomorrow);
      if (range !== null) state.departureDateRange = range;
      return;
    }
    case 'od': {
      const date = parseFutureDate(value, tomorrow);
      if (date !== null) state.dateRange = { ...state.dateRange, from: date };
      return;
    }
    case 'do': {
      // The end must lie after tomorrow; its order against 'od' is checked once both are read.
      const date = parseFutureDate(value, tomorrow);
      if (date !== null && date > tomorrow) state.dateRange = { ...state.dateRange, to: date };
      return;
    }
    case 'dlugosc': {
      const range = parseIntRange(value, DEFAULT_DURATION.from, DEFAULT_DURATION.to);
      if (range !== null) state.durationDays = range;
      return;
    }
    case 'dorosli': {
      const adults = parseInteger(value, MIN_ADULTS, MAX_ADULTS);
      if (adults !== null) state.adults = adults;
      return;
    }
    case 'dzieci': {
      const today = warsawToday(now);
      const dates: string[] = [];
      for (const item of value.split(',')) {
        if (dates.length >= MAX_CHILDREN) break;
        const date = parseBirthDate(item, today, CHILD_AGE_LIMIT);
        if (date !== null) dates.push(date);
      }
      if (dates.length > 0) state.children = dates;
      return;
    }
    case 'linie':
      if (has<AirlinesSlug>(AIRLINES_SLUG_SET, value)) state.airlines = value;
      return;
    case 'lot-bezposredni': {
      const flag = parseBoolean(value);
      if (flag !== null) state.directFlight = flag;
      return;
    }
    case 'wyzywienie': {
      const list = parseSlugList(value, BOARD_SLUG_SET);
      if (list !== null) state.board = list;
      return;
    }
    case 'odleglosc-od-plazy': {
      const distance = parseInteger(value, 1, MAX_ALLOWED_DISTANCE_FROM_BEACH);
      if (distance !== null) state.distanceFromBeach = distance;
      return;
    }
    case 'odleglosc-od-lotniska': {
      const minutes = parseInteger(value, 0, 999);
      if (minutes !== null && (AIRPORT_ROUTE_VALUES as readonly number[]).includes(minutes)) {
        state.routeDurationFromAirport = minutes as AirportRouteMinutes;
      }
      return;
    }
    case 'udogodnienia': {
      const list = parseSlugList(value, HOTEL_ATTRIBUTE_SLUG_SET);
      if (list !== null) state.hotelAttributes = list;
      return;
    }
    case 'opinie': {
      const range = parseScoreRange(value, RATING_SCALE.min, RATING_SCALE.max);
      if (range !== null) state.hotelRating = range;
      return;
    }
    case 'standard': {
      const range = parseIntPair(value, STANDARD_SCALE.min, STANDARD_SCALE.max);
      if (range !== null) state.hotelStandard = range;
      return;
    }
    case 'cena': {
      const range = parsePriceRange(value);
      if (range !== null) state.priceRange = range;
      return;
    }
    case 'cena-za-wszystkich': {
      const flag = parseBoolean(value);
      if (flag !== null) state.totalPrice = flag;
      return;
    }
    case 'organizator': {
      const list = parseSlugList(value, TOUR_OPERATOR_SLUG_SET);
      if (list !== null) state.tourOperator = list;
      return;
    }
    case 'sortowanie':
      if (has<SortSlug>(SORT_SLUG_SET, value)) state.sortBy = value;
      return;
    case 'strona': {
      const page = parseInteger(value, 1, MAX_PAGE);
      if (page !== null) state.page = page;
      return;
    }
  }
}

/**
 * Parses the `filtr` parameter (already URL-decoded) into a search state. Never throws: invalid
 * values are dropped and the defaults stay (docs/product/validation-and-display.md).
 */
export function parseFiltr(input: string | null | undefined, options: ParseFiltrOptions): SearchState {
  const { now } = options;
  const state = createDefaultSearchState();
  state.category = options.category ?? DEFAULT_CATEGORY;
  state.destinations = (options.pathDestinations ?? []).slice(0, MAX_DESTINATIONS).map((destination) => ({ ...destination }));
  const pairs = typeof input === 'string' ? splitFiltr(input) : new Map<FiltrKey, string>();
  for (const [key, value] of pairs) {
    try {
      readKey(state, key, value, now);
    } catch {
      // A value that trips a validator is an invalid value: dropped like any other.
    }
  }
  const { from, to } = state.dateRange;
  if (from !== null && to !== null && to < from) state.dateRange = { from, to: null };
  if (!pairs.has('transport')) {
    const landing = resolveLanding(state.category, { now }) ?? resolveLanding(DEFAULT_CATEGORY, { now });
    state.transport = defaultTransport(landing, state.destinations, now);
  }
  return state;
}
