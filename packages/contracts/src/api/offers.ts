import { z } from 'zod';
import { FAVORITES_LIMIT } from './favorites-limit';
import { boolParam, countSchema, csv, day, floatParam, intParam, locationRefSchema, rangeParam, slug, zl } from './common';
import { partyBodyFields, partyCountSchema, partyQueryFields } from './party';
import { airlinesSchema, boardSchema, offerSortSchema, offerTypeSchema, transportCodeSchema, transportSchema } from './reference';

/** The search filters shared by list, map-listing, offer-count and filters (docs/product/api-catalogue.md). */
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
  durationDays: rangeParam(0, 60)
    .optional()
    .describe('Nights range `from,to`: the shop sends each end of its day range minus one (docs/product/search-and-filtr.md)'),
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
  offer: z
    .string()
    .regex(/^[a-z0-9]{4,40}$/, 'expected an offer code')
    .optional(),
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
  /**
   * EU Omnibus: the lowest per-adult price in the 30 days before the current price took effect,
   * from the stored price history (shown next to any discount); the current price when it never changed.
   */
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
  hotels: z.array(
    z.object({
      hotelId: z.number().int(),
      hotelSlug: z.string(),
      hotelName: z.string(),
      hotelStandard: z.number(),
      hotelRating: z.number().nullable(),
      lat: z.number(),
      lng: z.number(),
      hash: z.string(),
      pricePerPerson: zl,
      priceTotal: zl,
      /** The Omnibus facts of the pin's offer, per adult, as in `offerListItemSchema`. */
      regularPricePerPerson: zl,
      lowestPrice30dPerPerson: zl,
      discountPercent: z.number().int(),
    }),
  ),
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
  /** Hotels with offers there: the unit of every other filter count (docs/product/search-and-filtr.md). */
  hotelsCount?: number | undefined;
  children: DestinationNode[];
}
export const destinationNodeSchema: z.ZodType<DestinationNode> = z.lazy(() =>
  locationRefSchema.extend({
    offersCount: z.number().int(),
    hotelsCount: z.number().int().optional(),
    children: z.array(destinationNodeSchema),
  }),
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

const party = partyQueryFields;
const offerHash = z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code');
/** A month of the price calendar, yyyy-mm. */
export const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected yyyy-mm');

export const offerQuery = z.object({
  offerHash,
  mdsRelationId: intParam(1, 1e9).optional(),
  duration: intParam(1, 60).optional(),
  departureCity: slug.optional(),
  ...party,
});
export const priceLineSchema = z.object({
  /** `adult`, `child` or `infant`. */
  kind: z.enum(['adult', 'child', 'infant']),
  /** Polish label of the line (Dorosły, Dziecko, Niemowlę). */
  label: z.string(),
  count: z.number().int(),
  unitPrice: zl,
  total: zl,
});
/**
 * An offer priced for a party by the server: `priceTotal` is what the whole party pays and
 * `pricePerPerson` what one adult pays, every mandatory fee included (the fees are part of each
 * line, `feesPerPerson` says how much of a line they are). The crossed-out `regularPricePerPerson`
 * and `lowestPrice30dPerPerson` are per adult too, the unit of the stored price history.
 */
export const pricedOfferSchema = offerListItemSchema.extend({
  party: partyCountSchema,
  priceLines: z.array(priceLineSchema),
  feesPerPerson: zl,
});
export type PricedOffer = z.infer<typeof pricedOfferSchema>;

export const offerDetailSchema = pricedOfferSchema.extend({
  hotel: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    locationText: z.string(),
    accommodationType: z.string(),
    beachType: z.string(),
    photos: z.array(z.string()),
    /** The hotel's places from the continent down (as the hotel call answers them), for the breadcrumb. */
    breadcrumbs: z.array(locationRefSchema),
  }),
  /** The stored price changes of this offer, per adult. */
  priceHistory: z.array(z.object({ day, pricePerPerson: zl })),
});
export const offerResponse = z.object({ offer: offerDetailSchema });
export type OfferDetail = z.infer<typeof offerDetailSchema>;

/** The configurator's choice; on the hotel page each one is in the URL. */
const configChoice = {
  departureCity: slug.optional().describe('Departure city slug; `brak` chooses own transport (no departure city)'),
  departureDateFrom: day.optional().describe('The departure day'),
  durationDays: intParam(1, 60).optional().describe('Trip length in days'),
  boardId: z.string().max(40).optional().describe('Board slug'),
  roomCode: z.string().max(40).optional(),
};

export const offerConfigQuery = z.object({
  hashId: offerHash.optional().describe('An offer of the hotel; its date, duration, board, room and city fill the choices not given'),
  mdsRelationId: intParam(1, 1e9).optional().describe('Hotel id; used when hashId is absent'),
  departureCityCode: z.string().max(40).optional(),
  departureType: z.string().max(40).optional(),
  ...configChoice,
  ...party,
});
export type OfferConfigQuery = z.input<typeof offerConfigQuery>;

/** One value of a configurator option: null `priceFrom` means no offer with the other choices kept. */
const optionOf = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    /** The cheapest per-adult price with this value and the other current choices, or null. */
    priceFrom: zl.nullable(),
    /** The same offer's price for the whole party. */
    priceTotalFrom: zl.nullable(),
    available: z.boolean(),
  });

export const configAlternativeSchema = z.object({
  /** Which choice differs from the one asked for. */
  change: z.enum(['departureDate', 'durationDays', 'board', 'roomCode', 'departureCity', 'several']),
  offer: offerListItemSchema,
});
export type ConfigAlternative = z.infer<typeof configAlternativeSchema>;

export const offerConfigResponse = z.object({
  hotelId: z.number().int(),
  /** Every value the hotel's offers have (for any party), sorted. */
  departureDates: z.array(day),
  durations: z.array(z.number().int()),
  departureCities: z.array(z.string().nullable()),
  boards: z.array(z.string()),
  rooms: z.array(z.object({ code: z.string(), name: z.string() })),
  offersCount: z.number().int(),
  party: partyCountSchema,
  /** The choice the answer is for (hashId's offer fills what the query left out). */
  choice: z.object({
    departureCity: z.string().nullable().optional(),
    departureDate: day.optional(),
    durationDays: z.number().int().optional(),
    board: z.string().optional(),
    roomCode: z.string().optional(),
  }),
  /** For each option, every value of the hotel with the cheapest offer keeping the other choices. */
  options: z.object({
    departureCities: z.array(optionOf(z.string().nullable())),
    durations: z.array(optionOf(z.number().int())),
    boards: z.array(optionOf(z.string())),
    rooms: z.array(optionOf(z.string()).extend({ name: z.string() })),
  }),
  /** `available`: `selected` is the cheapest offer matching every choice, priced for the party. */
  status: z.enum(['available', 'unavailable']),
  selected: pricedOfferSchema.nullable(),
  /** When unavailable: the nearest offers changing one choice (dates first, then rooms, boards, durations, cities). */
  alternatives: z.array(configAlternativeSchema),
});
export type OfferConfig = z.infer<typeof offerConfigResponse>;

export const offerCalendarQuery = z.object({
  mdsRelationId: intParam(1, 1e9).describe('Hotel id'),
  month: monthParam.optional().describe('yyyy-mm; default the first month with offers'),
  departureCity: configChoice.departureCity,
  durationDays: configChoice.durationDays,
  boardId: configChoice.boardId,
  roomCode: configChoice.roomCode,
  tourOperator: slug.optional().describe('The operator of the offer on screen; absent: any (docs/adr/0346-price-calendar-by-operator.md)'),
  ...party,
});
export const calendarDaySchema = z.object({
  date: day,
  /** The cheapest offer departing that day under the filters. */
  hash: z.string(),
  pricePerPerson: zl,
  priceTotal: zl,
  /** The offer's own choices: null departure city is own transport. */
  departureCity: z.string().nullable(),
  durationDays: z.number().int(),
  board: z.string(),
  roomCode: z.string(),
  tourOperator: z.string(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;
/** A choice a calendar day with offers only under other choices would change. */
export const calendarChangeSchema = z.enum(['departureCity', 'durationDays', 'board', 'roomCode', 'tourOperator']);
export type CalendarChange = z.infer<typeof calendarChangeSchema>;
export const calendarOtherDaySchema = calendarDaySchema.extend({
  /** The filters this day's offer does not keep (never empty). */
  changes: z.array(calendarChangeSchema).min(1),
});
export type CalendarOtherDay = z.infer<typeof calendarOtherDaySchema>;
export const offerCalendarResponse = z.object({
  hotelId: z.number().int(),
  month: monthParam,
  /**
   * Months with at least one offer for the party, with their lowest per-adult price under the
   * filters; null prices: the month has offers only with other choices.
   */
  months: z.array(z.object({ month: monthParam, priceFrom: zl.nullable(), priceTotalFrom: zl.nullable() })),
  /** Days of `month` with an offer under the filters, ascending; prices never mix other choices. */
  days: z.array(calendarDaySchema),
  /**
   * Days of `month` with offers only under other choices: the offer changing fewest filters (then
   * the cheapest). `tourOperator` is among the changes only when the query asked for an operator.
   */
  otherDays: z.array(calendarOtherDaySchema),
  /** The cheapest day of the month under the filters, or null when the month has none. */
  cheapest: calendarDaySchema.nullable(),
});
export type OfferCalendar = z.infer<typeof offerCalendarResponse>;

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

export const offerAvailabilityBody = z.object({ offerHash, ...partyBodyFields });
export const offerAvailabilityResponse = z.object({
  offerHash: z.string(),
  available: z.boolean(),
  /** Why not: `departed` (departure day not after today) or `places` (too few seats for the party). */
  reason: z.enum(['departed', 'places']).nullable(),
  placesLeft: z.number().int(),
  party: partyCountSchema,
  pricePerPerson: zl,
  priceTotal: zl,
});

/**
 * The anonymous id of a favourites list: the API issues a UUID; `?id=` may name any id of this
 * shape. The same schema checks the `favoritesId` cookie, where a malformed value counts as no id.
 */
export const favoritesIdSchema = z.string().regex(/^[a-zA-Z0-9-]{8,64}$/, 'expected a favourites id');
export { FAVORITES_LIMIT };
const offerHashSchema = z.string().regex(/^[a-z0-9]{4,40}$/, 'expected an offer code');

export const favoritesIdQuery = z.object({ id: favoritesIdSchema.optional() });
export const favoritesBody = z.object({ offerHash: offerHashSchema });
/**
 * Replaces the whole list. Newest first, as `favoritesResponse` lists them: sending back what a GET
 * answered keeps the order. Hashes of unknown offers are dropped; repeats count once.
 */
export const favoritesPatchBody = z.object({
  offerHashes: z.array(offerHashSchema).max(FAVORITES_LIMIT, `at most ${FAVORITES_LIMIT} offers`),
});
/**
 * The list as every favourites call answers it. It carries no id: the id lives only in the
 * HttpOnly cookie, out of reach of page scripts.
 */
export const favoritesResponse = z.object({
  offers: z.array(offerListItemSchema),
  missing: z.array(z.string()),
});
/** `409` of a POST that would take a list past `FAVORITES_LIMIT`. */
export const favoritesLimitError = z.object({
  statusCode: z.literal(409),
  error: z.literal('Conflict'),
  code: z.literal('favorites-limit'),
  message: z.string(),
  limit: z.number().int(),
});
export const favoritesCountResponse = countSchema;
