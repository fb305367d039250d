/**
 * Build steps that take seconds and whose output depends only on inputs named here (the guide's
 * PDFs, the Open Graph images) are kept in node_modules/.cache/eca-build/ under a hash of those
 * inputs, so a publish that changed none of them reuses them instead of drawing them again.
 * Runs at build time only.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";

const root = process.cwd();
export const BUILD_CACHE_DIR = join(root, "node_modules/.cache/eca-build");

/**
 * What the guide's PDFs read of the content: the site's facts (the files directly in
 * src/content/), the guide's own folder, the guide page's copy and the blog's categories. A test
 * follows their imports and the paths they name to be sure. A publish that changed only other
 * content (the pages' copy, articles, events, testimonials, case studies) or the images reuses the
 * PDFs of the build before.
 */
export const GUIDE_READS = [
  "src/content/guide/",
  "src/content/page-copy/automation-guide.json",
  "src/content/blog/categories.json",
] as const;

/** Whether a project file (project-relative) is an input of the guide's PDFs, by the rule above. */
export function guideMayRead(file: string): boolean {
  if (file.startsWith("src/assets/images/")) return false;
  if (!file.startsWith("src/content/")) return true;
  return (
    !file.slice("src/content/".length).includes("/") ||
    GUIDE_READS.some((input) => file.startsWith(input))
  );
}

/**
 * The output of `make` for this key, made once and then read from the cache. `name` holds one
 * output: making a new one deletes the others of that name, so the cache does not grow.
 */
export async function cachedBuildStep(
  name: string,
  key: string,
  make: () => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const safeName = name.replace(/[^\w-]/g, "_");
  const file = join(BUILD_CACHE_DIR, `${safeName}-${key}`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const made = await make();
  await mkdir(BUILD_CACHE_DIR, { recursive: true });
  for (const old of await readdir(BUILD_CACHE_DIR)) {
    if (old.startsWith(`${safeName}-`) && /^[0-9a-f]{32}$/.test(old.slice(safeName.length + 1))) {
      await rm(join(BUILD_CACHE_DIR, old), { force: true });
    }
  }
  // Whole or not at all: two builds never read half a file.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, made);
  await rename(temp, file);
  return made;
}

/** SHA-256 of the texts, in order. */
export const hashOf = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex").slice(0, 32);
};

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * A hash of everything a build step could read, except what it provably does not: every file
 * under src/ and public/ that `reads` accepts (path and bytes), the lockfile (library versions)
 * and the site's address. Conservative: a change anywhere else makes the step run again. The
 * analytics setting is left out, as no module the guide's PDFs import reads it (a test follows
 * their imports): the build with analytics then reuses the PDFs of the build without.
 */
export async function sourceKey(reads: (file: string) => boolean): Promise<string> {
  const parts: (string | Uint8Array)[] = [
    process.env.SITE_URL ?? "",
    await readFile(join(root, "package-lock.json")),
  ];
  for (const folder of ["src", "public"]) {
    const paths: string[] = [];
    for await (const path of files(join(root, folder))) {
      const name = relative(root, path).split("\\").join("/");
      if (reads(name)) paths.push(name);
    }
    for (const name of paths.sort()) parts.push(name, await readFile(join(root, name)));
  }
  return hashOf(...parts);
}
