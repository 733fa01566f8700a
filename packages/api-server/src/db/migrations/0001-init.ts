// Migration 0001: the initial schema. SQL lives in the repo as versioned strings so that the
// server, jest (CommonJS) and tsx (ESM) all load it the same way; the migrator applies each
// version once, in order, recording it in schema_migrations.
export const version = '0001-init';

export const sql = /* sql */ `
CREATE TABLE locations (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES locations(id),
  kind text NOT NULL,
  slug text NOT NULL UNIQUE,
  path text NOT NULL UNIQUE,
  name text NOT NULL,
  name_genitive text NOT NULL,
  name_locative text NOT NULL,
  country_code text,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  depth smallint NOT NULL,
  popularity integer NOT NULL,
  exotic boolean NOT NULL,
  ancestor_ids integer[] NOT NULL
);
CREATE INDEX locations_parent_idx ON locations (parent_id);

CREATE TABLE tour_operators (slug text PRIMARY KEY, label text NOT NULL);

CREATE TABLE departure_cities (
  slug text PRIMARY KEY,
  label text NOT NULL,
  name_genitive text NOT NULL,
  plane boolean NOT NULL,
  bus boolean NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE hotels (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  location_id integer NOT NULL REFERENCES locations(id),
  standard smallint NOT NULL,
  rating numeric(2,1) NOT NULL,
  review_count integer NOT NULL,
  attributes text[] NOT NULL,
  attrs_mask bigint NOT NULL,
  boards text[] NOT NULL,
  beach_type text NOT NULL,
  beach_distance integer NOT NULL,
  transfer_minutes integer NOT NULL,
  accommodation_type text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  description text NOT NULL,
  location_text text NOT NULL,
  popularity integer NOT NULL,
  recommended_for text[] NOT NULL,
  rooms jsonb NOT NULL,
  photos jsonb NOT NULL,
  category_ratings jsonb NOT NULL
);
CREATE INDEX hotels_location_idx ON hotels (location_id);

-- One row per sellable offer. Hotel columns used by filters and sorts are copied in, so a
-- search reads one table and never joins before it has picked its page.
CREATE TABLE offers (
  id integer PRIMARY KEY,
  hash text NOT NULL UNIQUE,
  hotel_id integer NOT NULL,
  location_ids integer[] NOT NULL,
  departure_date date NOT NULL,
  return_date date NOT NULL,
  duration_days smallint NOT NULL,
  departure_city text,
  board text NOT NULL,
  room_code text NOT NULL,
  transport text NOT NULL,
  offer_type text NOT NULL,
  tour_operator text NOT NULL,
  airline text NOT NULL,
  direct_flight boolean NOT NULL,
  flight_minutes integer NOT NULL,
  price_adult integer NOT NULL,
  price_child integer NOT NULL,
  price_infant integer NOT NULL,
  fees_per_person integer NOT NULL,
  regular_price_adult integer NOT NULL,
  lowest_price_30d_adult integer NOT NULL,
  discount_pct smallint NOT NULL,
  is_hit boolean NOT NULL,
  places_left smallint NOT NULL,
  hotel_standard smallint NOT NULL,
  hotel_rating numeric(2,1) NOT NULL,
  hotel_attrs bigint NOT NULL,
  hotel_popularity integer NOT NULL,
  beach_distance integer NOT NULL,
  transfer_minutes integer NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE offer_price_history (
  offer_id integer NOT NULL,
  day date NOT NULL,
  price_adult integer NOT NULL,
  PRIMARY KEY (offer_id, day)
);

CREATE TABLE opinions (
  id integer PRIMARY KEY,
  hotel_id integer NOT NULL REFERENCES hotels(id),
  source text NOT NULL CHECK (source IN ('ft', 'hc')),
  author text NOT NULL,
  rating numeric(2,1) NOT NULL,
  created_at date NOT NULL,
  title text NOT NULL,
  pros text NOT NULL,
  cons text NOT NULL,
  descriptions jsonb NOT NULL,
  ratings jsonb NOT NULL,
  recommended_for text NOT NULL,
  featured boolean NOT NULL
);
CREATE INDEX opinions_hotel_idx ON opinions (hotel_id, source, created_at DESC);

CREATE TABLE faq (
  id integer PRIMARY KEY,
  hotel_id integer,
  category text,
  location_id integer,
  position smallint NOT NULL,
  question text NOT NULL,
  answer text NOT NULL
);
CREATE INDEX faq_hotel_idx ON faq (hotel_id);

CREATE TABLE weather_normals (
  location_id integer NOT NULL REFERENCES locations(id),
  month smallint NOT NULL CHECK (month BETWEEN 1 AND 12),
  air_day real NOT NULL,
  air_night real NOT NULL,
  water real,
  sun_hours real NOT NULL,
  rainy_days smallint NOT NULL,
  PRIMARY KEY (location_id, month)
);

CREATE TABLE seo_categories (
  slug text PRIMARY KEY,
  title text NOT NULL,
  label text NOT NULL,
  type text NOT NULL,
  position smallint NOT NULL,
  active boolean NOT NULL
);

CREATE TABLE seo_pages (
  pathname text PRIMARY KEY,
  category text NOT NULL,
  location_id integer,
  meta jsonb NOT NULL,
  text text NOT NULL
);

CREATE TABLE sales_offices (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  city text NOT NULL,
  address text NOT NULL,
  postal_code text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  opening_hours text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL
);

CREATE TABLE favorites (
  favorites_id text NOT NULL,
  offer_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (favorites_id, offer_hash)
);

CREATE TABLE seed_info (
  id smallint PRIMARY KEY,
  seeded_on date NOT NULL,
  offers integer NOT NULL,
  random_seed integer NOT NULL
);
`;
