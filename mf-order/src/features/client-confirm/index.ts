export { ClientConfirm, ClientReadBack, type ClientConfirmProps } from './client-confirm';
export { useOfferRecheck } from './api/use-offer-recheck';
