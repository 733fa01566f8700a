import { useEffect, useRef } from 'react';

/** The pause in typing after which a draft is saved (docs/product/constants.md). */
export const AUTOSAVE_DELAY_MS = 700;

export interface AutosaveOptions {
  /** Off while there is nothing to save to (the draft not loaded, or no longer a draft). */
  enabled?: boolean;
  delayMs?: number;
}

/**
 * Saves `value` once typing pauses for `delayMs`: never the value the page opened with (it came
 * from the server), never a value equal to the last one saved, and at most one call per pause.
 * `save` is called with the value it saves; the latest `save` is used, so it may close over props.
 */
export function useAutosave<T>(value: T, save: (value: T) => void, options: AutosaveOptions = {}): void {
  const { enabled = true, delayMs = AUTOSAVE_DELAY_MS } = options;
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    const serialized = JSON.stringify(value);
    if (last.current === null) {
      last.current = serialized;
      return undefined;
    }
    if (serialized === last.current) return undefined;
    const timer = setTimeout(() => {
      last.current = serialized;
      latestSave.current(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs]);
}
