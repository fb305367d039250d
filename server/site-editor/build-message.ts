/**
 * What the Publish page shows of a failed build: the build's own words about the site's files
 * (the file, the line or the field, and why), and nothing else. A tool's message may quote the
 * file it failed on, line by line, and a save could once make the build read any file on the
 * server, so quoted lines are dropped, paths inside the source folder are shown relative to it,
 * and any other path is named only as being outside the site's content.
 */
import { existsSync } from "node:fs";

/** Lines a tool prints to quote a file: "12 | text", "> 12 | text", "1: text", and the "^" under. */
const QUOTED_LINE = /^\s*>?\s*\d+\s*[|:](?:\s|$)|^\s*\|?\s*\^+\s*$/;
/**
 * Where a message stops telling about the site's files: the trace of the tool's own code, or
 * Astro's generic hint and link for developers ("Check your src/content.config.ts").
 */
const TRACE = /^\s*(?:Stack trace:|Caused by:|Hint:|Error reference:)/;
/** Astro's words before a content file's own message: the file and the field follow. */
const ASTRO_PREAMBLE =
  /^\[\w*Error\] `astro sync` command failed to generate content collection types: /;
const STACK_FRAME = /^\s+at\s/;
/**
 * The line a failure starts at: Astro's "[ERROR]", its "[SomeError] message", or an error's
 * "Name: message" line; never Astro's "Error reference:" link near the end.
 */
const FAILURE =
  /\[ERROR\]|^\s*\[\w*Error\]|^\s*(?:\[[\w@/.-]+\]\s*)?(?:[A-Z]\w*)?Error\b(?! reference:)|^\s*error\b/;
/** Astro's progress: a timestamped line, or a route in its listing. */
const PROGRESS = /^\d{2}:\d{2}:\d{2}\s|^\s*[│├└▶λ]/;
/** A route of the listing an error was printed right after, on the same line. */
const GLUED_ROUTE = /^.*?[├└]─ \/\S*?\.(?:html|ics|pdf|xml|txt|json)(?=\S)/;
const MAX_LINES = 30;

/**
 * The line the failure's message starts at: the first flagged as an error, or else the lines just
 * before where the build says where it failed (an error thrown while a page renders is printed
 * bare, after the routes built so far).
 */
function failureStart(lines: string[]): number {
  const flagged = lines.findIndex((line) => FAILURE.test(line));
  if (flagged !== -1) return flagged;
  const located = lines.findIndex((line) => TRACE.test(line) || /^\s*Location:/.test(line));
  if (located === -1) return Math.max(0, lines.length - MAX_LINES);
  let start = located;
  while (start > 0 && !PROGRESS.test(lines[start - 1] ?? "")) start--;
  return start;
}

/**
 * Each absolute path (or file: URL) in the line made relative to `sourceDir`, or withheld when it
 * is a file elsewhere; a site path such as /pricing, which names no file, is left as it is.
 */
function ownPaths(line: string, sourceDir: string): string {
  const root = sourceDir.replace(/\/+$/, "");
  return line
    .replace(/(?<=^|[\s"'(=])(?:file:\/\/)?(\/[^\s"'`:(),]*)/g, (found, path: string) => {
      if (path.startsWith(`${root}/`)) return path.slice(root.length + 1);
      if (path === root) return ".";
      return existsSync(path) ? "(a file outside the site's content)" : found;
    })
    .replace(/:undefined/g, "");
}

/** The part of a failed build's output the owner needs, about the site's own files only. */
export function buildMessage(output: string, sourceDir: string): string {
  const lines = output
    // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are what it removes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split(/\r?\n/)
    .map((line) => line.replace(GLUED_ROUTE, ""));
  const told: string[] = [];
  for (const line of lines.slice(failureStart(lines))) {
    if (TRACE.test(line)) break;
    if (QUOTED_LINE.test(line) || STACK_FRAME.test(line) || line.trim() === "") continue;
    told.push(ownPaths(line.replace(ASTRO_PREAMBLE, ""), sourceDir).trimEnd());
  }
  const message = told.slice(0, MAX_LINES).join("\n");
  return message || "The build failed without saying why.";
}
