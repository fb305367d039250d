import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export type Db = Database.Database;

const migrationsDir = fileURLToPath(new URL("./migrations/", import.meta.url));

interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** `NNN-name.sql` files, numbered from 001 without gaps. */
function loadMigrations(): Migration[] {
  const migrations = readdirSync(migrationsDir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((name) => ({
      version: Number(name.slice(0, name.indexOf("-"))),
      name,
      sql: readFileSync(join(migrationsDir, name), "utf8"),
    }));
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migration ${migration.name} should be numbered ${index + 1}`);
    }
  });
  return migrations;
}

/** The schema version this code migrates a database to: its number of migrations. */
export function knownSchemaVersion(): number {
  return loadMigrations().length;
}

/**
 * Applies pending migrations, each in its own transaction, up to `upTo` (default: all);
 * `PRAGMA user_version` records the last one.
 */
export function migrate(db: Db, upTo = Number.POSITIVE_INFINITY): number {
  const migrations = loadMigrations().filter((migration) => migration.version <= upTo);
  const version = () => db.pragma("user_version", { simple: true }) as number;
  if (version() > migrations.length) {
    throw new Error(
      `Database schema version ${version()} is newer than this code (${migrations.length})`,
    );
  }
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock first, so two processes starting together cannot both apply it.
    db.transaction(() => {
      if (version() >= migration.version) return;
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
  return version();
}

/**
 * Opens (creating the folder and file if needed) and migrates the lead database. What it creates
 * is private to the server's user: folders 0700, the file 0600 (SQLite gives its -wal and -shm
 * files the database file's permissions). Existing folders and files are left as they are.
 *
 * A statement that finds the database locked by another process waits up to `busyTimeoutMs`,
 * synchronously: fine for a command and for the migrations, not for the server, which would stop
 * answering meanwhile. The server passes 0 and waits with `whileLocked`.
 */
export function openDatabase(file: string, { busyTimeoutMs = 5000 } = {}): Db {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // "a": create if missing, never truncate; the mode applies only to a new file.
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk (WAL fsynced) before the visitor is told the lead was received.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free space: an erased lead is gone
  // from the file (and from every later snapshot), not just unlinked.
  db.pragma("secure_delete = ON");
  migrate(db);
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  return db;
}

/** How often a write refused as locked is tried again. */
const LOCK_RETRY_MS = 20;

/** The error of a statement that needs a lock another connection holds. */
export const isLocked = (error: unknown) =>
  error instanceof Database.SqliteError && error.code.startsWith("SQLITE_BUSY");

/**
 * Runs `write` (synchronous, on a connection with no busy timeout) and, while another process
 * holds the lock it needs, runs it again every LOCK_RETRY_MS, leaving the event loop free in
 * between, until it succeeds or `signal` aborts (then the lock error is thrown). `onLocked` is
 * called once, at the first refusal.
 */
export async function whileLocked<T>(
  write: () => T,
  signal: AbortSignal,
  onLocked?: () => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return write();
    } catch (error) {
      if (!isLocked(error) || signal.aborted) throw error;
      if (attempt === 0) onLocked?.();
      await sleep(LOCK_RETRY_MS);
      // Not tried again once given up: the connection may be closed by then.
      if (signal.aborted) throw error;
    }
  }
}

/**
 * Copies every page of the write-ahead log into the database and empties the -wal file, which
 * otherwise keeps older versions of pages (an erased lead's among them) until it is overwritten.
 * False when it could not finish now: another connection is reading, or holds the lock.
 */
export function checkpointTruncate(db: Db): boolean {
  try {
    const [result] = db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
    return result?.busy === 0;
  } catch (error) {
    if (isLocked(error)) return false;
    throw error;
  }
}
