/**
 * Online backups of the lead store: snapshots taken with SQLite's backup API while the server
 * keeps serving, on a schedule (BACKUP_DIR, BACKUP_EVERY_H, BACKUP_KEEP) and on demand
 * (`npm run leads -- --backup FILE`).
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";
import type { BackupConfig } from "./config";
import type { Db } from "./db/database";
import { logError, logInfo } from "./log";
import { MAX_TIMER_MS } from "./outbox";

export interface Snapshot {
  file: string;
  bytes: number;
  leads: number;
  /** How long the copy, its check and the rename took. */
  seconds: number;
}

/** A database file and what SQLite may leave beside it while it is open or after a crash. */
export const DATABASE_FILE_SUFFIXES = ["", "-wal", "-shm", "-journal"];

export function removeDatabaseFiles(file: string): void {
  for (const suffix of DATABASE_FILE_SUFFIXES) rmSync(`${file}${suffix}`, { force: true });
}

/** The path with symbolic links resolved: the file's own when it exists, else its folder's. */
function canonicalPath(path: string): string {
  for (const attempt of [
    () => realpathSync(path),
    () => join(realpathSync(dirname(resolve(path))), basename(path)),
  ]) {
    try {
      return attempt();
    } catch {
      // Not there (yet): try the folder, else take the path as written.
    }
  }
  return resolve(path);
}

const fileIdentity = (path: string) => {
  try {
    const { dev, ino } = statSync(path);
    return `${dev}:${ino}`;
  } catch {
    return null;
  }
};

/**
 * Whether writing a snapshot to `target` (which goes through `target.tmp` and SQLite's files
 * beside it) would write over, or delete, any file of the store: the same path, through a
 * symbolic link, or another name (a hard link) for the same file.
 */
export function wouldTouchStore(target: string, store: string): boolean {
  const storeFiles = DATABASE_FILE_SUFFIXES.map((suffix) => `${store}${suffix}`);
  const names = new Set(storeFiles.map(canonicalPath));
  const identities = new Set(storeFiles.map(fileIdentity).filter((id) => id !== null));
  const written = [target, ...DATABASE_FILE_SUFFIXES.map((suffix) => `${target}.tmp${suffix}`)];
  return written.some((path) => {
    const identity = fileIdentity(path);
    return names.has(canonicalPath(path)) || (identity !== null && identities.has(identity));
  });
}

/** Flushes a file, or a folder's list of names after a rename, to the disk. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** `20261125T100000Z`: a UTC time that sorts as text and holds no colon, which some systems refuse. */
export function compactTime(time: number): string {
  return `${new Date(time).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * Opens a copy of the store as one self-contained file (a rollback journal rather than WAL, so the
 * file can be copied alone) and runs SQLite's integrity check over every page; throws when the
 * file is not a database or the check finds a problem.
 */
export function openCheckedCopy(file: string): Db {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma("journal_mode = DELETE");
    const result = db.pragma("integrity_check", { simple: true });
    if (result !== "ok") throw new Error(`integrity check failed: ${result}`);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Copies the open store into `file`. SQLite's backup reads a consistent state while writers go on.
 * The copy is written as `file.tmp` (0600), checked, flushed to the disk and only then renamed to
 * `file`, so `file` is never half a snapshot; an interrupted copy leaves only the temporary file,
 * which the next one removes.
 *
 * The server copies 100 pages (400 KB) a step and answers requests between steps; its own writes
 * go into the copy as they happen. A write by another process restarts the copy, so the leads
 * CLI, which runs beside the server, copies every page in one step (`oneStep`).
 */
export async function writeSnapshot(
  db: Db,
  file: string,
  { oneStep = false } = {},
): Promise<Snapshot> {
  const started = performance.now();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.tmp`;
  removeDatabaseFiles(temp);
  closeSync(openSync(temp, "wx", 0o600));
  try {
    await (oneStep
      ? db.backup(temp, { progress: ({ totalPages }) => totalPages })
      : db.backup(temp));
    const copy = openCheckedCopy(temp);
    let leads: number;
    try {
      leads = copy.prepare("SELECT count(*) FROM leads").pluck().get() as number;
    } finally {
      copy.close();
    }
    fsyncPath(temp);
    renameSync(temp, file);
    fsyncPath(dirname(file));
    const seconds = (performance.now() - started) / 1000;
    return { file, bytes: statSync(file).size, leads, seconds };
  } catch (error) {
    removeDatabaseFiles(temp);
    throw error;
  }
}

export function describeSnapshot({ file, bytes, leads, seconds }: Snapshot): string {
  const size =
    bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${file} (${size}, ${leads} ${leads === 1 ? "lead" : "leads"}, ${seconds.toFixed(2)} s)`;
}

const SNAPSHOT = /^leads-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;
/** What an interrupted snapshot leaves: its temporary file and SQLite's files beside it. */
const INTERRUPTED = /^leads-\d{8}T\d{6}Z\.db\.tmp(-wal|-shm|-journal)?$/;

/** `leads-20261125T100000Z.db`, in UTC. */
const snapshotName = (time: number) => `leads-${compactTime(time)}.db`;

/** The scheduled snapshots in `dir`, oldest first. */
export function listSnapshots(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => SNAPSHOT.test(name))
    .sort();
}

function snapshotTime(name: string): number {
  const [, year, month, day, hour, minute, second] = (SNAPSHOT.exec(name) ?? []).map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
}

/**
 * The scheduled snapshots in `dir`, oldest first, apart from those named with a time after `now`
 * (a clock that was wrong, or a file put there): counted among the newest, such a name would
 * hold back the schedule and keep one snapshot fewer, for ever.
 */
function snapshotsBy(dir: string, now: number): { past: string[]; future: string[] } {
  const names = listSnapshots(dir);
  return {
    past: names.filter((name) => snapshotTime(name) <= now),
    future: names.filter((name) => snapshotTime(name) > now),
  };
}

export interface Backups {
  /** Cancels the next snapshot and waits for the one being written, so the store can close. */
  stop(): Promise<void>;
}

/**
 * Writes a snapshot into `config.dir` at start when the newest one there is older than the
 * interval (or when there is none), then once every interval, and keeps the newest `config.keep`.
 * A snapshot that fails is logged and tried again an interval later: it never stops the server.
 * `alsoBackUp` runs after each snapshot (the site's content files), under the same rules.
 */
export function startBackups(
  db: Db,
  config: BackupConfig,
  now: () => number,
  alsoBackUp?: (time: number) => Promise<string>,
): Backups {
  const hours = config.everyMs / 3_600_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const snapshot = async () => {
    try {
      mkdirSync(config.dir, { recursive: true, mode: 0o700 });
      for (const name of readdirSync(config.dir)) {
        if (INTERRUPTED.test(name)) rmSync(join(config.dir, name));
      }
      const written = await writeSnapshot(db, join(config.dir, snapshotName(now())));
      logInfo(`backup: ${describeSnapshot(written)}`);
      if (alsoBackUp) logInfo(`backup: ${await alsoBackUp(now())}`);
      const { past, future } = snapshotsBy(config.dir, now());
      for (const old of past.slice(0, -config.keep)) rmSync(join(config.dir, old));
      for (const name of future) {
        logError(
          `backup: ${name} is named with a time in the future; it is neither counted nor deleted`,
        );
      }
    } catch (error) {
      logError(`backup failed, next try in ${hours} h: ${(error as Error).message}`);
    }
  };
  const run = () => {
    running = snapshot().finally(() => {
      running = undefined;
      if (!stopped) schedule(config.everyMs);
    });
  };
  const schedule = (delay: number) => {
    timer = setTimeout(run, Math.min(delay, MAX_TIMER_MS));
    // A timer that is waiting must not keep a stopping process alive.
    timer.unref();
  };

  let due = 0;
  try {
    const newest = snapshotsBy(config.dir, now()).past.at(-1);
    if (newest !== undefined) due = snapshotTime(newest) + config.everyMs - now();
  } catch {
    // An unreadable folder: the first snapshot, due now, fails and logs why.
  }
  if (due > 0) schedule(due);
  else run();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
