// The hotels this browser opened, kept in localStorage only (docs/adr/0271-compare-and-recently-viewed.md).
export { RecentlyViewed, type RecentlyViewedProps } from './recently-viewed';
export { clearViewedHotels, recentlyViewed, recordViewedHotel, RECENTLY_VIEWED_LIMIT, type ViewedHotel } from './recently-viewed-list';
