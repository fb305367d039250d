CREATE TABLE leads (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL, -- ISO 8601, UTC
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  description TEXT NOT NULL,
  subject TEXT NOT NULL,
  source_page TEXT,
  user_agent TEXT,
  client_address TEXT
);

CREATE INDEX leads_received_at ON leads (received_at);
