/**
 * A save from Keystatic's UI, written by us rather than by Keystatic's handler: every path and
 * every file is checked before anything is written (content-files.ts), and each file is written
 * whole (`writeWhole`). Keystatic's own handler empties a file and then fills it: a reader in
 * between (the development server, a publish copying the content) would get an empty file. Both
 * the live server (editor-routes.ts) and `npm run edit` (dev-saves.ts) save through here.
 */
import { mkdir, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import {
  contentKind,
  imageProblem,
  MAX_IMAGE_BYTES,
  staysInside,
  textProblem,
  writeWhole,
} from "./content-files";

/** One save: a few images (base64, a third larger) and the entry's text. */
export const MAX_UPDATE_BYTES = 3 * MAX_IMAGE_BYTES * 1.4 + 1024 * 1024;

/** The body of a save, as Keystatic's UI sends it. */
interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
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

/** Why this save may not be written, or null: every path and every file is checked first. */
async function updateProblem(sourceDir: string, update: Update): Promise<string | null> {
  for (const { path } of [...update.additions, ...update.deletions]) {
    if (!contentKind(path)) return `${path} is not a content file the editor may change`;
    if (!(await staysInside(sourceDir, path))) return `${path} leads outside the site's folder`;
  }
  for (const { path, contents } of update.additions) {
    const bytes = base64url(contents);
    const problem =
      contentKind(path) === "image" ? await imageProblem(path, bytes) : textProblem(path, bytes);
    if (problem) return problem;
  }
  return null;
}

/**
 * Writes the save (the JSON text Keystatic's UI posts) into `sourceDir`, or refuses all of it:
 * the refusal's message for a 400 answer, or null once every file is written.
 */
export async function saveUpdate(sourceDir: string, body: string): Promise<string | null> {
  let update: unknown;
  try {
    update = JSON.parse(body);
  } catch {
    return "Bad data";
  }
  if (!isUpdate(update)) return "Bad data";
  const problem = await updateProblem(sourceDir, update);
  if (problem) return `Refused: ${problem}. Nothing was saved.`;
  for (const { path, contents } of update.additions) {
    const file = join(sourceDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeWhole(file, base64url(contents));
  }
  for (const { path } of update.deletions) await rm(join(sourceDir, path), { force: true });
  return null;
}
