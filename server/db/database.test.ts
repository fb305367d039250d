import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { makeFixture } from "../../tests/support/fixture";
import { knownSchemaVersion, openDatabase } from "./database";

const fixture = makeFixture();
afterAll(() => fixture.remove());
const tables = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();

it("creates the folder and the schema, in WAL mode with synchronous FULL", () => {
  const db = openDatabase(fixture.dbPath("nested/deeper/leads"));
  expect(db.pragma("user_version", { simple: true })).toBe(knownSchemaVersion());
  expect(tables(db)).toEqual([
    "audit_log",
    "lead_history",
    "lead_notes",
    "leads",
    "outbox",
    "server_keys",
    "sessions",
    "sign_in_failures",
    "users",
  ]);
  expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
  expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
  db.close();
});

it("creates the folder and the file private to the server's user (0700 and 0600)", () => {
  const previous = process.umask(0o022);
  try {
    const file = fixture.dbPath("private/inner/leads");
    const db = openDatabase(file);
    db.prepare(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject)
       VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S')`,
    ).run();
    const mode = (path: string) => statSync(path).mode & 0o777;
    expect(mode(dirname(file))).toBe(0o700);
    expect(mode(dirname(dirname(file)))).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    // SQLite creates the write-ahead log and shared-memory files with the database's mode.
    expect(mode(`${file}-wal`)).toBe(0o600);
    expect(mode(`${file}-shm`)).toBe(0o600);
    db.close();
  } finally {
    process.umask(previous);
  }
});

const migration = (name: string) =>
  readFileSync(new URL(`./migrations/${name}`, import.meta.url), "utf8");

it("applies only the pending migrations and keeps the data", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  old.exec(migration("001-leads.sql"));
  old.pragma("user_version = 1");
  old
    .prepare(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject)
       VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S')`,
    )
    .run();
  old.close();

  const db = openDatabase(file);
  expect(db.pragma("user_version", { simple: true })).toBe(knownSchemaVersion());
  expect(tables(db)).toEqual([
    "audit_log",
    "lead_history",
    "lead_notes",
    "leads",
    "outbox",
    "server_keys",
    "sessions",
    "sign_in_failures",
    "users",
  ]);
  expect(db.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(1);
  db.close();
  // Opening again changes nothing.
  openDatabase(file).close();
});

it("migration 3 gives existing leads a random UUID and empties delivered outbox rows", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  old.exec(migration("001-leads.sql"));
  old.exec(migration("002-outbox.sql"));
  old.pragma("user_version = 2");
  const insert = old.prepare(
    `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject)
     VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S')`,
  );
  for (let i = 0; i < 50; i++) insert.run();
  old.exec(`INSERT INTO outbox (lead_id, payload, next_attempt_at, delivered_at)
    VALUES (1, '{"firstName":"A"}', 0, '2025-01-01T00:01:00.000Z'), (2, '{"firstName":"A"}', 0, NULL)`);
  old.close();

  const db = openDatabase(file);
  const keys = db.prepare("SELECT lead_key FROM leads").pluck().all() as string[];
  expect(keys).toHaveLength(50);
  for (const key of keys) {
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  expect(new Set(keys).size).toBe(50);
  expect(db.prepare("SELECT payload FROM outbox ORDER BY id").pluck().all()).toEqual([
    "",
    '{"firstName":"A"}',
  ]);
  db.close();
});

it("refuses a database from newer code", () => {
  const file = fixture.dbPath();
  const newer = new Database(file);
  newer.pragma("user_version = 99");
  newer.close();
  expect(() => openDatabase(file)).toThrow(
    `Database schema version 99 is newer than this code (${knownSchemaVersion()})`,
  );
});

it("migration 4 makes every existing outbox row a webhook row and gives leads a page column", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  for (const name of ["001-leads.sql", "002-outbox.sql", "003-lead-key-and-outbox-retention.sql"]) {
    old.exec(migration(name));
  }
  old.pragma("user_version = 3");
  old.exec(`INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject, lead_key)
    VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S', 'k1')`);
  old.exec("INSERT INTO outbox (lead_id, payload, next_attempt_at) VALUES (1, '{}', 0)");
  old.close();

  const db = openDatabase(file);
  expect(db.prepare("SELECT channel FROM outbox").pluck().all()).toEqual(["webhook"]);
  expect(db.prepare("SELECT page FROM leads").pluck().all()).toEqual([null]);
  // One row per lead and channel.
  expect(() =>
    db.exec(
      "INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (1, 'webhook', '{}', 0)",
    ),
  ).toThrow(/UNIQUE/);
  db.prepare(
    "INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (1, 'email', '{}', 0)",
  ).run();
  db.close();
});

it("migration 5 puts every existing lead in the inbox as New, and notes go with their lead", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  for (const name of [
    "001-leads.sql",
    "002-outbox.sql",
    "003-lead-key-and-outbox-retention.sql",
    "004-outbox-channels-and-page.sql",
  ]) {
    old.exec(migration(name));
  }
  old.pragma("user_version = 4");
  old.exec(`INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject, lead_key)
    VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S', 'k1')`);
  old.close();

  const db = openDatabase(file);
  expect(db.prepare("SELECT status, spam FROM leads").all()).toEqual([
    { status: "new", spam: null },
  ]);
  expect(() => db.exec("UPDATE leads SET status = 'archived'")).toThrow(/CHECK/);
  db.exec(
    "INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (1, 'now', 'o@example.com', 'n')",
  );
  db.exec("DELETE FROM leads");
  expect(db.prepare("SELECT COUNT(*) FROM lead_notes").pluck().get()).toBe(0);
  db.close();
});

it("marks the leads an inbox already worked as opened, and dates their last status change, when it adds those columns", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  // Every migration before the one that adds the event, the package and the inbox's marks.
  const names = readdirSync(new URL("./migrations/", import.meta.url))
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const adding = names.findIndex((name) => name.endsWith("-inbox-requests.sql"));
  for (const name of names.slice(0, adding)) old.exec(migration(name));
  old.pragma(`user_version = ${adding}`);
  const lead = old.prepare<[string, string]>(
    `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject, status)
     VALUES ('2025-01-01T00:00:00.000Z', ?, 'B', 'C', '', 'a@example.com', '', 'S', ?)`,
  );
  const worked = Number(lead.run("Worked", "contacted").lastInsertRowid);
  old
    .prepare(
      "INSERT INTO lead_history (lead_id, at, actor, event) VALUES (?, '2025-01-02T10:00:00.000Z', 'o', 'Status: New → Contacted'), (?, '2025-01-03T10:00:00.000Z', 'o', 'Note added')",
    )
    .run(worked, worked);
  const noted = Number(lead.run("Noted", "new").lastInsertRowid);
  old
    .prepare(
      "INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, '2025-01-02T00:00:00.000Z', 'o', 'n')",
    )
    .run(noted);
  lead.run("Untouched", "new");
  old.close();

  const db = openDatabase(file);
  expect(
    db.prepare("SELECT first_name, opened_at, status_changed_at FROM leads ORDER BY id").all(),
  ).toEqual([
    {
      first_name: "Worked",
      opened_at: "2025-01-01T00:00:00.000Z",
      status_changed_at: "2025-01-02T10:00:00.000Z",
    },
    { first_name: "Noted", opened_at: "2025-01-01T00:00:00.000Z", status_changed_at: null },
    { first_name: "Untouched", opened_at: null, status_changed_at: null },
  ]);
  db.close();
});
