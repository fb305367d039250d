-- The owner's inbox under /admin: each lead's status and spam flag, notes and history, the
-- accounts that may sign in, their sessions, failed sign-ins (for the throttle) and the audit log.

ALTER TABLE leads ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost'));
-- Why the post was quarantined ('honeypot'); NULL for a lead in the inbox. Spam has no outbox rows.
ALTER TABLE leads ADD COLUMN spam TEXT;
CREATE INDEX leads_spam ON leads (spam, received_at) WHERE spam IS NOT NULL;

CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL, -- ISO 8601, UTC
  author TEXT NOT NULL, -- the account's email
  body TEXT NOT NULL
);
CREATE INDEX lead_notes_lead ON lead_notes (lead_id);

-- What happened to a lead after it was received: status changes, notes, release from quarantine.
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY,
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  at TEXT NOT NULL, -- ISO 8601, UTC
  actor TEXT NOT NULL, -- the account's email
  event TEXT NOT NULL
);
CREATE INDEX lead_history_lead ON lead_history (lead_id);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL, -- scrypt$N$r$p$salt$hash (server/admin/passwords.ts)
  created_at TEXT NOT NULL,
  password_changed_at TEXT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY, -- SHA-256 of the cookie's token, hex: the token itself is not kept
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL, -- epoch milliseconds
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Failed sign-ins of the last 15 minutes, by the email typed and by client address.
CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  at INTEGER NOT NULL, -- epoch milliseconds
  account TEXT NOT NULL, -- the email as typed, lower case
  client TEXT NOT NULL -- the client's rate-limit key (an IPv4 address or an IPv6 /64)
);
CREATE INDEX sign_in_failures_account ON sign_in_failures (account, at);
CREATE INDEX sign_in_failures_client ON sign_in_failures (client, at);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL, -- ISO 8601, UTC
  account TEXT, -- the signed-in account, or the email typed at a failed sign-in
  client_address TEXT,
  action TEXT NOT NULL,
  detail TEXT -- never a lead's personal data: a deletion names the lead's id
);
CREATE INDEX audit_log_at ON audit_log (at);
