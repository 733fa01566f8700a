import { eventBus } from '@travel/event-bus';
import { useEffect } from 'react';
import { uiStore } from '../../store/ui-store';
import { createDataLayerSink, windowDataLayer } from './data-layer-sink';

/** Forwards the remotes' analytics events to `window.dataLayer` once the visitor consents. */
export function useAnalytics(): void {
  useEffect(() => {
    const sink = createDataLayerSink({
      bus: eventBus,
      dataLayer: windowDataLayer,
      consented: uiStore.getState().userConsentedToCookies,
      onInvalid: (issue) => console.warn(`analytics event dropped: ${issue}`),
    });
    const unsubscribe = uiStore.subscribe((state) => sink.setConsent(state.userConsentedToCookies));
    return () => {
      unsubscribe();
      sink.dispose();
    };
  }, []);
}
