import type { Endpoints } from '@travel/contracts';
import type { favoritesLimitError } from '@travel/contracts/api/offers';

/** The contracts' schemas a client parses answers with. */
export interface ApiContracts {
  readonly endpoints: Endpoints;
  /** The `409` body of a favourites list at its limit. */
  readonly favoritesLimitError: typeof favoritesLimitError;
}

let loading: Promise<ApiContracts> | undefined;

/**
 * The contracts' schemas, loaded with the first API call instead of with the page (one chunk of
 * the app that provides this shared package) and built one domain per task. A failed load (a
 * network error) is forgotten, so the next call, or react-query's retry, loads it again.
 */
export function loadApiContracts(): Promise<ApiContracts> {
  loading ??= import('./api-contracts')
    .then((module) => module.buildApiContracts())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
