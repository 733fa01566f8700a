import type { RouteEntry } from './route-entry';

/** Pages of the `search` remote. */
export const SEARCH_ROUTES: readonly RouteEntry[] = [
  { id: 'home', path: '/', remote: 'search', module: 'HomePage' },
  { id: 'favorites', path: '/ulubione/', remote: 'search', module: 'FavoritesPage' },
  { id: 'price-alert', path: '/powiadomienie-o-cenie/', remote: 'search', module: 'PriceAlertPage' },
  // Every landing slug of docs/product/landing-pages.md (categories, operators, departure cities and the
  // last-minute / city-break variants). The search remote answers unknown slugs with its 404.
  { id: 'listing', path: '/:category/*', remote: 'search', module: 'ListingPage' },
];
