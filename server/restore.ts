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

/** Checks the copy (integrity, a lead store, a schema version this code knows) and migrates it. */
function checkAndMigrate(source: string, copy: string): Omit<Restored, "keptAs"> {
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
    const toVersion = migrate(db);
    const leads = db.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    return { leads, fromVersion, toVersion };
  } finally {
    db.close();
  }
}

/**
 * Replaces `store` with the snapshot `source`: the current store (with its -wal and -shm files, so
 * nothing committed is lost) is renamed to `<store>.before-restore-<time>`.
 */
export function restoreSnapshot(source: string, store: string, now = Date.now()): Restored {
  if (!existsSync(source)) throw new RestoreRefused(`${source} does not exist`);
  refuseWhileOpen(store);
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
    checked = checkAndMigrate(source, copy);
    fsyncPath(copy);
  } catch (error) {
    removeDatabaseFiles(copy);
    throw error;
  }

  let keptAs: string | undefined;
  if (existsSync(store)) {
    keptAs = `${store}.before-restore-${compactTime(now)}`;
    for (const suffix of DATABASE_FILE_SUFFIXES) {
      if (existsSync(`${store}${suffix}`)) renameSync(`${store}${suffix}`, `${keptAs}${suffix}`);
    }
  }
  renameSync(copy, store);
  fsyncPath(dirname(store));
  return { ...checked, keptAs };
}
