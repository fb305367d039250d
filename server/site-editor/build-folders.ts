/**
 * The build folders under <source>/builds/, one per published build (and the preview): each holds
 * the site built (site/) and the content it was built from (content/), so a roll back can serve
 * the one and put the other back. Here: a new folder's name, reading a folder's content, storing
 * the build the server started with as the one before the first publish, and keeping only the
 * newest KEEP_BUILDS. The record of which is which is publish-records.ts.
 */
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { listContentFiles } from "./content-files";
import { buildId, type PublishedBuild, type State } from "./publish-records";

/** Published builds kept for roll back: each is a full site and its content, a few MB. */
export const KEEP_BUILDS = 5;

/** A new build folder's name: the time, "-2", "-3"... within one second, then `suffix`. */
export async function newBuildId(buildsDir: string, at: number, suffix = ""): Promise<string> {
  const base = buildId(at);
  for (let n = 1; ; n++) {
    const id = `${n === 1 ? base : `${base}-${n}`}${suffix}`;
    if (!(await stat(join(buildsDir, id)).catch(() => null))) return id;
  }
}

/** A reader of the content a build was made from; null for a file it did not have. */
export const contentOfBuild =
  (buildsDir: string, id: string) =>
  (path: string): Promise<string | null> =>
    readFile(join(buildsDir, id, "content", path), "utf8").catch(() => null);

/**
 * Before the first publish: the build the server started with and the content files as they were
 * at start (what that build was made from, as far as anyone can know), held in memory so the
 * first publish can be rolled back too.
 */
export interface StartBuild {
  folder: string;
  content: Map<string, Buffer>;
}

/** The start build of `folder`, with the content files of `sourceDir` as they are now. */
export async function readStartBuild(sourceDir: string, folder: string): Promise<StartBuild> {
  const content = new Map<string, Buffer>();
  for (const path of await listContentFiles(sourceDir)) {
    content.set(path, await readFile(join(sourceDir, path)));
  }
  return { folder, content };
}

/**
 * Copies the start build into a build folder of its own, named and dated by when it was built,
 * and returns its record: the published build before the first publish.
 */
export async function storeStartBuild(
  buildsDir: string,
  start: StartBuild,
): Promise<PublishedBuild> {
  const built = await stat(join(start.folder, "index.html"));
  const id = `${buildId(built.mtimeMs)}-start`;
  const folder = join(buildsDir, id);
  await cp(start.folder, join(folder, "site"), { recursive: true });
  for (const [path, bytes] of start.content) {
    await mkdir(dirname(join(folder, "content", path)), { recursive: true });
    await writeFile(join(folder, "content", path), bytes);
  }
  const at = new Date(built.mtimeMs).toISOString();
  return { id, at, by: "the build the server started with", files: null, seconds: 0 };
}

/** Each file's SHA-256, as contentManifest gives them, for content held in memory. */
export const contentHashes = (content: Map<string, Buffer>) =>
  new Map(
    [...content].map(([path, bytes]) => [path, createHash("sha256").update(bytes).digest("hex")]),
  );

/** The record with the newest KEEP_BUILDS published builds and the live one; the rest dropped. */
export function keepNewestBuilds(state: State): State {
  const { live, builds, preview } = state;
  const kept = builds.filter((build, index) => index < KEEP_BUILDS || build.id === live);
  return kept.length === builds.length ? state : { live, builds: kept, preview };
}

/**
 * Deletes every folder in builds/ the record does not name: builds dropped from it, an old
 * preview, and what a crash or a failed build left half made.
 */
export async function removeUnrecordedBuilds(buildsDir: string, state: State) {
  const { builds, preview } = state;
  const keep = new Set([...builds.map((build) => build.id), ...(preview ? [preview.id] : [])]);
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory() && !keep.has(entry.name)) {
      await rm(join(buildsDir, entry.name), { recursive: true, force: true });
    }
  }
}
