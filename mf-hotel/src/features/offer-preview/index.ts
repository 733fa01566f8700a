// The offer preview: any stored offer, with whether it can still be bought.
export { OfferPreviewStatus } from './offer-preview-status';
export { isPreviewMissing, offerPreviewQuery, useOfferPreview } from './api/use-offer-preview';
