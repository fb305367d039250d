/**
 * A save the build would refuse is refused at Save, in the owner's words: the save is applied to
 * a copy of the saved content (a trial folder), and every reader the build uses reads that copy
 * in a process of its own (save-check-child.ts, all-content.ts). What it refuses
 * is said by the editor's names for the entry and the field ("Home: Testimonials › item 6:
 * Unknown testimonial ..."), never a path or a 0-based index. The build's own checks stay the
 * last line of defence: a check that cannot run (it timed out, it crashed without a word) lets
 * the save through and says so in the log.
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Field, locate, read, recordName } from "./changes";
import type { EditorConfig } from "./editor-files";

const codeRoot = fileURLToPath(new URL("../..", import.meta.url));
/** A check that takes longer is not waited for: the save goes through to the build's checks. */
const CHECK_TIMEOUT_MS = 60_000;

/** What the build would refuse in the content of `trial`, as the readers say it; null: nothing. */
export function readersRefusal(
  trial: string,
  log: (message: string) => void = console.error,
): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", join(codeRoot, "server/site-editor/save-check-child.ts"), trial],
      { cwd: codeRoot, env: process.env, timeout: CHECK_TIMEOUT_MS },
      (error, _stdout, stderr) => {
        if (!error) return resolve(null);
        const said = stderr.trim().replaceAll(`${trial}/`, "");
        if (error.killed || !said) {
          log(`site: a save was not checked before it was written (${error.message})`);
          return resolve(null);
        }
        resolve(said);
      },
    );
  });
}

/** The labels from `fields` along `keys` (zod's path), items counted from 1. */
function fieldTrail(fields: Record<string, Field>, keys: string[]): string[] {
  const trail: string[] = [];
  let field: Field | undefined = { fields };
  for (const key of keys) {
    if (!field) break;
    if (/^\d+$/.test(key) && field.element) {
      trail.push(`item ${Number(key) + 1}`);
      field = field.element;
    } else if (field.values && (key === "discriminant" || key === "value")) {
    } else if (field.fields?.[key]) {
      field = field.fields[key];
      trail.push(field.label ?? key);
    } else if (field.values) {
      field = field.values[key];
    } else {
      break;
    }
  }
  return trail;
}

/** Where a refused save's first problem is, for the editor to show it at its field. */
export interface RefusedField {
  /** The field's labels inside its entry, outermost first ("Hero", "Headline"). */
  trail: string[];
  problem: string;
}

/** A refused save in the owner's words, and where its first problem is. */
export interface Refusal {
  words: string;
  field?: RefusedField;
}

/** One line of a reader's refusal in the owner's words, given the trial folder it read. */
async function lineInWords(
  line: string,
  file: string | null,
  config: EditorConfig,
  trial: string,
): Promise<{ words: string; field?: RefusedField }> {
  const match = /^(?:(src\/content\/[^\s:]+): )?([\w.-]+|line \d+): (.*)$/.exec(line);
  const path = match?.[1] ?? file;
  if (!match || !path) return { words: line };
  const located = locate(config, path);
  const problem = match[3] ?? "";
  if (!located) return { words: problem };
  const data = read(
    await readFile(join(trial, path), "utf8").catch(() => null),
    located.contentField,
  );
  const entry =
    located.slug === null
      ? located.entry.label
      : `${located.entry.label}: ${recordName(located, data)}`;
  const where = match[2]?.startsWith("line ")
    ? [match[2]]
    : fieldTrail(located.entry.schema, (match[2] ?? "").split("."));
  return {
    words: `${[entry, ...where].join(" › ")}: ${problem}`,
    field: where.length > 0 ? { trail: where, problem } : undefined,
  };
}

/** A reader's refusal (one line per problem, each naming a file) in the owner's words. */
export async function refusalInWords(
  said: string,
  config: EditorConfig,
  trial: string,
): Promise<Refusal> {
  const lines: { words: string; field?: RefusedField }[] = [];
  let file: string | null = null;
  for (const line of said.split("\n")) {
    const heading = /^(src\/content\/[^\s:]+): invalid (?:record|frontmatter)$/.exec(line);
    if (heading) {
      file = heading[1] ?? null;
      continue;
    }
    if (line.trim()) lines.push(await lineInWords(line.trim(), file, config, trial));
  }
  return {
    words: lines.map(({ words }) => words).join("; "),
    field: lines.find(({ field }) => field)?.field,
  };
}
