import i18next, { createInstance, type i18n as I18nInstance, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CachedHttpBackend, type CachedHttpBackendOptions } from './cached-http-backend';
import {
  CACHE_EXPIRATION_MS,
  CACHE_PREFIX,
  DEFAULT_NAMESPACE,
  FALLBACK_LANGUAGE,
  LANGUAGE,
  LOAD_MAX_PARALLEL,
  LOAD_PATH,
  LOAD_RETRY_INITIAL_DELAY_MS,
  PRELOADED_NAMESPACES,
  SUPPORTED_LANGUAGES,
} from './constants';
import { createTranslationRequest } from './translation-request';

export interface I18nSetup {
  /**
   * Part of the browser-storage cache key. Pass the shell build id so texts cached by an older
   * deploy are not served for up to an hour after a new one.
   */
  cacheVersion?: string;
  loadPath?: string;
  /** Inline resources (tests, tools): no backend is used and nothing is fetched. */
  resources?: Resource;
  /**
   * Texts the page already carries (a server-rendered first paint): used as they are, and the
   * backend fetches only namespaces missing from them.
   */
  initialResources?: Resource;
  /** Replaces the HTTP request (tests); defaults to fetch with the spec's retries and cap. */
  request?: ReturnType<typeof createTranslationRequest>;
}

/** The one i18next configuration of the shop; exported so tests pin every constant. */
export function buildI18nOptions(setup: I18nSetup = {}): InitOptions {
  const base: InitOptions = {
    lng: LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // No language detector is registered: the language never depends on the browser.
    load: 'currentOnly',
    ns: [...PRELOADED_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: false,
    // React escapes output; escaping here too would show `&amp;` in Polish texts.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnEmptyString: false,
  };
  if (setup.resources) return { ...base, resources: setup.resources };
  return {
    ...base,
    ...(setup.initialResources ? { resources: setup.initialResources, partialBundledLanguages: true } : {}),
    // i18next's own read queue keeps the same cap; its retry is off because the request layer
    // retries on the spec's schedule and two layers would multiply the attempts.
    maxParallelReads: LOAD_MAX_PARALLEL,
    maxRetries: 0,
    retryTimeout: LOAD_RETRY_INITIAL_DELAY_MS,
    backend: {
      cache: { prefix: CACHE_PREFIX, expirationTime: CACHE_EXPIRATION_MS, version: setup.cacheVersion ?? 'v1' },
      loadPath: setup.loadPath ?? LOAD_PATH,
      request: setup.request ?? createTranslationRequest(),
    } satisfies CachedHttpBackendOptions,
  };
}

/**
 * A fresh, initialised instance (tests, isolated tools). The shop itself uses `initI18n`, which
 * initialises the one shared instance.
 */
export async function createI18n(setup: I18nSetup = {}): Promise<I18nInstance> {
  const instance = createInstance();
  instance.use(initReactI18next);
  if (!setup.resources) instance.use(CachedHttpBackend);
  await instance.init(buildI18nOptions(setup));
  return instance;
}

/**
 * The single i18next instance of the page. `i18next` and this package are Module Federation
 * singletons, so every remote's `useTranslation()` reads this same instance.
 */
export const i18n: I18nInstance = i18next;

let initialising: Promise<I18nInstance> | null = null;

/** Initialises the shared instance once; later calls return the same promise. */
export function initI18n(setup: I18nSetup = {}): Promise<I18nInstance> {
  if (initialising) return initialising;
  if (i18n.isInitialized) {
    initialising = Promise.resolve(i18n);
    return initialising;
  }
  i18n.use(initReactI18next);
  if (!setup.resources) i18n.use(CachedHttpBackend);
  initialising = i18n.init(buildI18nOptions(setup)).then(() => i18n);
  return initialising;
}
