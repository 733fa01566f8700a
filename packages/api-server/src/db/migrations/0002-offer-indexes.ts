// Migration 0002: search indexes on offers (see docs/adr/0040-offer-search-schema.md).
export const version = '0002-offer-indexes';

export const sql = /* sql */ `
CREATE INDEX offers_departure_idx ON offers (departure_date, hotel_id);
CREATE INDEX offers_hotel_price_idx ON offers (hotel_id, price_adult);
CREATE INDEX offers_locations_gin ON offers USING gin (location_ids);
CREATE INDEX offers_hit_idx ON offers (hotel_id) WHERE is_hit;
CREATE INDEX offers_discount_idx ON offers (discount_pct DESC) WHERE discount_pct > 0;
`;
