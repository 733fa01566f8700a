import { useState } from 'react';

/**
 * `value` as it was when `pending` last was false: what describes the answer still on screen while
 * a newer one loads, so that the description changes in the same render as the answer. `key`
 * names the value (equal keys, equal values), so that a new object for the same value is no change.
 */
export function useShownWhile<T>(value: T, key: string, pending: boolean): T {
  const [shown, setShown] = useState({ key, value });
  if (pending) return shown.value;
  // Remembered during render, as React documents for information from earlier renders.
  if (shown.key !== key) setShown({ key, value });
  return value;
}
