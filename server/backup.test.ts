import { execFile } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  storedLead,
  validLead,
} from "../tests/support/fixture";
import { leadsCli as cli } from "../tests/support/leads-cli";
import { startServer } from "../tests/support/spawn";
import { SOCKET_TEST_TIMEOUT_MS } from "../tests/support/wait";
import { listSnapshots, openCheckedCopy, startBackups, writeSnapshot } from "./backup";
import { type Db, openDatabase } from "./db/database";
import { LeadStore } from "./leads";
import { runLeadsCli } from "./leads-report";

const HOUR = 3_600_000;

const lead = (email: string) => storedLead({ email, description: "Automate our invoicing" });

const emailsIn = (file: string) => readRows(file, "leads").map((row) => row.email);

let fixture: Fixture;
let db: Db;
let store: LeadStore;
let backupDir: string;

beforeEach(() => {
  fixture = makeFixture();
  db = openDatabase(fixture.dbPath());
  store = new LeadStore(db, { channels: [] });
  for (const n of [1, 2, 3]) store.add(lead(`lead${n}@example.com`));
  backupDir = join(fixture.dir, "backups");
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  fixture.remove();
});

/** Log lines (console.log and console.error), and a wait for the n-th, which a snapshot writes. */
function captureLog() {
  const lines: string[] = [];
  let wake = () => {};
  const record = (line: string) => {
    lines.push(line);
    wake();
  };
  vi.spyOn(console, "log").mockImplementation(record);
  vi.spyOn(console, "error").mockImplementation(record);
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => (lines.length >= count ? resolve() : undefined);
      wake = check;
      check();
    });
  return { lines, until };
}

describe("scheduled snapshots (Vitest's fake clock; the copy itself runs for real)", () => {
  const at = (time: string) =>
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: Date.parse(time) });

  it("writes the first at start, the next after the interval, and keeps the newest BACKUP_KEEP", async () => {
    at("2026-11-25T10:00:00Z");
    const log = captureLog();
    const backups = startBackups(db, { dir: backupDir, everyMs: HOUR, keep: 2 }, Date.now);
    await log.until(1);
    const first = join(backupDir, "leads-20261125T100000Z.db");
    const kb = Math.ceil(statSync(first).size / 1024);
    expect(log.lines[0]).toMatch(
      new RegExp(`^backup: ${first} \\(${kb} KB, 3 leads, \\d+\\.\\d\\d s\\)$`),
    );
    expect(statSync(first).mode & 0o777).toBe(0o600);
    expect(statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(emailsIn(first)).toEqual([
      "lead1@example.com",
      "lead2@example.com",
      "lead3@example.com",
    ]);

    store.add(lead("lead4@example.com"));
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(log.lines).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await log.until(2);
    expect(log.lines[1]).toMatch(/leads-20261125T110000Z\.db \(\d+ KB, 4 leads, [\d.]+ s\)$/);

    await vi.advanceTimersByTimeAsync(HOUR);
    await log.until(3);
    expect(listSnapshots(backupDir)).toEqual([
      "leads-20261125T110000Z.db",
      "leads-20261125T120000Z.db",
    ]);
    // Only snapshots: no temporary file is left behind.
    expect(readdirSync(backupDir)).toHaveLength(2);
    await backups.stop();
  });

  it("waits out the interval after the newest snapshot, and removes what an interrupted one left", async () => {
    mkdirSync(backupDir);
    await writeSnapshot(db, join(backupDir, "leads-20261125T093000Z.db"));
    // What a process killed in the middle of a snapshot leaves.
    writeFileSync(join(backupDir, "leads-20261125T093500Z.db.tmp"), "half a copy");
    writeFileSync(join(backupDir, "leads-20261125T093500Z.db.tmp-journal"), "");
    writeFileSync(join(backupDir, "notes.txt"), "the owner's own file");
    at("2026-11-25T10:00:00Z");
    const log = captureLog();
    const backups = startBackups(db, { dir: backupDir, everyMs: HOUR, keep: 14 }, Date.now);

    await vi.advanceTimersByTimeAsync(HOUR / 2 - 1);
    expect(log.lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await log.until(1);
    expect(log.lines[0]).toContain("leads-20261125T103000Z.db");
    expect(readdirSync(backupDir).sort()).toEqual([
      "leads-20261125T093000Z.db",
      "leads-20261125T103000Z.db",
      "notes.txt",
    ]);
    await backups.stop();
  });

  it("a snapshot named with a future time neither holds back the schedule nor takes a kept place", async () => {
    mkdirSync(backupDir);
    await writeSnapshot(db, join(backupDir, "leads-20261125T093000Z.db"));
    await writeSnapshot(db, join(backupDir, "leads-29991231T235959Z.db"));
    at("2026-11-25T10:00:00Z");
    const log = captureLog();
    const backups = startBackups(db, { dir: backupDir, everyMs: HOUR, keep: 2 }, Date.now);

    await vi.advanceTimersByTimeAsync(HOUR / 2 - 1);
    expect(log.lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await log.until(2);
    expect(log.lines[0]).toContain("leads-20261125T103000Z.db");
    expect(log.lines[1]).toBe(
      "backup: leads-29991231T235959Z.db is named with a time in the future; it is neither counted nor deleted",
    );
    await vi.advanceTimersByTimeAsync(HOUR);
    await log.until(4);
    expect(listSnapshots(backupDir)).toEqual([
      "leads-20261125T103000Z.db",
      "leads-20261125T113000Z.db",
      "leads-29991231T235959Z.db",
    ]);
    await backups.stop();
  });

  it("logs a failed snapshot and tries again an interval later, while leads are still stored", async () => {
    writeFileSync(backupDir, "a file where the folder should be");
    at("2026-11-25T10:00:00Z");
    const log = captureLog();
    const backups = startBackups(db, { dir: backupDir, everyMs: 6 * HOUR, keep: 14 }, Date.now);
    await log.until(1);
    expect(log.lines[0]).toMatch(/^backup failed, next try in 6 h: .*(EEXIST|ENOTDIR)/);

    store.add(lead("lead4@example.com"));
    rmSync(backupDir);
    await vi.advanceTimersByTimeAsync(6 * HOUR);
    await log.until(2);
    expect(log.lines[1]).toMatch(/leads-20261125T160000Z\.db \(\d+ KB, 4 leads, [\d.]+ s\)$/);
    await backups.stop();
  });

  it("stop waits for the snapshot being written and cancels the next", async () => {
    at("2026-11-25T10:00:00Z");
    const log = captureLog();
    const backups = startBackups(db, { dir: backupDir, everyMs: HOUR, keep: 14 }, Date.now);
    await backups.stop();
    expect(log.lines).toHaveLength(1);
    expect(readdirSync(backupDir)).toEqual(["leads-20261125T100000Z.db"]);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(log.lines).toHaveLength(1);
  });
});

describe("a snapshot while leads are written", () => {
  it("the server's copy, in steps, holds every lead committed before it began", async () => {
    db.transaction(() => {
      for (let n = 0; n < 3000; n++) store.add(lead(`before${n}@example.com`));
    })();
    const before = store.list().length;
    // Leads added between the copy's steps, as the server stores posts while it copies.
    let during = 0;
    let copying = true;
    const writer = new Promise<void>((resolve) => {
      const add = () => {
        if (!copying) return resolve();
        store.add(lead(`during${during++}@example.com`));
        setImmediate(add);
      };
      setImmediate(add);
    });
    const file = join(backupDir, "snapshot.db");
    const snapshot = await writeSnapshot(db, file);
    copying = false;
    await writer;

    expect(during).toBeGreaterThan(0);
    expect(snapshot.leads).toBeGreaterThanOrEqual(before);
    const emails = new Set(emailsIn(file));
    for (let n = 0; n < 3000; n++) expect(emails.has(`before${n}@example.com`)).toBe(true);
    openCheckedCopy(file).close();
  });

  it(
    "a CLI snapshot while 200 posts stream in holds every lead acknowledged before it began, passes the integrity check and opens with npm run leads",
    async () => {
      const leadsDb = fixture.dbPath("served");
      const server = await startServer({
        BUILD_DIR: fixture.buildDir,
        LEADS_DB: leadsDb,
        RATE_LIMIT_MAX: "1000",
      });
      try {
        const acknowledged: string[] = [];
        const post = async (email: string) => {
          const response = await fetch(server.url, {
            method: "POST",
            body: formBody({ ...validLead, email }),
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Accept: "application/json",
            },
          });
          expect(response.status).toBe(200);
          await response.body?.cancel();
          acknowledged.push(email);
        };
        // Four clients post 25 leads each, wait for the snapshot to begin, then post 25 more
        // each while it is taken.
        let begin = () => {};
        const begun = new Promise<void>((resolve) => {
          begin = resolve;
        });
        let halfway = 0;
        const clients = [0, 1, 2, 3].map(async (client) => {
          for (let n = 0; n < 50; n++) {
            if (n === 25) {
              halfway++;
              await begun;
            }
            await post(`stream-${client}-${n}@example.com`);
          }
        });
        await vi.waitFor(() => expect(halfway).toBe(4), { timeout: 15_000 });
        const acknowledgedBefore = [...acknowledged];
        const file = join(backupDir, "during-posts.db");
        let out = "";
        const backup = runLeadsCli(
          ["--backup", file],
          { LEADS_DB: leadsDb },
          {
            out: (text) => {
              out += text;
            },
            err: (text) => {
              out += text;
            },
          },
        );
        begin();
        expect(await backup).toBe(0);
        await Promise.all(clients);

        expect(acknowledgedBefore).toHaveLength(100);
        expect(acknowledged).toHaveLength(200);
        expect(out).toMatch(new RegExp(`^Wrote ${file} \\(\\d+ KB, \\d+ leads, [\\d.]+ s\\)\\n$`));
        const stored = new Set(emailsIn(file));
        for (const email of acknowledgedBefore) expect(stored.has(email)).toBe(true);
        expect(statSync(file).mode & 0o777).toBe(0o600);
        openCheckedCopy(file).close();
        expect(existsSync(`${file}-wal`)).toBe(false);

        const { stdout } = await promisify(execFile)(
          process.execPath,
          ["--import", "tsx", "server/leads-cli.ts", "--format", "csv"],
          { env: { ...process.env, LEADS_DB: file }, timeout: 15_000 },
        );
        const rows = stdout.trim().split("\r\n");
        expect(rows).toHaveLength(stored.size + 1);
        for (const email of acknowledgedBefore) expect(stdout).toContain(email);
      } finally {
        await server.stop();
      }
    },
    SOCKET_TEST_TIMEOUT_MS,
  );

  it("refuses to write over the live store, whatever path names it, and changes nothing", async () => {
    const live = db.name;
    const folder = dirname(live);
    symlinkSync(live, join(fixture.dir, "link.db"));
    linkSync(live, join(fixture.dir, "hard.db"));
    symlinkSync(folder, join(fixture.dir, "data-link"));
    const before = readFileSync(live);
    for (const target of [
      live,
      join(folder, "..", "data", basename(live)),
      join(fixture.dir, "link.db"),
      join(fixture.dir, "hard.db"),
      join(fixture.dir, "data-link", basename(live)),
      `${live}-wal`,
      `${live}-shm`,
    ]) {
      const { code, out, err } = await cli(["--backup", target], live);
      expect(code, target).toBe(1);
      expect(out).toBe("");
      expect(err).toBe(
        `Refused: ${target} is the lead store itself (or one of its files); write the snapshot elsewhere.\n`,
      );
    }
    expect(readFileSync(live).equals(before)).toBe(true);
    store.add(lead("after@example.com"));
    expect(store.list()).toHaveLength(4);
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
  });

  it("refuses to replace an existing file unless told to with --force", async () => {
    const target = join(fixture.dir, "mine.db");
    writeFileSync(target, "the owner's own file");
    const refused = await cli(["--backup", target], db.name);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`Refused: ${target} exists; add --force to replace it.\n`);
    expect(readFileSync(target, "utf8")).toBe("the owner's own file");
    const folder = await cli(["--backup", fixture.dir, "--force"], db.name);
    expect(folder.code).toBe(1);
    expect(folder.err).toBe(`Refused: ${fixture.dir} is a folder; name the snapshot's file.\n`);
    const forced = await cli(["--backup", target, "--force"], db.name);
    expect(forced.code).toBe(0);
    expect(emailsIn(target)).toHaveLength(3);
  });

  it("refuses to back up a store that does not exist, without creating one", async () => {
    let err = "";
    const missing = join(fixture.dir, "none", "leads.db");
    const code = await runLeadsCli(
      ["--backup", join(backupDir, "x.db")],
      { LEADS_DB: missing },
      {
        out: () => {},
        err: (text) => {
          err += text;
        },
      },
    );
    expect(code).toBe(1);
    expect(err).toBe(`Nothing to back up: ${missing} does not exist.\n`);
    expect(existsSync(missing)).toBe(false);
  });
});
