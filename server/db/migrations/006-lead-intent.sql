-- What the visitor asked for (src/content/contact-intents.ts): a consultation, a free guide, a
-- subscription, an event registration or recording. Leads stored before this have none.
ALTER TABLE leads ADD COLUMN intent TEXT;
