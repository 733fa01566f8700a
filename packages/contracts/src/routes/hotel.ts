import type { RouteEntry } from './route-entry';

/** Pages of the `hotel` remote. */
export const HOTEL_ROUTES: readonly RouteEntry[] = [
  { id: 'hotel', path: '/hotel/:hotelSlug/', remote: 'hotel', module: 'HotelPage' },
  { id: 'offer', path: '/oferta/:offerHash/', remote: 'hotel', module: 'OfferPage' },
  // Any stored offer, on sale or not (docs/adr/0260-offer-checks-and-preview.md).
  { id: 'offer-preview', path: '/preview/:previewOfferId/', remote: 'hotel', module: 'PreviewPage', title: 'offer:preview.title' },
  { id: 'hotels-listing', path: '/hotele/*', remote: 'hotel', module: 'HotelsListingPage' },
  // Up to three offers side by side; the offers and the party are in the query string.
  { id: 'compare', path: '/porownanie/', remote: 'hotel', module: 'ComparePage' },
];
