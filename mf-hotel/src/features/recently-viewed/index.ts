// The hotels this browser opened (docs/adr/0271-compare-and-recently-viewed.md): recorded here, shown
// here and on the home page by `@travel/favorites`.
export { RecentlyViewed } from '@travel/favorites/recently-viewed';
export { useRecordViewedHotel } from './use-record-viewed-hotel';
