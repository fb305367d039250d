import { createHash } from "node:crypto";
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  storedLead,
  validLead,
} from "../tests/support/fixture";
import { startServer } from "../tests/support/spawn";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { writeSnapshot } from "./backup";
import { knownSchemaVersion, openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { runLeadsCli } from "./leads-report";

const lead = (email: string) => storedLead({ email });

const emailsIn = (file: string) => readRows(file, "leads").map((row) => row.email);
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

let fixture: Fixture;
let store: string;
let snapshot: string;

/** A lead store holding `emails`, closed. */
function makeStore(file: string, emails: string[]) {
  const db = openDatabase(file);
  const leads = new LeadStore(db, { channels: ["email"] });
  for (const email of emails) leads.add(lead(email));
  db.close();
}

beforeEach(async () => {
  fixture = makeFixture();
  store = fixture.dbPath("current");
  makeStore(store, ["current@example.com"]);
  const source = fixture.dbPath("source");
  makeStore(source, ["one@example.com", "two@example.com"]);
  const db = openDatabase(source);
  snapshot = join(fixture.dir, "backups", "leads-20261125T100000Z.db");
  await writeSnapshot(db, snapshot);
  db.close();
});
afterEach(() => fixture.remove());

async function leadsCli(args: string[], leadsDb = store) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(
    args,
    { LEADS_DB: leadsDb },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

/** Runs a restore that must be refused, and checks that nothing beside the store changed. */
async function expectRefused(file: string, reason: RegExp) {
  const before = sha256(store);
  const names = readdirSync(join(fixture.dir, "data")).sort();
  const { code, out, err } = await leadsCli(["--restore", file]);
  expect(code).toBe(1);
  expect(out).toBe("");
  expect(err).toMatch(reason);
  expect(err).toMatch(/^Refused: .*\.\nNothing was changed\.\n$/);
  expect(sha256(store)).toBe(before);
  expect(readdirSync(join(fixture.dir, "data")).sort()).toEqual(names);
  expect(emailsIn(store)).toEqual(["current@example.com"]);
}

describe("npm run leads -- --restore", () => {
  it("round trip: a snapshot restored into a fresh path holds the same leads, mode 0600", async () => {
    const fresh = join(fixture.dir, "fresh", "data", "leads.db");
    const { code, out } = await leadsCli(["--restore", snapshot], fresh);
    expect(code).toBe(0);
    expect(out).toBe(`Restored 2 leads from ${snapshot} into ${fresh}.\n`);
    expect(emailsIn(fresh)).toEqual(["one@example.com", "two@example.com"]);
    expect(readRows(fresh, "outbox")).toHaveLength(2);
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
    expect(statSync(join(fixture.dir, "fresh", "data")).mode & 0o777).toBe(0o700);
    expect(readdirSync(join(fixture.dir, "fresh", "data"))).toEqual(["leads.db"]);
    // The snapshot itself is left as it was: a restore copies it.
    expect(existsSync(snapshot)).toBe(true);
  });

  it("keeps the store it replaces beside it as leads.db.before-restore-<time>", async () => {
    const { code, out } = await leadsCli(["--restore", snapshot]);
    expect(code).toBe(0);
    const kept = readdirSync(join(fixture.dir, "data")).filter((name) =>
      name.startsWith("current.db.before-restore-"),
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^current\.db\.before-restore-\d{8}T\d{6}Z$/);
    expect(out).toContain(
      `The store it replaced is kept as ${join(fixture.dir, "data", kept[0] ?? "")}.`,
    );
    expect(emailsIn(join(fixture.dir, "data", kept[0] ?? ""))).toEqual(["current@example.com"]);
    expect(emailsIn(store)).toEqual(["one@example.com", "two@example.com"]);
  });

  it("migrates a snapshot from an older schema version", async () => {
    const old = join(fixture.dir, "old.db");
    const db = new Database(old);
    db.exec(readFileSync(new URL("./db/migrations/001-leads.sql", import.meta.url), "utf8"));
    db.pragma("user_version = 1");
    db.prepare(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description, subject)
       VALUES ('2024-01-01T00:00:00.000Z', 'Old', 'Lead', 'Co', '', 'old@example.com', '', 's')`,
    ).run();
    db.close();
    const { code, out } = await leadsCli(["--restore", old]);
    expect(code).toBe(0);
    expect(out).toContain(`(schema version 1 migrated to ${knownSchemaVersion()})`);
    expect(emailsIn(store)).toEqual(["old@example.com"]);
    expect(readRows(store, "leads")[0]?.lead_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a truncated snapshot", async () => {
    const truncated = join(fixture.dir, "truncated.db");
    writeFileSync(truncated, readFileSync(snapshot).subarray(0, statSync(snapshot).size / 2));
    await expectRefused(truncated, /truncated\.db is damaged or is not a SQLite database/);
    truncateSync(truncated, 40);
    await expectRefused(truncated, /is damaged or is not a SQLite database/);
  });

  it("refuses a file that is not a database, and one that does not exist", async () => {
    const text = join(fixture.dir, "notes.txt");
    writeFileSync(text, "Call Ada back on Monday.\n".repeat(200));
    await expectRefused(text, /notes\.txt is damaged or is not a SQLite database/);
    await expectRefused(join(fixture.dir, "missing.db"), /missing\.db does not exist/);
  });

  it("refuses another application's SQLite database", async () => {
    const foreign = join(fixture.dir, "photos.db");
    const db = new Database(foreign);
    db.exec(
      "CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT); INSERT INTO photos VALUES (1, 'a.jpg')",
    );
    db.close();
    await expectRefused(foreign, /photos\.db is a SQLite database but not a lead store/);
    // Even with a schema version, a database without a leads table is not ours.
    const versioned = new Database(foreign);
    versioned.pragma("user_version = 2");
    versioned.close();
    await expectRefused(foreign, /not a lead store \(schema version 2, no leads table\)/);
  });

  it("refuses a snapshot from a newer schema version than the code knows", async () => {
    const db = new Database(snapshot);
    db.pragma(`user_version = ${knownSchemaVersion() + 1}`);
    db.close();
    await expectRefused(
      snapshot,
      new RegExp(
        `has schema version ${knownSchemaVersion() + 1}, newer than this code's ${knownSchemaVersion()}`,
      ),
    );
  });
});

describe("restore beside the real server", () => {
  it(
    "is refused while the server runs; after SIGTERM (exit 0) it brings back the start snapshot",
    async () => {
      const leadsDb = fixture.dbPath("served");
      const backupDir = join(fixture.dir, "served-backups");
      makeStore(leadsDb, ["kept@example.com"]);
      const server = await startServer({
        PORT: "4358",
        BUILD_DIR: fixture.buildDir,
        LEADS_DB: leadsDb,
        BACKUP_DIR: backupDir,
      });
      try {
        await waitForState(() => expect(server.output()).toMatch(/backup: .*\(\d+ KB, 1 lead, /));
        const [started] = readdirSync(backupDir).filter((name) => name.startsWith("leads-"));
        const response = await fetch(server.url, {
          method: "POST",
          body: formBody({ ...validLead, email: "after-snapshot@example.com" }),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Accept: "application/json",
          },
        });
        expect(response.status).toBe(200);

        const refused = await leadsCli(["--restore", join(backupDir, started ?? "")], leadsDb);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain(
          `${leadsDb} is open in another process: stop the server first`,
        );
        expect(emailsIn(leadsDb)).toEqual(["kept@example.com", "after-snapshot@example.com"]);

        server.child.kill("SIGTERM");
        expect(await server.exited).toEqual({ code: 0, signal: null });
        const restored = await leadsCli(["--restore", join(backupDir, started ?? "")], leadsDb);
        expect(restored.code).toBe(0);
        expect(emailsIn(leadsDb)).toEqual(["kept@example.com"]);
      } finally {
        await server.stop();
      }
    },
    SOCKET_TEST_TIMEOUT_MS,
  );
});
