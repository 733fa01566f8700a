// Migration 0014: the money path as a state machine (docs/adr/0200-payment-state-machine.md).
// Payments gain the states of verification, supersession and refund; the order carries the fence
// of a payment being verified; offers count the places live orders hold (moved by the same UPDATE
// that moves places_left), so `npm run check:payments` can prove seats held = seats of live orders.
// Refunds and the staff's attention list are tables; the sandbox gateway keeps a time limit,
// refunds and a queue of notifications it re-sends until the shop answers 200.
export const version = '0014-payment-states';

export const sql = /* sql */ `
ALTER TABLE payments DROP CONSTRAINT payments_status_check;
ALTER TABLE payments ADD CONSTRAINT payments_status_check
  CHECK (status IN ('pending', 'verifying', 'paid', 'fail', 'expired', 'superseded', 'refund-pending', 'refunded'));
-- Reconciliation reads every payment the shop cannot call final, and the late ones for a day.
CREATE INDEX payments_open_idx ON payments (created_at) WHERE status IN ('pending', 'verifying', 'expired', 'superseded', 'refund-pending');

-- While this lies in the future a payment of the order is being verified: no hold release touches it.
ALTER TABLE orders ADD COLUMN verifying_until timestamptz;

ALTER TABLE offers ADD COLUMN places_held integer NOT NULL DEFAULT 0;
UPDATE offers f SET places_held = h.n
FROM (SELECT offer_id, sum(places_taken)::int AS n FROM orders WHERE state IN ('pending', 'paid') GROUP BY offer_id) h
WHERE f.id = h.offer_id;

-- A refund is always of a whole payment, so one row per payment; a failed one is asked again in place.
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY,
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id),
  order_id uuid NOT NULL REFERENCES orders (id),
  amount integer NOT NULL CHECK (amount > 0),
  reason text NOT NULL CHECK (reason IN ('order-cancelled', 'double-payment', 'staff')),
  status text NOT NULL CHECK (status IN ('pending', 'done', 'failed')),
  error text,
  created_at timestamptz NOT NULL,
  done_at timestamptz
);
CREATE INDEX payment_refunds_open_idx ON payment_refunds (created_at) WHERE status <> 'done';

-- What staff must look at, written in the transaction of its cause.
CREATE TABLE payment_incidents (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('late-payment-rebooked', 'late-payment-refunded', 'double-payment', 'refund-failed')),
  order_id uuid NOT NULL REFERENCES orders (id),
  payment_id uuid NOT NULL REFERENCES payments (id),
  session_id text NOT NULL,
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  UNIQUE (kind, payment_id)
);

ALTER TABLE sandbox_transactions DROP CONSTRAINT sandbox_transactions_status_check;
ALTER TABLE sandbox_transactions ADD CONSTRAINT sandbox_transactions_status_check
  CHECK (status IN ('registered', 'paid', 'declined', 'pending-transfer', 'abandoned', 'verified', 'cancelled', 'refunded'));
-- Przelewy24's timeLimit: no payment is taken after it (null: no limit).
ALTER TABLE sandbox_transactions ADD COLUMN time_limit_at timestamptz;
ALTER TABLE sandbox_transactions ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0;
-- Notifications the sandbox owes the shop: re-sent on a back-off until one gets a 200.
CREATE TABLE sandbox_deliveries (
  id bigserial PRIMARY KEY,
  session_id text NOT NULL,
  url_status text NOT NULL,
  body jsonb NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_status integer,
  next_attempt_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sandbox_deliveries_due_idx ON sandbox_deliveries (next_attempt_at) WHERE delivered_at IS NULL;
`;
