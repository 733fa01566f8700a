import type { IsoDate } from '../dates/calendar-date';
import type { AirlinesSlug, AirportRouteMinutes, SortSlug, TransportSlug } from '../reference/search-options';

/**
 * A chosen destination. The address carries only slugs (and the listing path), so everything but
 * `slug` is optional detail the UI may fill in from the API.
 */
export interface DestinationRef {
  slug: string;
  /** Path segments below the category, e.g. 'grecja/kreta'; null when known only by slug. */
  path: string | null;
  name?: string;
  genitive?: string;
  locative?: string;
  id?: number;
}

export interface HotelRef {
  slug: string;
  name?: string;
  mdsName?: string;
  mdsSlug?: string;
  queryName?: string;
}

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

/** `from` null means the default, tomorrow; `to` null means open-ended. */
export interface OpenDateRange {
  from: IsoDate | null;
  to: IsoDate | null;
}

export interface IntRange {
  from: number;
  to: number;
}

/** `to` null means no upper limit ('bez limitu'). */
export interface PriceRange {
  from: number;
  to: number | null;
}

export interface MapArea {
  lat: number;
  lng: number;
  radius: number;
  /** north, east, south, west */
  viewportBounds: [number, number, number, number];
}

/** The whole search, as the address holds it (docs/product/search-and-filtr.md). */
export interface SearchState {
  category: string;
  destinations: DestinationRef[];
  hotels: HotelRef[];
  offer: string | null;
  offerType: string[];
  transport: TransportSlug;
  departureCity: string[];
  departureDateRange: DateRange | null;
  dateRange: OpenDateRange;
  durationDays: IntRange;
  adults: number;
  /** Children's birth dates. */
  children: IsoDate[];
  airlines: AirlinesSlug;
  directFlight: boolean;
  board: string[];
  distanceFromBeach: number;
  routeDurationFromAirport: AirportRouteMinutes | null;
  hotelAttributes: string[];
  /** 'min,max' on the 1-6 scale. */
  hotelRating: string;
  /** 'min,max' in tenths of a star. */
  hotelStandard: string;
  priceRange: PriceRange;
  totalPrice: boolean;
  tourOperator: string[];
  sortBy: SortSlug;
  page: number;
  mapArea: MapArea | null;
}
