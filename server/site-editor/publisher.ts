/**
 * Publish and Roll back: builds the site from the saved content files in a child process at low
 * priority, one job at a time (and at most one publish waiting, which every later Publish joins),
 * into a folder of its own under <source>/builds/, and swaps the server's live build once the new
 * one is fully loaded. The last KEEP_BUILDS published builds stay, each with a snapshot of the
 * content it was built from, so a roll back serves the previous one and puts its content back for
 * the editor. docs/decisions/038-live-editing.md has the reasons.
 */
import { execFile, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import {
  cp,
  mkdir,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { setPriority } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { AuditLog } from "../admin/accounts";
import { type LiveSite, loadStaticSite, type StaticSite } from "../static";
import { buildMessage } from "./build-message";
import {
  CONTENT_ROOTS,
  changedFiles,
  contentKind,
  contentManifest,
  copyContent,
  listContentFiles,
  restoreContent,
} from "./content-files";

export const KEEP_BUILDS = 5;
export const BUILDS_FOLDER = "builds";
const STATE_FILE = "published.json";
/** The jobs asked for and not done yet, so a start after a stop can say which were lost. */
const PENDING_FILE = "pending.json";
/** Most of a build's output kept for its message: the end, where the error is. */
const MAX_OUTPUT_CHARS = 200_000;

const run = promisify(execFile);

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

export interface JobResult {
  kind: "publish" | "roll back";
  ok: boolean;
  at: string;
  by: string;
  seconds: number;
  files: string[] | null;
  /** The files' changes in the owner's words, when the publisher was given a way to say them. */
  changes?: string[];
  /** Why it failed: the build's own message (file and field), or what is missing. */
  message: string;
}

/** A job asked for and not done yet, as the page shows it and the pending file keeps it. */
type Outcome = Pick<JobResult, "ok" | "files" | "changes" | "message">;

/** Changes for the log: in words when there are words, else a count, never a path. */
const changesText = (files: string[], changes: string[] | undefined) =>
  changes
    ? `${changes.length} change(s)${changes.length ? `: ${changes.join("; ")}` : ""}`
    : `${files.length} file(s) changed`;

export interface PendingJob {
  kind: JobResult["kind"];
  by: string;
  address: string | null;
  /** When it started running, or, while it waits, when it was asked for; ISO 8601 UTC. */
  since: string;
}

interface Pending {
  running: PendingJob | null;
  /** In the order they run. */
  waiting: PendingJob[];
}

interface State {
  live: string | null;
  /** Newest first. */
  builds: PublishedBuild[];
}

/** Builds the site in `sourceDir` into `outDir` (relative to it). */
export type BuildRunner = (
  sourceDir: string,
  outDir: string,
) => Promise<{ ok: boolean; output: string }>;

/** One step of the build: node at a low priority (nice 10), its output kept. */
function step(sourceDir: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: sourceDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    // Its own children (esbuild, sharp's threads) inherit the priority.
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // A sandbox that forbids it leaves the build at normal priority; it still runs.
      }
    }
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-MAX_OUTPUT_CHARS);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** `npm run build` without npm: astro build, then the postbuild script, as the project runs them. */
export const runSiteBuild: BuildRunner = async (sourceDir, outDir) => {
  const env = {
    ...process.env,
    BUILD_DIR: outDir,
    // Every publish shares one Astro cache instead of one per build folder.
    BUILD_CACHE: "publish",
    ASTRO_TELEMETRY_DISABLED: "1",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
  const astro = await step(
    sourceDir,
    [join(sourceDir, "node_modules/astro/astro.js"), "build"],
    env,
  );
  if (!astro.ok) return astro;
  const post = await step(sourceDir, ["--import", "tsx", "scripts/postbuild.ts"], env);
  return { ok: post.ok, output: `${astro.output}\n${post.output}` };
};

/** A name that sorts by time: 20261126T120000Z (and -2, -3... within one second). */
const buildId = (at: number) => new Date(at).toISOString().replace(/[-:]|\.\d+/g, "");

export interface PublisherOptions {
  sourceDir: string;
  live: LiveSite;
  /** The folder the server started serving (startingBuild). */
  startedWith: string;
  audit: AuditLog;
  now?: () => number;
  build?: BuildRunner;
  log?: (message: string) => void;
  /**
   * Says changed files in the owner's words (changes.ts), from a reader of each file before and
   * after; without it the page and the log count files.
   */
  describe?: (
    files: string[],
    before: (path: string) => Promise<string | null>,
    after: (path: string) => Promise<string | null>,
  ) => Promise<string[]>;
  /** After each publish or roll back that went live: the content backup (BACKUP_DIR). */
  afterChange?: (time: number) => Promise<string>;
}

export interface PublisherStatus {
  running: PendingJob | null;
  /** In the order they run; one publish at most. */
  waiting: PendingJob[];
  last: JobResult | null;
  live: string | null;
  builds: PublishedBuild[];
  /** The build a roll back would serve. */
  previous: PublishedBuild | null;
}

export class Publisher {
  readonly #sourceDir: string;
  readonly #buildsDir: string;
  readonly #live: LiveSite;
  readonly #audit: AuditLog;
  readonly #now: () => number;
  readonly #build: BuildRunner;
  readonly #log: (message: string) => void;
  readonly #afterChange: PublisherOptions["afterChange"];
  readonly #describe: PublisherOptions["describe"];
  #state: State;
  #queue: Promise<unknown> = Promise.resolve();
  #running: PendingJob | null = null;
  /** The queued jobs, first to run first, each with the promise its askers were given. */
  #waiting: { job: PendingJob; result: Promise<JobResult> }[] = [];
  #last: JobResult | null = null;
  /**
   * Before the first publish from here: the build the server started with and the content files
   * as they were at start (what that build was made from), kept so the first publish can be rolled
   * back too. Stored as a published build by that publish.
   */
  #start: { folder: string; content: Map<string, Buffer> } | null = null;
  /**
   * The loaded builds of the live build and the ones just before it, by id: a roll back to one of
   * them is a swap, with no reading or compressing (a few MB of memory each).
   */
  readonly #loaded = new Map<string, StaticSite>();

  private constructor(options: PublisherOptions, state: State) {
    this.#sourceDir = options.sourceDir;
    this.#buildsDir = join(options.sourceDir, BUILDS_FOLDER);
    this.#live = options.live;
    this.#audit = options.audit;
    this.#now = options.now ?? Date.now;
    this.#build = options.build ?? runSiteBuild;
    this.#log = options.log ?? console.log;
    this.#afterChange = options.afterChange;
    this.#describe = options.describe;
    this.#state = state;
  }

  /**
   * Reads what was published; the jobs a stop left not done go into the audit log, and folders a
   * crash left half built are deleted.
   */
  static async open(options: PublisherOptions): Promise<Publisher> {
    const publisher = new Publisher(options, await readState(options.sourceDir));
    await publisher.#recordLost();
    if (publisher.#state.live === null) {
      const content = new Map<string, Buffer>();
      for (const path of await listContentFiles(options.sourceDir)) {
        content.set(path, await readFile(join(options.sourceDir, path)));
      }
      publisher.#start = { folder: options.startedWith, content };
    }
    await publisher.#prune();
    return publisher;
  }

  status(): PublisherStatus {
    const { live, builds } = this.#state;
    const index = builds.findIndex((build) => build.id === live);
    return {
      running: this.#running,
      waiting: this.#waiting.map(({ job }) => job),
      last: this.#last,
      live,
      builds,
      previous: index === -1 ? null : (builds[index + 1] ?? null),
    };
  }

  /**
   * The content files saved since the live build (or, before the first publish, since the server
   * started), with a reader of each as the live build had it (null when it had none).
   */
  async unpublished(): Promise<{
    files: string[];
    live: (path: string) => Promise<string | null>;
  }> {
    const liveDir = this.#state.live ? join(this.#buildsDir, this.#state.live, "content") : null;
    const startContent = this.#start?.content ?? new Map<string, Buffer>();
    const before = liveDir ? await contentManifest(liveDir) : hashes(startContent);
    const files = changedFiles(before, await contentManifest(this.#sourceDir));
    const live = async (path: string) => {
      if (!before.has(path)) return null;
      if (!liveDir) return startContent.get(path)?.toString("utf8") ?? null;
      return readFile(join(liveDir, path), "utf8").catch(() => null);
    };
    return { files, live };
  }

  /**
   * Queues a publish by this account; resolves when it is done (the routes do not wait). While a
   * publish waits, another joins it and gets its promise: it copies the content only when it
   * starts, so it builds every save made before then, this click's too. So clicks never pile up.
   * It joins one ahead of a waiting roll back too: that roll back puts older content back in the
   * editor, over what this click would have published, either way.
   */
  publish(by: string, address: string | null): Promise<JobResult> {
    const waiting = this.#waiting.find(({ job }) => job.kind === "publish");
    if (!waiting) return this.#enqueue("publish", by, address, () => this.#publish(by));
    this.#recordJoin(by, address, waiting.job);
    return waiting.result;
  }

  /** Queues a roll back to the build before the live one. */
  rollBack(by: string, address: string | null): Promise<JobResult> {
    return this.#enqueue("roll back", by, address, () => this.#rollBack(by));
  }

  /**
   * An audit entry, or a log line when the database refuses it (locked, full): a job must finish
   * whatever the log does, or every job queued after it would never run.
   */
  #record(entry: Parameters<AuditLog["record"]>[0]) {
    try {
      this.#audit.record(entry);
    } catch (error) {
      this.#log(`site: the audit log refused "${entry.detail}": ${(error as Error).message}`);
    }
  }

  /** Who else asked for the waiting publish, in the log: its own entry names only the first. */
  #recordJoin(by: string, address: string | null, waiting: PendingJob) {
    const detail = `joined the waiting publish asked for by ${waiting.by} at ${waiting.since}: it builds every change saved before it starts`;
    this.#record({ account: by, clientAddress: address, action: "publish", detail });
    this.#log(`site: publish by ${by} ${detail}`);
  }

  #enqueue(
    kind: JobResult["kind"],
    by: string,
    address: string | null,
    job: () => Promise<Outcome>,
  ): Promise<JobResult> {
    const asked: PendingJob = { kind, by, address, since: new Date(this.#now()).toISOString() };
    const result = this.#queue.then(() => this.#run(asked, job));
    this.#queue = result;
    this.#waiting.push({ job: asked, result });
    this.#savePending();
    return result;
  }

  async #run(asked: PendingJob, job: () => Promise<Outcome>): Promise<JobResult> {
    const { kind, by, address } = asked;
    // The queue runs in order: this job is the first waiting.
    this.#waiting.shift();
    const started = this.#now();
    this.#running = { ...asked, since: new Date(started).toISOString() };
    this.#savePending();
    let outcome: Outcome;
    try {
      outcome = await job();
    } catch (error) {
      outcome = { ok: false, files: null, message: (error as Error).message };
    }
    const seconds = Math.round((this.#now() - started) / 100) / 10;
    const done: JobResult = {
      kind,
      by,
      at: new Date(started).toISOString(),
      seconds,
      ...outcome,
    };
    const what = done.files === null ? "first publish" : changesText(done.files, done.changes);
    const detail = `${done.ok ? "done" : "failed"} in ${seconds} s; ${what}${done.ok ? "" : `; ${done.message.split("\n")[0]?.slice(0, 300) ?? ""}`}`;
    this.#record({ account: by, clientAddress: address, action: kind, detail });
    this.#log(`site: ${kind} by ${by} ${detail}`);
    if (done.ok && this.#afterChange) {
      try {
        this.#log(`backup: ${await this.#afterChange(this.#now())}`);
      } catch (error) {
        this.#log(`backup of the content failed: ${(error as Error).message}`);
      }
    }
    // Done only now: the owner who sees "Published" can count on its backup being written.
    this.#last = done;
    this.#running = null;
    this.#savePending();
    return done;
  }

  async #publish(by: string) {
    const started = this.#now();
    const id = await this.#newId();
    const folder = join(this.#buildsDir, id);
    await mkdir(folder, { recursive: true });
    try {
      await copyContent(this.#sourceDir, join(folder, "content"));
      const before = this.#state.live
        ? await contentManifest(join(this.#buildsDir, this.#state.live, "content"))
        : null;
      const files = before
        ? changedFiles(before, await contentManifest(join(folder, "content")))
        : null;
      const changes =
        files && this.#state.live
          ? await this.#say(files, this.#snapshot(this.#state.live), this.#snapshot(id))
          : undefined;
      const built = await this.#build(this.#sourceDir, `${BUILDS_FOLDER}/${id}/site`);
      if (!built.ok) {
        return {
          ok: false,
          files,
          changes,
          message: buildMessage(built.output, this.#sourceDir),
        };
      }
      // Loaded whole before the swap: no request sees a build that is half read.
      const site = await loadStaticSite(join(folder, "site"));
      const replaced = this.#live.current;
      this.#live.swap(site);
      const at = new Date(this.#now()).toISOString();
      const seconds = Math.round((this.#now() - started) / 100) / 10;
      const base = await this.#keepStart();
      if (base) this.#remember(base.id, replaced);
      this.#remember(id, site);
      this.#state = {
        live: id,
        builds: [
          { id, at, by, files, ...(changes ? { changes } : {}), seconds },
          ...(base ? [base] : []),
          ...this.#state.builds,
        ],
      };
      await this.#saveState();
      await this.#commit(
        by,
        `Publish the site (${files === null ? "first publish" : `${files.length} file(s)`})`,
      );
      return { ok: true, files, changes, message: "" };
    } finally {
      await this.#prune();
    }
  }

  async #rollBack(by: string) {
    const { previous } = this.status();
    if (!previous) return { ok: false, files: [], message: "There is no earlier published build." };
    const folder = join(this.#buildsDir, previous.id);
    const site = this.#loaded.get(previous.id) ?? (await loadStaticSite(join(folder, "site")));
    this.#live.swap(site);
    this.#remember(previous.id, site);
    const files = await restoreContent(join(folder, "content"), this.#sourceDir);
    const changes = this.#state.live
      ? await this.#say(files, this.#snapshot(this.#state.live), this.#snapshot(previous.id))
      : undefined;
    this.#state = { ...this.#state, live: previous.id };
    await this.#saveState();
    await this.#commit(by, `Roll back the site to the publish of ${previous.at}`);
    return { ok: true, files, changes, message: "" };
  }

  /** A reader of the content a published build was made from. */
  #snapshot(id: string) {
    return (path: string) =>
      readFile(join(this.#buildsDir, id, "content", path), "utf8").catch(() => null);
  }

  /** The files' changes in words, or undefined: words are for people, never a reason to fail. */
  async #say(
    files: string[],
    before: (path: string) => Promise<string | null>,
    after: (path: string) => Promise<string | null>,
  ): Promise<string[] | undefined> {
    try {
      return await this.#describe?.(files, before, after);
    } catch (error) {
      this.#log(`site: the changes could not be put in words: ${(error as Error).message}`);
      return undefined;
    }
  }

  /**
   * What a publish now would change, in words (or, without a describer, a count of files): the
   * content saved since the live build, or since the server started before the first publish.
   */
  async waitingChanges(): Promise<string[]> {
    const { files, live } = await this.unpublished();
    const source = (path: string) =>
      readFile(join(this.#sourceDir, path), "utf8").catch(() => null);
    return (
      (await this.#say(files, live, source)) ??
      (files.length ? [`${files.length} ${files.length === 1 ? "file" : "files"} changed`] : [])
    );
  }

  /** Keeps a loaded build for a quick roll back: the newest three used. */
  #remember(id: string, site: StaticSite) {
    this.#loaded.delete(id);
    this.#loaded.set(id, site);
    for (const old of [...this.#loaded.keys()].slice(0, -3)) this.#loaded.delete(old);
  }

  /** The build the server started with, stored as the one before the first publish. */
  async #keepStart(): Promise<PublishedBuild | null> {
    const start = this.#start;
    this.#start = null;
    if (!start) return null;
    const built = await stat(join(start.folder, "index.html"));
    const id = `${buildId(built.mtimeMs)}-start`;
    const folder = join(this.#buildsDir, id);
    await cp(start.folder, join(folder, "site"), { recursive: true });
    for (const [path, bytes] of start.content) {
      await mkdir(dirname(join(folder, "content", path)), { recursive: true });
      await writeFile(join(folder, "content", path), bytes);
    }
    const at = new Date(built.mtimeMs).toISOString();
    return { id, at, by: "the build the server started with", files: null, seconds: 0 };
  }

  async #newId() {
    const base = buildId(this.#now());
    for (let n = 1; ; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      if (!(await stat(join(this.#buildsDir, id)).catch(() => null))) return id;
    }
  }

  async #saveState() {
    await mkdir(this.#buildsDir, { recursive: true });
    const file = join(this.#buildsDir, STATE_FILE);
    await writeFile(`${file}.tmp`, `${JSON.stringify(this.#state, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
  }

  /**
   * Keeps the running and waiting jobs in the pending file, written whole, or deletes it when
   * there are none. Synchronous, a few hundred bytes: the job is on disk before the click is
   * answered, and two writes never overlap.
   */
  #savePending() {
    const file = join(this.#buildsDir, PENDING_FILE);
    const pending: Pending = {
      running: this.#running,
      waiting: this.#waiting.map(({ job }) => job),
    };
    try {
      if (!pending.running && pending.waiting.length === 0) {
        rmSync(file, { force: true });
      } else {
        mkdirSync(this.#buildsDir, { recursive: true });
        writeFileSync(`${file}.tmp`, `${JSON.stringify(pending, null, 2)}\n`);
        renameSync(`${file}.tmp`, file);
      }
    } catch (error) {
      // The job still runs; only a restart during it would go unrecorded.
      this.#log(`site: the pending jobs could not be written: ${(error as Error).message}`);
    }
  }

  /** Each job the pending file lists was stopped by a restart: its asker's entry says so. */
  async #recordLost() {
    const file = join(this.#buildsDir, PENDING_FILE);
    for (const { job, state } of await readPending(file)) {
      const detail = `not done: the server restarted before it finished; ${job.kind} again (${state} since ${job.since})`;
      this.#record({ account: job.by, clientAddress: job.address, action: job.kind, detail });
      this.#log(`site: ${job.kind} by ${job.by} ${detail}`);
    }
    await rm(file, { force: true });
  }

  /** Keeps the newest KEEP_BUILDS published builds (and the live one); deletes every other folder. */
  async #prune() {
    const { live, builds } = this.#state;
    const kept = builds.filter((build, index) => index < KEEP_BUILDS || build.id === live);
    if (kept.length !== builds.length) {
      this.#state = { live, builds: kept };
      await this.#saveState();
    }
    const keep = new Set(kept.map((build) => build.id));
    const entries = await readdir(this.#buildsDir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.isDirectory() && !keep.has(entry.name)) {
        await rm(join(this.#buildsDir, entry.name), { recursive: true, force: true });
      }
    }
  }

  /**
   * Where the source folder is a git checkout of its own, commits the content files (only those)
   * with the account as author. Never pushes; hooks are not run. A failure is logged, not fatal:
   * the publish is live and in the audit log either way.
   */
  async #commit(by: string, message: string) {
    const git = (args: string[], env: NodeJS.ProcessEnv = {}) =>
      run("git", ["-c", "core.hooksPath=/dev/null", "-c", "commit.gpgsign=false", ...args], {
        cwd: this.#sourceDir,
        env: { ...process.env, ...env },
      });
    try {
      const top = (await git(["rev-parse", "--show-toplevel"])).stdout.trim();
      if ((await realpath(top)) !== (await realpath(this.#sourceDir))) return;
    } catch {
      return;
    }
    try {
      const status = await git([
        "status",
        "--porcelain",
        "-z",
        "--untracked-files=all",
        "--",
        ...CONTENT_ROOTS,
      ]);
      const paths = status.stdout
        .split("\0")
        .map((entry) => entry.slice(3))
        .filter((path) => contentKind(path) !== null);
      if (paths.length === 0) return;
      await git(["add", "-A", "--", ...paths]);
      await git(["commit", "-q", "-m", message, "--", ...paths], {
        GIT_AUTHOR_NAME: by,
        GIT_AUTHOR_EMAIL: by,
        GIT_COMMITTER_NAME: by,
        GIT_COMMITTER_EMAIL: by,
      });
    } catch (error) {
      this.#log(`site: the publish is live, but git commit failed: ${(error as Error).message}`);
    }
  }
}

/** Each file's SHA-256, as contentManifest gives them, for content held in memory. */
const hashes = (content: Map<string, Buffer>) =>
  new Map(
    [...content].map(([path, bytes]) => [path, createHash("sha256").update(bytes).digest("hex")]),
  );

async function readState(sourceDir: string): Promise<State> {
  try {
    const state = JSON.parse(
      await readFile(join(sourceDir, BUILDS_FOLDER, STATE_FILE), "utf8"),
    ) as State;
    return { live: state.live ?? null, builds: Array.isArray(state.builds) ? state.builds : [] };
  } catch {
    return { live: null, builds: [] };
  }
}

/** The jobs in a pending file, the running one first; none when there is none or it is unreadable. */
async function readPending(
  file: string,
): Promise<{ job: PendingJob; state: "running" | "waiting" }[]> {
  try {
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
