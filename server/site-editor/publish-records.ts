/**
 * What the publisher keeps on disk beside the builds, in SITE_SOURCE_DIR/builds/: which published
 * build is live and the ones before it, the preview (published.json), the jobs asked for and not
 * done yet (pending.json), and the git commit of the content files after each publish.
 */
import { execFile } from "node:child_process";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CONTENT_ROOTS, contentKind, listContentFiles } from "./content-files";

export const BUILDS_FOLDER = "builds";
const STATE_FILE = "published.json";
/** The jobs asked for and not done yet, so a start after a stop can say which were lost. */
const PENDING_FILE = "pending.json";

export type JobKind = "publish" | "roll back" | "restore" | "preview";

/** A name that sorts by time: 20261126T120000Z (and -2, -3... within one second). */
export const buildId = (at: number) => new Date(at).toISOString().replace(/[-:]|\.\d+/g, "");

export interface PublishedBuild {
  id: string;
  /** When it went live, ISO 8601 UTC. */
  at: string;
  by: string;
  /** Content files added, changed or removed since the build before it; null for the first. */
  files: string[] | null;
  /** The same changes in the owner's words ("Home: Hero › Headline"); absent in older records. */
  changes?: string[];
  seconds: number;
}

export interface PendingJob {
  kind: JobKind;
  by: string;
  address: string | null;
  /** When it started running, or, while it waits, when it was asked for; ISO 8601 UTC. */
  since: string;
}

export interface Pending {
  running: PendingJob | null;
  /** In the order they run. */
  waiting: PendingJob[];
}

/** The saved content built for the site accounts' eyes only, not live yet. */
export interface PreviewBuild {
  id: string;
  /** When it was ready, ISO 8601 UTC. */
  at: string;
  by: string;
  seconds: number;
  /** What it shows that the live site does not, in the owner's words (or a count of files). */
  changes: string[];
}

export interface State {
  live: string | null;
  /** Newest first. */
  builds: PublishedBuild[];
  preview: PreviewBuild | null;
}

/** The record of published builds, or none when there is none or it is unreadable. */
export async function readState(sourceDir: string): Promise<State> {
  try {
    const state = JSON.parse(
      await readFile(join(sourceDir, BUILDS_FOLDER, STATE_FILE), "utf8"),
    ) as State;
    return {
      live: state.live ?? null,
      builds: Array.isArray(state.builds) ? state.builds : [],
      preview: state.preview ?? null,
    };
  } catch {
    return { live: null, builds: [], preview: null };
  }
}

/** Writes the record whole: a crash leaves the old one or the new one. */
export async function writeState(sourceDir: string, state: State) {
  const folder = join(sourceDir, BUILDS_FOLDER);
  await mkdir(folder, { recursive: true });
  const file = join(folder, STATE_FILE);
  await writeFile(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
}

/**
 * Keeps the running and waiting jobs in the pending file, written whole, or deletes it when there
 * are none. Synchronous, a few hundred bytes: the job is on disk before the click is answered, and
 * two writes never overlap.
 */
export function writePending(sourceDir: string, pending: Pending) {
  const folder = join(sourceDir, BUILDS_FOLDER);
  const file = join(folder, PENDING_FILE);
  if (!pending.running && pending.waiting.length === 0) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(folder, { recursive: true });
  writeFileSync(`${file}.tmp`, `${JSON.stringify(pending, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The jobs in the pending file, the running one first; none when there is none or it is unreadable. */
export async function readPending(
  sourceDir: string,
): Promise<{ job: PendingJob; state: "running" | "waiting" }[]> {
  try {
    const file = join(sourceDir, BUILDS_FOLDER, PENDING_FILE);
    const { running, waiting } = JSON.parse(await readFile(file, "utf8")) as Pending;
    return [
      ...(running ? [{ job: running, state: "running" as const }] : []),
      ...waiting.map((job) => ({ job, state: "waiting" as const })),
    ];
  } catch {
    return [];
  }
}

/**
 * The folder the server serves at start: the published build when it went live after the last
 * `npm run build` of `staticRoot` (a publish or a roll back rewrites the record), else
 * `staticRoot`. So an upgrade's `npm run build` is served, and so is a publish made after it.
 */
export async function startingBuild(sourceDir: string, staticRoot: string): Promise<string> {
  const record = join(sourceDir, BUILDS_FOLDER, STATE_FILE);
  const [state, recordInfo, builtInfo] = await Promise.all([
    readState(sourceDir),
    stat(record).catch(() => null),
    stat(join(staticRoot, "index.html")).catch(() => null),
  ]);
  if (!state.live || !recordInfo) return staticRoot;
  const published = join(sourceDir, BUILDS_FOLDER, state.live, "site");
  if (!(await stat(join(published, "index.html")).catch(() => null))) return staticRoot;
  return !builtInfo || recordInfo.mtimeMs > builtInfo.mtimeMs ? published : staticRoot;
}

/**
 * Where the source folder is a git checkout of its own, commits the content files exactly as
 * `snapshot` (a build's content folder) holds them, with the account as author: what went live,
 * not a save made while it built, which stays a change in the working folder. Only content files;
 * the commit is made on an index of its own, then the checkout's index is brought up to it for
 * those files. Never pushes; hooks are not run. A failure is logged, not fatal: the publish is
 * live and in the audit log either way.
 */
export async function commitContent(
  sourceDir: string,
  snapshot: string,
  by: string,
  message: string,
  log: (message: string) => void,
) {
  const git = (args: string[], env: NodeJS.ProcessEnv = {}, input?: string) =>
    new Promise<string>((resolve, reject) => {
      const child = execFile(
        "git",
        ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false", ...args],
        { cwd: sourceDir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
      // A command that reads no input may have ended before it is closed.
      child.stdin?.on("error", () => {});
      child.stdin?.end(input);
    });
  try {
    const top = (await git(["rev-parse", "--show-toplevel"])).trim();
    if ((await realpath(top)) !== (await realpath(sourceDir))) return;
  } catch {
    return;
  }
  const index = join(sourceDir, BUILDS_FOLDER, `.commit-index-${process.pid}-${Date.now()}`);
  const own = { GIT_INDEX_FILE: index };
  try {
    await git(["read-tree", "HEAD"], own);
    const before = await git(["ls-files", "-z", "--", ...CONTENT_ROOTS], own);
    const removed = before.split("\0").filter((path) => contentKind(path) !== null);
    if (removed.length > 0) {
      await git(["update-index", "--force-remove", "-z", "--stdin"], own, removed.join("\0"));
    }
    const files = await listContentFiles(snapshot);
    const hashes = (
      await git(
        ["hash-object", "-w", "--stdin-paths"],
        {},
        files.map((path) => join(snapshot, path)).join("\n"),
      )
    )
      .trim()
      .split("\n");
    const entries = files.map((path, at) => `100644 ${hashes[at]}\t${path}`).join("\n");
    if (files.length > 0) await git(["update-index", "--index-info"], own, `${entries}\n`);
    const tree = (await git(["write-tree"], own)).trim();
    if (tree === (await git(["rev-parse", "HEAD^{tree}"])).trim()) return;
    const author = {
      GIT_AUTHOR_NAME: by,
      GIT_AUTHOR_EMAIL: by,
      GIT_COMMITTER_NAME: by,
      GIT_COMMITTER_EMAIL: by,
    };
    const commit = (await git(["commit-tree", tree, "-p", "HEAD", "-m", message], author)).trim();
    await git(["update-ref", "HEAD", commit]);
    await git(["reset", "-q", "--", ...CONTENT_ROOTS]);
  } catch (error) {
    log(`site: the publish is live, but git commit failed: ${(error as Error).message}`);
  } finally {
    await rm(index, { force: true });
  }
}
