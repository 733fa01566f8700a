import { useEffect, useRef } from 'react';

/** The pause in typing after which a draft is saved (docs/product/constants.md). */
export const AUTOSAVE_DELAY_MS = 700;

export interface AutosaveOptions<T = unknown> {
  /** Off while there is nothing to save to (the draft not loaded, or no longer a draft). */
  enabled?: boolean;
  delayMs?: number;
  /**
   * Sends a value still waiting for its pause when the page is hidden or left (a reload, a closed
   * tab), in a way that outlives the page (`fetch` with `keepalive`). Without it such a value is
   * lost; a value waiting when the component unmounts goes to `save` either way.
   */
  saveOnLeave?: (value: T) => void;
}

/**
 * Saves `value` once typing pauses for `delayMs`: never the value the page opened with (it came
 * from the server), never a value equal to the last one saved, and at most one call per pause. A
 * value still waiting is saved at once when the component unmounts, and through `saveOnLeave` when
 * the page is hidden or left, so a reload keeps what was typed. `save` is called with the value it
 * saves; the latest `save` is used, so it may close over props.
 */
export function useAutosave<T>(value: T, save: (value: T) => void, options: AutosaveOptions<T> = {}): void {
  const { enabled = true, delayMs = AUTOSAVE_DELAY_MS } = options;
  const latest = useRef({ save, saveOnLeave: options.saveOnLeave });
  useEffect(() => {
    latest.current = { save, saveOnLeave: options.saveOnLeave };
  });
  const last = useRef<string | null>(null);
  /** The value typed and not saved yet, while it waits for its pause. */
  const waiting = useRef<{ value: T; serialized: string } | null>(null);

  useEffect(() => {
    if (!enabled) {
      waiting.current = null;
      return undefined;
    }
    const serialized = JSON.stringify(value);
    if (last.current === null) {
      last.current = serialized;
      return undefined;
    }
    if (serialized === last.current) {
      waiting.current = null;
      return undefined;
    }
    waiting.current = { value, serialized };
    const timer = setTimeout(() => {
      // Sent already, when the page was hidden meanwhile.
      if (waiting.current === null) return;
      waiting.current = null;
      last.current = serialized;
      latest.current.save(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, enabled, delayMs]);

  useEffect(() => {
    const flush = (send: (value: T) => void): void => {
      const pending = waiting.current;
      if (pending === null) return;
      waiting.current = null;
      last.current = pending.serialized;
      send(pending.value);
    };
    const onLeave = (): void => {
      const { saveOnLeave } = latest.current;
      if (saveOnLeave) flush(saveOnLeave);
    };
    const onVisibilityChange = (): void => {
      if (document.visibilityState === 'hidden') onLeave();
    };
    window.addEventListener('pagehide', onLeave);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', onLeave);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      flush((pending) => latest.current.save(pending));
    };
  }, []);
}
