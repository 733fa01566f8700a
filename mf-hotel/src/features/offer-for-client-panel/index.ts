// The pages render the slot: the panel's own code loads only for staff who sell.
export { OfferForClientSlot as OfferForClientPanel } from './offer-for-client-slot';
export type { OfferForClientPanelProps } from './offer-for-client-panel';
