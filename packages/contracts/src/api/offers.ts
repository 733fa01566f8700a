import { z } from 'zod';
import {
  boolParam, countSchema, csv, day, floatParam, intParam, locationRefSchema, rangeParam, slug, zl,
} from './common';
import {
  airlinesSchema, boardSchema, offerSortSchema, offerTypeSchema, transportCodeSchema, transportSchema,
} from './reference';

/** The search filters shared by list, map-listing, offer-count and filters (spec 001 §7). */
export const offerFiltersQuery = z.object({
  adults: intParam(1, 9).optional().describe('Adults in the party (default 2)'),
  children: csv(day, 8).optional().describe('Birth dates of the children, yyyy-mm-dd, comma-joined'),
  airlines: airlinesSchema.optional(),
  board: csv(boardSchema).optional(),
  category: slug.optional().describe('Category slug; categories with an intrinsic rule (egzotyka, rejsy, narty, …) narrow the offers'),
  dateFrom: day.optional().describe('Trip starts on or after this day'),
  dateTo: day.optional().describe('Trip ends on or before this day'),
  departureCity: csv(slug).optional(),
  departureDateFrom: day.optional(),
  departureDateTo: day.optional(),
  destinations: csv(z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'expected a location slug or path'), 30).optional(),
  directFlight: boolParam.optional(),
  durationDays: rangeParam(0, 60).optional().describe('Nights range `from,to`: the shop sends each end of its day range minus one (spec 000 §5)'),
  geoLatNorth: floatParam(-90, 90).optional(),
  geoLngEast: floatParam(-180, 180).optional(),
  geoLatSouth: floatParam(-90, 90).optional(),
  geoLngWest: floatParam(-180, 180).optional(),
  hotels: csv(slug).optional(),
  hotelAttributes: csv(slug).optional().describe('Every listed attribute must be present'),
  hotelRating: rangeParam(0, 6).optional().describe('Rating range `min,max` on the 1-6 scale'),
  hotelStandard: rangeParam(0, 55).optional().describe('Stars times ten, `min,max` (e.g. 40,55)'),
  maxDistanceFromBeach: intParam(0, 100_000).optional().describe('Metres'),
  maxRouteDurationFromAirport: intParam(0, 1000).optional().describe('Minutes'),
  offer: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code').optional(),
  offerType: csv(offerTypeSchema).optional(),
  priceRange: rangeParam(0, 999_999).optional().describe('zł, per person or for all depending on totalPrice'),
  sortBy: offerSortSchema.optional(),
  totalPrice: boolParam.optional().describe('priceRange applies to the whole party (default true)'),
  tourOperator: csv(slug).optional(),
  transport: transportSchema.optional(),
  seoCategory: z.string().max(100).optional(),
  debug: z.string().max(10).optional(),
});
export type OfferFilters = z.output<typeof offerFiltersQuery>;
export type OfferFiltersInput = z.input<typeof offerFiltersQuery>;

export const offerListQuery = offerFiltersQuery.extend({
  limit: intParam(1, 50).optional().describe('Page size, at most 50 (default 20)'),
  offset: intParam(0, 100_000).optional(),
});
export type OfferListQuery = z.input<typeof offerListQuery>;

export const offerListItemSchema = z.object({
  hash: z.string(),
  hotelId: z.number().int(),
  hotelSlug: z.string(),
  hotelName: z.string(),
  /** Stars, e.g. 4.5. */
  hotelStandard: z.number(),
  /** 1-6, null when nobody rated the hotel. */
  hotelRating: z.number().nullable(),
  reviewCount: z.number().int(),
  photo: z.string(),
  destination: z.object({ name: z.string(), path: z.string(), slug: z.string(), locative: z.string(), country: z.string() }),
  departureDate: day,
  returnDate: day,
  durationDays: z.number().int(),
  nights: z.number().int(),
  departureCity: z.string().nullable(),
  board: boardSchema,
  room: z.object({ code: z.string(), name: z.string() }),
  transport: transportCodeSchema,
  offerType: offerTypeSchema,
  tourOperator: z.string(),
  airline: z.enum(['charter', 'lowcost', 'regular', 'brak']),
  directFlight: z.boolean(),
  flightMinutes: z.number().int(),
  /** What one adult pays, zł, mandatory fees included. */
  pricePerPerson: zl,
  /** What the whole party pays, zł. */
  priceTotal: zl,
  regularPricePerPerson: zl,
  /** The lowest per-adult price of the last 30 days (shown next to a discount). */
  lowestPrice30dPerPerson: zl,
  discountPercent: z.number().int(),
  isHit: z.boolean(),
  placesLeft: z.number().int(),
  /** How many offers of this hotel match the filters. */
  offersCount: z.number().int(),
  hotelAttributes: z.array(z.string()),
  beachDistance: z.number().int(),
  transferMinutes: z.number().int(),
  lat: z.number(),
  lng: z.number(),
});
export type OfferListItem = z.infer<typeof offerListItemSchema>;

export const offerListResponse = z.object({ offers: z.array(offerListItemSchema), total: z.number().int() });
export type OfferListResponse = z.infer<typeof offerListResponse>;

export const offerCountResponse = countSchema;

export const facetOptionSchema = z.object({ value: z.string(), count: z.number().int() });
export const offerFiltersResponse = z.object({
  /** Hotels matching every current filter. */
  total: z.number().int(),
  priceMin: zl.nullable(),
  priceMax: zl.nullable(),
  /** For each facet, the hotels that would match if that option were chosen, with the other facets applied. */
  facets: z.object({
    board: z.array(facetOptionSchema),
    offerType: z.array(facetOptionSchema),
    transport: z.array(facetOptionSchema),
    departureCity: z.array(facetOptionSchema),
    tourOperator: z.array(facetOptionSchema),
    hotelAttributes: z.array(facetOptionSchema),
    hotelStandard: z.array(facetOptionSchema),
    hotelRating: z.array(facetOptionSchema),
    maxRouteDurationFromAirport: z.array(facetOptionSchema),
    durationDays: z.array(facetOptionSchema),
  }),
});
export type OfferFiltersResponse = z.infer<typeof offerFiltersResponse>;

export const mapListingResponse = z.object({
  hotels: z.array(z.object({
    hotelId: z.number().int(), hotelSlug: z.string(), hotelName: z.string(), hotelStandard: z.number(),
    hotelRating: z.number().nullable(), lat: z.number(), lng: z.number(), hash: z.string(),
    pricePerPerson: zl, priceTotal: zl,
  })),
  total: z.number().int(),
});

export const autosuggestQuery = z.object({
  query: z.string().trim().min(3, 'at least 3 characters').max(100),
  category: slug.optional(),
  transport: transportSchema.optional(),
});
export const autosuggestResponse = z.object({
  destinations: z.array(locationRefSchema.extend({ offersCount: z.number().int() })),
  hotels: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string(), destination: z.string() })),
});

export const searcherDestinationsQuery = z.object({ category: slug.optional(), transport: transportSchema.optional() });
export interface DestinationNode extends z.infer<typeof locationRefSchema> {
  offersCount: number;
  children: DestinationNode[];
}
export const destinationNodeSchema: z.ZodType<DestinationNode> = z.lazy(() =>
  locationRefSchema.extend({ offersCount: z.number().int(), children: z.array(destinationNodeSchema) }),
);
export const searcherDestinationsResponse = z.object({ destinations: z.array(destinationNodeSchema) });

export const limitQuery = z.object({ limit: intParam(1, 100).optional() });
export const destinationTeaserSchema = z.object({
  location: locationRefSchema,
  priceFrom: zl.nullable(),
  offersCount: z.number().int(),
  hotelsCount: z.number().int(),
  photo: z.string().nullable(),
});
export const destinationTeasersResponse = z.object({ items: z.array(destinationTeaserSchema) });

export const lastMinuteQuery = z.object({
  departureDateFrom: day.optional(),
  departureDateTo: day.optional(),
  limit: intParam(1, 50).optional(),
});
export const offersResponse = z.object({ offers: z.array(offerListItemSchema) });
export const hitOffersQuery = z.object({ limit: intParam(1, 50).optional() });
export const hitOffersCountResponse = countSchema;

const party = {
  adults: intParam(1, 9).optional(),
  children: csv(day, 8).optional(),
};

export const offerQuery = z.object({
  offerHash: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code'),
  mdsRelationId: intParam(1, 1e9).optional(),
  duration: intParam(1, 60).optional(),
  departureCity: slug.optional(),
  ...party,
});
export const priceLineSchema = z.object({ label: z.string(), count: z.number().int(), unitPrice: zl, total: zl });
export const offerDetailSchema = offerListItemSchema.extend({
  hotel: z.object({
    id: z.number().int(), slug: z.string(), name: z.string(), description: z.string(), locationText: z.string(),
    accommodationType: z.string(), beachType: z.string(), photos: z.array(z.string()),
  }),
  party: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  priceLines: z.array(priceLineSchema),
  feesPerPerson: zl,
  priceHistory: z.array(z.object({ day, pricePerPerson: zl })),
});
export const offerResponse = z.object({ offer: offerDetailSchema });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

export const offerConfigQuery = z.object({
  hashId: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code').optional(),
  mdsRelationId: intParam(1, 1e9).optional().describe('Hotel id; used when hashId is absent'),
  boardId: z.string().max(40).optional(),
  departureCity: slug.optional(),
  departureCityCode: z.string().max(40).optional(),
  departureType: z.string().max(40).optional(),
  departureDateFrom: day.optional(),
  durationDays: intParam(1, 60).optional(),
  roomCode: z.string().max(40).optional(),
  ...party,
});
export const offerConfigResponse = z.object({
  hotelId: z.number().int(),
  departureDates: z.array(day),
  durations: z.array(z.number().int()),
  departureCities: z.array(z.string().nullable()),
  boards: z.array(z.string()),
  rooms: z.array(z.object({ code: z.string(), name: z.string() })),
  /** The cheapest offer matching the chosen options, or null when none matches. */
  selected: offerListItemSchema.nullable(),
  offersCount: z.number().int(),
});

export const offerExtraInfoQuery = z.object({ mdsRelationId: intParam(1, 1e9) });
export const offerExtraInfoResponse = z.object({
  hotelId: z.number().int(),
  attributes: z.array(z.string()),
  beachType: z.string(),
  beachDistance: z.number().int(),
  transferMinutes: z.number().int(),
  accommodationType: z.string(),
  recommendedFor: z.array(z.string()),
  locationText: z.string(),
});

export const offerAvailabilityBody = z.object({
  offerHash: z.string().regex(/^[a-z0-9]{4,40}$/),
  adults: z.number().int().min(1).max(9).default(2),
  children: z.array(day).max(8).default([]),
});
export const offerAvailabilityResponse = z.object({
  offerHash: z.string(),
  available: z.boolean(),
  placesLeft: z.number().int(),
  pricePerPerson: zl,
  priceTotal: zl,
});

export const favoritesIdQuery = z.object({ id: z.string().regex(/^[a-zA-Z0-9-]{8,64}$/, 'expected a favourites id').optional() });
export const favoritesBody = z.object({ offerHash: z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code') });
export const favoritesPatchBody = z.object({ offerHashes: z.array(z.string().regex(/^[a-z0-9]{4,40}$/)).max(200) });
export const favoritesResponse = z.object({ id: z.string().nullable(), offers: z.array(offerListItemSchema), missing: z.array(z.string()) });
export const favoritesCountResponse = countSchema;
