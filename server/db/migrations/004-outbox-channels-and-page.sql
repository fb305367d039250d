-- One outbox row per lead and channel (decision 014): 'webhook' (LEAD_WEBHOOK_URL) and 'email'
-- (SMTP_URL) are delivered, retried and recorded apart. Rows written before this are webhook rows.
ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook';
CREATE UNIQUE INDEX outbox_lead_channel ON outbox (lead_id, channel);

-- The path of the page the form was sent from (its Referer), kept beside source_page, which holds
-- the opener's source tag when there is one.
ALTER TABLE leads ADD COLUMN page TEXT;
