export { SeoDestinationLinks, SeoMenuLinks, type SeoLinksProps } from './seo-links';
export { seoDestinationsQueryOptions, seoMenuQueryOptions } from './api/use-seo-links';
