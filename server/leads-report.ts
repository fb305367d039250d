import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "./db/database";
import { type Lead, LeadStore } from "./leads";

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
  "userAgent",
  "clientAddress",
] as const satisfies readonly (keyof Lead)[];

/** A cell a spreadsheet would run as a formula gets a leading single quote. */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvCell(value: string | number | null): string {
  const text = neutraliseFormula(String(value ?? ""));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(leads: readonly Lead[]): string {
  const rows = [csvColumns, ...leads.map((lead) => csvColumns.map((column) => lead[column]))];
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}

const MAX_CELL = 40;

/** One line, no terminal control characters, at most MAX_CELL characters. */
function tableCell(value: string | null): string {
  const text = (value ?? "").replace(/\p{Cc}+/gu, " ").trim();
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

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
    `${leads.length} lead${leads.length === 1 ? "" : "s"}`,
    "",
  ].join("\n");
}

const usage = `Usage: npm run leads -- [--format table|csv] [--since YYYY-MM-DD]

Lists the stored leads, newest first, from LEADS_DB (default data/leads.db).
  --format csv          RFC 4180 CSV with a header row, for spreadsheets
  --since YYYY-MM-DD    only leads received on or after that day (UTC)
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
  let options: { format?: string; since?: string; help?: boolean };
  try {
    options = parseArgs({
      args,
      options: {
        format: { type: "string", default: "table" },
        since: { type: "string" },
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
  const leads = existsSync(file) ? readLeads(file, options.since) : [];
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

function readLeads(file: string, since: string | undefined): Lead[] {
  const db = openDatabase(file);
  try {
    return new LeadStore(db, { outbox: false }).list(since);
  } finally {
    db.close();
  }
}
