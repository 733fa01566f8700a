import type { FirstPaintState } from './first-paint';

/** The id of the data block holding the first-paint state in the HTML. */
export const FIRST_PAINT_STATE_ELEMENT_ID = 'first-paint-state';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `firstPaintStateSchema` (./first-paint) as a plain check: the shell reads the state before it
 * hydrates, and zod would cost every first paint 9-24 KB brotli (docs/adr/0192-first-load-budget.md).
 * `__tests__/first-load-guards.test.ts` holds the two to the same answers.
 */
export function isFirstPaintState(value: unknown): value is FirstPaintState {
  if (!isRecord(value)) return false;
  const { queries, texts, notFoundPath } = value;
  if (!isRecord(queries) || !Array.isArray(queries['mutations']) || !Array.isArray(queries['queries'])) return false;
  if (!isRecord(texts) || !Object.values(texts).every(isRecord)) return false;
  return notFoundPath === undefined || typeof notFoundPath === 'string';
}
