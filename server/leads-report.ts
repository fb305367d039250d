import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./db/database";
import { type Lead, LeadStore, type PendingDelivery } from "./leads";

const csvColumns = [
  "id",
  "receivedAt",
  "firstName",
  "lastName",
  "company",
  "phone",
  "email",
  "description",
  "subject",
  "sourcePage",
  "intent",
  "page",
  "userAgent",
  "clientAddress",
] as const satisfies readonly (keyof Lead)[];

/**
 * What must never reach a terminal or a spreadsheet as is: C0 controls, DEL, C1 controls (ESC and
 * CSI start terminal escape sequences; NUL truncates text in many tools) and the bidirectional
 * formatting characters, which make text display in another order than it is stored. Leads
 * stored before the form stripped them, or written to the database by other means, may hold any.
 */
const BIDI = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";
const UNSAFE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI}]`, "g");
/** The same, minus tab, line feed and carriage return, which CSV quoting carries safely. */
const UNSAFE_IN_CSV = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI}]`,
  "g",
);

const escapes: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** Every unsafe character shown as a visible escape: \n, \t, \r, \x1B, \u202E. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return (
      escapes[char] ??
      (code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`)
    );
  });
}

/** A cell a spreadsheet would run as a formula gets a leading single quote. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. Also quoted when it
 * holds a semicolon, the list separator of spreadsheets in many locales, which would otherwise
 * split `x;=1+1` into a second cell that starts with `=`. Unsafe control characters are removed
 * first, so the formula guard sees the cell as a spreadsheet will.
 */
export function csvCell(value: string | number | null): string {
  const text = neutraliseFormula(String(value ?? "").replace(UNSAFE_IN_CSV, ""));
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(leads: readonly Lead[]): string {
  const rows = [csvColumns, ...leads.map((lead) => csvColumns.map((column) => lead[column]))];
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
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

export function toTable(leads: readonly Lead[]): string {
  const header = ["Received (UTC)", "Name", "Company", "Email", "Phone", "Source", "Description"];
  const rows = leads.map((lead) =>
    [
      lead.receivedAt.slice(0, 16).replace("T", " "),
      `${lead.firstName} ${lead.lastName}`,
      lead.company,
      lead.email,
      lead.phone,
      lead.sourcePage,
      lead.description,
    ].map(tableCell),
  );
  return formatTable(header, rows, counted(leads.length, "lead", "leads"));
}

const utcMinute = (time: string | number) =>
  new Date(time).toISOString().slice(0, 16).replace("T", " ");

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

Lists the stored leads, newest first, from LEADS_DB (default data/leads.db).
  --format csv          RFC 4180 CSV with a header row, for spreadsheets
  --since YYYY-MM-DD    only leads received on or after that day (UTC)
  --pending             the leads not yet delivered by email or webhook, with the last error
`;

function isDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(time).toISOString().startsWith(text);
}

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

/** The `npm run leads` command; returns the exit code. */
export function runLeadsCli(args: string[], env: Record<string, string | undefined>, io: Output) {
  let options: { format?: string; since?: string; pending?: boolean; help?: boolean };
  try {
    options = parseArgs({
      args,
      options: {
        format: { type: "string", default: "table" },
        since: { type: "string" },
        pending: { type: "boolean" },
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
    io.out(toCsv(leads));
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
