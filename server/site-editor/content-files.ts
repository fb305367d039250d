/**
 * The site's content files in a source folder: JSON, Markdown, MDX and YAML under src/content/, and
 * images under src/assets/images/, where the build's image pipeline reads them. Nothing else: no
 * code, no dotfiles, no path that climbs out or passes through a symbolic link. What publishes
 * snapshot, backups keep and roll back restores; a save may write fewer (editor-files.ts).
 * docs/decisions/038-live-editing.md has the reasons.
 */
import { createHash, randomUUID } from "node:crypto";
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, extname, join, sep } from "node:path";
import { hasImageExtension, IMAGE_FOLDER } from "../../src/lib/image-files";

export const CONTENT_FOLDER = "src/content/";
/** The folders whose files the editor writes, publishes snapshot and backups keep. */
export const CONTENT_ROOTS = [CONTENT_FOLDER, IMAGE_FOLDER] as const;

/**
 * The formats the editor's entries store. Markdown (.md) is only the guide's writing and the legal
 * pages, whose readers (src/collections/guide/markdown.ts, src/collections/page-copy/legal-markdown.ts)
 * refuse raw HTML or draw it as text; no Astro collection renders a .md file.
 */
const textExtensions = new Set([".json", ".md", ".mdx", ".yaml", ".yml"]);

export const MAX_TEXT_BYTES = 1024 * 1024;

export type ContentKind = "text" | "image";

/** A name Keystatic gives files (slugs, field names): letters, digits, dot, dash, underscore. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,120}$/;

/**
 * What kind of content file this project-relative path is, or null when it is none:
 * anything outside the content folders, an absolute path, "..", ".", empty or hidden
 * segments, a backslash, another extension.
 */
export function contentKind(path: unknown): ContentKind | null {
  if (typeof path !== "string" || path.length > 400) return null;
  const segments = path.split("/");
  if (!segments.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))) return null;
  const extension = extname(path).toLowerCase();
  if (path.startsWith(CONTENT_FOLDER) && textExtensions.has(extension)) return "text";
  if (path.startsWith(IMAGE_FOLDER) && hasImageExtension(path)) return "image";
  return null;
}

/**
 * True when the path, resolved in `sourceDir`, stays inside it without passing through a symbolic
 * link: every part that exists already is a real folder (or, last, a real file).
 */
export async function staysInside(sourceDir: string, path: string): Promise<boolean> {
  const root = await realpath(sourceDir);
  let current = root;
  for (const segment of path.split("/")) {
    current = join(current, segment);
    const info = await lstat(current).catch(() => null);
    if (!info) return true;
    if (info.isSymbolicLink()) return false;
  }
  const resolved = await realpath(current);
  return resolved.startsWith(`${root}${sep}`);
}

/** Why this text may not be stored, or null when it may. */
export function textProblem(path: string, bytes: Uint8Array): string | null {
  if (bytes.byteLength > MAX_TEXT_BYTES) return `${path} is larger than 1 MB`;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return null;
  } catch {
    return `${path} is not UTF-8 text`;
  }
}

/**
 * Writes the file whole or not at all: the bytes go to a hidden file beside it, which then takes
 * its name. A reader (the development server's watcher, a publish copying the content) sees the
 * old file or the new one, never an emptied one; writing in place would truncate it first.
 */
export async function writeWhole(file: string, bytes: Uint8Array): Promise<void> {
  const partial = join(dirname(file), `.${basename(file)}.${randomUUID()}.partial`);
  await writeFile(partial, bytes, { flag: "wx" });
  try {
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function* walk(root: string, relative: string): AsyncGenerator<string> {
  const entries = await readdir(join(root, relative), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = `${relative}${entry.name}`;
    // Links are never followed, as when writing.
    if (entry.isDirectory()) yield* walk(root, `${path}/`);
    else if (entry.isFile() && contentKind(path)) yield path;
  }
}

/** Every content file and image in the folder, as project-relative paths, sorted. */
export async function listContentFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  for (const folder of CONTENT_ROOTS) for await (const path of walk(root, folder)) files.push(path);
  return files.sort();
}

/** Each content file's SHA-256, by path. */
export async function contentManifest(root: string): Promise<Map<string, string>> {
  const files = await listContentFiles(root);
  const hashes = await Promise.all(
    files.map(async (path) =>
      createHash("sha256")
        .update(await readFile(join(root, path)))
        .digest("hex"),
    ),
  );
  return new Map(files.map((path, index) => [path, hashes[index] ?? ""]));
}

/** The paths added, changed or removed between two manifests, sorted. */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/** Copies every content file of `from` into `to` (same relative paths). */
export async function copyContent(from: string, to: string): Promise<void> {
  await Promise.all(
    (await listContentFiles(from)).map(async (path) => {
      await mkdir(dirname(join(to, path)), { recursive: true });
      await writeFile(join(to, path), await readFile(join(from, path)));
    }),
  );
}

/**
 * Makes the content files of `target` those of `snapshot`: each one written, and the content files
 * the snapshot does not have deleted. Other files (code beside the content) are never touched.
 */
export async function restoreContent(snapshot: string, target: string): Promise<string[]> {
  const [wanted, present] = await Promise.all([contentManifest(snapshot), contentManifest(target)]);
  const changed = changedFiles(present, wanted);
  for (const path of changed) {
    if (!(await staysInside(target, path))) throw new Error(`${path} passes through a link`);
    if (wanted.has(path)) {
      await mkdir(dirname(join(target, path)), { recursive: true });
      await writeWhole(join(target, path), await readFile(join(snapshot, path)));
    } else {
      await rm(join(target, path), { force: true });
    }
  }
  return changed;
}
