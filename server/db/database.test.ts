import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { makeFixture } from "../testing/fixture";
import { openDatabase } from "./database";

const fixture = makeFixture();
afterAll(() => fixture.remove());
const tables = (db: Database.Database) =>
  db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();

it("creates the folder and the schema, in WAL mode with synchronous FULL", () => {
  const db = openDatabase(fixture.dbPath("nested/deeper/leads"));
  expect(db.pragma("user_version", { simple: true })).toBe(2);
  expect(tables(db)).toEqual(["leads", "outbox"]);
  expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
  expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
  expect(db.pragma("busy_timeout", { simple: true })).toBe(5000);
  db.close();
});

it("applies only the pending migrations and keeps the data", () => {
  const file = fixture.dbPath();
  const old = new Database(file);
  old.exec(readFileSync(new URL("./migrations/001-leads.sql", import.meta.url), "utf8"));
  old.pragma("user_version = 1");
  old
    .prepare(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject)
       VALUES ('2025-01-01T00:00:00.000Z', 'A', 'B', 'C', '', 'a@example.com', '', 'S')`,
    )
    .run();
  old.close();

  const db = openDatabase(file);
  expect(db.pragma("user_version", { simple: true })).toBe(2);
  expect(tables(db)).toEqual(["leads", "outbox"]);
  expect(db.prepare("SELECT COUNT(*) FROM leads").pluck().get()).toBe(1);
  db.close();
  // Opening again changes nothing.
  openDatabase(file).close();
});

it("refuses a database from newer code", () => {
  const file = fixture.dbPath();
  const newer = new Database(file);
  newer.pragma("user_version = 99");
  newer.close();
  expect(() => openDatabase(file)).toThrow(
    "Database schema version 99 is newer than this code (2)",
  );
});
