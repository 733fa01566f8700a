import { z } from 'zod';
import { healthSchema } from './common';
import * as c from './content';
import * as h from './hotels';
import * as o from './offers';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Path under /api, `{name}` marks a path parameter. */
  path: string;
  summary: string;
  query?: z.ZodObject;
  params?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

const e = <T extends Endpoint>(endpoint: T): T => endpoint;

/** Every call of the API: the server registers these, the client calls them, OpenAPI lists them. */
export const endpoints = {
  health: e({ method: 'GET', path: '/health', summary: 'Liveness', response: healthSchema }),

  offersList: e({ method: 'GET', path: '/offers/list/', summary: 'One best offer per hotel under the filters and sort', query: o.offerListQuery, response: o.offerListResponse }),
  offersMapListing: e({ method: 'GET', path: '/offers/map-listing/', summary: 'Hotels with their cheapest matching offer, for the map', query: o.offerFiltersQuery, response: o.mapListingResponse }),
  offersCount: e({ method: 'GET', path: '/offers/searcher/offer-count/', summary: 'Hotels matching the filters (equals list total)', query: o.offerFiltersQuery, response: o.offerCountResponse }),
  offersFilters: e({ method: 'GET', path: '/offers/filters/', summary: 'Filter options with live counts', query: o.offerFiltersQuery, response: o.offerFiltersResponse }),
  offersAutosuggest: e({ method: 'GET', path: '/offers/searcher/autosuggest/', summary: 'Destinations and hotels matching a keyword', query: o.autosuggestQuery, response: o.autosuggestResponse }),
  offersSearcherDestinations: e({ method: 'GET', path: '/offers/searcher/destinations/', summary: 'Destination tree with offer counts', query: o.searcherDestinationsQuery, response: o.searcherDestinationsResponse }),
  offersDestinationsGuide: e({ method: 'GET', path: '/offers/destinations/guide/', summary: 'Popular countries with prices from', query: o.limitQuery, response: o.destinationTeasersResponse }),
  offersDestinationsDiscover: e({ method: 'GET', path: '/offers/destinations/discover/', summary: 'Resorts to discover with prices from', query: o.limitQuery, response: o.destinationTeasersResponse }),
  offersLastMinute: e({ method: 'GET', path: '/offers/last-minute/', summary: 'Cheapest near-term offers, one per hotel', query: o.lastMinuteQuery, response: o.offersResponse }),
  offersHitOffers: e({ method: 'GET', path: '/offers/hit-offers/', summary: 'Hit offers, one per hotel', query: o.hitOffersQuery, response: o.offersResponse }),
  offersHitOffersCount: e({ method: 'GET', path: '/offers/hit-offers/count/', summary: 'Number of hit offers', response: o.hitOffersCountResponse }),
  offersOffer: e({ method: 'GET', path: '/offers/offer/', summary: 'One offer priced for a party', query: o.offerQuery, response: o.offerResponse }),
  offersOfferConfig: e({ method: 'GET', path: '/offers/offer/config/', summary: 'Dates, durations, cities, boards and rooms available for a hotel', query: o.offerConfigQuery, response: o.offerConfigResponse }),
  offersOfferExtraInfo: e({ method: 'GET', path: '/offers/offer/extra-info/', summary: 'Hotel facts shown with an offer', query: o.offerExtraInfoQuery, response: o.offerExtraInfoResponse }),
  offersOfferAvailability: e({ method: 'POST', path: '/offers/offer/availability/', summary: 'Checks an offer for a party', body: o.offerAvailabilityBody, response: o.offerAvailabilityResponse }),
  favoritesGet: e({ method: 'GET', path: '/offers/favorites/', summary: 'Favourite offers (id or the favourites cookie)', query: o.favoritesIdQuery, response: o.favoritesResponse }),
  favoritesAdd: e({ method: 'POST', path: '/offers/favorites/', summary: 'Adds an offer to favourites (creates the id and cookie)', query: o.favoritesIdQuery, body: o.favoritesBody, response: o.favoritesResponse }),
  favoritesReplace: e({ method: 'PATCH', path: '/offers/favorites/', summary: 'Replaces the favourite offers', query: o.favoritesIdQuery, body: o.favoritesPatchBody, response: o.favoritesResponse }),
  favoritesRemove: e({ method: 'DELETE', path: '/offers/favorites/', summary: 'Removes an offer from favourites', query: o.favoritesIdQuery, body: o.favoritesBody, response: o.favoritesResponse }),
  favoritesCount: e({ method: 'GET', path: '/offers/favorites/count/', summary: 'Number of favourite offers', query: o.favoritesIdQuery, response: o.favoritesCountResponse }),

  hotelsFaq: e({ method: 'GET', path: '/v1/hotels/faq/', summary: 'Hotel FAQ', query: h.hotelIdQuery, response: h.faqResponse }),
  hotelsOpinionsFeatured: e({ method: 'GET', path: '/v1/hotels/opinions/featured/', summary: 'Featured opinions across hotels', query: h.featuredOpinionsQuery, response: h.featuredOpinionsResponse }),
  hotelsFilters: e({ method: 'GET', path: '/v1/hotels/filters/', summary: 'Hotel list filter options', response: h.hotelFiltersResponse }),
  hotelsOpinionsFt: e({ method: 'GET', path: '/v1/hotels/opinions/ft/{hotelId}/', summary: 'Opinions of source ft', params: h.hotelIdParams, response: h.sourceOpinionsResponse }),
  hotelsOpinionsHc: e({ method: 'GET', path: '/v1/hotels/opinions/hc/{hotelId}/', summary: 'Opinions of source hc', params: h.hotelIdParams, response: h.sourceOpinionsResponse }),
  hotelsHotel: e({ method: 'GET', path: '/v1/hotels/hotel/', summary: 'Hotel by id or slug', query: h.hotelQuery, response: h.hotelResponse }),
  hotelsHotelExtraInfo: e({ method: 'GET', path: '/v1/hotels/hotel/extra-info/', summary: 'Hotel facts', query: h.hotelIdQuery, response: h.hotelExtraInfoResponse }),
  hotelsList: e({ method: 'GET', path: '/v1/hotels/list/', summary: 'Hotels of a location', query: h.hotelListQuery, response: h.hotelListResponse }),
  hotelsLocationCount: e({ method: 'GET', path: '/v1/hotels/location/count/', summary: 'Hotels of a location, counted', query: h.hotelLocationCountQuery, response: o.offerCountResponse }),
  hotelsDestinationsDiscover: e({ method: 'GET', path: '/v1/hotels/destinations/discover/', summary: 'Resorts with the most hotels', query: o.limitQuery, response: h.hotelDiscoverResponse }),
  hotelsWorldDiscover: e({ method: 'GET', path: '/v1/hotels/world/discover/', summary: 'Countries by continent with hotel counts', response: h.worldDiscoverResponse }),
  hotelsOpinionsDescription: e({ method: 'GET', path: '/v1/hotels/opinions/description/{hotelId}/', summary: 'Summary of what guests say', params: h.hotelIdParams, response: h.opinionDescriptionResponse }),
  hotelsOpinionsSummary: e({ method: 'GET', path: '/v1/hotels/opinions/summary/{hotelId}/', summary: 'Rating summary over both sources', params: h.hotelIdParams, response: h.ratingSummarySchema }),
  hotelsOpinionsList: e({ method: 'GET', path: '/v1/hotels/opinions/list/{hotelId}/', summary: 'Opinions of both sources, paged', params: h.hotelIdParams, query: h.opinionListQuery, response: h.opinionListResponse }),
  hotelsQuickLinks: e({ method: 'GET', path: '/v1/hotels/quick-links/', summary: 'Links to a country\'s listings', query: h.quickLinksQuery, response: h.quickLinksResponse }),
  hotelsAutosuggest: e({ method: 'GET', path: '/v1/hotels/searcher/autosuggest/', summary: 'Hotels matching a keyword', query: h.hotelAutosuggestQuery, response: h.hotelAutosuggestResponse }),

  guideLocationDetails: e({ method: 'GET', path: '/guide/location/details/', summary: 'A destination with its children', query: c.guideLocationQuery, response: c.guideLocationDetailsResponse }),
  guideLocationOffers: e({ method: 'GET', path: '/guide/locations/offers/', summary: 'Offers of a destination', query: c.guideLocationQuery, response: c.guideLocationOffersResponse }),
  guideLocationsBest: e({ method: 'GET', path: '/guide/locations/best/', summary: 'Best-rated destinations', query: c.guideBestQuery, response: c.guideLocationsResponse }),
  guideLocationsPopular: e({ method: 'GET', path: '/guide/locations/popular/', summary: 'Destinations with the most offers', query: c.guidePopularQuery, response: c.guideLocationsResponse }),
  guideLocationsWorld: e({ method: 'GET', path: '/guide/locations/world/', summary: 'Continents and countries', response: c.guideWorldResponse }),
  guideAutosuggest: e({ method: 'GET', path: '/guide/searcher/autosuggest/', summary: 'Destinations matching a keyword', query: c.guideAutosuggestQuery, response: c.guideAutosuggestResponse }),

  weatherSeason: e({ method: 'GET', path: '/weather/content/season/', summary: 'Monthly normals and the best months', query: c.weatherSeasonQuery, response: c.weatherSeasonResponse }),
  weatherInMonth: e({ method: 'GET', path: '/weather/content/weather-in-month/', summary: 'Normals of one month', query: c.weatherInMonthQuery, response: c.weatherInMonthResponse }),
  weatherHistorical: e({ method: 'GET', path: '/weather/historical-weather-data/{destination}/', summary: 'Monthly normals of a destination', params: c.historicalWeatherParams, response: c.historicalWeatherResponse }),

  seoCategories: e({ method: 'GET', path: '/seo/categories/', summary: 'Category landing pages', response: c.seoCategoriesResponse }),
  seoDestinations: e({ method: 'GET', path: '/seo/destinations/', summary: 'Destination links of a category page', query: c.seoCategoryLocationQuery, response: c.seoDestinationsResponse }),
  seoFaq: e({ method: 'GET', path: '/seo/faq/', summary: 'FAQ of a category or destination page', query: c.seoCategoryLocationQuery, response: c.seoFaqResponse }),
  seoCountries: e({ method: 'GET', path: '/seo/countries/', summary: 'Countries with offers', response: c.seoCountriesResponse }),
  seoInactiveCategories: e({ method: 'GET', path: '/seo/inactive-categories/', summary: 'Categories without offers now', response: c.seoInactiveCategoriesResponse }),
  seoMenu: e({ method: 'GET', path: '/seo/menu/', summary: 'Menu links for a page', query: c.seoMenuQuery, response: c.seoMenuResponse }),
  seoMeta: e({ method: 'GET', path: '/seo/meta/', summary: 'Page meta of a category/destination path (404 when none)', query: c.seoMetaQuery, response: c.pageMetaSchema }),
  seoSchemaOffer: e({ method: 'GET', path: '/seo/schema/offer/', summary: 'JSON-LD of an offer', query: c.seoSchemaOfferQuery, response: c.seoSchemaOfferResponse }),
  seoText: e({ method: 'GET', path: '/seo/text/', summary: 'SEO text of a page', query: c.seoCategoryLocationQuery, response: c.seoTextResponse }),

  authUserInfo: e({ method: 'GET', path: '/auth/user-info/', summary: 'The signed-in user (anonymous until sign-in exists)', response: c.userInfoResponse }),
  salesOffices: e({ method: 'GET', path: '/purchase/sales-offices/', summary: 'Sales offices (Salony podróży)', response: c.salesOfficesResponse }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
