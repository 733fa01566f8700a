import { formatPolishDate } from '../dates/calendar-date';
import {
  DEFAULT_ADULTS,
  DEFAULT_CATEGORY,
  DEFAULT_DISTANCE_FROM_BEACH,
  DEFAULT_DURATION,
  DEFAULT_HOTEL_RATING,
  DEFAULT_HOTEL_STANDARD,
  DEFAULT_PAGE,
  DEFAULT_PRICE_FROM,
  DEFAULT_SORT,
} from '../defaults/search-defaults';
import { defaultTransport } from '../landing/preset-evaluation';
import { resolveLanding } from '../landing/resolve-landing';
import type { SearchState } from '../state/search-state';
import { FILTR_KEYS, KEY_VALUE_SEPARATOR, PAIR_SEPARATOR, type FiltrKey } from './filtr-keys';
import { formatDecimal } from './value-validators';

export interface WriteFiltrOptions {
  /** Destinations carried by the listing path instead of `kierunek`. */
  omitDestinations?: readonly string[];
  /** For the default transport of the category (only the summer slug depends on it). */
  now?: Date;
}

const list = (items: readonly string[]): string | null => (items.length > 0 ? items.join(',') : null);

function valueOf(state: SearchState, key: FiltrKey, options: WriteFiltrOptions): string | null {
  switch (key) {
    case 'kierunek':
      return list(
        state.destinations.map((destination) => destination.slug).filter((slug) => !(options.omitDestinations ?? []).includes(slug)),
      );
    case 'hotel':
      return list(state.hotels.map((hotel) => hotel.slug));
    case 'obszar':
      return state.mapArea === null ? null : [...state.mapArea.viewportBounds, state.mapArea.radius].map(formatDecimal).join(',');
    case 'oferta':
      return state.offer;
    case 'typ':
      return list(state.offerType);
    case 'transport': {
      const now = options.now ?? new Date();
      const landing = resolveLanding(state.category, { now }) ?? resolveLanding(DEFAULT_CATEGORY, { now });
      // The default is judged on what the address keeps: kierunek holds slugs, not paths.
      const readBack = state.destinations.map((destination) =>
        (options.omitDestinations ?? []).includes(destination.slug) ? destination : { slug: destination.slug, path: null },
      );
      return state.transport === defaultTransport(landing, readBack, now) ? null : state.transport;
    }
    case 'miasto':
      return list(state.departureCity);
    case 'wyjazd':
      return state.departureDateRange === null
        ? null
        : `${formatPolishDate(state.departureDateRange.from)},${formatPolishDate(state.departureDateRange.to)}`;
    case 'od':
      return state.dateRange.from === null ? null : formatPolishDate(state.dateRange.from);
    case 'do':
      return state.dateRange.to === null ? null : formatPolishDate(state.dateRange.to);
    case 'dlugosc':
      return state.durationDays.from === DEFAULT_DURATION.from && state.durationDays.to === DEFAULT_DURATION.to
        ? null
        : `${state.durationDays.from},${state.durationDays.to}`;
    case 'dorosli':
      return state.adults === DEFAULT_ADULTS ? null : String(state.adults);
    case 'dzieci':
      return list(state.children.map(formatPolishDate));
    case 'linie':
      return state.airlines === 'default' ? null : state.airlines;
    case 'lot-bezposredni':
      return state.directFlight ? 'tak' : null;
    case 'wyzywienie':
      return list(state.board);
    case 'odleglosc-od-plazy':
      return state.distanceFromBeach === DEFAULT_DISTANCE_FROM_BEACH ? null : String(state.distanceFromBeach);
    case 'odleglosc-od-lotniska':
      return state.routeDurationFromAirport === null ? null : String(state.routeDurationFromAirport);
    case 'udogodnienia':
      return list(state.hotelAttributes);
    case 'opinie':
      return state.hotelRating === DEFAULT_HOTEL_RATING ? null : state.hotelRating;
    case 'standard':
      return state.hotelStandard === DEFAULT_HOTEL_STANDARD ? null : state.hotelStandard;
    case 'cena': {
      const { from, to } = state.priceRange;
      if (from === DEFAULT_PRICE_FROM && to === null) return null;
      return to === null ? String(from) : `${from},${to}`;
    }
    case 'cena-za-wszystkich':
      return state.totalPrice ? null : 'nie';
    case 'organizator':
      return list(state.tourOperator);
    case 'sortowanie':
      return state.sortBy === DEFAULT_SORT ? null : state.sortBy;
    case 'strona':
      return state.page === DEFAULT_PAGE ? null : String(state.page);
  }
}

/**
 * Writes the `filtr` value (not URL-encoded): defaults are left out so addresses stay short, and
 * keys always come in the spec's order so one state has one address.
 */
export function writeFiltr(state: SearchState, options: WriteFiltrOptions = {}): string {
  const pairs: string[] = [];
  for (const key of FILTR_KEYS) {
    const value = valueOf(state, key, options);
    if (value !== null && value !== '') pairs.push(`${key}${KEY_VALUE_SEPARATOR}${value}`);
  }
  return pairs.join(PAIR_SEPARATOR);
}
