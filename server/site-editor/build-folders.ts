/**
 * The build folders under <source>/builds/, one per published build (and the preview): each holds
 * the site built (site/) and the content it was built from (content/), so a roll back can serve
 * the one and put the other back. Here: a new folder's name, reading a folder's content, storing
 * the build the server started with as the one before the first publish, and keeping only the
 * newest KEEP_BUILDS. The record of which is which is publish-records.ts.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Dirent } from "node:fs";
import {
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { contentKind, copyContent, listContentFiles } from "./content-files";
import { BUILDS_FOLDER, buildId, type PublishedBuild, type State } from "./publish-records";

/** Published builds kept for roll back: each is a full site and its content, a few MB. */
export const KEEP_BUILDS = 5;

/**
 * The folder under builds/ every build runs in, the editor's warm-up too: the project's code and
 * the content of one snapshot, never the folder saves write into. Its path stays the same from
 * build to build, so Astro's cache (node_modules/.astro/publish-source, through the link) and the
 * build process's module cache, which name its files, keep matching it.
 */
export const BUILD_TREE = "source";

/** What the build tree never copies from the project: what is not source, and node_modules (linked). */
const notSource = new Set([
  ".git",
  ".astro",
  "node_modules",
  BUILDS_FOLDER,
  "data",
  "reports",
  "test-results",
  "playwright-report",
  "tmp",
]);

/** Whether a top-level entry of the project is part of the build tree's code. */
const isSource = (name: string) =>
  !notSource.has(name) && !/^(build|dist)/.test(name) && !name.endsWith(".log");

/** A copy's time is its original's to the millisecond (copying keeps no finer). */
const sameTime = (copy: number, original: number) => Math.abs(copy - original) < 1;

/** Every file and link under `folder`, by its path relative to `root` with "/" between. */
async function filesUnder(root: string, folder: string): Promise<Map<string, Dirent>> {
  const files = new Map<string, Dirent>();
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    files.set(relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"), entry);
  }
  return files;
}

/** The build tree's code in `sourceDir`: every file and link of the project's source but content. */
async function codeFiles(sourceDir: string): Promise<Map<string, Dirent>> {
  const files = new Map<string, Dirent>();
  for (const entry of await readdir(sourceDir, { withFileTypes: true })) {
    if (!isSource(entry.name)) continue;
    const found = entry.isDirectory()
      ? await filesUnder(sourceDir, entry.name)
      : new Map([[entry.name, entry]]);
    for (const [path, file] of found) if (contentKind(path) === null) files.set(path, file);
  }
  return files;
}

/**
 * Makes builds/source/ (the build tree) the project's code with the content files of `contentDir`
 * (a snapshot) in place of the project's own, and node_modules linked: a save made while the build runs cannot
 * reach it, so what goes live is what the snapshot holds. The code is brought up to date (a file
 * of another size or time is copied again, one the project no longer has is removed) rather than
 * copied whole each time; the content is always the snapshot's alone. Returns the folder.
 */
export async function prepareBuildTree(sourceDir: string, contentDir: string): Promise<string> {
  const tree = join(sourceDir, BUILDS_FOLDER, BUILD_TREE);
  await mkdir(tree, { recursive: true });
  const [code, content] = await Promise.all([codeFiles(sourceDir), listContentFiles(contentDir)]);
  const kept = new Set([...code.keys(), ...content]);
  // What the last build left (its output, a removed file, content the snapshot lacks) goes.
  for (const entry of await readdir(tree, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".astro") continue;
    if (!isSource(entry.name) || !entry.isDirectory()) {
      if (!kept.has(entry.name)) await rm(join(tree, entry.name), { recursive: true, force: true });
      continue;
    }
    const left = [...(await filesUnder(tree, entry.name)).keys()].filter((path) => !kept.has(path));
    await Promise.all(left.map((path) => rm(join(tree, path), { force: true })));
  }
  // Side by side: a file at a time, the thousand-odd checks took a quarter of a second.
  await Promise.all(
    [...code].map(([path, entry]) => bringUpToDate(join(sourceDir, path), join(tree, path), entry)),
  );
  await copyContent(contentDir, tree);
  const modules = join(sourceDir, "node_modules");
  const link = join(tree, "node_modules");
  if ((await stat(modules).catch(() => null)) && !(await lstat(link).catch(() => null))) {
    await symlink(modules, link);
  }
  return tree;
}

/** Makes `to` a copy of the code file or link `from`, unless it is one already. */
async function bringUpToDate(from: string, to: string, entry: Dirent) {
  if (entry.isSymbolicLink()) {
    const target = await readlink(from);
    if ((await readlink(to).catch(() => null)) === target) return;
    await rm(to, { force: true });
    await mkdir(dirname(to), { recursive: true });
    await symlink(target, to);
    return;
  }
  const [source, copy] = await Promise.all([stat(from), lstat(to).catch(() => null)]);
  if (copy?.isFile() && copy.size === source.size && sameTime(copy.mtimeMs, source.mtimeMs)) return;
  await mkdir(dirname(to), { recursive: true });
  await cp(from, to, { preserveTimestamps: true, force: true });
}

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

/** The start snapshots' folders in builds/: `start-`, the served folder's key, when it was built. */
export const START_SNAPSHOT_PREFIX = "start-";
/** The file in a start snapshot that names the folder it was served from (not content). */
const SERVED_FROM = "served-from";

/**
 * The content files of `sourceDir` as they were at the first start after `staticRoot` was built,
 * copied once into builds/start-<key>-<built>/ (written aside and renamed: a server starting
 * beside it sees all or nothing); the same folder's older snapshots are removed. Keyed by the
 * folder, so servers of different builds (the test suites') never remove each other's; the
 * snapshots of a folder that is gone are removed. Null when there is no build to serve or the
 * source has no content (nothing the editor writes).
 */
export async function startSnapshot(sourceDir: string, staticRoot: string) {
  const built = await stat(join(staticRoot, "index.html")).catch(() => null);
  if (!built || (await listContentFiles(sourceDir)).length === 0) return null;
  const buildsDir = join(sourceDir, BUILDS_FOLDER);
  const key = createHash("sha256").update(resolve(staticRoot)).digest("hex").slice(0, 8);
  const prefix = `${START_SNAPSHOT_PREFIX}${key}-`;
  const name = `${prefix}${buildId(built.mtimeMs)}`;
  const folder = join(buildsDir, name);
  if (!(await stat(folder).catch(() => null))) {
    const partial = join(buildsDir, `.${name}.${randomUUID()}.partial`);
    await mkdir(partial, { recursive: true });
    await copyContent(sourceDir, partial);
    await writeFile(join(partial, SERVED_FROM), resolve(staticRoot));
    await rename(partial, folder).catch(() => rm(partial, { recursive: true, force: true }));
  }
  for (const entry of await readdir(buildsDir)) {
    if (!entry.startsWith(START_SNAPSHOT_PREFIX) || entry === name) continue;
    const servedFrom = await readFile(join(buildsDir, entry, SERVED_FROM), "utf8").catch(() => "");
    const gone = servedFrom !== "" && !(await stat(servedFrom).catch(() => null));
    if (entry.startsWith(prefix) || gone) {
      await rm(join(buildsDir, entry), { recursive: true, force: true });
    }
  }
  return folder;
}

/**
 * The start build of `folder`, with the content of its start snapshot: what the site had when the
 * server first started after `folder` was built, so a save made before a restart still waits.
 */
export async function readStartBuild(sourceDir: string, folder: string): Promise<StartBuild> {
  const from = (await startSnapshot(sourceDir, folder)) ?? sourceDir;
  const content = new Map<string, Buffer>();
  for (const path of await listContentFiles(from)) {
    content.set(path, await readFile(join(from, path)));
  }
  return { folder, content };
}

/** Who "published" the build the server started with, as the history says it. */
export const START_BUILD_BY = "the build the server started with";

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
  return { id, at, by: START_BUILD_BY, files: null, seconds: 0 };
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
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  const keep = new Set([
    BUILD_TREE,
    ...entries.map((entry) => entry.name).filter((name) => name.startsWith(START_SNAPSHOT_PREFIX)),
    ...builds.map((build) => build.id),
    ...(preview ? [preview.id] : []),
  ]);
  for (const entry of entries) {
    if (entry.isDirectory() && !keep.has(entry.name)) {
      await rm(join(buildsDir, entry.name), { recursive: true, force: true });
    }
  }
}
