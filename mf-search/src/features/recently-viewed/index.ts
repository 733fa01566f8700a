// The hotels this browser opened, from `@travel/favorites` (the hotel page records them and shows
// the same list, docs/adr/0271-compare-and-recently-viewed.md).
export { RecentlyViewed } from '@travel/favorites/recently-viewed';
