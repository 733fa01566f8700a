// Choosing offers to compare, from `@travel/favorites` (the hotel remote shows the same toggle and
// owns the comparison page, docs/adr/0271-compare-and-recently-viewed.md).
export {
  CompareBar,
  CompareToggle,
  CompareToggleSlot,
  compareHref,
  compareSelection,
  COMPARE_LIMIT,
  useBrowserList,
} from '@travel/favorites/compare';
