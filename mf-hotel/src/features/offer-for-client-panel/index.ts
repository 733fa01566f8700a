export { OfferForClientPanel, type OfferForClientPanelProps } from './offer-for-client-panel';
