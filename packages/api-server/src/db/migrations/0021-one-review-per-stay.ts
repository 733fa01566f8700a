// Migration 0021: one review per stay (docs/product/reviews.md). A review remembers the reservation
// its e-mail link named; of one stay's reviews only one may wait for verification or be published.
// Reviews written before this migration name no reservation and are left as they are.
export const version = '0021-one-review-per-stay';

export const sql = /* sql */ `
ALTER TABLE reviews ADD COLUMN reservation text;
CREATE UNIQUE INDEX reviews_one_per_stay ON reviews (hotel_id, reservation)
  WHERE reservation IS NOT NULL AND status IN ('to_verification', 'published');
`;
