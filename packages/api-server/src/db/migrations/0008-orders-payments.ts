// Migration 0008: the order flow after 'Rezerwuj' (ADR 0150). The order keeps its extras, agreements,
// client data (draft and validated), the reservation (ftr number, places taken, hold deadline) and
// what was paid; payments follow the gateway's session; idempotency keys replay a first answer;
// confirmations wait in an outbox. Money is integer grosze, times are timestamptz.
export const version = '0008-orders-payments';

export const sql = /* sql */ `
ALTER TABLE orders
  ADD COLUMN mode text NOT NULL DEFAULT 'form' CHECK (mode IN ('form', 'thank-you', 'unavailable')),
  ADD COLUMN order_hash text,
  ADD COLUMN reservation_number text UNIQUE,
  ADD COLUMN places_taken smallint NOT NULL DEFAULT 0 CHECK (places_taken >= 0),
  ADD COLUMN hold_until timestamptz,
  ADD COLUMN products jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN extras_total integer NOT NULL DEFAULT 0 CHECK (extras_total >= 0),
  ADD COLUMN agreements jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN client_draft jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN client_data jsonb,
  ADD COLUMN paid_total integer NOT NULL DEFAULT 0 CHECK (paid_total >= 0),
  ADD COLUMN purchase_tracked_at timestamptz,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE orders SET order_hash = md5(id::text || clock_timestamp()::text || random()::text) WHERE order_hash IS NULL;
ALTER TABLE orders ALTER COLUMN order_hash SET NOT NULL;
CREATE UNIQUE INDEX orders_hash_idx ON orders (order_hash);
-- The expiry sweep reads only reserved, unpaid orders by their deadline.
CREATE INDEX orders_hold_idx ON orders (hold_until) WHERE state = 'pending';
CREATE SEQUENCE IF NOT EXISTS reservation_number_seq;

-- One row per reservation request (create-executive), read by its status call.
CREATE TABLE order_executions (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  status text NOT NULL CHECK (status IN ('pending', 'ok', 'error')),
  reason text CHECK (reason IN ('unavailable', 'price-changed', 'expired')),
  alternatives jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL
);
CREATE INDEX order_executions_order_idx ON order_executions (order_id);

-- A sum due on a booked order after its first payment (the rest after a deposit), paid by a link.
CREATE TABLE direct_payments (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  kind text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'paid', 'expired')),
  created_at timestamptz NOT NULL
);
CREATE INDEX direct_payments_order_idx ON direct_payments (order_id);

-- One row per attempt at the gateway; session_id is the gateway's sessionId.
CREATE TABLE payments (
  id uuid PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id),
  direct_payment_id uuid REFERENCES direct_payments (id),
  session_id text NOT NULL UNIQUE,
  gateway text NOT NULL,
  method text NOT NULL,
  kind text NOT NULL,
  condition_id text NOT NULL,
  -- What the gateway charges (part + fee) and the fee inside it.
  amount integer NOT NULL CHECK (amount > 0),
  fee integer NOT NULL CHECK (fee >= 0),
  currency text NOT NULL DEFAULT 'PLN',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'fail', 'expired')),
  gateway_token text,
  gateway_order_id bigint,
  error text,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX payments_order_idx ON payments (order_id);

-- Every notification received, checked or not (audit; replays are visible here).
CREATE TABLE payment_notifications (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL,
  gateway_order_id bigint,
  outcome text NOT NULL,
  body jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

-- The first answer of a creating or paying call, per key and call.
CREATE TABLE idempotency_keys (
  key text NOT NULL,
  route text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (key, route)
);

-- E-mails: written here (and as .eml files under DATA_DIR/outbox), or sent by SMTP and recorded.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  order_id uuid REFERENCES orders (id),
  kind text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  eml text NOT NULL,
  file text,
  transport text NOT NULL CHECK (transport IN ('outbox', 'smtp')),
  sent_at timestamptz,
  error text,
  created_at timestamptz NOT NULL,
  UNIQUE (order_id, kind)
);

CREATE TABLE purchase_contacts (
  id uuid PRIMARY KEY,
  order_id uuid REFERENCES orders (id),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  message text NOT NULL,
  created_at timestamptz NOT NULL
);

-- The sandbox gateway's own books: what Przelewy24 keeps about a registered transaction.
CREATE SEQUENCE IF NOT EXISTS sandbox_p24_order_seq START 300000001;
CREATE TABLE sandbox_transactions (
  token text PRIMARY KEY,
  p24_order_id bigint NOT NULL UNIQUE,
  merchant_id integer NOT NULL,
  pos_id integer NOT NULL,
  session_id text NOT NULL UNIQUE,
  amount integer NOT NULL,
  currency text NOT NULL,
  description text NOT NULL,
  email text NOT NULL,
  url_return text NOT NULL,
  url_status text NOT NULL,
  status text NOT NULL CHECK (status IN ('registered', 'paid', 'declined', 'pending-transfer', 'abandoned', 'verified')),
  method_id integer,
  created_at timestamptz NOT NULL
);
`;
