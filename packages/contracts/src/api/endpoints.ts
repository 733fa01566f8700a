import { authEndpoints } from './endpoints/auth';
import { customerEndpoints } from './endpoints/customer';
import { favoriteEndpoints } from './endpoints/favorites';
import { guideEndpoints } from './endpoints/guide';
import { hotelEndpoints } from './endpoints/hotels';
import { marketingEndpoints } from './endpoints/marketing';
import { offerEndpoints } from './endpoints/offers';
import { offerCheckEndpoints } from './endpoints/offer-checks';
import { offerForClientEndpoints } from './endpoints/offer-for-client';
import { priceAlertEndpoints } from './endpoints/price-alerts';
import { purchaseEndpoints } from './endpoints/purchase';
import { reviewEndpoints } from './endpoints/reviews';
import { reviewPhotoFolderEndpoints } from './endpoints/review-photo-folders';
import { seoEndpoints } from './endpoints/seo';
import { seoRuleEndpoints } from './endpoints/seo-rules';
import { siteEndpoints } from './endpoints/site';
import { staffEndpoints } from './endpoints/staff';

export { CACHE_CONTROL, type CachePolicy, type Endpoint, type HttpMethod, type RateLimit } from './endpoints/endpoint';

/**
 * The API's calls, one map per domain in `./endpoints/<domain>.ts`: a new call goes in its domain's
 * file; a new domain gets a file, one line here and one in `endpoint-domains.ts` (the browser
 * client's per-task build; its test fails while the two differ). The server registers these, the client calls
 * them, OpenAPI lists them. A name declared in two domains is a type error
 * here (`namesInTwoDomains`), so no spread below silently replaces a call.
 */
const domains = {
  site: siteEndpoints,
  offers: offerEndpoints,
  offerChecks: offerCheckEndpoints,
  offersForClients: offerForClientEndpoints,
  favorites: favoriteEndpoints,
  hotels: hotelEndpoints,
  guide: guideEndpoints,
  seo: seoEndpoints,
  seoRules: seoRuleEndpoints,
  priceAlerts: priceAlertEndpoints,
  auth: authEndpoints,
  customer: customerEndpoints,
  purchase: purchaseEndpoints,
  marketing: marketingEndpoints,
  staff: staffEndpoints,
  reviews: reviewEndpoints,
  reviewPhotoFolders: reviewPhotoFolderEndpoints,
} as const;

export const endpoints = {
  ...domains.site,
  ...domains.offers,
  ...domains.offerChecks,
  ...domains.offersForClients,
  ...domains.favorites,
  ...domains.hotels,
  ...domains.guide,
  ...domains.seo,
  ...domains.seoRules,
  ...domains.priceAlerts,
  ...domains.auth,
  ...domains.customer,
  ...domains.purchase,
  ...domains.marketing,
  ...domains.staff,
  ...domains.reviews,
  ...domains.reviewPhotoFolders,
} as const;

type DomainNames = { [D in keyof typeof domains]: keyof (typeof domains)[D] };
type NamesInTwoDomains = {
  [D in keyof DomainNames]: DomainNames[D] & DomainNames[Exclude<keyof DomainNames, D>];
}[keyof DomainNames];
// Fails to compile, naming the call, when one name is declared in two domain files.
const namesInTwoDomains: [NamesInTwoDomains] extends [never] ? 'none' : NamesInTwoDomains = 'none';
void namesInTwoDomains;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
