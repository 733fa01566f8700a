// Migration 0012: per-location offer figures kept by whoever writes offers (the seed, the offer
// import; docs/adr/0191-offer-import-and-scale-out.md), so autosuggest, the destination lists and
// the guide read a few thousand summary rows instead of aggregating every offer on each request.
export const version = '0012-offer-location-stats';

export const sql = /* sql */ `
-- One row per (location, hotel, offer type, transport, bookable by the default party): every
-- ancestor location of the hotel holds a row, so a location's figures are one index range.
-- Counts only offers departing after \`as_of\` (offer_location_stats_state), the day they were computed for.
CREATE TABLE offer_location_stats (
  location_id integer NOT NULL,
  hotel_id integer NOT NULL,
  offer_type text NOT NULL,
  transport text NOT NULL,
  -- places_left is enough for the default party (what a search without a party asks for).
  bookable boolean NOT NULL,
  -- The hotel stands in an exotic country (the egzotyka category).
  exotic boolean NOT NULL,
  offers integer NOT NULL,
  hits integer NOT NULL,
  min_price integer NOT NULL,
  PRIMARY KEY (location_id, hotel_id, offer_type, transport, bookable)
);

CREATE TABLE offer_location_stats_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  as_of date NOT NULL
);

-- The featured opinions of the home page, newest or best first, without reading every opinion.
CREATE INDEX opinions_featured_idx ON opinions (created_at DESC, id) WHERE featured;
CREATE INDEX opinions_featured_rating_idx ON opinions (rating DESC, created_at DESC, id) WHERE featured;
`;
