/**
 * The one CSV writer of every export (`npm run leads -- --format csv`, and any other): RFC 4180,
 * and safe to open in a spreadsheet.
 */
import { BIDI_CONTROLS } from "../src/features/contact/schema";

export type CsvValue = string | number | null;

/**
 * Removed from every cell: C0 controls but tab, line feed and carriage return (which quoting
 * carries), DEL, C1 controls and the bidirectional formatting characters. ESC starts terminal
 * escape sequences, NUL truncates text in many tools, and bidi controls make text display in
 * another order than it is stored.
 */
const UNSAFE_IN_CSV = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
  "g",
);

/**
 * Where a spreadsheet may start a cell of its own: at the start of the value, and after anything it
 * may split on, a comma, a semicolon (the list separator in many locales), a tab or a line break.
 * A quote is special only at the start of a field, so where `;` separates, the quoted "x;+1" still
 * gives a cell "+1". Each such start followed by a formula character (= + - @, or a tab or CR,
 * which some spreadsheets skip), after spaces or quotes an import may drop, gets a single quote:
 * the piece then reads as text.
 */
const FORMULA_START = /(^|[,;\t\r\n])(?=[ "]*[=+\-@\t\r])/g;

export function csvCell(value: CsvValue): string {
  const text = String(value ?? "")
    .replace(UNSAFE_IN_CSV, "")
    .replace(FORMULA_START, "$1'");
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells (the first row the header) as CSV, each line ending in CRLF. */
export const toCsv = (rows: readonly (readonly CsvValue[])[]) =>
  rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
