import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
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

/** Applies pending migrations, each in its own transaction; `PRAGMA user_version` records the last one. */
export function migrate(db: Db): number {
  const migrations = loadMigrations();
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
 */
export function openDatabase(file: string): Db {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // "a": create if missing, never truncate; the mode applies only to a new file.
  if (!existsSync(file)) closeSync(openSync(file, "a", 0o600));
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  // FULL: a commit is on disk (WAL fsynced) before the visitor is told the lead was received.
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  migrate(db);
  return db;
}
