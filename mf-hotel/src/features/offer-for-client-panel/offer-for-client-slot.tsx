import { lazy, Suspense } from 'react';
import type { OfferForClientPanelProps } from './offer-for-client-panel';
import { useMaySell } from './use-may-sell';

// The panel is for staff who sell: its code loads only for them, never on a visitor's first load
// (docs/adr/0192-first-load-budget.md, docs/adr/0261-offer-for-client.md).
const Panel = lazy(() => import('./offer-for-client-panel').then((module) => ({ default: module.OfferForClientPanel })));

/** "Przygotuj ofertę dla klienta" where staff who sell see it; nothing for anyone else. */
export function OfferForClientSlot(props: OfferForClientPanelProps) {
  if (!useMaySell()) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
