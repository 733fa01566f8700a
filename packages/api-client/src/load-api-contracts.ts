export type ApiContracts = typeof import('./api-contracts');

let loading: Promise<ApiContracts> | undefined;

/**
 * The contracts' schemas, loaded with the first API call instead of with the page (one chunk of
 * the app that provides this shared package). A failed load (a network error) is forgotten, so
 * the next call, or react-query's retry, loads it again.
 */
export function loadApiContracts(): Promise<ApiContracts> {
  loading ??= import('./api-contracts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
