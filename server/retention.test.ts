import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storedLead } from "../tests/support/fixture";
import { holdWriteLock } from "../tests/support/lock";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { retentionCutoff, startRetention } from "./retention";

const lead = (receivedAt: string, email: string) =>
  storedLead({ receivedAt, email, intent: "consultation" });

describe("lead retention", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "eca-retention-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps 24 months, counted in UTC calendar months", () => {
    expect(retentionCutoff(Date.parse("2026-11-22T10:00:00Z"))).toBe("2024-11-22T10:00:00.000Z");
  });

  it("deletes older leads and their outbox rows at start, and keeps the rest", () => {
    const db = openDatabase(join(dir, "leads.db"));
    const now = () => Date.parse("2026-11-22T10:00:00Z");
    const store = new LeadStore(db, { channels: ["webhook"], now });
    store.add(lead("2024-11-22T09:59:59.000Z", "old@example.com"));
    store.add(lead("2024-11-22T10:00:00.000Z", "edge@example.com"));
    store.add(lead("2026-11-01T08:00:00.000Z", "new@example.com"));

    const retention = startRetention(store, now);
    retention.stop();

    expect(store.list().map((kept) => kept.email)).toEqual(["new@example.com", "edge@example.com"]);
    const outboxLeads = db.prepare("SELECT count(*) AS count FROM outbox").get() as {
      count: number;
    };
    expect(outboxLeads.count).toBe(2);
    db.close();
  });

  it("leaves nothing of a purged lead or spam post in the database file or its write-ahead log", () => {
    const file = join(dir, "leads.db");
    const db = openDatabase(file);
    const now = () => Date.parse("2026-11-22T10:00:00Z");
    const store = new LeadStore(db, { channels: ["webhook"], now });
    const marker = "Periwinkle5X";
    const old = (email: string) =>
      storedLead({
        receivedAt: "2024-01-01T00:00:00.000Z",
        email,
        company: `${marker} Inc`,
        description: `${marker} `.repeat(200),
      });
    store.add(old("old@example.com"));
    store.addSpam(
      { ...old("spam@example.com"), receivedAt: "2026-10-01T00:00:00.000Z" },
      "honeypot",
    );
    store.add(lead("2026-11-01T08:00:00.000Z", "new@example.com"));
    const hits = () =>
      [file, `${file}-wal`]
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path).toString("latin1").split(marker).length - 1)
        .reduce((sum, count) => sum + count, 0);
    expect(hits()).toBeGreaterThan(0);

    startRetention(store, now).stop();

    expect(store.list().map((kept) => kept.email)).toEqual(["new@example.com"]);
    expect(db.prepare("SELECT count(*) FROM leads").pluck().get()).toBe(1);
    expect(hits()).toBe(0);
    db.close();
  });

  it(
    "waits for another process's lock on the database, then deletes",
    async () => {
      const file = join(dir, "leads.db");
      const db = openDatabase(file, { busyTimeoutMs: 0 });
      const now = () => Date.parse("2026-11-22T10:00:00Z");
      const store = new LeadStore(db, { channels: [], now });
      store.add(lead("2020-01-01T00:00:00.000Z", "old@example.com"));
      store.add(lead("2026-11-01T08:00:00.000Z", "new@example.com"));
      const lock = await holdWriteLock(file);
      let retention: { stop(): void } | undefined;
      try {
        retention = startRetention(store, now);
        expect(store.list()).toHaveLength(2);
      } finally {
        await lock.release();
      }
      await waitForState(() =>
        expect(store.list().map((kept) => kept.email)).toEqual(["new@example.com"]),
      );
      retention.stop();
      db.close();
    },
    SOCKET_TEST_TIMEOUT_MS,
  );
});
