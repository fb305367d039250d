-- Leads waiting to be POSTed to LEAD_WEBHOOK_URL; written in the same transaction as the lead.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id),
  payload TEXT NOT NULL, -- the JSON body to send
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL, -- epoch milliseconds
  last_error TEXT,
  delivered_at TEXT -- ISO 8601, UTC; NULL while pending
);

CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
