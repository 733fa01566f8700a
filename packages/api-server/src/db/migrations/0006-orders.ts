// Migration 0006: orders created by 'Rezerwuj' (POST /purchase/create-offer-request/, ADR 0130).
// The id is a random UUID (v4) made by the API, so one order's address does not lead to another's.
// The price is the server's, in grosze, fixed when the order is made; the offer is kept as it was
// then (`offer_snapshot`), so the order outlives a change or removal of the offer.
export const version = '0006-orders';

export const sql = /* sql */ `
CREATE TABLE orders (
  id uuid PRIMARY KEY,
  state text NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'pending', 'paid', 'cancelled')),
  offer_id integer NOT NULL,
  offer_hash text NOT NULL,
  adults smallint NOT NULL CHECK (adults BETWEEN 1 AND 9),
  children date[] NOT NULL,
  price_total integer NOT NULL CHECK (price_total > 0),
  price_per_person integer NOT NULL,
  price_lines jsonb NOT NULL,
  offer_snapshot jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_offer_idx ON orders (offer_id);
`;
