import { createHash } from "node:crypto";
import {
  copyFileSync,
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
import { leadsCli as runLeads } from "../tests/support/leads-cli";
import { startServer } from "../tests/support/spawn";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { Accounts } from "./admin/accounts";
import { writeSnapshot } from "./backup";
import { knownSchemaVersion, openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { restoreSnapshot } from "./restore";

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

const leadsCli = (args: string[], leadsDb = store) => runLeads(args, leadsDb);

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
    expect(out).toBe(
      `Restored 2 leads from ${snapshot} into ${fresh}.\n` +
        "The accounts are the snapshot's (there was no store to keep them from); every session was ended.\n",
    );
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

/** A copy of the snapshot changed by `change`. */
function doctored(name: string, change: (db: Database.Database) => void): string {
  const file = join(fixture.dir, `${name}.db`);
  copyFileSync(snapshot, file);
  const db = new Database(file);
  try {
    change(db);
  } finally {
    db.close();
  }
  return file;
}

describe("npm run leads -- --restore refuses what our migrations did not make", () => {
  it("a trigger, a view, a foreign table, an extra column or index, a changed table", async () => {
    const cases: [string, (db: Database.Database) => void, RegExp][] = [
      [
        "trigger",
        (db) =>
          db.exec(`CREATE TRIGGER steal AFTER INSERT ON leads BEGIN
             UPDATE leads SET email = 'attacker@example.com' WHERE id = new.id; END`),
        /it has a trigger "steal" that ours does not/,
      ],
      [
        "view",
        (db) => db.exec("CREATE VIEW everyone AS SELECT email FROM leads"),
        /it has a view "everyone" that ours does not/,
      ],
      [
        "foreign-table",
        (db) => db.exec("CREATE TABLE loot (id INTEGER PRIMARY KEY, data TEXT)"),
        /it has a table "loot" that ours does not/,
      ],
      [
        "extra-column",
        (db) => db.exec("ALTER TABLE users ADD COLUMN is_admin INTEGER DEFAULT 1"),
        /its table "users" is defined differently/,
      ],
      [
        "extra-index",
        (db) => db.exec("CREATE INDEX leads_email ON leads (email)"),
        /it has an index "leads_email" that ours does not/,
      ],
      [
        "dropped-index",
        (db) => db.exec("DROP INDEX leads_received_at"),
        /its index "leads_received_at" is missing/,
      ],
    ];
    for (const [name, change, reason] of cases) {
      const file = doctored(name, change);
      await expectRefused(
        file,
        new RegExp(
          `${name}\\.db is not a lead store as this code writes it at schema version ${knownSchemaVersion()}: ${reason.source}`,
        ),
      );
    }
  });

  it("another application's database that has a leads table and a schema version", async () => {
    const foreign = join(fixture.dir, "crm.db");
    const db = new Database(foreign);
    db.exec("CREATE TABLE leads (id INTEGER PRIMARY KEY, name TEXT)");
    db.pragma(`user_version = ${knownSchemaVersion()}`);
    db.close();
    await expectRefused(foreign, /crm\.db is not a lead store as this code writes it/);
  });

  it("a folder, with one line and no stack trace", async () => {
    await expectRefused(fixture.dir, new RegExp(`${fixture.dir} is not a file`));
  });
});

describe("npm run leads -- --restore and the accounts", () => {
  const accountsIn = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return {
        users: db.prepare("SELECT email, password_hash AS hash FROM users ORDER BY email").all(),
        sessions: db.prepare("SELECT count(*) FROM sessions").pluck().get(),
      };
    } finally {
      db.close();
    }
  };
  /** Adds accounts (email and password hash) with one session each. */
  const withAccounts = (file: string, accounts: [string, string][]) => {
    const db = openDatabase(file);
    const store = new Accounts(db);
    for (const [email, hash] of accounts) {
      store.addUser(email, hash);
      store.createSession(store.findUser(email)?.id ?? 0);
    }
    db.close();
  };

  it("keeps the current store's accounts and passwords, not the snapshot's, and ends every session", async () => {
    withAccounts(store, [["owner@example.com", "hash of the new password"]]);
    const old = doctored("with-accounts", () => {});
    withAccounts(old, [
      ["owner@example.com", "hash of the old password"],
      ["intruder@example.com", "hash of the intruder's password"],
    ]);
    const { code, out } = await leadsCli(["--restore", old]);
    expect(code).toBe(0);
    expect(out).toContain(
      "The accounts, their passwords and the activity log are the replaced store's; every session was ended.\n",
    );
    expect(emailsIn(store)).toEqual(["one@example.com", "two@example.com"]);
    expect(accountsIn(store)).toEqual({
      users: [{ email: "owner@example.com", hash: "hash of the new password" }],
      sessions: 0,
    });
  });

  it("onto a new machine keeps the snapshot's accounts, with no session", async () => {
    const old = doctored("new-machine", () => {});
    withAccounts(old, [["owner@example.com", "hash"]]);
    const fresh = join(fixture.dir, "new-machine", "leads.db");
    expect((await leadsCli(["--restore", old], fresh)).code).toBe(0);
    expect(accountsIn(fresh)).toEqual({
      users: [{ email: "owner@example.com", hash: "hash" }],
      sessions: 0,
    });
  });
});

describe("two restores in the same second", () => {
  it("keep both stores they replaced, under two names", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    const first = restoreSnapshot(snapshot, store, now);
    const second = restoreSnapshot(snapshot, store, now);
    expect(first.keptAs).toBe(`${store}.before-restore-20261125T100000Z`);
    expect(second.keptAs).toBe(`${store}.before-restore-20261125T100000Z-2`);
    expect(emailsIn(first.keptAs ?? "")).toEqual(["current@example.com"]);
    expect(emailsIn(second.keptAs ?? "")).toEqual(["one@example.com", "two@example.com"]);
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
