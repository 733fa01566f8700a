import { z } from 'zod';
import { healthSchema } from './common';
import * as auth from './auth';
import * as c from './content';
import * as cu from './customer';
import * as h from './hotels';
import * as img from './images';
import * as m from './marketing';
import * as o from './offers';
import * as p from './purchase';
import * as pa from './payment-attention';
import * as rv from './reviews';
import * as staff from './staff';
import type { UserRole } from '../events';

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
  /** The success status when it is not 200 (201 for a call that creates). */
  successStatus?: 201 | 202;
  /** Answers other than 400/404 the call gives on purpose, with what they mean. */
  errors?: Partial<Record<401 | 403 | 409 | 413 | 415 | 422 | 429, string>>;
  /**
   * The call takes `multipart/form-data` with one file (instead of a JSON `body`): the part named
   * `file`, at most `maxBytes` (a 413 while it streams), and text `fields` checked by their schema.
   */
  multipart?: { file: string; maxBytes: number; fields?: z.ZodObject };
  /**
   * Staff only: the roles that may call it (any one of them). The server's `requireRole` answers
   * 401 to a visitor who is not signed in and 403 to a user without one of these roles.
   */
  roles?: readonly UserRole[];
  /**
   * Per client address: at most `max` calls in `windowMs`, then `429` with `Retry-After`
   * (sign-in, forms, favourites writes, everything that creates).
   */
  rateLimit?: RateLimit;
  /**
   * The call creates or pays: it takes an `Idempotency-Key` header (8-100 characters), and a repeated
   * request with the same key answers the first answer without doing anything again (ADR 0150).
   * `required`: a request without the header is a 400.
   */
  idempotency?: 'required' | 'optional';
  /**
   * How a success may be cached: `public` for reads that are the same for every visitor; absent is
   * `no-store` (visitor data, writes), so a call nobody classified is never kept by a cache.
   */
  cache?: CachePolicy;
}

export type CachePolicy = 'public' | 'no-store';

export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Writes a visitor makes by hand: generous for a person, a wall for a script. */
const FAVORITES_WRITE_LIMIT: RateLimit = { max: 60, windowMs: 60_000 };
/** Each call creates rows (an order): a person books a few trips a minute at most. */
const CREATE_LIMIT: RateLimit = { max: 20, windowMs: 60_000 };
/** Sign-in attempts per address; failures per account are counted by the API as well. */
const SIGN_IN_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
const RATE_LIMITED = 'Too many calls from this address (`Retry-After` says when to try again)';
/** A form a person fills in by hand. */
const FORM_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
/** A form protected by a proof-of-work token (ADR 0181). */
const BOT_CHECK_REFUSED =
  'The bot-protection token is invalid, expired, already used or for another action (`code: bot-check-invalid | bot-check-expired | bot-check-replayed | bot-check-action`); nothing is stored';
/** Failures the browser reports (as the image log of `clientLog`). */
const BROWSER_LOG_LIMIT: RateLimit = { max: 30, windowMs: 60_000 };
/** The `Cache-Control` of each policy; every error answer is `no-store` whatever the call. */
export const CACHE_CONTROL: Readonly<Record<CachePolicy, string>> = {
  // As long as the shop's query cache keeps data fresh (docs/product/constants.md: 60 000 ms).
  public: 'public, max-age=60',
  'no-store': 'no-store',
};

const e = <T extends Endpoint>(endpoint: T): T => endpoint;

/** Staff calls: who may call them (docs/product/roles.md) and what a refused caller hears. */
const ADMIN_ONLY = ['ROLE_ADMIN'] as const satisfies readonly UserRole[];
const SEO_DEBUG_ROLES = ['ROLE_ADMIN', 'ROLE_AI_SEO'] as const satisfies readonly UserRole[];
const STAFF_ERRORS = { 401: 'Not signed in', 403: 'The signed-in user has none of the roles' } as const;

/** Every call of the API: the server registers these, the client calls them, OpenAPI lists them. */
export const endpoints = {
  health: e({ method: 'GET', path: '/health', summary: 'Liveness', response: healthSchema }),

  offersList: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/list/',
    summary: 'One best offer per hotel under the filters and sort',
    query: o.offerListQuery,
    response: o.offerListResponse,
  }),
  offersMapListing: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/map-listing/',
    summary: 'Hotels with their cheapest matching offer, for the map',
    query: o.offerFiltersQuery,
    response: o.mapListingResponse,
  }),
  offersCount: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/searcher/offer-count/',
    summary: 'Hotels matching the filters (equals list total)',
    query: o.offerFiltersQuery,
    response: o.offerCountResponse,
  }),
  offersFilters: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/filters/',
    summary: 'Filter options with live counts',
    query: o.offerFiltersQuery,
    response: o.offerFiltersResponse,
  }),
  offersAutosuggest: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/searcher/autosuggest/',
    summary: 'Destinations and hotels matching a keyword',
    query: o.autosuggestQuery,
    response: o.autosuggestResponse,
  }),
  offersSearcherDestinations: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/searcher/destinations/',
    summary: 'Destination tree with offer counts',
    query: o.searcherDestinationsQuery,
    response: o.searcherDestinationsResponse,
  }),
  offersDestinationsGuide: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/destinations/guide/',
    summary: 'Popular countries with prices from',
    query: o.limitQuery,
    response: o.destinationTeasersResponse,
  }),
  offersDestinationsDiscover: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/destinations/discover/',
    summary: 'Resorts to discover with prices from',
    query: o.limitQuery,
    response: o.destinationTeasersResponse,
  }),
  offersLastMinute: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/last-minute/',
    summary: 'Cheapest near-term offers, one per hotel',
    query: o.lastMinuteQuery,
    response: o.offersResponse,
  }),
  offersHitOffers: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/hit-offers/',
    summary: 'Hit offers, one per hotel',
    query: o.hitOffersQuery,
    response: o.offersResponse,
  }),
  offersHitOffersCount: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/hit-offers/count/',
    summary: 'Number of hit offers',
    response: o.hitOffersCountResponse,
  }),
  offersOffer: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/offer/',
    summary: 'One offer priced for a party',
    query: o.offerQuery,
    response: o.offerResponse,
  }),
  offersOfferConfig: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/offer/config/',
    summary:
      'The configurator: the options of a hotel for the current choice with prices, the matching offer priced for the party, or unavailable with the nearest alternatives',
    query: o.offerConfigQuery,
    response: o.offerConfigResponse,
  }),
  offersOfferCalendar: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/offer/calendar/',
    summary: 'Price calendar of a hotel: the cheapest offer per departure day of a month, for the party and filters',
    query: o.offerCalendarQuery,
    response: o.offerCalendarResponse,
  }),
  offersOfferExtraInfo: e({
    method: 'GET',
    cache: 'public',
    path: '/offers/offer/extra-info/',
    summary: 'Hotel facts shown with an offer',
    query: o.offerExtraInfoQuery,
    response: o.offerExtraInfoResponse,
  }),
  offersOfferAvailability: e({
    method: 'POST',
    path: '/offers/offer/availability/',
    summary: 'Checks an offer for a party',
    body: o.offerAvailabilityBody,
    response: o.offerAvailabilityResponse,
  }),
  favoritesGet: e({
    method: 'GET',
    path: '/offers/favorites/',
    summary: 'Favourite offers (id or the favourites cookie)',
    query: o.favoritesIdQuery,
    response: o.favoritesResponse,
  }),
  favoritesAdd: e({
    method: 'POST',
    path: '/offers/favorites/',
    summary: 'Adds an offer to favourites (creates the id and cookie)',
    query: o.favoritesIdQuery,
    body: o.favoritesBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
    errors: { 409: 'The list already holds FAVORITES_LIMIT (200) offers; body: favoritesLimitError' },
  }),
  favoritesReplace: e({
    method: 'PATCH',
    path: '/offers/favorites/',
    summary: 'Replaces the favourite offers',
    query: o.favoritesIdQuery,
    body: o.favoritesPatchBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
  }),
  favoritesRemove: e({
    method: 'DELETE',
    path: '/offers/favorites/',
    summary: 'Removes an offer from favourites',
    query: o.favoritesIdQuery,
    body: o.favoritesBody,
    response: o.favoritesResponse,
    rateLimit: FAVORITES_WRITE_LIMIT,
  }),
  favoritesCount: e({
    method: 'GET',
    path: '/offers/favorites/count/',
    summary: 'Number of favourite offers',
    query: o.favoritesIdQuery,
    response: o.favoritesCountResponse,
  }),

  hotelsFaq: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/faq/',
    summary: 'Hotel FAQ',
    query: h.hotelIdQuery,
    response: h.faqResponse,
  }),
  hotelsOpinionsFeatured: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/featured/',
    summary: 'Featured opinions across hotels',
    query: h.featuredOpinionsQuery,
    response: h.featuredOpinionsResponse,
  }),
  hotelsFilters: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/filters/',
    summary: 'Hotel list filter options',
    response: h.hotelFiltersResponse,
  }),
  hotelsOpinionsFt: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/ft/{hotelId}/',
    summary: 'Opinions of source ft',
    params: h.hotelIdParams,
    response: h.sourceOpinionsResponse,
  }),
  hotelsOpinionsHc: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/hc/{hotelId}/',
    summary: 'Opinions of source hc',
    params: h.hotelIdParams,
    response: h.sourceOpinionsResponse,
  }),
  hotelsHotel: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/hotel/',
    summary: 'Hotel by id or slug',
    query: h.hotelQuery,
    response: h.hotelResponse,
  }),
  hotelsHotelExtraInfo: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/hotel/extra-info/',
    summary: 'Hotel facts',
    query: h.hotelIdQuery,
    response: h.hotelExtraInfoResponse,
  }),
  hotelsList: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/list/',
    summary: 'Hotels of a location',
    query: h.hotelListQuery,
    response: h.hotelListResponse,
  }),
  hotelsLocationCount: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/location/count/',
    summary: 'Hotels of a location, counted',
    query: h.hotelLocationCountQuery,
    response: o.offerCountResponse,
  }),
  hotelsDestinationsDiscover: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/destinations/discover/',
    summary: 'Resorts with the most hotels',
    query: o.limitQuery,
    response: h.hotelDiscoverResponse,
  }),
  hotelsWorldDiscover: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/world/discover/',
    summary: 'Countries by continent with hotel counts',
    response: h.worldDiscoverResponse,
  }),
  hotelsOpinionsDescription: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/description/{hotelId}/',
    summary: 'Summary of what guests say',
    params: h.hotelIdParams,
    response: h.opinionDescriptionResponse,
  }),
  hotelsOpinionsSummary: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/summary/{hotelId}/',
    summary: 'Rating summary over both sources',
    params: h.hotelIdParams,
    response: h.ratingSummarySchema,
  }),
  hotelsOpinionsList: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/opinions/list/{hotelId}/',
    summary: 'Opinions of both sources, paged',
    params: h.hotelIdParams,
    query: h.opinionListQuery,
    response: h.opinionListResponse,
  }),
  hotelsQuickLinks: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/quick-links/',
    summary: "Links to a country's listings",
    query: h.quickLinksQuery,
    response: h.quickLinksResponse,
  }),
  hotelsAutosuggest: e({
    method: 'GET',
    cache: 'public',
    path: '/v1/hotels/searcher/autosuggest/',
    summary: 'Hotels matching a keyword',
    query: h.hotelAutosuggestQuery,
    response: h.hotelAutosuggestResponse,
  }),

  guideLocationDetails: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/location/details/',
    summary: 'A destination with its children',
    query: c.guideLocationQuery,
    response: c.guideLocationDetailsResponse,
  }),
  guideLocationOffers: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/offers/',
    summary: 'Offers of a destination',
    query: c.guideLocationQuery,
    response: c.guideLocationOffersResponse,
  }),
  guideLocationsBest: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/best/',
    summary: 'Best-rated destinations',
    query: c.guideBestQuery,
    response: c.guideLocationsResponse,
  }),
  guideLocationsPopular: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/popular/',
    summary: 'Destinations with the most offers',
    query: c.guidePopularQuery,
    response: c.guideLocationsResponse,
  }),
  guideLocationsWorld: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/locations/world/',
    summary: 'Continents and countries',
    response: c.guideWorldResponse,
  }),
  guideAutosuggest: e({
    method: 'GET',
    cache: 'public',
    path: '/guide/searcher/autosuggest/',
    summary: 'Destinations matching a keyword',
    query: c.guideAutosuggestQuery,
    response: c.guideAutosuggestResponse,
  }),

  weatherSeason: e({
    method: 'GET',
    cache: 'public',
    path: '/weather/content/season/',
    summary: 'Monthly normals and the best months',
    query: c.weatherSeasonQuery,
    response: c.weatherSeasonResponse,
  }),
  weatherInMonth: e({
    method: 'GET',
    cache: 'public',
    path: '/weather/content/weather-in-month/',
    summary: 'Normals of one month',
    query: c.weatherInMonthQuery,
    response: c.weatherInMonthResponse,
  }),
  weatherHistorical: e({
    method: 'GET',
    cache: 'public',
    path: '/weather/historical-weather-data/{destination}/',
    summary: 'Monthly normals of a destination',
    params: c.historicalWeatherParams,
    response: c.historicalWeatherResponse,
  }),

  seoCategories: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/categories/',
    summary: 'Category landing pages',
    response: c.seoCategoriesResponse,
  }),
  seoDestinations: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/destinations/',
    summary: 'Destination links of a category page',
    query: c.seoCategoryLocationQuery,
    response: c.seoDestinationsResponse,
  }),
  seoFaq: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/faq/',
    summary: 'FAQ of a category or destination page',
    query: c.seoCategoryLocationQuery,
    response: c.seoFaqResponse,
  }),
  seoCountries: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/countries/',
    summary: 'Countries with offers',
    response: c.seoCountriesResponse,
  }),
  seoInactiveCategories: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/inactive-categories/',
    summary: 'Categories without offers now',
    response: c.seoInactiveCategoriesResponse,
  }),
  seoMenu: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/menu/',
    summary: 'Menu links for a page',
    query: c.seoMenuQuery,
    response: c.seoMenuResponse,
  }),
  seoMeta: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/meta/',
    summary: 'Page meta of any public page (listing, hotel, offer, place, guide, static page, office; 404 when the path names nothing)',
    query: c.seoMetaQuery,
    response: c.pageMetaSchema,
  }),
  seoSitemap: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/sitemap/',
    summary: 'The pages the sitemap lists from the database: curated listings, places with offers, hotels, sales offices',
    response: c.seoSitemapResponse,
  }),
  seoSchemaOffer: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/schema/offer/',
    summary: 'JSON-LD of an offer',
    query: c.seoSchemaOfferQuery,
    response: c.seoSchemaOfferResponse,
  }),
  seoText: e({
    method: 'GET',
    cache: 'public',
    path: '/seo/text/',
    summary: 'SEO text of a page',
    query: c.seoCategoryLocationQuery,
    response: c.seoTextResponse,
  }),

  authUserInfo: e({
    method: 'GET',
    path: '/auth/user-info/',
    summary: 'The signed-in user and roles; anonymous when the session cookie is missing, expired or unknown',
    response: c.userInfoResponse,
  }),
  authSignIn: e({
    method: 'POST',
    path: '/auth/login/',
    summary: 'Signs in with e-mail and password: a fresh session (HttpOnly cookie) and the authcheck=1 marker',
    body: auth.signInBody,
    response: c.userInfoResponse,
    rateLimit: SIGN_IN_LIMIT,
    errors: {
      401: `Wrong e-mail or password (\`code: '${auth.INVALID_CREDENTIALS}'\`, the same for both)`,
      429: `Too many attempts from this address or for this account (\`code: '${auth.TOO_MANY_ATTEMPTS}'\`, \`Retry-After\`)`,
    },
  }),
  authSignOut: e({
    method: 'POST',
    path: '/auth/logout/',
    summary: 'Signs out: deletes the session and clears both cookies (also when not signed in)',
    response: auth.signOutResponse,
  }),
  customerSignInLink: e({
    method: 'POST',
    path: '/customer/sign-in-link/',
    summary:
      "'Moje rezerwacje': e-mails a single-use sign-in link (15 minutes) to an address that has bookings; the same 202 for any address",
    body: cu.signInLinkBody,
    response: cu.signInLinkResponse,
    successStatus: 202,
    rateLimit: FORM_LIMIT,
    errors: { 429: RATE_LIMITED },
  }),
  customerSignIn: e({
    method: 'POST',
    path: '/customer/sign-in/',
    summary: "Spends a sign-in link's token: opens a customer session (HttpOnly cookie) and answers the address's bookings",
    body: cu.customerSignInBody,
    response: cu.customerBookingsResponse,
    rateLimit: SIGN_IN_LIMIT,
    errors: { 401: `The link is unknown, used or expired (\`code: '${cu.SIGN_IN_LINK_INVALID}'\`)`, 429: RATE_LIMITED },
  }),
  customerBookings: e({
    method: 'GET',
    path: '/customer/bookings/',
    summary: "The bookings of the customer session's e-mail address",
    response: cu.customerBookingsResponse,
    errors: { 401: 'No customer session' },
  }),
  customerBooking: e({
    method: 'GET',
    path: '/customer/booking/{orderId}/',
    summary:
      "A booking page: the order with its participants, the payment schedule (the balance and its due date) and every payment's state; only to the order's owner",
    params: p.orderIdParams,
    response: cu.customerBookingResponse,
    errors: { 403: 'Neither the browser that created the order, nor a customer session of its e-mail, nor staff' },
  }),
  customerSignOut: e({
    method: 'POST',
    path: '/customer/sign-out/',
    summary: 'Ends the customer session (also when there is none)',
    response: auth.signOutResponse,
  }),
  purchaseCreateOfferRequest: e({
    method: 'POST',
    path: '/purchase/create-offer-request/',
    summary: "'Rezerwuj': re-checks the offer for the party and creates an order (201); 409 when unavailable",
    body: p.createOfferRequestBody,
    response: p.createOfferRequestResponse,
    successStatus: 201,
    idempotency: 'optional',
    rateLimit: CREATE_LIMIT,
    errors: { 409: 'The offer is no longer available for this party (departed or too few places)' },
  }),
  orderSummary: e({
    method: 'GET',
    path: '/order/summary/{orderId}/',
    summary: 'An order: state, mode, party, stored price (trip, extras), products, agreements, client data, reservation, payment',
    params: p.orderIdParams,
    response: p.orderDetailResponse,
  }),
  orderAcceptAgreements: e({
    method: 'POST',
    path: '/order/accept-agreements/',
    summary: 'Merges the accepted (or withdrawn) agreements into the stored ones',
    body: p.acceptAgreementsBody,
    response: p.acceptAgreementsResponse,
    errors: { 409: 'The order is no longer open for changes (reserved, paid or cancelled)' },
  }),
  orderPaymentStatus: e({
    method: 'GET',
    path: '/order/payment/status/{orderHash}/',
    summary: 'Payment status of an order by its hash (the thank-you and tracking pages); releases an expired hold first',
    params: p.orderHashParams,
    response: p.paymentStatusResponse,
  }),

  purchaseNationalityList: e({
    method: 'GET',
    cache: 'public',
    path: '/purchase/nationality-list/',
    summary: 'Nationalities (ISO 3166 codes, Polish names, Poland first)',
    response: p.nationalityListResponse,
  }),
  purchaseOfferSummary: e({
    method: 'GET',
    path: '/purchase/offer-summary/{orderId}/',
    summary: "Live re-check of the order's offer: places and the current price for the party (an open order takes a changed price)",
    params: p.orderIdParams,
    response: p.offerSummaryResponse,
  }),
  purchaseAdditionalProducts: e({
    method: 'POST',
    path: '/purchase/additional-products/',
    summary: 'Extras for the order (insurance variants, parking, luggage), each priced for the party, and those chosen',
    body: p.orderIdBody,
    response: p.additionalProductsResponse,
  }),
  purchaseUpdateProducts: e({
    method: 'POST',
    path: '/purchase/order/reservation/update-products/',
    summary: "Replaces the order's extras; the server prices them and the order's total",
    body: p.productsBody,
    response: p.productsPriceResponse,
    errors: {
      409: 'The order is no longer open for changes',
      422: 'A product is not offered for this order (e.g. parking without a flight) or a quantity is out of range',
    },
  }),
  purchaseCheckProductPrice: e({
    method: 'POST',
    path: '/purchase/check-product-price/',
    summary: 'Prices a choice of extras for the order without storing it',
    body: p.productsBody,
    response: p.productsPriceResponse,
    errors: { 422: 'A product is not offered for this order or a quantity is out of range' },
  }),
  purchaseClientDraft: e({
    method: 'PATCH',
    path: '/purchase/order/reservation/client/',
    summary: 'Saves the client data as typed (a draft, so a reload keeps it); answers what the strict check would refuse now',
    body: p.clientDraftBody,
    response: p.clientDraftResponse,
    errors: { 409: 'The order is no longer open for changes' },
  }),
  purchaseClientData: e({
    method: 'POST',
    path: '/purchase/order/reservation/client/',
    summary:
      "Validates and stores the booker and the participants against the order's party; a 400 names every field (`fields`, messages are order-validation codes)",
    body: p.clientDataBody,
    response: p.clientDataResponse,
    errors: { 409: 'The order is no longer open for changes' },
  }),
  purchaseSummary: e({
    method: 'GET',
    path: '/purchase/summary/{uuid}/',
    summary:
      'The documents to accept (terms, insurance terms, standard information form, pre-contract information of art. 40), the required agreements and the full price',
    params: p.purchaseSummaryParams,
    response: p.purchaseSummaryResponse,
  }),
  purchaseCreateExecutive: e({
    method: 'POST',
    path: '/purchase/create-executive/',
    summary:
      'The reservation: re-validates client data and agreements, takes the places atomically, gives the ftr number and holds the places until the payment deadline; too few places: status error, mode unavailable, alternatives',
    body: p.createExecutiveBody,
    response: p.createExecutiveResponse,
    successStatus: 201,
    idempotency: 'required',
    errors: {
      409: 'The order is paid or cancelled',
      422: 'Client data or required agreements missing (`fields` names them)',
    },
    rateLimit: CREATE_LIMIT,
  }),
  purchaseCreateExecutiveStatus: e({
    method: 'GET',
    path: '/purchase/create-executive/status/{uuid}/',
    summary: 'Status of a reservation request (poll while pending)',
    params: p.executiveParams,
    response: p.createExecutiveResponse,
  }),
  purchaseContact: e({
    method: 'POST',
    path: '/purchase/contact/',
    summary: 'A question from the order flow for the sales team (stored)',
    body: p.purchaseContactBody,
    response: p.purchaseContactResponse,
    successStatus: 201,
    idempotency: 'optional',
    rateLimit: FORM_LIMIT,
  }),
  purchaseTimeoutLog: e({
    method: 'POST',
    path: '/purchase/timeout-log/',
    summary: 'A call of the order flow that timed out in the browser (logged)',
    body: p.timeoutLogBody,
    response: p.acceptedResponse,
    rateLimit: BROWSER_LOG_LIMIT,
  }),

  paymentMethods: e({
    method: 'GET',
    path: '/payment/methods/{serviceTypeId}/{serviceId}/',
    summary:
      'Payment methods and payment conditions (whole sum, or a deposit and the rest by a due date) of an order (1) or a direct payment (2)',
    params: p.serviceParams,
    response: p.paymentMethodsResponse,
  }),
  paymentTransactionFee: e({
    method: 'POST',
    path: '/payment/transaction-fee/{serviceTypeId}/{serviceId}/',
    summary: 'The transaction fee of a method on the part paid now',
    params: p.serviceParams,
    body: p.transactionFeeBody,
    response: p.transactionFeeResponse,
  }),
  paymentOnline: e({
    method: 'POST',
    path: '/payment/online/',
    summary:
      "'Rezerwuję i płacę': registers a payment of the reserved order with the gateway; a redirect to the gateway, or the transfer details",
    body: p.onlinePaymentBody,
    response: p.onlinePaymentResponse,
    successStatus: 201,
    idempotency: 'required',
    errors: { 409: 'The order is not reserved, already paid, or cancelled' },
    rateLimit: CREATE_LIMIT,
  }),
  paymentDirectPayment: e({
    method: 'GET',
    path: '/payment/direct-payment/{id}/',
    summary: 'A direct payment (a sum due on a booked order, such as the rest after a deposit)',
    params: p.directPaymentParams,
    response: p.directPaymentResponse,
  }),
  paymentDirectPaymentStatus: e({
    method: 'GET',
    path: '/payment/direct-payment/{paymentId}/status/',
    summary: 'Status of a direct payment',
    params: p.directPaymentStatusParams,
    response: p.directPaymentStatusResponse,
  }),
  paymentOnlineDirectPayment: e({
    method: 'POST',
    path: '/payment/online/direct-payment/',
    summary: 'Pays a direct payment online (a redirect to the gateway)',
    body: p.onlineDirectPaymentBody,
    response: p.onlinePaymentResponse,
    successStatus: 201,
    idempotency: 'required',
    errors: { 409: 'Already paid or expired' },
    rateLimit: CREATE_LIMIT,
  }),
  paymentReportError: e({
    method: 'POST',
    path: '/payment/report-error/',
    summary: 'A payment failure seen in the browser (logged)',
    body: p.reportErrorBody,
    response: p.acceptedResponse,
    rateLimit: BROWSER_LOG_LIMIT,
  }),
  paymentNotification: e({
    method: 'POST',
    path: '/payment/notification/',
    summary:
      "The gateway's signed notification (Przelewy24 urlStatus): signature, session and amount checked, verified with the gateway, only then paid; duplicates change nothing",
    body: p.paymentNotificationBody,
    response: p.paymentNotificationResponse,
    errors: { 422: 'A bad signature, an unknown session, or an amount or currency not matching the payment' },
  }),

  trackPurchase: e({
    method: 'POST',
    path: '/track/purchase/',
    summary: 'The purchase analytics event of a paid order, counted once per order',
    body: p.trackPurchaseBody,
    response: p.trackPurchaseResponse,
    idempotency: 'optional',
    errors: { 409: 'The order is not paid' },
    rateLimit: CREATE_LIMIT,
  }),
  salesOffices: e({
    method: 'GET',
    cache: 'public',
    path: '/purchase/sales-offices/',
    summary: 'Sales offices (Salony podróży)',
    response: c.salesOfficesResponse,
  }),

  clientLog: e({
    method: 'POST',
    path: img.CLIENT_LOG_PATH,
    summary: 'A failure seen in the browser (an image that did not load), for the log service',
    successStatus: 202,
    body: img.clientLogRecord,
    response: img.clientLogResponse,
    // Anyone can post: a listing with every photo broken posts 20, a script is stopped at 30.
    rateLimit: { max: 30, windowMs: 60_000 },
    errors: { 429: RATE_LIMITED },
  }),

  marketingChallenge: e({
    method: 'GET',
    path: '/marketing/challenge/',
    summary: 'A signed proof-of-work challenge (ALTCHA) bound to one form action, valid for a few minutes (ADR 0181)',
    query: m.botChallengeQuery,
    response: m.botChallengeSchema,
    rateLimit: { max: 60, windowMs: 60_000 },
    errors: { 429: RATE_LIMITED },
  }),
  marketingNewsletterSubscribe: e({
    method: 'PUT',
    path: '/marketing/newsletter/',
    summary:
      'Newsletter sign-up with the chosen lists: sends the double opt-in e-mail (the same answer whether the address is known or not)',
    body: m.newsletterSubscribeBody,
    response: m.newsletterSubscribeResponse,
    successStatus: 202,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 429: RATE_LIMITED },
  }),
  marketingNewsletterConfirm: e({
    method: 'POST',
    path: '/marketing/newsletter/confirm/',
    summary:
      'Confirms a sign-up with the token of the double opt-in e-mail (404 `code: confirm-token-unknown` for an unknown, used or expired one)',
    body: m.newsletterConfirmBody,
    response: m.newsletterConfirmResponse,
    rateLimit: FORM_LIMIT,
    errors: { 429: RATE_LIMITED },
  }),
  marketingNewsletterUnsubscribe: e({
    method: 'DELETE',
    path: '/marketing/newsletter/',
    summary: 'Unsubscribes the address of a signed link from every list',
    body: m.newsletterUnsubscribeBody,
    response: m.newsletterUnsubscribeResponse,
    rateLimit: FORM_LIMIT,
    errors: { 403: 'The signature does not match the address (`code: unsubscribe-signature-invalid`)', 429: RATE_LIMITED },
  }),
  marketingContact: e({
    method: 'POST',
    path: '/marketing/contact/',
    summary: 'A message of the contact form: stored for staff, confirmed by e-mail',
    body: m.contactBody,
    response: m.enquiryResponse,
    successStatus: 201,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 429: RATE_LIMITED },
  }),
  marketingDsa: e({
    method: 'POST',
    path: '/marketing/dsa/',
    summary: 'A notice of illegal content (Digital Services Act art. 16): stored for staff, receipt confirmed by e-mail',
    body: m.dsaBody,
    response: m.enquiryResponse,
    successStatus: 201,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 429: RATE_LIMITED },
  }),
  marketingFranchise: e({
    method: 'POST',
    path: '/marketing/franchise/',
    summary: 'A franchise enquiry: stored for staff, confirmed by e-mail',
    body: m.franchiseBody,
    response: m.enquiryResponse,
    successStatus: 201,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 429: RATE_LIMITED },
  }),
  marketingMice: e({
    method: 'POST',
    path: '/marketing/mice/',
    summary: 'A corporate trip (MICE) enquiry: stored for staff, confirmed by e-mail',
    body: m.miceBody,
    response: m.enquiryResponse,
    successStatus: 201,
    rateLimit: FORM_LIMIT,
    errors: { 403: BOT_CHECK_REFUSED, 429: RATE_LIMITED },
  }),
  marketingEnquiries: e({
    method: 'GET',
    path: '/marketing/enquiries/',
    summary: 'Staff: the stored enquiries (contact, franchise, mice, DSA notices), newest first',
    query: m.enquiriesQuery,
    response: m.enquiriesResponse,
    roles: ['ROLE_ADMIN'],
    errors: { 401: 'Not signed in', 403: 'Not an admin' },
  }),
  // Staff tools (docs/product/roles.md), called by the `*_debug` remotes (docs/adr/0145-staff-debug-remotes.md).
  seoDebugPage: e({
    method: 'GET',
    path: '/seo/debug/page/',
    summary: 'SEO debug: which SEO rule gave a page path its meta, text and FAQ',
    query: staff.seoDebugPageQuery,
    response: staff.seoDebugPageResponse,
    roles: SEO_DEBUG_ROLES,
    errors: STAFF_ERRORS,
  }),
  seoDebugFaq: e({
    method: 'POST',
    path: '/seo/debug/faq/',
    summary: 'SEO debug: the FAQ of a category and/or location, with the rule each item comes from',
    body: staff.seoDebugFaqBody,
    response: staff.seoDebugFaqResponse,
    roles: SEO_DEBUG_ROLES,
    errors: STAFF_ERRORS,
  }),
  offersDebugCheckRequest: e({
    method: 'POST',
    path: '/offers/debug/check-request/',
    summary: 'Offer-layers debug: a listing request run with each statement timed and explained',
    body: staff.checkRequestBody,
    response: staff.checkRequestResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  offersDebugBatchCheckRequest: e({
    method: 'POST',
    path: '/offers/debug/batch-check-request/',
    summary: 'Offer-layers debug: up to 10 listing requests, each as check-request answers it',
    body: staff.batchCheckRequestBody,
    response: staff.batchCheckRequestResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  offersDebugOfferWrapper: e({
    method: 'POST',
    path: '/offers/debug/offer-wrapper/',
    summary: 'Offer-layers debug: the stored layers one offer is made of (offer, hotel, locations, price history)',
    body: staff.offerWrapperBody,
    response: staff.offerWrapperResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  staffHitOffers: e({
    method: 'GET',
    path: '/offers/debug/hit-offers/',
    summary: 'Hit-offer management: the offers marked as hits (upcoming, cheapest first, at most 100)',
    response: staff.staffHitOffersResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  staffHitOfferMark: e({
    method: 'PUT',
    path: '/offers/debug/hit-offers/{offerHash}/',
    summary: 'Hit-offer management: marks an offer as a hit (the home page and the count show it)',
    params: staff.hitOfferParams,
    response: staff.hitOfferMarkResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  staffHitOfferUnmark: e({
    method: 'DELETE',
    path: '/offers/debug/hit-offers/{offerHash}/',
    summary: 'Hit-offer management: the offer is no longer a hit',
    params: staff.hitOfferParams,
    response: staff.hitOfferMarkResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  staffPaymentAttention: e({
    method: 'GET',
    path: '/payment/debug/attention/',
    summary: 'Payments staff: money captured but not booked, refunds, double and late payments, refused notifications',
    response: pa.paymentAttentionResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  staffPaymentRefund: e({
    method: 'POST',
    path: '/payment/debug/refund/',
    summary: 'Payments staff: starts (or repeats) the refund of money captured but not booked through the gateway',
    body: pa.paymentRefundBody,
    response: pa.paymentRefundResponse,
    roles: ADMIN_ONLY,
    errors: {
      ...STAFF_ERRORS,
      404: 'Unknown payment (`code: payment-not-found`)',
      409: 'The payment is booked or holds no money (`code: refund-not-applicable`)',
    },
  }),
  // Hotel reviews (docs/product/reviews.md, docs/adr/0185-hotel-reviews.md).
  reviewCreate: e({
    method: 'POST',
    path: '/review/hotel/{hotelId}/',
    summary: 'Starts a review draft of a hotel; the HttpOnly cookie it sets is what lets this browser edit it',
    params: rv.reviewHotelParams,
    body: rv.reviewCreateBody,
    response: rv.reviewResponse,
    successStatus: 201,
    rateLimit: CREATE_LIMIT,
    errors: { 403: 'The e-mail link token is tampered with or expired (`code: rid-invalid | rid-expired`)', 429: RATE_LIMITED },
  }),
  reviewGet: e({
    method: 'GET',
    path: '/review/{reviewId}/hotel/{hotelId}/',
    summary: "A review of this browser (its cookie); another's is a 404",
    params: rv.reviewParams,
    response: rv.reviewResponse,
  }),
  reviewUpdate: e({
    method: 'PATCH',
    path: '/review/{reviewId}/hotel/{hotelId}/',
    summary: 'Saves fields of a draft; `status: to_verification` submits a complete draft',
    params: rv.reviewParams,
    body: rv.reviewUpdateBody,
    response: rv.reviewResponse,
    rateLimit: { max: 120, windowMs: 60_000 },
    errors: { 409: 'The review is no longer a draft (`code: review-not-draft`)', 429: RATE_LIMITED },
  }),
  reviewDelete: e({
    method: 'DELETE',
    path: '/review/{reviewId}/hotel/{hotelId}/',
    summary: 'Deletes a draft (or withdraws a submitted review) of this browser, with its photos',
    params: rv.reviewParams,
    response: rv.reviewDeleteResponse,
    errors: { 409: 'A published or rejected review is kept (`code: review-not-draft`)' },
  }),
  reviewFormOptions: e({
    method: 'GET',
    path: '/review/form-options/hotel/',
    summary: 'What the review form offers: categories, rating scale, party types, photo limits',
    response: rv.reviewFormOptionsResponse,
    cache: 'public',
  }),
  reviewFromMail: e({
    method: 'GET',
    path: '/review/hotel/{hotelId}/from-mail/{rating}/',
    summary: "The booking e-mail's link: checks the signed, expiring `rid` and answers what the form pre-fills",
    params: rv.reviewFromMailParams,
    query: rv.reviewFromMailQuery,
    response: rv.reviewFromMailResponse,
    errors: { 403: 'The token is tampered with, of another hotel or expired (`code: rid-invalid | rid-expired`)' },
  }),
  reviewImageUpload: e({
    method: 'POST',
    path: '/review/images/hotel/{hotelId}/{tempStorageDirectoryId}/',
    summary: "Adds a photo to a draft's temporary storage: JPEG, PNG or WebP by its bytes, re-encoded as a JPEG without metadata",
    params: rv.reviewImageDirParams,
    multipart: { file: 'file', maxBytes: rv.REVIEW_LIMITS.maxPhotoBytes, fields: rv.reviewImageUploadFields },
    response: rv.reviewImageResponse,
    successStatus: 201,
    rateLimit: { max: 30, windowMs: 60_000 },
    errors: {
      409: 'The draft has its most photos or is no longer a draft (`code: photo-limit | review-not-draft`)',
      413: 'The file or its pixel count is too large (`code: file-too-large | too-many-pixels`)',
      415: 'Not multipart, or the bytes are not a JPEG, PNG or WebP image (`code: unsupported-type`)',
      429: RATE_LIMITED,
    },
  }),
  reviewImageUpdate: e({
    method: 'PATCH',
    path: '/review/images/hotel/{hotelId}/{tempStorageDirectoryId}/{fileName}/',
    summary: 'Turns a photo of a draft (`rotateInfo` 0, 90, 180 or 270 degrees clockwise from the upload)',
    params: rv.reviewImageParams,
    body: rv.reviewImageUpdateBody,
    response: rv.reviewImageResponse,
    errors: { 409: 'The review is no longer a draft (`code: review-not-draft`)' },
  }),
  reviewImageDelete: e({
    method: 'DELETE',
    path: '/review/images/hotel/{hotelId}/{tempStorageDirectoryId}/{fileName}/',
    summary: 'Deletes a photo of a draft',
    params: rv.reviewImageParams,
    response: rv.reviewDeleteResponse,
    errors: { 409: 'The review is no longer a draft (`code: review-not-draft`)' },
  }),
  reviewModerationQueue: e({
    method: 'GET',
    path: '/review/moderation/',
    summary: 'Staff: reviews waiting for verification (oldest first), or the published or rejected ones',
    query: rv.moderationQueueQuery,
    response: rv.moderationQueueResponse,
    roles: ADMIN_ONLY,
    errors: STAFF_ERRORS,
  }),
  reviewModerationPublish: e({
    method: 'POST',
    path: '/review/moderation/{reviewId}/publish/',
    summary: "Staff: publishes a review waiting for verification; the hotel's rating summary follows",
    params: rv.moderationParams,
    response: rv.moderationResponse,
    roles: ADMIN_ONLY,
    errors: { ...STAFF_ERRORS, 409: 'The review is not waiting for verification (`code: review-not-waiting`)' },
  }),
  reviewModerationReject: e({
    method: 'POST',
    path: '/review/moderation/{reviewId}/reject/',
    summary: 'Staff: rejects a review waiting for verification, with the reason',
    params: rv.moderationParams,
    body: rv.moderationRejectBody,
    response: rv.moderationResponse,
    roles: ADMIN_ONLY,
    errors: { ...STAFF_ERRORS, 409: 'The review is not waiting for verification (`code: review-not-waiting`)' },
  }),
  staffLinks: e({
    method: 'GET',
    path: '/auth/staff-links/',
    summary: "The configured CMS, MDS and hotel-points addresses the user's roles allow",
    response: staff.staffLinksResponse,
    roles: ['ROLE_ADMIN', 'ROLE_AI_SEO', 'ROLE_USER'],
    errors: STAFF_ERRORS,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
