/**
 * A save from Keystatic's UI, written by us rather than by Keystatic's handler, all or nothing and
 * one at a time. The whole save is checked first: every path one the editor's configuration
 * defines (editor-files.ts) that stays inside the source folder, every file's bytes, and the tree
 * it leaves (no file where a folder is, or under a file). Then every new file is written beside its
 * place under a hidden name, and only once all are written do they take their names, the replaced
 * and deleted files kept aside until the last has: a failure at any step (a full disk) puts every
 * file back as it was and leaves no hidden file. Keystatic's own handler empties a file and then
 * fills it, so a reader in between (the development server, a publish copying the content) would
 * get an empty file. Both the live server (editor-routes.ts) and `npm run edit` (dev-saves.ts) save
 * through here, and the live server reads the folder's tree through `oneAtATime` too: its listing
 * would otherwise meet another save's hidden files.
 */

import { randomUUID } from "node:crypto";
import { lstat, mkdir, mkdtemp, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { imageProblem, MAX_IMAGE_BYTES } from "../../src/lib/image-files";
import { copyContent, staysInside, textProblem } from "./content-files";
import type { EditorFiles } from "./editor-files";
import { retentionProblem, SITE_FACTS_FILE } from "./retention-guard";
import type { Refusal, RefusedField } from "./save-check";

/** One save: a few images (base64, a third larger) and the entry's text. */
export const MAX_UPDATE_BYTES = 3 * MAX_IMAGE_BYTES * 1.4 + 1024 * 1024;

/** The body of a save, as Keystatic's UI sends it. */
interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

/** How a save ended: written (200), or refused with the status and the words for the owner. */
export type SaveResult =
  | { status: 200 }
  | { status: 400 | 403 | 409 | 422 | 503 | 507; message: string; field?: RefusedField };

/** What the account saving may do beyond editing the site. */
export interface SavingAccount {
  /** It may see the leads, so it may shorten how long they are kept (retention-guard.ts). */
  mayShortenRetention: boolean;
}

const isUpdate = (value: unknown): value is Update => {
  const update = value as Update;
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray(update.additions) &&
    Array.isArray(update.deletions) &&
    update.additions.every(
      (item) => typeof item?.path === "string" && typeof item.contents === "string",
    ) &&
    update.deletions.every((item) => typeof item?.path === "string")
  );
};

const base64url = (text: string) =>
  Buffer.from(text.replace(/-/g, "+").replace(/_/g, "/"), "base64");

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task on the same source folder has finished. */
export function oneAtATime<T>(sourceDir: string, task: () => Promise<T>): Promise<T> {
  const result = (queues.get(sourceDir) ?? Promise.resolve()).then(task);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(sourceDir, settled);
  void settled.then(() => {
    if (queues.get(sourceDir) === settled) queues.delete(sourceDir);
  });
  return result;
}

const info = (path: string) => lstat(path).catch(() => null);

/** Why the folder's tree could not hold this save, or null when it can. */
async function treeProblem(sourceDir: string, update: Update): Promise<string | null> {
  const added = update.additions.map(({ path }) => path);
  const all = [...added, ...update.deletions.map(({ path }) => path)];
  const twice = all.find((path, index) => all.indexOf(path) !== index);
  if (twice) return `${twice} is written or deleted twice in one save`;
  for (const path of all) {
    const under = added.find((other) => path.startsWith(`${other}/`));
    if (under) return `${path} would be inside the file ${under}`;
    const parts = path.split("/");
    for (let end = 1; end < parts.length; end++) {
      const parent = parts.slice(0, end).join("/");
      if ((await info(join(sourceDir, parent)))?.isFile()) {
        return `${path} would be inside the file ${parent}`;
      }
    }
    if ((await info(join(sourceDir, path)))?.isDirectory()) return `${path} is a folder`;
  }
  return null;
}

/**
 * Why this save may not be written (a bad path or file: 400; a tree it cannot fit: 409), or null:
 * every path and every file is checked first.
 */
async function updateProblem(
  sourceDir: string,
  update: Update,
  files: EditorFiles,
  account: SavingAccount,
): Promise<{ status: 400 | 403 | 409; problem: string } | null> {
  const refused = (problem: string) => ({ status: 400 as const, problem });
  for (const { path } of [...update.additions, ...update.deletions]) {
    if (!files(path)) return refused(`${path} is not a file the editor may change`);
    if (!(await staysInside(sourceDir, path))) {
      return refused(`${path} leads outside the site's folder`);
    }
  }
  for (const { path, contents } of update.additions) {
    const bytes = base64url(contents);
    const problem =
      files(path) === "image" ? await imageProblem(path, bytes) : textProblem(path, bytes);
    if (problem) return refused(problem);
  }
  const facts = update.additions.find(({ path }) => path === SITE_FACTS_FILE);
  const shortened =
    facts &&
    (await retentionProblem(
      sourceDir,
      base64url(facts.contents).toString("utf8"),
      account.mayShortenRetention,
    ));
  if (shortened) return { status: 403, problem: shortened };
  const shape = await treeProblem(sourceDir, update);
  return shape ? { status: 409, problem: shape } : null;
}

const hiddenBeside = (file: string, kind: "partial" | "replaced") =>
  join(dirname(file), `.${basename(file)}.${randomUUID()}.${kind}`);

/** The folders `mkdir -p` would make for `file`, outermost first. */
async function missingFolders(file: string): Promise<string[]> {
  const missing: string[] = [];
  for (let folder = dirname(file); !(await info(folder)); folder = dirname(folder)) {
    missing.unshift(folder);
  }
  return missing;
}

/** Writes every file of the save, or none: see the module's comment. */
async function apply(sourceDir: string, update: Update): Promise<void> {
  const madeFolders: string[] = [];
  const staged: { file: string; partial: string }[] = [];
  /** Files now in place, with the old file kept aside (null when there was none). */
  const placed: { file: string; aside: string | null }[] = [];
  const asides: { file: string; aside: string }[] = [];
  try {
    for (const { path, contents } of update.additions) {
      const file = join(sourceDir, path);
      const missing = await missingFolders(file);
      for (const folder of missing) {
        await mkdir(folder);
        madeFolders.push(folder);
      }
      const partial = hiddenBeside(file, "partial");
      staged.push({ file, partial });
      await writeFile(partial, base64url(contents), { flag: "wx" });
    }
    const deletions: string[] = [];
    for (const { path } of update.deletions) {
      const file = join(sourceDir, path);
      if (await info(file)) deletions.push(file);
    }
    // The last step needs no way back, so it keeps nothing aside: a reader that sees the saved
    // file in place sees no hidden file beside it (a one-file save sets nothing aside at all).
    let stepsLeft = staged.length + deletions.length;
    for (const { file, partial } of staged) {
      const aside = --stepsLeft > 0 && (await info(file)) ? hiddenBeside(file, "replaced") : null;
      if (aside) await rename(file, aside);
      await rename(partial, file);
      placed.push({ file, aside });
    }
    for (const file of deletions) {
      if (--stepsLeft === 0) {
        await rm(file);
        break;
      }
      const aside = hiddenBeside(file, "replaced");
      await rename(file, aside);
      asides.push({ file, aside });
    }
  } catch (error) {
    for (const { file, aside } of placed.reverse()) {
      if (aside) await rename(aside, file);
      else await rm(file, { force: true });
    }
    for (const { file, aside } of asides.reverse()) await rename(aside, file);
    for (const { partial } of staged) await rm(partial, { force: true });
    for (const folder of madeFolders.reverse()) await rmdir(folder).catch(() => undefined);
    throw error;
  }
  for (const { aside } of [...placed, ...asides]) if (aside) await rm(aside, { force: true });
}

/** The owner's words for a save that could not be written, by the system's error code. */
function writeFailure(error: unknown): SaveResult {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") {
    return { status: 507, message: "The server's disk is full. Nothing was saved." };
  }
  return {
    status: 503,
    message: `The server could not write the files (${code ?? "unknown error"}). Nothing was saved.`,
  };
}

/**
 * Writes the save (the JSON text Keystatic's UI posts) into `sourceDir`, whole, after every save
 * before it; or refuses all of it and changes nothing.
 */
/**
 * The saved content as this save would leave it, in a folder of its own (removed after `use`):
 * what a check of the whole content reads before the save is written.
 */
async function withTrial<T>(
  sourceDir: string,
  update: Update,
  use: (trial: string) => Promise<T>,
): Promise<T> {
  const trial = await mkdtemp(join(tmpdir(), "eca-save-"));
  try {
    await copyContent(sourceDir, trial);
    for (const { path, contents } of update.additions) {
      await mkdir(dirname(join(trial, path)), { recursive: true });
      await writeFile(join(trial, path), base64url(contents));
    }
    for (const { path } of update.deletions) await rm(join(trial, path), { force: true });
    return await use(trial);
  } finally {
    await rm(trial, { recursive: true, force: true });
  }
}

/**
 * Why the build would refuse the content this save leaves, in the owner's words, or null: a
 * check of the whole content in the trial folder (save-check.ts).
 */
export type ContentCheck = (trial: string) => Promise<Refusal | null>;

export function saveUpdate(
  sourceDir: string,
  body: string,
  files: EditorFiles,
  account: SavingAccount,
  check?: ContentCheck,
) {
  return oneAtATime(sourceDir, async (): Promise<SaveResult> => {
    let update: unknown;
    try {
      update = JSON.parse(body);
    } catch {
      return { status: 400, message: "Bad data" };
    }
    if (!isUpdate(update)) return { status: 400, message: "Bad data" };
    const refusal = await updateProblem(sourceDir, update, files, account);
    if (refusal) {
      return { status: refusal.status, message: `Refused: ${refusal.problem}. Nothing was saved.` };
    }
    const refused = check && (await withTrial(sourceDir, update, check));
    if (refused) {
      return {
        status: 422,
        message: `The site would not build with this: ${refused.words}. Nothing was saved.`,
        field: refused.field,
      };
    }
    try {
      await apply(sourceDir, update);
      return { status: 200 };
    } catch (error) {
      return writeFailure(error);
    }
  });
}
