import { z } from 'zod';
import { csv, day, intParam, locationRefSchema, rangeParam, slug } from './common';
import { opinionCategorySchema, opinionSourceSchema } from './reference';
import { hotelSortValues, travellerGroupValues } from './reference-values';

const hotelId = intParam(1, 1e9);
export const hotelIdQuery = z.object({ hotelId });
export const hotelIdParams = z.object({ hotelId });

export const categoryRatingsSchema = z.record(opinionCategorySchema, z.number());

export const opinionSchema = z.object({
  id: z.number().int(),
  hotelId: z.number().int(),
  source: opinionSourceSchema,
  author: z.string(),
  rating: z.number(),
  createdAt: day,
  title: z.string(),
  pros: z.string(),
  cons: z.string(),
  descriptions: z.record(z.string(), z.string()),
  ratings: z.record(z.string(), z.number()),
  recommendedFor: z.string(),
  /** Written from the after-return e-mail's signed link of a paid booking: "Potwierdzony pobyt". */
  verifiedStay: z.boolean(),
  /** Photos of a guest's review published here (absent on the imported opinions). */
  photos: z.array(z.string()).optional(),
});
export type Opinion = z.infer<typeof opinionSchema>;

export const ratingSummarySchema = z.object({
  ratingValue: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Opinions per whole rating point, keys "1".."6". */
  ratingDistribution: z.record(z.string(), z.number().int()),
  categoryRatings: z.record(z.string(), z.number()),
});

export const hotelCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  standard: z.number(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  photo: z.string(),
  location: locationRefSchema,
  attributes: z.array(z.string()),
  priceFrom: z.number().nullable(),
});
export const hotelDetailSchema = hotelCardSchema.extend({
  description: z.string(),
  locationText: z.string(),
  accommodationType: z.string(),
  beachType: z.string(),
  beachDistance: z.number().int(),
  transferMinutes: z.number().int(),
  boards: z.array(z.string()),
  rooms: z.array(z.object({ code: z.string(), name: z.string() })),
  photos: z.array(z.string()),
  lat: z.number(),
  lng: z.number(),
  recommendedFor: z.array(z.string()),
  categoryRatings: z.record(z.string(), z.number()),
  breadcrumbs: z.array(locationRefSchema),
});
export type HotelDetail = z.infer<typeof hotelDetailSchema>;

export const hotelQuery = z.object({ hotelId: hotelId.optional(), hotelSlug: slug.optional() });
export const hotelResponse = z.object({ hotel: hotelDetailSchema });
export const hotelExtraInfoResponse = z.object({
  hotelId: z.number().int(),
  facts: z.array(z.object({ key: z.string(), value: z.string() })),
  attributes: z.array(z.string()),
});

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export const faqResponse = z.object({ items: z.array(faqItemSchema) });

export const featuredOpinionsQuery = z.object({
  sortBy: z.enum(['newest', 'rating']),
  limit: intParam(1, 50).optional(),
});
export const featuredOpinionsResponse = z.object({
  items: z.array(opinionSchema.extend({ hotelName: z.string(), hotelSlug: z.string() })),
});

export const hotelSortSchema = z.enum(hotelSortValues);
export const hotelFiltersResponse = z.object({
  hotelAttribute: z.array(z.object({ value: z.string(), label: z.string() })),
  hotelRating: z.array(z.object({ value: z.string(), label: z.string() })),
  hotelStandard: z.array(z.object({ value: z.string(), label: z.string() })),
  hotelRecommendedFor: z.array(z.object({ value: z.enum(travellerGroupValues), label: z.string() })),
  sortBy: z.array(hotelSortSchema),
});

export const sourceOpinionsResponse = ratingSummarySchema.extend({
  source: opinionSourceSchema,
  items: z.array(opinionSchema),
});

export const hotelListFilters = {
  hotelAttribute: csv(slug).optional(),
  hotelRating: rangeParam(0, 6).optional(),
  hotelStandard: rangeParam(0, 55).optional(),
  hotelRecommendedFor: csv(slug).optional(),
};
export const hotelListQuery = z.object({
  limit: intParam(1, 50),
  offset: intParam(0, 100_000),
  location: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'expected a location slug or path'),
  sortBy: hotelSortSchema.optional(),
  ...hotelListFilters,
});
export const hotelListResponse = z.object({ hotels: z.array(hotelCardSchema), total: z.number().int() });
export const hotelLocationCountQuery = z.object({
  location: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'expected a location slug or path'),
  hotelSortBy: hotelSortSchema.optional(),
  ...hotelListFilters,
});

export const hotelDiscoverResponse = z.object({
  items: z.array(z.object({ location: locationRefSchema, hotelsCount: z.number().int(), photo: z.string().nullable() })),
});
export const worldDiscoverResponse = z.object({
  continents: z.array(
    z.object({
      location: locationRefSchema,
      countries: z.array(z.object({ location: locationRefSchema, hotelsCount: z.number().int() })),
    }),
  ),
});

export const opinionDescriptionResponse = z.object({ hotelId: z.number().int(), description: z.string() });
export const opinionListQuery = z.object({
  limit: intParam(1, 50).optional(),
  offset: intParam(0, 100_000).optional(),
  sortBy: z.enum(['newest', 'oldest', 'highest', 'lowest']).optional(),
});
export const opinionListResponse = z.object({ items: z.array(opinionSchema), total: z.number().int() });

export const quickLinksQuery = z.object({ country: slug });
export const quickLinksResponse = z.object({ links: z.array(z.object({ title: z.string(), url: z.string() })) });

export const hotelAutosuggestQuery = z.object({ query: z.string().trim().min(3, 'at least 3 characters').max(100) });
export const hotelAutosuggestResponse = z.object({
  hotels: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), destination: z.string() })),
});
