import { existsSync, lstatSync, type Stats } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { describeSnapshot, wouldTouchStore, writeSnapshot } from "./backup";
import { type CsvValue, toCsv } from "./csv";
import { openDatabase } from "./db/database";
import { notificationSubject } from "./email";
import { csvValue, fieldText, type LeadField, leadFields } from "./lead-fields";
import { type Lead, LeadStore, type PendingDelivery } from "./leads";
import { escapeControls } from "./log";
import { RestoreRefused, restoreSnapshot } from "./restore";
import { isContentBackup, restoreContentBackup } from "./site-editor/content-backup";
import { FIRM_TIME_ZONE } from "./time-zone";

const firmClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: FIRM_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

/**
 * A time as the firm's clock shows it, sortable and marked PST or PDT: "2025-02-03 04:30:00 PST";
 * what is not a time stays as it was stored.
 */
export function firmTime(time: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return time;
  const part = Object.fromEntries(
    firmClock.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${part.timeZoneName}`;
}

/** How each note starts a line of the notes' column: its time (UTC), then "author: ". */
const NOTE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z(?= \S+: )/gm;

/**
 * A CSV cell: the stored value, its times on the firm's clock (the notes' too), and as subject
 * the one the owner's email gave that kind of request (the form posts the consultation's for all).
 */
function csvCellOf(field: LeadField, lead: Lead): CsvValue {
  const value = csvValue(field, lead);
  if (typeof value !== "string" || value === "") return value;
  if (field.name === "subject") return notificationSubject(lead);
  if (field.kind === "time") return firmTime(value);
  if (field.name === "notes") return value.replace(NOTE_TIME, firmTime);
  return value;
}

/** The leads as CSV: a column per field of the table that names a CSV header. */
export function leadsCsv(leads: readonly Lead[]): string {
  const fields = leadFields.filter((field) => field.csv);
  return toCsv([
    fields.map((field) => field.csv ?? ""),
    ...leads.map((lead) => fields.map((field) => csvCellOf(field, lead))),
  ]);
}

const MAX_CELL = 40;

/** One line, every control character shown escaped (see escapeControls), at most MAX_CELL long. */
function tableCell(value: string | null): string {
  const text = escapeControls((value ?? "").trim());
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

/** Rows under a header, in columns as wide as their widest cell, and a count line. */
function formatTable(header: readonly string[], rows: readonly string[][], count: string): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => "-".repeat(width))),
    ...rows.map(line),
    "",
    count,
    "",
  ].join("\n");
}

const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

const utcMinute = (time: string | number) =>
  new Date(time).toISOString().slice(0, 16).replace("T", " ");

/** The table's fields marked for the command line, times in UTC to the minute. */
export function toTable(leads: readonly Lead[]): string {
  const fields = leadFields.filter((field) => field.cli);
  const header = fields.map((field) =>
    field.kind === "time" ? `${field.label} (UTC)` : field.label,
  );
  const rows = leads.map((lead) =>
    fields.map((field) => {
      const text = fieldText(field, lead);
      return tableCell(field.kind === "time" && text ? utcMinute(text) : text);
    }),
  );
  return formatTable(header, rows, counted(leads.length, "lead", "leads"));
}

/** The leads an outbox channel has not delivered yet, with the next attempt and the last error. */
export function toPendingTable(rows: readonly PendingDelivery[]): string {
  const header = [
    "Lead",
    "Received (UTC)",
    "Name",
    "Channel",
    "Attempts",
    "Next try (UTC)",
    "Last error",
  ];
  const cells = rows.map((row) => [
    String(row.leadId),
    utcMinute(row.receivedAt),
    tableCell(`${row.firstName} ${row.lastName}`),
    row.channel,
    String(row.attempts),
    utcMinute(row.nextAttemptAt),
    escapeControls(row.lastError ?? "not tried yet"),
  ]);
  return formatTable(header, cells, `${counted(rows.length, "delivery", "deliveries")} pending`);
}

const usage = `Usage: npm run leads -- [--format table|csv] [--since YYYY-MM-DD] [--pending]
       npm run leads -- --backup FILE [--force] | --restore FILE

Lists the stored leads, newest first, from LEADS_DB (default data/leads.db).
  --format csv          RFC 4180 CSV with a header row, for spreadsheets
  --since YYYY-MM-DD    only leads received on or after that day (UTC)
  --pending             the leads not yet delivered by email or webhook, with the last error
  --backup FILE         writes a checked snapshot of the store to FILE, also while the server runs;
                        never over the store itself, nor over an existing file without --force
  --restore FILE        with the server stopped, replaces the store with the snapshot FILE after
                        checking it; the store it replaces is kept as LEADS_DB.before-restore-<time>
  --restore BACKUP_DIR/content-<time>
                        puts the site's content files and images of that backup back into
                        SITE_SOURCE_DIR (default this folder); press Publish afterwards
`;

function isDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(time).toISOString().startsWith(text);
}

function lstatOrNull(path: string): Stats | null {
  try {
    return lstatSync(path);
  } catch {
    return null;
  }
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

async function backup(store: string, file: string, force: boolean, io: Output): Promise<number> {
  if (!existsSync(store)) {
    io.err(`Nothing to back up: ${store} does not exist.\n`);
    return 1;
  }
  if (wouldTouchStore(file, store)) {
    io.err(
      `Refused: ${file} is the lead store itself (or one of its files); write the snapshot elsewhere.\n`,
    );
    return 1;
  }
  const existing = lstatOrNull(file);
  if (existing?.isDirectory()) {
    io.err(`Refused: ${file} is a folder; name the snapshot's file.\n`);
    return 1;
  }
  if (existing && !force) {
    io.err(`Refused: ${file} exists; add --force to replace it.\n`);
    return 1;
  }
  const db = new Database(store, { fileMustExist: true });
  try {
    io.out(`Wrote ${describeSnapshot(await writeSnapshot(db, file, { oneStep: true }))}\n`);
    return 0;
  } catch (error) {
    io.err(`Backup failed: ${(error as Error).message}\n`);
    return 1;
  } finally {
    db.close();
  }
}

function restore(store: string, file: string, io: Output): number {
  try {
    const { leads, fromVersion, toVersion, accounts, keptAs } = restoreSnapshot(file, store);
    const migrated =
      fromVersion === toVersion ? "" : ` (schema version ${fromVersion} migrated to ${toVersion})`;
    io.out(
      `Restored ${counted(leads, "lead", "leads")} from ${file} into ${store}${migrated}.\n` +
        (accounts === "current"
          ? "The accounts, their passwords and the activity log are the replaced store's; every session was ended.\n"
          : "The accounts are the snapshot's (there was no store to keep them from); every session was ended.\n") +
        (keptAs ? `The store it replaced is kept as ${keptAs}.\n` : ""),
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) {
      io.err(`Refused: ${error.message}.\nNothing was changed.\n`);
    } else {
      io.err(`Restore failed: ${(error as Error).message}\n`);
    }
    return 1;
  }
}

async function restoreContentCli(folder: string, sourceDir: string, io: Output): Promise<number> {
  try {
    const changed = await restoreContentBackup(folder, sourceDir);
    io.out(
      `Restored the content of ${folder} into ${sourceDir}: ${counted(changed.length, "file", "files")} changed${changed.length ? ` (${changed.join(", ")})` : ""}.\nPublish to put it on the live site.\n`,
    );
    return 0;
  } catch (error) {
    io.err(`Refused: ${(error as Error).message}.\nNothing was changed.\n`);
    return 1;
  }
}

/** The `npm run leads` command; resolves to the exit code. */
export async function runLeadsCli(
  args: string[],
  env: Record<string, string | undefined>,
  io: Output,
): Promise<number> {
  let options: {
    format?: string;
    since?: string;
    pending?: boolean;
    backup?: string;
    force?: boolean;
    restore?: string;
    help?: boolean;
  };
  try {
    options = parseArgs({
      args,
      options: {
        format: { type: "string", default: "table" },
        since: { type: "string" },
        pending: { type: "boolean" },
        backup: { type: "string" },
        force: { type: "boolean" },
        restore: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    io.out(usage);
    return 0;
  }
  if (options.format !== "table" && options.format !== "csv") {
    io.err(`--format must be table or csv\n\n${usage}`);
    return 2;
  }
  if (options.since !== undefined && !isDate(options.since)) {
    io.err(`--since must be a date like 2025-01-31, got "${options.since}"\n\n${usage}`);
    return 2;
  }

  const file = env.LEADS_DB?.trim() || join("data", "leads.db");
  if (options.backup !== undefined && options.restore !== undefined) {
    io.err(`--backup and --restore go one at a time\n\n${usage}`);
    return 2;
  }
  if (options.backup !== undefined) return backup(file, options.backup, options.force === true, io);
  if (options.restore !== undefined && isContentBackup(options.restore)) {
    return restoreContentCli(options.restore, resolve(env.SITE_SOURCE_DIR?.trim() || "."), io);
  }
  if (options.restore !== undefined) return restore(file, options.restore, io);
  if (options.pending) {
    const pending = existsSync(file) ? withStore(file, (store) => store.pendingDeliveries()) : [];
    io.out(
      pending.length === 0
        ? `Nothing pending: every lead in ${file} was delivered by each channel it was queued for.\n`
        : toPendingTable(pending),
    );
    return 0;
  }
  const leads = existsSync(file) ? withStore(file, (store) => store.list(options.since)) : [];
  if (options.format === "csv") {
    io.out(leadsCsv(leads));
  } else if (leads.length === 0) {
    const since = options.since ? ` since ${options.since}` : "";
    io.out(
      existsSync(file)
        ? `No leads${since} in ${file}.\n`
        : `No leads yet: ${file} does not exist.\n`,
    );
  } else {
    io.out(toTable(leads));
  }
  return 0;
}

function withStore<T>(file: string, read: (store: LeadStore) => T): T {
  const db = openDatabase(file);
  try {
    return read(new LeadStore(db, { channels: [] }));
  } finally {
    db.close();
  }
}
