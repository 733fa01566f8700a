// Migration 0007: staff accounts and their server-side sessions (docs/adr/0140-staff-sign-in.md).
// Passwords are scrypt hashes in PHC-like form (`scrypt$N$r$p$salt$hash`, base64); a session row
// is keyed by the SHA-256 of the id the cookie carries, so the table alone signs nobody in. Expiry
// is decided by the API's clock against `last_seen_at` (idle) and `expires_at` (absolute).
// `sign_in_failures` counts failed sign-ins per account within the throttling window.
export const version = '0007-users-sessions';

export const sql = /* sql */ `
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  display_name text,
  roles text[] NOT NULL CHECK (roles <@ ARRAY['ROLE_ADMIN', 'ROLE_AI_SEO', 'ROLE_USER']::text[]),
  password_hash text NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  password_changed_at timestamptz NOT NULL
);
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE TABLE sign_in_failures (
  account text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX sign_in_failures_account_idx ON sign_in_failures (account, failed_at);
`;
