/**
 * `npm run leads -- --restore FILE`: puts a snapshot in place of the lead store while the server is
 * stopped. The snapshot is copied beside the store and checked there before anything else is
 * touched, so a file that is refused leaves the store as it was.
 */
import {
  chmodSync,
  chownSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  renameSync,
  statSync,
} from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import {
  compactTime,
  DATABASE_FILE_SUFFIXES,
  fsyncPath,
  openCheckedCopy,
  removeDatabaseFiles,
} from "./backup";
import { knownSchemaVersion, migrate } from "./db/database";

/** A snapshot that cannot be restored; nothing has been changed when it is thrown. */
export class RestoreRefused extends Error {}

export interface Restored {
  leads: number;
  /** The snapshot's schema version, and the one it was migrated to. */
  fromVersion: number;
  toVersion: number;
  /** Whose accounts the restored store has: the replaced store's, or (with none) the snapshot's. */
  accounts: "current" | "snapshot";
  /** Where the store that was replaced now is, if there was one. */
  keptAs?: string;
}

/**
 * The server keeps the store open, and a process that has a WAL database open holds a lock on it
 * that an exclusive lock cannot get past, so this fails while the server runs.
 */
function refuseWhileOpen(store: string): void {
  if (!existsSync(store)) return;
  let db: Database.Database | undefined;
  try {
    db = new Database(store, { fileMustExist: true, timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE; COMMIT");
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") {
      throw new RestoreRefused(`${store} is open in another process: stop the server first`);
    }
    // A store SQLite cannot open is what a restore is for: it is moved aside as it is.
  } finally {
    db?.close();
  }
}

interface SchemaEntry {
  type: string;
  name: string;
  sql: string | null;
}

/** Every table, index, trigger and view, with its SQL (spacing made uniform), by name. */
function schemaOf(db: Database.Database): Map<string, SchemaEntry> {
  const rows = db
    .prepare<[], SchemaEntry>("SELECT type, name, sql FROM sqlite_schema ORDER BY name")
    .all();
  return new Map(
    rows.map((row) => [row.name, { ...row, sql: row.sql?.replace(/\s+/g, " ").trim() ?? null }]),
  );
}

/** The schema our migrations make up to `version`, built in a fresh in-memory database. */
function expectedSchema(version: number): Map<string, SchemaEntry> {
  const db = new Database(":memory:");
  try {
    migrate(db, version);
    return schemaOf(db);
  } finally {
    db.close();
  }
}

const withArticle = (type: string) => `${/^[aeiou]/.test(type) ? "an" : "a"} ${type}`;

/** The first way `actual` differs from `expected`, in words, or null when they are the same. */
function schemaDifference(
  actual: Map<string, SchemaEntry>,
  expected: Map<string, SchemaEntry>,
): string | null {
  for (const [name, entry] of actual) {
    const want = expected.get(name);
    if (!want) return `it has ${withArticle(entry.type)} "${name}" that ours does not`;
    if (want.type !== entry.type)
      return `"${name}" is ${withArticle(entry.type)}, not ${withArticle(want.type)}`;
    if (want.sql !== entry.sql) return `its ${entry.type} "${name}" is defined differently`;
  }
  for (const [name, want] of expected) {
    if (!actual.has(name)) return `its ${want.type} "${name}" is missing`;
  }
  return null;
}

/** The tables that belong to who may sign in now, not to the leads a snapshot brings back. */
const ACCESS_TABLES = ["users", "sign_in_failures", "audit_log"] as const;

/**
 * A restore brings back leads, not who may sign in: the accounts (with their current passwords),
 * the sign-in throttle and the audit log are taken from the store being replaced, so an old
 * snapshot cannot bring back a password changed since or an account removed since. Only when
 * there is no readable current store (a new machine) are the snapshot's accounts kept. Every
 * session ends either way.
 */
function accountsFromCurrentStore(copy: Database.Database, store: string): Restored["accounts"] {
  copy.exec("DELETE FROM sessions");
  if (!existsSync(store)) return "snapshot";
  try {
    copy.prepare("ATTACH DATABASE ? AS current").run(store);
  } catch {
    return "snapshot";
  }
  try {
    const has = (table: string) =>
      copy
        .prepare("SELECT 1 FROM current.sqlite_schema WHERE type = 'table' AND name = ?")
        .get(table) !== undefined;
    if (!ACCESS_TABLES.every(has)) return "snapshot";
    copy.transaction(() => {
      for (const table of ACCESS_TABLES) {
        const columnsOf = (schema: string) =>
          new Set(
            copy
              .prepare<[string], string>(`SELECT name FROM pragma_table_info(?, '${schema}')`)
              .pluck()
              .all(table),
          );
        const current = columnsOf("current");
        const shared = [...columnsOf("main")].filter((column) => current.has(column)).join(", ");
        copy.exec(`DELETE FROM main.${table}`);
        copy.exec(`INSERT INTO main.${table} (${shared}) SELECT ${shared} FROM current.${table}`);
      }
    })();
    return "current";
  } catch {
    // A current store too damaged to read its accounts from: the snapshot's stay.
    return "snapshot";
  } finally {
    copy.exec("DETACH DATABASE current");
  }
}

/**
 * Checks the copy (integrity, a lead store, a schema version this code knows, exactly the schema
 * our migrations made at that version) and migrates it; then it takes the current store's
 * accounts and ends every session.
 */
function checkAndMigrate(source: string, copy: string, store: string): Omit<Restored, "keptAs"> {
  let db: Database.Database;
  try {
    db = openCheckedCopy(copy);
  } catch (error) {
    throw new RestoreRefused(
      `${source} is damaged or is not a SQLite database (${(error as Error).message})`,
    );
  }
  try {
    const fromVersion = db.pragma("user_version", { simple: true }) as number;
    const hasLeads = db
      .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'leads'")
      .get();
    if (fromVersion === 0 || !hasLeads) {
      throw new RestoreRefused(
        `${source} is a SQLite database but not a lead store (schema version ${fromVersion}, ${hasLeads ? "a" : "no"} leads table)`,
      );
    }
    const known = knownSchemaVersion();
    if (fromVersion > known) {
      throw new RestoreRefused(
        `${source} has schema version ${fromVersion}, newer than this code's ${known}: upgrade the site first, or restore it with the version that wrote it`,
      );
    }
    const difference = schemaDifference(schemaOf(db), expectedSchema(fromVersion));
    if (difference) {
      throw new RestoreRefused(
        `${source} is not a lead store as this code writes it at schema version ${fromVersion}: ${difference}`,
      );
    }
    const toVersion = migrate(db);
    const accounts = accountsFromCurrentStore(db, store);
    const leads = db.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    return { leads, fromVersion, toVersion, accounts };
  } finally {
    db.close();
  }
}

/** `base`, or `base-2`, `base-3`... the first name that neither it nor SQLite's files beside it use. */
function freeName(base: string): string {
  const taken = (name: string) =>
    DATABASE_FILE_SUFFIXES.some((suffix) => existsSync(`${name}${suffix}`));
  for (let n = 1; n <= 1000; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!taken(name)) return name;
  }
  throw new RestoreRefused(`${base} and 999 names after it are taken: move old ones away`);
}

/**
 * Replaces `store` with the snapshot `source`: the current store (with its -wal and -shm files, so
 * nothing committed is lost) is renamed to `<store>.before-restore-<time>`.
 */
export function restoreSnapshot(source: string, store: string, now = Date.now()): Restored {
  if (!existsSync(source)) throw new RestoreRefused(`${source} does not exist`);
  if (!statSync(source).isFile()) throw new RestoreRefused(`${source} is not a file`);
  refuseWhileOpen(store);
  const keptAs = existsSync(store)
    ? freeName(`${store}.before-restore-${compactTime(now)}`)
    : undefined;
  mkdirSync(dirname(store), { recursive: true, mode: 0o700 });
  const copy = `${store}.restore-tmp`;
  removeDatabaseFiles(copy);
  let checked: Omit<Restored, "keptAs">;
  try {
    copyFileSync(source, copy, constants.COPYFILE_EXCL);
    chmodSync(copy, 0o600);
    // Run with sudo, the store must still belong to the server's user, as the one it replaces.
    if (process.getuid?.() === 0) {
      const { uid, gid } = statSync(existsSync(store) ? store : dirname(store));
      chownSync(copy, uid, gid);
    }
    checked = checkAndMigrate(source, copy, store);
    fsyncPath(copy);
  } catch (error) {
    removeDatabaseFiles(copy);
    throw error;
  }

  if (keptAs !== undefined) {
    for (const suffix of DATABASE_FILE_SUFFIXES) {
      if (existsSync(`${store}${suffix}`)) renameSync(`${store}${suffix}`, `${keptAs}${suffix}`);
    }
  }
  renameSync(copy, store);
  fsyncPath(dirname(store));
  return { ...checked, keptAs };
}
