import { lazy, Suspense } from 'react';
import { useHydrated } from '../browser-list/use-hydrated';
import type { CompareParty } from './compare-address';

export interface CompareBarProps {
  /** The party the page prices for, so the comparison prices the same people. */
  party?: CompareParty;
}

// Not on any first load (the listing is at its budget, ADR 0192): the bar reads the browser's list
// once the page is hydrated; it is fixed to the window's bottom, so appearing moves nothing.
const CompareBarPanel = lazy(() => import('./compare-bar-panel').then((module) => ({ default: module.CompareBarPanel })));

/** The bar of the offers chosen for the comparison; nothing while none is chosen. */
export function CompareBar({ party }: CompareBarProps) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <CompareBarPanel party={party} />
    </Suspense>
  );
}
