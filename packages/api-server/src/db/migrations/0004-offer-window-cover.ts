// Migration 0004: a covering index for departure-window searches, so a narrow date window is
// answered by an index-only scan instead of random heap reads across every hotel's pages.
export const version = '0004-offer-window-cover';

export const sql = /* sql */ `
DROP INDEX IF EXISTS offers_departure_idx;
CREATE INDEX offers_departure_cover_idx ON offers (departure_date, hotel_id)
  INCLUDE (id, duration_days, departure_city, board, transport, offer_type, tour_operator, places_left, price_adult,
    price_child, price_infant, discount_pct, is_hit);
`;
