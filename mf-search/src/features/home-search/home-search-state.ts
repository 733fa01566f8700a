import {
  CHILD_AGE_LIMIT,
  DEFAULT_DURATION,
  MAX_CHILDREN,
  createDefaultSearchState,
  departureWindowRange,
  fullYearsBetween,
  isIsoDate,
  selectCategory,
  toListingUrl,
  updateSearch,
  warsawToday,
  warsawTomorrow,
  type DestinationRef,
  type HotelRef,
  type IntRange,
  type SearchState,
} from '@travel/search-model';

/** Duration choices of the home box, in days; each lies within the default bounds (2-29). */
export const DURATION_PRESETS = {
  any: { from: DEFAULT_DURATION.from, to: DEFAULT_DURATION.to },
  '2-6': { from: 2, to: 6 },
  // The week and the fortnight of na-7-dni and na-14-dni (6-8 and 13-15 nights).
  '7-9': { from: 7, to: 9 },
  '10-13': { from: 10, to: 13 },
  '14-16': { from: 14, to: 16 },
  '17-29': { from: 17, to: 29 },
} as const satisfies Record<string, IntRange>;
export type DurationPreset = keyof typeof DURATION_PRESETS;

/** What the home search box holds; every field as the form edits it. */
export interface HomeSearchForm {
  category: string;
  destination: DestinationRef | null;
  hotel: HotelRef | null;
  /** '' for any. */
  departureCity: string;
  /** A departure window slug ('1-7', '8-14', '15-30'); '' to use the dates below. */
  departureWindow: string;
  /** yyyy-mm-dd from `<input type="date">`; '' when empty. */
  dateFrom: string;
  dateTo: string;
  duration: DurationPreset;
  adults: number;
  /** Children's birth dates, yyyy-mm-dd; '' while not filled in. */
  children: string[];
}

export function emptyHomeSearchForm(): HomeSearchForm {
  const defaults = createDefaultSearchState();
  return {
    category: defaults.category,
    destination: null,
    hotel: null,
    departureCity: '',
    departureWindow: '',
    dateFrom: '',
    dateTo: '',
    duration: 'any',
    adults: defaults.adults,
    children: [],
  };
}

/**
 * The search the box describes. The category's presets apply first, then the shopper's choices,
 * and the model derives the category from them (e.g. 7-9 days gives na-7-dni, one adult
 * dla-singli). Values the address would reject (a past date, a future birth date) are left out,
 * the same as the listing would drop them.
 */
export function homeSearchState(form: HomeSearchForm, now: Date): SearchState {
  const options = { now };
  const base = selectCategory(createDefaultSearchState(), form.category, options);
  const tomorrow = warsawTomorrow(now);
  const today = warsawToday(now);
  const patch: Partial<SearchState> = {
    destinations: form.destination === null ? [] : [form.destination],
    hotels: form.hotel === null ? [] : [form.hotel],
    departureCity: form.departureCity === '' ? base.departureCity : [form.departureCity],
    adults: form.adults,
    children: form.children
      .filter((date) => isIsoDate(date) && date <= today && fullYearsBetween(date, today) < CHILD_AGE_LIMIT)
      .slice(0, MAX_CHILDREN),
  };
  if (form.duration !== 'any') patch.durationDays = { ...DURATION_PRESETS[form.duration] };
  const window = form.departureWindow === '' ? null : departureWindowRange(form.departureWindow, now);
  if (window !== null) {
    patch.departureDateRange = window;
  } else {
    const from = isIsoDate(form.dateFrom) && form.dateFrom >= tomorrow ? form.dateFrom : null;
    const to = isIsoDate(form.dateTo) && form.dateTo > tomorrow && (from === null || form.dateTo >= from) ? form.dateTo : null;
    if (from !== null || to !== null) patch.dateRange = { from, to };
  }
  return updateSearch(base, patch, options);
}

/** The listing address the box leads to. */
export function homeSearchUrl(form: HomeSearchForm, now: Date): string {
  return toListingUrl(homeSearchState(form, now), { now });
}
