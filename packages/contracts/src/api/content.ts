import { z } from 'zod';
import { intParam, locationRefSchema, slug } from './common';
import { offerListItemSchema } from './offers';

const locationParam = z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'expected a location slug or path');

// guide
export const guideLocationQuery = z.object({ location: locationParam });
export const guideLocationDetailsResponse = z.object({
  location: locationRefSchema,
  breadcrumbs: z.array(locationRefSchema),
  children: z.array(locationRefSchema),
  description: z.string(),
  hotelsCount: z.number().int(),
  offersCount: z.number().int(),
  priceFrom: z.number().nullable(),
});
export const guideLocationOffersResponse = z.object({ offers: z.array(offerListItemSchema) });
export const guideBestQuery = z.object({ limit: intParam(1, 50).optional(), category: slug.optional() });
export const guidePopularQuery = z.object({ limit: intParam(1, 50).optional() });
export const guideLocationsResponse = z.object({
  items: z.array(z.object({ location: locationRefSchema, offersCount: z.number().int(), priceFrom: z.number().nullable() })),
});
export const guideWorldResponse = z.object({
  continents: z.array(z.object({ location: locationRefSchema, countries: z.array(locationRefSchema) })),
});
export const guideAutosuggestQuery = z.object({ query: z.string().trim().min(3, 'at least 3 characters').max(100) });
export const guideAutosuggestResponse = z.object({ locations: z.array(locationRefSchema) });

// weather
export const monthNormalsSchema = z.object({
  month: z.number().int().min(1).max(12),
  airDay: z.number(),
  airNight: z.number(),
  water: z.number().nullable(),
  sunHours: z.number(),
  rainyDays: z.number().int(),
});
export const weatherSeasonQuery = z.object({ location: locationParam });
export const weatherSeasonResponse = z.object({
  location: locationRefSchema,
  /** Months with warm air, warm sea (when there is one) and few rainy days. */
  bestMonths: z.array(z.number().int()),
  months: z.array(monthNormalsSchema),
});
export const weatherInMonthQuery = z.object({ location: locationParam, monthNumber: intParam(1, 12) });
export const weatherInMonthResponse = z.object({ location: locationRefSchema, normals: monthNormalsSchema, summary: z.string() });
export const historicalWeatherParams = z.object({ destination: slug });
export const historicalWeatherResponse = z.object({ location: locationRefSchema, months: z.array(monthNormalsSchema) });

// seo
export const seoCategorySchema = z.object({ slug: z.string(), title: z.string(), label: z.string(), type: z.string() });
export const seoCategoriesResponse = z.object({ categories: z.array(seoCategorySchema) });
export const seoCategoryLocationQuery = z.object({ category: slug.optional(), location: locationParam.optional() });
export const seoDestinationsResponse = z.object({
  destinations: z.array(z.object({ location: locationRefSchema, url: z.string(), offersCount: z.number().int() })),
});
export const seoFaqResponse = z.object({ items: z.array(z.object({ question: z.string(), answer: z.string() })) });
export const seoCountriesResponse = z.object({ countries: z.array(locationRefSchema) });
export const seoInactiveCategoriesResponse = z.object({ categories: z.array(z.string()) });
export const seoMenuQuery = z.object({
  category: slug.optional(),
  menuType: z.string().max(40).optional(),
  location: locationParam.optional(),
});
export const seoMenuResponse = z.object({ items: z.array(z.object({ title: z.string(), url: z.string() })) });
export const seoMetaQuery = z.object({
  pathname: z.string().max(500).optional(),
  path: z.string().max(500).optional(),
});
export const pageMetaSchema = z.object({
  breadcrumbs: z.array(z.object({ route: z.string(), title: z.string() })),
  heading: z.object({ title: z.string(), description: z.string() }),
  seo: z.object({ title: z.string(), description: z.string(), keywords: z.string() }),
  locationData: locationRefSchema.omit({ countryCode: true }).partial().passthrough().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export const seoSchemaOfferQuery = z.object({
  offerHash: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code'),
  mdsRelationId: intParam(1, 1e9).optional(),
});
export const seoSchemaOfferResponse = z.object({ schema: z.record(z.string(), z.unknown()) });
export const seoTextResponse = z.object({ text: z.string().nullable() });
/** What the sitemap lists from the database (the site server adds landing presets and the route table's pages). */
export const seoSitemapResponse = z.object({
  /** Curated listing pages (`seo_pages`): a landing page in a destination, e.g. `/last-minute/grecja/kreta/`. */
  listings: z.array(z.object({ pathname: z.string() })),
  /** Places with offers on sale: `/kierunki/{path}/` and `/hotele/{path}/`. */
  locations: z.array(z.object({ path: z.string() })),
  hotels: z.array(z.object({ slug: z.string() })),
  salesOffices: z.array(z.object({ slug: z.string() })),
});
export type SeoSitemapResponse = z.infer<typeof seoSitemapResponse>;

// auth
export const userInfoResponse = z.object({
  authenticated: z.boolean(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  roles: z.array(z.enum(['ROLE_ADMIN', 'ROLE_AI_SEO', 'ROLE_USER'])),
});

// sales offices (purchase group; served here because the seed owns them)
export const salesOfficesResponse = z.object({
  offices: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      city: z.string(),
      address: z.string(),
      postalCode: z.string(),
      phone: z.string(),
      email: z.string(),
      openingHours: z.string(),
      lat: z.number(),
      lng: z.number(),
    }),
  ),
});
