-- The email the visitor gets for each request (docs/decisions/075-an-email-to-the-visitor.md) is an outbox
-- row of channel 'visitor'. A subscription counts once its address confirmed it (double opt-in)
-- and ends when the address unsubscribes; both ISO 8601, UTC; NULL while it has not happened.
ALTER TABLE leads ADD COLUMN confirmed_at TEXT;
ALTER TABLE leads ADD COLUMN unsubscribed_at TEXT;

-- At most one visitor email per address and request a day: counted from these rows.
CREATE INDEX leads_email_intent ON leads (lower(email), intent, received_at);

-- Keys the server makes for itself and keeps with its data (the HMAC key of the links in visitor
-- emails): nothing to configure, and a restored backup keeps the links it sent working.
CREATE TABLE server_keys (
  name TEXT PRIMARY KEY,
  value BLOB NOT NULL
);
