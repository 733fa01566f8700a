// Migration 0017: personal data only for its owner, and 'Moje rezerwacje' without a password
// (docs/adr/0240-customer-access.md). `owner_key` is the hash of the creating browser's cookie;
// links and sessions keep only hashes of their tokens, so reading the tables signs nobody in.
export const version = '0017-customer-access';

export const sql = /* sql */ `
ALTER TABLE orders ADD COLUMN owner_key text;
CREATE INDEX orders_booker_email ON orders (lower(client_data->'booker'->>'email'));

CREATE TABLE customer_sign_in_links (
  id_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX customer_sign_in_links_email ON customer_sign_in_links (email, created_at);

CREATE TABLE customer_sessions (
  id_hash text PRIMARY KEY,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
`;
