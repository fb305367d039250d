-- What a request was about, as the button that opened the form named it: the event's title and
-- date, the pricing package's name. Leads stored before this have none.
ALTER TABLE leads ADD COLUMN event TEXT;
ALTER TABLE leads ADD COLUMN package TEXT;

-- When the status last changed (ISO 8601, UTC); NULL while it never has.
ALTER TABLE leads ADD COLUMN status_changed_at TEXT;
UPDATE leads SET status_changed_at = (
  SELECT max(at) FROM lead_history
  WHERE lead_history.lead_id = leads.id AND lead_history.event LIKE 'Status:%'
);

-- When someone first opened the lead's page in the inbox (ISO 8601, UTC); NULL: nobody has, and
-- the list marks it unopened. A lead that already has a status, a note or a history was opened.
ALTER TABLE leads ADD COLUMN opened_at TEXT;
UPDATE leads SET opened_at = received_at
WHERE status <> 'new'
  OR EXISTS (SELECT 1 FROM lead_history WHERE lead_history.lead_id = leads.id)
  OR EXISTS (SELECT 1 FROM lead_notes WHERE lead_notes.lead_id = leads.id);
CREATE INDEX leads_unopened ON leads (received_at) WHERE opened_at IS NULL AND spam IS NULL;
