import { useEffect } from 'react';
import { uiStore } from '../../store/ui-store';
import { watchMediaFlags } from './media-flags';

/** Keeps the store's media flags in step with the viewport (docs/product/shell-and-ui.md). */
export function useBreakpointFlags(): void {
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    return watchMediaFlags((query) => window.matchMedia(query), uiStore.getState().setMedia);
  }, []);
}
