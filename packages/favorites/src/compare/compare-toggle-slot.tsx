import { lazy, Suspense } from 'react';
import { useHydrated } from '../browser-list/use-hydrated';
import type { CompareToggleProps } from './compare-toggle';

// The toggle's code and the browser's list load after hydration (the listing is at its first-load
// budget, ADR 0192); the slot keeps the button's height from the first paint, so nothing moves.
const CompareToggle = lazy(() => import('./compare-toggle').then((module) => ({ default: module.CompareToggle })));

/** Room for the toggle's 44 px and the 1 px margin around it. */
const SLOT_STYLE = { display: 'flex', alignItems: 'center', minHeight: 46 } as const;

/** "Porównaj" of an offer in a list the server renders first (the listing's cards). */
export function CompareToggleSlot(props: CompareToggleProps) {
  const hydrated = useHydrated();
  return (
    <div className="tr-compare-slot" style={SLOT_STYLE}>
      {hydrated ? (
        <Suspense fallback={null}>
          <CompareToggle {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
