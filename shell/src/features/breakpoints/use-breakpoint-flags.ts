import { useEffect } from 'react';
import { uiStore } from '../../store/ui-store';
import { watchMediaFlags } from './media-flags';

/** Keeps the store's media flags in step with the viewport (spec 001 §4). */
export function useBreakpointFlags(): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    return watchMediaFlags((query) => window.matchMedia(query), uiStore.getState().setMedia);
  }, []);
}
