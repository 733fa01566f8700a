// The drizzle view of the tables created by the SQL migrations in ./migrations.
import {
  bigint, boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, real,
  smallint, text, timestamp,
} from 'drizzle-orm/pg-core';

export const schemaMigrations = pgTable('schema_migrations', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id'),
  kind: text('kind').notNull(),
  slug: text('slug').notNull(),
  path: text('path').notNull(),
  name: text('name').notNull(),
  nameGenitive: text('name_genitive').notNull(),
  nameLocative: text('name_locative').notNull(),
  countryCode: text('country_code'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  depth: smallint('depth').notNull(),
  popularity: integer('popularity').notNull(),
  exotic: boolean('exotic').notNull(),
  ancestorIds: integer('ancestor_ids').array().notNull(),
});

export const tourOperators = pgTable('tour_operators', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
});

export const departureCities = pgTable('departure_cities', {
  slug: text('slug').primaryKey(),
  label: text('label').notNull(),
  nameGenitive: text('name_genitive').notNull(),
  plane: boolean('plane').notNull(),
  bus: boolean('bus').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const hotels = pgTable('hotels', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  locationId: integer('location_id').notNull(),
  standard: smallint('standard').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
  reviewCount: integer('review_count').notNull(),
  attributes: text('attributes').array().notNull(),
  attrsMask: bigint('attrs_mask', { mode: 'number' }).notNull(),
  boards: text('boards').array().notNull(),
  beachType: text('beach_type').notNull(),
  beachDistance: integer('beach_distance').notNull(),
  transferMinutes: integer('transfer_minutes').notNull(),
  accommodationType: text('accommodation_type').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  description: text('description').notNull(),
  locationText: text('location_text').notNull(),
  popularity: integer('popularity').notNull(),
  recommendedFor: text('recommended_for').array().notNull(),
  rooms: jsonb('rooms').notNull(),
  photos: jsonb('photos').notNull(),
  categoryRatings: jsonb('category_ratings').notNull(),
  departureCities: text('departure_cities').array().notNull(),
  tourOperators: text('tour_operators').array().notNull(),
  transports: text('transports').array().notNull(),
  offerTypes: text('offer_types').array().notNull(),
  offerBoards: text('offer_boards').array().notNull(),
});

export const offers = pgTable('offers', {
  id: integer('id').primaryKey(),
  hash: text('hash').notNull(),
  hotelId: integer('hotel_id').notNull(),
  locationIds: integer('location_ids').array().notNull(),
  departureDate: date('departure_date').notNull(),
  returnDate: date('return_date').notNull(),
  durationDays: smallint('duration_days').notNull(),
  departureCity: text('departure_city'),
  board: text('board').notNull(),
  roomCode: text('room_code').notNull(),
  transport: text('transport').notNull(),
  offerType: text('offer_type').notNull(),
  tourOperator: text('tour_operator').notNull(),
  airline: text('airline').notNull(),
  directFlight: boolean('direct_flight').notNull(),
  flightMinutes: integer('flight_minutes').notNull(),
  priceAdult: integer('price_adult').notNull(),
  priceChild: integer('price_child').notNull(),
  priceInfant: integer('price_infant').notNull(),
  feesPerPerson: integer('fees_per_person').notNull(),
  regularPriceAdult: integer('regular_price_adult').notNull(),
  lowestPrice30dAdult: integer('lowest_price_30d_adult').notNull(),
  discountPct: smallint('discount_pct').notNull(),
  isHit: boolean('is_hit').notNull(),
  placesLeft: smallint('places_left').notNull(),
  hotelStandard: smallint('hotel_standard').notNull(),
  hotelRating: numeric('hotel_rating', { precision: 2, scale: 1 }).notNull(),
  hotelAttrs: bigint('hotel_attrs', { mode: 'number' }).notNull(),
  hotelPopularity: integer('hotel_popularity').notNull(),
  beachDistance: integer('beach_distance').notNull(),
  transferMinutes: integer('transfer_minutes').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const priceHistory = pgTable('offer_price_history', {
  offerId: integer('offer_id').notNull(),
  day: date('day').notNull(),
  priceAdult: integer('price_adult').notNull(),
}, (t) => [primaryKey({ columns: [t.offerId, t.day] })]);

export const opinions = pgTable('opinions', {
  id: integer('id').primaryKey(),
  hotelId: integer('hotel_id').notNull(),
  source: text('source').notNull(),
  author: text('author').notNull(),
  rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
  createdAt: date('created_at').notNull(),
  title: text('title').notNull(),
  pros: text('pros').notNull(),
  cons: text('cons').notNull(),
  descriptions: jsonb('descriptions').notNull(),
  ratings: jsonb('ratings').notNull(),
  recommendedFor: text('recommended_for').notNull(),
  featured: boolean('featured').notNull(),
});

export const faq = pgTable('faq', {
  id: integer('id').primaryKey(),
  hotelId: integer('hotel_id'),
  category: text('category'),
  locationId: integer('location_id'),
  position: smallint('position').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
});

export const weatherNormals = pgTable('weather_normals', {
  locationId: integer('location_id').notNull(),
  month: smallint('month').notNull(),
  airDay: real('air_day').notNull(),
  airNight: real('air_night').notNull(),
  water: real('water'),
  sunHours: real('sun_hours').notNull(),
  rainyDays: smallint('rainy_days').notNull(),
}, (t) => [primaryKey({ columns: [t.locationId, t.month] })]);

export const seoCategories = pgTable('seo_categories', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  label: text('label').notNull(),
  type: text('type').notNull(),
  position: smallint('position').notNull(),
  active: boolean('active').notNull(),
});

export const seoPages = pgTable('seo_pages', {
  pathname: text('pathname').primaryKey(),
  category: text('category').notNull(),
  locationId: integer('location_id'),
  meta: jsonb('meta').notNull(),
  text: text('text').notNull(),
});

export const salesOffices = pgTable('sales_offices', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  openingHours: text('opening_hours').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
});

export const favorites = pgTable('favorites', {
  favoritesId: text('favorites_id').notNull(),
  offerHash: text('offer_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.favoritesId, t.offerHash] })]);

export const seedInfo = pgTable('seed_info', {
  id: smallint('id').primaryKey(),
  seededOn: date('seeded_on').notNull(),
  offers: integer('offers').notNull(),
  randomSeed: integer('random_seed').notNull(),
});

