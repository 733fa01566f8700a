// Migration 0003: one index per sort for the per-hotel best-offer probe (see ADR 0040).
export const version = '0003-hotel-probe-indexes';

export const sql = /* sql */ `
CREATE INDEX offers_hotel_date_idx ON offers (hotel_id, departure_date, price_adult);
CREATE INDEX offers_hotel_discount_idx ON offers (hotel_id, discount_pct DESC, price_adult);
CREATE INDEX offers_hotel_hit_idx ON offers (hotel_id, is_hit DESC, price_adult);
DROP INDEX IF EXISTS offers_hit_idx;
DROP INDEX IF EXISTS offers_discount_idx;
`;
