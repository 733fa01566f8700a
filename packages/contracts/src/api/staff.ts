import { z } from 'zod';
import { locationRefSchema } from './common';
import { pageMetaSchema, seoCategoryLocationQuery } from './content';
import { offerListQuery } from './offers';
import { seoRuleRefSchema } from './seo-rules';

/**
 * Staff tools of docs/product/roles.md (SEO debug, offer-layers debug, hit-offer management, staff links),
 * called only by the `*_debug` remotes; every call declares its roles in the endpoints map
 * (docs/adr/0145-staff-debug-remotes.md).
 */

const pagePath = z
  .string()
  .min(1)
  .max(500)
  .regex(/^\/[^\s?#]*$/, 'expected a page path starting with /, without a query');

/** `GET /seo/debug/page/?path=/wakacje/grecja/`. */
export const seoDebugPageQuery = z.object({ path: pagePath });

/** The SEO rule a FAQ item comes from (docs/product/seo-rules.md). */
export const seoFaqRuleSchema = seoRuleRefSchema;
export type SeoFaqRule = z.infer<typeof seoFaqRuleSchema>;

export const seoDebugFaqItemSchema = z.object({ question: z.string(), answer: z.string(), rule: seoFaqRuleSchema });

/** `POST /seo/debug/faq/`: the FAQ of a category and/or location with the rule of each item. */
export const seoDebugFaqBody = seoCategoryLocationQuery;
export const seoDebugFaqResponse = z.object({
  category: z.string().nullable(),
  location: locationRefSchema.nullable(),
  items: z.array(seoDebugFaqItemSchema),
});

export const seoDebugPageResponse = z.object({
  path: z.string(),
  /** The landing page and location the path names (null: the path names no landing page). */
  category: z.string().nullable(),
  location: locationRefSchema.nullable(),
  /** The SEO rules the meta and the text come from; null where no rule gives that part. */
  rules: z.object({ meta: seoRuleRefSchema.nullable(), text: seoRuleRefSchema.nullable() }),
  meta: pageMetaSchema.nullable(),
  text: z.string().nullable(),
  faq: z.array(seoDebugFaqItemSchema),
});
export type SeoDebugPageResponse = z.infer<typeof seoDebugPageResponse>;

/** `POST /offers/debug/check-request/`: a listing request as the listing sends it (`buildOfferListQuery`). */
export const checkRequestBody = z.object({ request: offerListQuery });

export const debugQuerySchema = z.object({
  sql: z.string(),
  params: z.array(z.unknown()),
  durationMs: z.number(),
  rows: z.number().int(),
  /** `EXPLAIN` of the statement, one line per plan node. */
  plan: z.array(z.string()),
});
export type DebugQuery = z.infer<typeof debugQuerySchema>;

export const checkRequestResponse = z.object({
  /** The request as the API understood it (after validation and defaults). */
  request: z.record(z.string(), z.unknown()),
  total: z.number().int(),
  offers: z.array(z.object({ hash: z.string(), hotelName: z.string(), price: z.number(), isHit: z.boolean() })),
  durationMs: z.number(),
  queries: z.array(debugQuerySchema),
});
export type CheckRequestResponse = z.infer<typeof checkRequestResponse>;

/** `POST /offers/debug/batch-check-request/`: several listing requests at once (at most 10). */
export const batchCheckRequestBody = z.object({ requests: z.array(offerListQuery).min(1).max(10) });
export const batchCheckRequestResponse = z.object({ results: z.array(checkRequestResponse) });

export const offerCode = z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code');

/** `POST /offers/debug/offer-wrapper/`: the data layers one offer is made of. */
export const offerWrapperBody = z.object({ offerHash: offerCode });
export const offerLayerSchema = z.object({
  /** The table the layer is read from. */
  source: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export const offerWrapperResponse = z.object({ offerHash: z.string(), layers: z.array(offerLayerSchema) });
export type OfferWrapperResponse = z.infer<typeof offerWrapperResponse>;

/** Hit-offer management. */
export const hitOfferParams = z.object({ offerHash: offerCode });
export const hitOfferMarkResponse = z.object({ offerHash: z.string(), hit: z.boolean(), count: z.number().int() });
export const staffHitOffersResponse = z.object({
  count: z.number().int(),
  offers: z.array(
    z.object({
      hash: z.string(),
      hotelName: z.string(),
      destination: z.string(),
      departureDate: z.string(),
      durationDays: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type StaffHitOffersResponse = z.infer<typeof staffHitOffersResponse>;

/** `GET /auth/staff-links/`: the configured outside tools the user's roles allow (null: not allowed or not configured). */
export const staffLinksResponse = z.object({
  cms: z.string().nullable(),
  mds: z.string().nullable(),
  hotelPoints: z.string().nullable(),
});
export type StaffLinksResponse = z.infer<typeof staffLinksResponse>;
