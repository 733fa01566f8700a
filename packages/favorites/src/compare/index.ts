// Choosing offers to compare (in the browser only) and the comparison's address; the comparison
// page itself is the hotel remote's (docs/adr/0271-compare-and-recently-viewed.md).
export { CompareToggle, type CompareToggleProps } from './compare-toggle';
export { CompareToggleSlot } from './compare-toggle-slot';
export { CompareBar, type CompareBarProps } from './compare-bar';
export {
  clearCompared,
  COMPARE_LIMIT,
  compareSelection,
  removeCompared,
  toggleCompared,
  type ComparedOffer,
  type CompareToggleResult,
} from './compare-selection';
export { COMPARE_OFFERS_PARAM, COMPARE_PATH, compareHref, comparedHashesOf, comparePartyQuery, type CompareParty } from './compare-address';
export { useBrowserList } from '../browser-list/browser-list';
export { useHydrated } from '../browser-list/use-hydrated';
