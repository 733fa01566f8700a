// The staff list of the offers they prepared for clients (container `order_debug`;
// docs/adr/0301-staff-list-of-offers-for-clients.md).
export { OffersForClientsListView, type OffersForClientsListProps } from './offers-for-clients-list';
export { useMyOffersForClients } from './api/use-my-offers-for-clients';
export { useOffersForClientsStylesheet } from './use-offers-for-clients-stylesheet';
