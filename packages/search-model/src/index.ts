// Public API of @travel/search-model: pure TypeScript, no React.
export * from './dates/calendar-date';
export * from './defaults/search-defaults';
export * from './state/search-state';
export * from './state/departure-window';
export * from './state/search-keyword';

export * from './reference/reference-entry';
export * from './reference/boards';
export * from './reference/offer-types';
export * from './reference/hotel-attributes';
export * from './reference/tour-operators';
export * from './reference/departure-cities';
export * from './reference/search-options';
export * from './reference/location-kinds';

export * from './filtr/filtr-keys';
export * from './filtr/value-validators';
export * from './filtr/parse-filtr';
export * from './filtr/write-filtr';
export * from './filtr/filtr-codec';
export * from './filtr/filtr-form-fields';

export * from './landing/landing-types';
export * from './landing/landing-constants';
export * from './landing/seasons';
export * from './landing/landing-presets';
export * from './landing/resolve-landing';
export * from './landing/preset-evaluation';

export * from './derivation/category-type';
export * from './derivation/preset-match';
export * from './derivation/apply-presets';
export * from './derivation/derive-category';
export * from './derivation/select-category';
export * from './derivation/filter-actions';

export * from './listing-url/listing-url';
export * from './listing-url/canonical-listing-url';
export * from './payload/search-payload';
export * from './payload/build-offer-list-query';
export * from './display/display-rules';
export * from './seo-rules/seo-rule-facts';
export * from './seo-rules/seo-rule-engine';
export * from './seo-rules/seo-template';
