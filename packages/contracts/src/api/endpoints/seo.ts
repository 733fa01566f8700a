import { endpoint } from './endpoint';
import * as c from '../content';

/** Landing pages: categories, menus, meta, sitemap and texts. */
export const seoEndpoints = {
  seoCategories: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/categories/',
    summary: 'Category landing pages',
    response: c.seoCategoriesResponse,
  }),
  seoDestinations: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/destinations/',
    summary: 'Destination links of a category page',
    query: c.seoCategoryLocationQuery,
    response: c.seoDestinationsResponse,
  }),
  seoFaq: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/faq/',
    summary: 'FAQ of a category or destination page',
    query: c.seoCategoryLocationQuery,
    response: c.seoFaqResponse,
  }),
  seoCountries: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/countries/',
    summary: 'Countries with offers',
    response: c.seoCountriesResponse,
  }),
  seoInactiveCategories: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/inactive-categories/',
    summary: 'Categories without offers now',
    response: c.seoInactiveCategoriesResponse,
  }),
  seoMenu: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/menu/',
    summary: 'Menu links for a page',
    query: c.seoMenuQuery,
    response: c.seoMenuResponse,
  }),
  seoMeta: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/meta/',
    summary: 'Page meta of any public page (listing, hotel, offer, place, guide, static page, office; 404 when the path names nothing)',
    query: c.seoMetaQuery,
    response: c.pageMetaSchema,
  }),
  seoSitemap: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/sitemap/',
    summary: 'The pages the sitemap lists from the database: curated listings, places with offers, hotels, sales offices',
    response: c.seoSitemapResponse,
  }),
  seoSchemaOffer: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/schema/offer/',
    summary: 'JSON-LD of an offer',
    query: c.seoSchemaOfferQuery,
    response: c.seoSchemaOfferResponse,
  }),
  seoText: endpoint({
    method: 'GET',
    cache: 'public',
    path: '/seo/text/',
    summary: 'SEO text of a page',
    query: c.seoCategoryLocationQuery,
    response: c.seoTextResponse,
  }),
} as const;
