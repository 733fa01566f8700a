/** docs/product/shell-and-ui.md: the only locale is pl, pl is the fallback, detection is off. */
export const LANGUAGE = 'pl';
export const FALLBACK_LANGUAGE = 'pl';
export const SUPPORTED_LANGUAGES = [LANGUAGE] as const;
export const DEFAULT_NAMESPACE = 'common';

/** docs/product/shell-and-ui.md content groups, as kebab-case file names under `/locales/pl/`. */
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

/** docs/product/shell-and-ui.md: translation files are served from `/locales/{lng}/{ns}.json`. */
export const LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** docs/product/shell-and-ui.md: browser-storage translation cache lives 1 hour. */
export const CACHE_EXPIRATION_MS = 3_600_000;
export const CACHE_PREFIX = 'travel_i18n_';

/** docs/product/constants.md: loading retries up to 5 times, first after 350 ms, doubling each time. */
export const LOAD_MAX_RETRIES = 5;
export const LOAD_RETRY_INITIAL_DELAY_MS = 350;
/** docs/product/shell-and-ui.md: at most 10 translation reads in flight. */
export const LOAD_MAX_PARALLEL = 10;

export const TIME_ZONE = 'Europe/Warsaw';
export const CURRENCY_SYMBOL = 'zł';
export const CURRENCY_CODE = 'PLN';
