import type { Endpoint } from './endpoints/endpoint';

/**
 * The API's domains (`./endpoints/<domain>.ts`) as separate imports, in the order of `endpoints.ts`,
 * for a browser client that builds their zod schemas one domain per task instead of all in one
 * long task (docs/adr/0332-contract-schemas-one-domain-per-task.md). `webpackMode: "eager"` keeps
 * every domain in the chunk that imports this list: one request, no module evaluated before its
 * import is called. `__tests__/endpoint-domains.test.ts` holds the merged list to `endpoints`.
 */
export const ENDPOINT_DOMAIN_LOADERS: readonly (() => Promise<Readonly<Record<string, Endpoint>>>)[] = [
  () => import(/* webpackMode: "eager" */ './endpoints/site').then((m) => m.siteEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/offers').then((m) => m.offerEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/offer-checks').then((m) => m.offerCheckEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/offer-for-client').then((m) => m.offerForClientEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/favorites').then((m) => m.favoriteEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/hotels').then((m) => m.hotelEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/guide').then((m) => m.guideEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/seo').then((m) => m.seoEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/seo-rules').then((m) => m.seoRuleEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/price-alerts').then((m) => m.priceAlertEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/auth').then((m) => m.authEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/customer').then((m) => m.customerEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/purchase').then((m) => m.purchaseEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/marketing').then((m) => m.marketingEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/staff').then((m) => m.staffEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/reviews').then((m) => m.reviewEndpoints),
  () => import(/* webpackMode: "eager" */ './endpoints/review-photo-folders').then((m) => m.reviewPhotoFolderEndpoints),
];
