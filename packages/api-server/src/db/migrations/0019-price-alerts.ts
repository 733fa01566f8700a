// Migration 0019: price alerts (docs/adr/0267-price-alerts.md). An alert waits for its double opt-in
// like a newsletter sign-up (only the hash of the link's token is kept), then watches one offer or
// one search until its departure date.
export const version = '0019-price-alerts';

export const sql = /* sql */ `
CREATE TABLE price_alerts (
  id uuid PRIMARY KEY,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('offer', 'search')),
  target_key text NOT NULL,
  offer_hash text,
  filters jsonb,
  url text NOT NULL,
  label text NOT NULL,
  -- The price per adult (grosze) the alert waits to see undercut; null: a search with no offer yet (any offer will do).
  price_adult integer,
  expires_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'active', 'off', 'expired')),
  confirm_token_hash text,
  confirm_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  notified_at timestamptz,
  UNIQUE (email, target_key)
);
CREATE INDEX price_alerts_offer ON price_alerts (offer_hash) WHERE status = 'active' AND kind = 'offer';
CREATE INDEX price_alerts_search ON price_alerts (expires_on) WHERE status = 'active' AND kind = 'search';
CREATE UNIQUE INDEX price_alerts_confirm ON price_alerts (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
`;
