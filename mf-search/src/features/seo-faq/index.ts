export { SeoFaq, type SeoFaqProps } from './seo-faq';
export { seoFaqQueryOptions } from './api/use-seo-faq';
export { faqPageJsonLd } from './faq-page-json-ld';
