export { HomeSearchBox, type HomeSearchBoxProps, type DestinationFieldProps, type DestinationChoice } from './home-search-box';
export { homeSearchState, homeSearchUrl, emptyHomeSearchForm, DURATION_PRESETS, type HomeSearchForm } from './home-search-state';
export { OfferTeaser, offerTeaserHref } from './offer-teaser';
export { useHomeStylesheet } from './use-home-stylesheet';
