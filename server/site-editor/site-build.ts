/**
 * The site's build as Publish and the preview run it: `astro build` in a process of its own at low
 * priority (build-worker.mjs), kept running from one build to the next so only the first pays for
 * loading Astro, its output kept for the message a failure shows. A build can be stopped (a newer
 * save's preview replaces it): its process is killed with everything it started, and the next
 * build starts a new one.
 */
import { type ChildProcess, fork } from "node:child_process";
import type { Socket } from "node:net";
import { setPriority } from "node:os";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

/** Most of a build's output kept for its message: the end, where the error is. */
const MAX_OUTPUT_CHARS = 200_000;
const WORKER = fileURLToPath(new URL("./build-worker.mjs", import.meta.url));

/**
 * Builds the site in `sourceDir` into `outDir` (relative to it). When `signal` aborts, the build's
 * processes are killed and it resolves not ok.
 */
export type BuildRunner = (
  sourceDir: string,
  outDir: string,
  signal?: AbortSignal,
) => Promise<{ ok: boolean; output: string }>;

/** The server's runner: it also says whether its process runs, so a next build would be warm. */
export type SiteBuilder = BuildRunner & { warm(): boolean };

/** A worker process: stopping it kills its group, and `closed` settles once nothing of it is left. */
interface Worker {
  child: ChildProcess;
  closed: Promise<void>;
  stop(): void;
}

/**
 * Starts the worker at a low priority (nice 10), leading a process group of its own, so a stop
 * kills what it started too (astro's esbuild).
 */
function startWorker(script: string): Worker {
  const { SITE_CONTENT_ROOT: _serversOwn, ...inherited } = process.env;
  const child = fork(script, [], {
    // The server's own content root (its published content) is not the build's: the build reads
    // the content of the folder it builds.
    env: {
      ...inherited,
      // The server sends the headers Netlify reads from `_headers` itself.
      SKIP_NETLIFY_HEADERS: "1",
      ASTRO_TELEMETRY_DISABLED: "1",
      NO_COLOR: "1",
      FORCE_COLOR: "0",
    },
    // Plain node, not the server's own loader flags. A young generation four times the default:
    // a build allocates quickly, and fewer collections make a warm build about a tenth faster.
    execArgv: ["--max-semi-space-size=64"],
    stdio: ["ignore", "pipe", "pipe", "ipc"],
    detached: true,
  });
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // The group has ended already.
    }
  };
  // Out of the server's own group, Ctrl-C no longer reaches it: the server's exit ends it.
  process.once("exit", stop);
  // Its own children (esbuild, sharp's threads) inherit the priority.
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // A sandbox that forbids it leaves the build at normal priority; it still runs.
    }
  }
  const closed = new Promise<void>((resolve) => {
    child.on("error", () => resolve());
    child.on("close", () => {
      process.off("exit", stop);
      resolve();
    });
  });
  return { child, closed, stop };
}

/** Whether the worker keeps the server's process alive: only while it builds. */
function holdOpen(worker: Worker, hold: boolean) {
  const handles = [worker.child, worker.child.channel, worker.child.stdout, worker.child.stderr];
  for (const handle of handles as (Socket | null | undefined)[]) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}

/** One build in `worker`: ok once it answers so; otherwise its processes are ended first. */
async function buildIn(worker: Worker, sourceDir: string, outDir: string, signal?: AbortSignal) {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-MAX_OUTPUT_CHARS);
  };
  const { child } = worker;
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  holdOpen(worker, true);
  signal?.addEventListener("abort", worker.stop, { once: true });
  const ok = await new Promise<boolean>((resolve) => {
    child.once("message", (answer: { ok?: unknown }) => resolve(answer.ok === true));
    worker.closed.then(() => resolve(false));
    // Astro's cache belongs to the folder built in (its entries name their paths): one per tree,
    // shared by every publish from it instead of one per build folder.
    const cache = `publish-${basename(sourceDir)}`;
    child.send({ root: sourceDir, outDir, cache }, (error) => error && resolve(false));
  });
  signal?.removeEventListener("abort", worker.stop);
  if (!ok || signal?.aborted) {
    // A failed build's worker is not trusted with the next one, and nothing of it may write into
    // the build folder once this resolves.
    worker.stop();
    await worker.closed;
  } else {
    holdOpen(worker, false);
  }
  child.stdout?.off("data", keep);
  child.stderr?.off("data", keep);
  return { ok: ok && !signal?.aborted, output };
}

/**
 * A runner that builds one site at a time in one worker, started at its first build and again
 * after a build that failed or was stopped. `script` is the worker (tests give their own).
 */
export function siteBuilder(script = WORKER): SiteBuilder {
  let worker: Worker | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const alive = (current: Worker | null): current is Worker =>
    current !== null && current.child.exitCode === null && current.child.signalCode === null;
  const build: BuildRunner = (sourceDir, outDir, signal) => {
    const run = queue.then(async () => {
      if (signal?.aborted) return { ok: false, output: "" };
      if (!alive(worker)) worker = startWorker(script);
      return buildIn(worker, sourceDir, outDir, signal);
    });
    queue = run;
    return run;
  };
  return Object.assign(build, { warm: () => alive(worker) });
}

/** The server's builds: one worker for all of its publishes and previews. */
export const runSiteBuild = siteBuilder();
