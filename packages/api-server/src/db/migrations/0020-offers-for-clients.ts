// Migration 0020: offers staff prepare for one client (docs/adr/0261-offer-for-client.md). The id is
// the link's key (128 random bits); the offer is named by its code, not a foreign key, because an
// import deletes withdrawn offers and the client must still be told what the offer was (`snapshot`).
export const version = '0020-offers-for-clients';

export const sql = /* sql */ `
CREATE TABLE offers_for_clients (
  id text PRIMARY KEY,
  offer_hash text NOT NULL,
  adults integer NOT NULL CHECK (adults BETWEEN 1 AND 9),
  children jsonb NOT NULL DEFAULT '[]'::jsonb,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  expires_on date NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  prepared_by text NOT NULL,
  created_at timestamptz NOT NULL,
  snapshot jsonb NOT NULL
);
CREATE INDEX offers_for_clients_created_by ON offers_for_clients (created_by, created_at);
`;
