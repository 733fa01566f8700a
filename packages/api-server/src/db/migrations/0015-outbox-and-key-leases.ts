// Migration 0015: the mail outbox becomes a transactional outbox with a sender that leases rows,
// and idempotency keys get a scope (the client or the order) and a lease
// (docs/adr/0205-outbox-idempotency-lanes.md).
export const version = '0015-outbox-and-key-leases';

export const sql = /* sql */ `
-- The message as it is to be sent, written in the transaction that causes it; the sender builds
-- the RFC 822 message (eml) from it with the Message-ID derived from the row's id.
ALTER TABLE mail_outbox ADD COLUMN body_text text;
ALTER TABLE mail_outbox ADD COLUMN body_html text;
-- A sender's claim: until then no other sender takes the row; a sender that died loses it then.
ALTER TABLE mail_outbox ADD COLUMN lease_until timestamptz;
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
-- After a failed attempt, not before this (a growing back-off).
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
-- Rows written before: a file or an SMTP send means delivered; a claimed, empty row is sent again.
UPDATE mail_outbox SET sent_at = created_at WHERE sent_at IS NULL AND (file IS NOT NULL OR transport = 'smtp' AND eml <> '');
CREATE INDEX mail_outbox_unsent ON mail_outbox (created_at) WHERE sent_at IS NULL;

-- A key belongs to a client or an order: the same key from someone else is another request.
ALTER TABLE idempotency_keys ADD COLUMN scope text NOT NULL DEFAULT '';
-- While the first request runs it renews this; past it, a process that died has lost the key.
ALTER TABLE idempotency_keys ADD COLUMN lease_until timestamptz;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, route, key);
`;
