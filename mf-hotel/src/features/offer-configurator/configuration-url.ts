import {
  CHILD_AGE_LIMIT,
  DEFAULT_ADULTS,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  formatPolishDate,
  parseBirthDate,
  parsePolishDate,
  warsawToday,
  type IsoDate,
} from '@travel/search-model';

/**
 * The offer configurator's state as the hotel page's address holds it (the URL is the state, as on
 * the listing: docs/adr/0070-listing-page.md). Pure: no React, no router; the hook reads and writes
 * it, property tests check that every state survives a round trip.
 *
 * `?oferta=bec48c2c5xt` (from a card) preselects an offer: the page reads its date, duration, city,
 * board and room and writes them out, so a copied link holds the whole configuration.
 */
export interface Configuration {
  /** The offer a card linked to; dropped once the shopper changes a choice. */
  offerHash: string | null;
  adults: number;
  /** Birth dates (ISO), oldest first as entered. */
  children: IsoDate[];
  /** Departure city slug; `OWN_TRANSPORT` for a trip without one; null: any. */
  departureCity: string | null;
  departureDate: IsoDate | null;
  /** Days, as the listing counts them. */
  durationDays: number | null;
  board: string | null;
  roomCode: string | null;
}

/** The address value of "no departure city" (own transport). */
export const OWN_TRANSPORT = 'dojazd-wlasny';

export const CONFIGURATION_PARAMS = {
  offerHash: 'oferta',
  adults: 'dorosli',
  children: 'dzieci',
  departureCity: 'wyjazd',
  departureDate: 'termin',
  durationDays: 'dlugosc',
  board: 'wyzywienie',
  roomCode: 'pokoj',
} as const satisfies Record<keyof Configuration, string>;

const OFFER_HASH = /^[a-z0-9]{4,40}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;
const ROOM_CODE = /^[A-Za-z0-9-]{1,40}$/;
const MAX_DURATION_DAYS = 60;

export const EMPTY_CONFIGURATION: Readonly<Configuration> = {
  offerHash: null,
  adults: DEFAULT_ADULTS,
  children: [],
  departureCity: null,
  departureDate: null,
  durationDays: null,
  board: null,
  roomCode: null,
};

const matching = (value: string | null, pattern: RegExp): string | null => (value !== null && pattern.test(value) ? value : null);

function parseInteger(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * Reads the configuration from a query string. Invalid values are dropped silently (docs/product/validation-and-display.md),
 * as on the listing: a child's birth date in the future or 18 years back, an unknown format.
 */
export function parseConfiguration(search: string, now: Date): Configuration {
  const params = new URLSearchParams(search);
  const get = (key: keyof Configuration): string | null => params.get(CONFIGURATION_PARAMS[key]);
  const today = warsawToday(now);
  const children: IsoDate[] = [];
  for (const item of (get('children') ?? '').split(',')) {
    if (children.length >= MAX_CHILDREN) break;
    const date = parseBirthDate(item, today, CHILD_AGE_LIMIT);
    if (date !== null) children.push(date);
  }
  const departureDate = get('departureDate');
  const parsedDate = departureDate === null ? null : parsePolishDate(departureDate);
  return {
    offerHash: matching(get('offerHash'), OFFER_HASH),
    adults: parseInteger(get('adults'), MIN_ADULTS, MAX_ADULTS) ?? DEFAULT_ADULTS,
    children,
    departureCity: matching(get('departureCity'), SLUG),
    departureDate: parsedDate !== null && parsedDate > today ? parsedDate : null,
    durationDays: parseInteger(get('durationDays'), 1, MAX_DURATION_DAYS),
    board: matching(get('board'), SLUG),
    roomCode: matching(get('roomCode'), ROOM_CODE),
  };
}

/** The query string of a configuration (`?` included, empty when everything is default), in a fixed order. */
export function writeConfiguration(configuration: Configuration): string {
  const params = new URLSearchParams();
  const set = (key: keyof Configuration, value: string | null): void => {
    if (value !== null) params.set(CONFIGURATION_PARAMS[key], value);
  };
  set('offerHash', configuration.offerHash);
  set('adults', configuration.adults === DEFAULT_ADULTS ? null : String(configuration.adults));
  set('children', configuration.children.length === 0 ? null : configuration.children.map(formatPolishDate).join(','));
  set('departureCity', configuration.departureCity);
  set('departureDate', configuration.departureDate === null ? null : formatPolishDate(configuration.departureDate));
  set('durationDays', configuration.durationDays === null ? null : String(configuration.durationDays));
  set('board', configuration.board);
  set('roomCode', configuration.roomCode);
  const query = params.toString().replaceAll('%2C', ',');
  return query === '' ? '' : `?${query}`;
}

/**
 * A choice of the shopper: the change applied, and the card's offer hash dropped because the
 * choices now say which offer it is.
 */
export function changeConfiguration(configuration: Configuration, patch: Partial<Omit<Configuration, 'offerHash'>>): Configuration {
  return { ...configuration, ...patch, offerHash: null };
}

/** The choices that name an offer of the hotel (the party only prices it). */
export interface OfferChoices {
  departureCity: string | null;
  departureDate: IsoDate;
  durationDays: number;
  board: string;
  roomCode: string;
}

/** Fills the choices the address leaves open from the offer a card linked to (its hash). */
export function withOfferChoices(configuration: Configuration, offer: OfferChoices): Configuration {
  return {
    ...configuration,
    offerHash: null,
    departureCity: configuration.departureCity ?? offer.departureCity ?? OWN_TRANSPORT,
    departureDate: configuration.departureDate ?? offer.departureDate,
    durationDays: configuration.durationDays ?? offer.durationDays,
    board: configuration.board ?? offer.board,
    roomCode: configuration.roomCode ?? offer.roomCode,
  };
}
