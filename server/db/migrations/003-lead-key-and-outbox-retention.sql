-- A random identifier per lead (a UUID), sent as the webhook's Idempotency-Key instead of the row
-- id: row ids restart when a database is recreated and reveal how many leads there are.
ALTER TABLE leads ADD COLUMN lead_key TEXT;

-- Leads stored before this migration get a random version 4 UUID too.
UPDATE leads SET lead_key = lower(
  hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-'
  || hex(randomblob(6))
)
WHERE lead_key IS NULL;

CREATE UNIQUE INDEX leads_lead_key ON leads (lead_key);

-- A delivered outbox row keeps only its delivery record: the copy of the lead it carried is
-- dropped (the lead itself stays in the leads table).
UPDATE outbox SET payload = '' WHERE delivered_at IS NOT NULL;
