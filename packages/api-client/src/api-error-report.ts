import { ApiError, type ApiErrorReport } from './api-client';

/**
 * `meta` of a query or mutation for which an answer with one of these statuses is expected, not a
 * fault: e.g. page meta answers 404 when it has none and the page uses the default meta
 * (docs/product/page-metadata.md). Such failures are not reported.
 */
export function expectedApiErrors(...statuses: number[]): { readonly expectedApiErrors: readonly number[] } {
  return { expectedApiErrors: statuses };
}

/**
 * The `api:error` event to publish for a failed query or mutation (docs/product/errors.md "Any failed API
 * call"), or undefined when it is not to be reported: a cancelled call, a network error, a
 * missing required parameter (no call was made), a status the query's `meta` expects, or a
 * failure the client's own `onError` already reported.
 */
export function apiErrorReportOf(error: unknown, meta?: Readonly<Record<string, unknown>>): ApiErrorReport | undefined {
  if (!(error instanceof ApiError) || error.report === undefined || error.reported) return undefined;
  const expected = meta?.['expectedApiErrors'];
  if (Array.isArray(expected) && expected.includes(error.status)) return undefined;
  return error.report;
}
