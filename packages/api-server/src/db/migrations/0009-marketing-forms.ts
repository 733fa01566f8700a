// Migration 0009: the newsletter (double opt-in) and the enquiry forms (contact, franchise, mice,
// DSA notices), and the bot-protection solutions already used (docs/adr/0181-form-bot-protection.md).
// A sign-up's confirmation token is kept only as its SHA-256, so the table alone confirms nothing.
export const version = '0009-marketing-forms';

export const sql = /* sql */ `
CREATE TABLE newsletter_subscriptions (
  email text PRIMARY KEY CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  lists text[] NOT NULL DEFAULT '{}',
  pending_lists text[] NOT NULL DEFAULT '{}',
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

CREATE TABLE enquiries (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('contact', 'franchise', 'mice', 'dsa')),
  name text NOT NULL,
  email text NOT NULL,
  fields jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX enquiries_kind_created ON enquiries (kind, created_at DESC);

-- One row per accepted proof-of-work solution: a second use of the same challenge is refused.
CREATE TABLE bot_challenges_used (
  challenge_hash text PRIMARY KEY,
  action text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX bot_challenges_used_expires ON bot_challenges_used (expires_at);
`;
