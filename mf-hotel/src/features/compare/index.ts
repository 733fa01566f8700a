export { CompareTable, type CompareTableProps } from './compare-table';
export { ShareLink, type ShareLinkProps } from './share-link';
export { parseCompareAddress, type CompareAddress } from './compare-url';
export { useComparedOffers, isGone, comparedOfferQuery, comparedExtraQuery, comparedHotelQuery } from './api/use-compared-offers';
export { useCompareStylesheet } from './use-compare-stylesheet';
