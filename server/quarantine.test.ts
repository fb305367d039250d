import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedLead } from "../tests/support/fixture";
import type { Db } from "./db/database";
import { openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { startRetention } from "./retention";

const post = (receivedAt: string, email: string) =>
  storedLead({ receivedAt, email, clientAddress: "192.0.2.9" });

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "eca-quarantine-"));
  db = openDatabase(join(dir, "leads.db"));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const rows = (sql: string) => db.prepare(sql).all();

describe("spam quarantine", () => {
  it("stores spam without queueing it, and keeps it out of the inbox list", () => {
    const store = new LeadStore(db, { channels: ["email", "webhook"] });
    store.addSpam(post("2026-11-20T10:00:00.000Z", "bot@example.com"), "honeypot");
    expect(rows("SELECT email, spam, status FROM leads")).toEqual([
      { email: "bot@example.com", spam: "honeypot", status: "new" },
    ]);
    expect(rows("SELECT * FROM outbox")).toEqual([]);
    expect(store.list()).toEqual([]);
  });

  it("drops the oldest spam past the cap, logs it, and never touches real leads", () => {
    const log = vi.fn();
    const store = new LeadStore(db, { channels: ["email"], spamCap: 3, log });
    store.add(post("2026-11-01T00:00:00.000Z", "real@example.com"));
    for (let day = 10; day < 15; day++) {
      store.addSpam(post(`2026-11-${day}T00:00:00.000Z`, `bot${day}@example.com`), "honeypot");
    }
    expect(
      rows("SELECT email FROM leads WHERE spam IS NOT NULL ORDER BY id").map(
        (row) => (row as { email: string }).email,
      ),
    ).toEqual(["bot12@example.com", "bot13@example.com", "bot14@example.com"]);
    expect(store.list().map((lead) => lead.email)).toEqual(["real@example.com"]);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith("quarantine: full (3); dropped the oldest 1 spam post(s)");
  });

  it("releases spam into the inbox and queues each channel exactly once", () => {
    const store = new LeadStore(db, { channels: ["email", "webhook"], now: () => 5 });
    const id = store.addSpam(post("2026-11-20T10:00:00.000Z", "person@example.com"), "honeypot");
    expect(store.release(id, "owner@example.com")).toBe(true);
    expect(store.release(id, "owner@example.com")).toBe(false);
    expect(rows("SELECT lead_id AS leadId, channel FROM outbox ORDER BY channel")).toEqual([
      { leadId: id, channel: "email" },
      { leadId: id, channel: "webhook" },
    ]);
    expect(store.list().map((lead) => lead.email)).toEqual(["person@example.com"]);
    expect(rows("SELECT actor, event FROM lead_history")).toEqual([
      { actor: "owner@example.com", event: "Marked not spam: moved to the inbox" },
    ]);
    // A lead that was never spam cannot be "released" into a second delivery.
    const real = store.add(post("2026-11-21T10:00:00.000Z", "real@example.com"));
    expect(store.release(real, "owner@example.com")).toBe(false);
    expect(rows("SELECT COUNT(*) AS n FROM outbox")).toEqual([{ n: 4 }]);
  });

  it("purges spam after 30 days at start, leaving real leads of the same age", () => {
    const now = () => Date.parse("2026-11-30T12:00:00Z");
    const store = new LeadStore(db, { channels: [], now });
    store.addSpam(post("2026-10-31T11:59:59.000Z", "old-bot@example.com"), "honeypot");
    store.addSpam(post("2026-10-31T12:00:00.000Z", "edge-bot@example.com"), "honeypot");
    store.add(post("2026-10-01T00:00:00.000Z", "real@example.com"));
    startRetention(store, now).stop();
    expect(rows("SELECT email FROM leads ORDER BY id")).toEqual([
      { email: "edge-bot@example.com" },
      { email: "real@example.com" },
    ]);
  });

  it("deletes a lead with its outbox rows, notes and history", () => {
    const store = new LeadStore(db, { channels: ["email"] });
    const id = store.add(post("2026-11-20T10:00:00.000Z", "gone@example.com"));
    db.prepare(
      "INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, 'now', 'o@example.com', 'called')",
    ).run(id);
    expect(store.delete(id)).toBe(true);
    expect(store.delete(id)).toBe(false);
    for (const table of ["leads", "outbox", "lead_notes", "lead_history"]) {
      expect(rows(`SELECT * FROM ${table}`)).toEqual([]);
    }
  });
});
