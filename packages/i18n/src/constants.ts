/** Spec 000 §1, 001 §9: the only locale is pl, pl is the fallback, detection is off. */
export const LANGUAGE = 'pl';
export const FALLBACK_LANGUAGE = 'pl';
export const SUPPORTED_LANGUAGES = [LANGUAGE] as const;
export const DEFAULT_NAMESPACE = 'common';

/** Spec 001 §2 content groups, as kebab-case file names under `/locales/pl/`. */
export const NAMESPACES = [
  'contact',
  'common',
  'error',
  'favorites',
  'hit-offers',
  'home',
  'hotel',
  'hotel-add-opinion',
  'hotels',
  'hotels-listing',
  'listing',
  'newsletter',
  'offer',
  'offer-for-client',
  'order',
  'payment',
  'sales-office',
  'sales-office-listing',
  'staff',
  'tour-guide',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Loaded at start because the shell's own layout needs them on first paint. */
export const PRELOADED_NAMESPACES = ['common', 'error', 'contact'] as const satisfies readonly Namespace[];

/** Spec 001 §7: translation files are served from `/locales/{lng}/{ns}.json`. */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** Spec 001 §9: browser-storage translation cache lives 1 hour. */
export const CACHE_EXPIRATION_MS = 3_600_000;
export const CACHE_PREFIX = 'travel_i18n_';

/** Spec 001 §9: loading retries up to 5 times, first after 350 ms, doubling each time. */
export const LOAD_MAX_RETRIES = 5;
export const LOAD_RETRY_INITIAL_DELAY_MS = 350;
/** Spec 001 §9: at most 10 translation reads in flight. */
export const LOAD_MAX_PARALLEL = 10;

export const TIME_ZONE = 'Europe/Warsaw';
export const CURRENCY_SYMBOL = 'zł';
export const CURRENCY_CODE = 'PLN';
