/**
 * The site's build as Publish and the preview run it: `npm run build` without npm (astro build,
 * then the postbuild script), in a child process at low priority, its output kept for the message
 * a failure shows. A build can be stopped (a newer save's preview replaces it).
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { join } from "node:path";

/** Most of a build's output kept for its message: the end, where the error is. */
const MAX_OUTPUT_CHARS = 200_000;

/**
 * Builds the site in `sourceDir` into `outDir` (relative to it). When `signal` aborts, the running
 * step's processes are killed, no later step starts, and it resolves not ok.
 */
export type BuildRunner = (
  sourceDir: string,
  outDir: string,
  signal?: AbortSignal,
) => Promise<{ ok: boolean; output: string }>;

/**
 * One step of the build: node at a low priority (nice 10), its output kept. It leads a process
 * group of its own, so a stop kills what it started too (astro's esbuild); it resolves once every
 * process holding its output has ended, so nothing writes into the build folder after.
 */
export function step(
  sourceDir: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
) {
  return new Promise<{ ok: boolean; output: string }>((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, output: "" });
      return;
    }
    const child = spawn(process.execPath, args, {
      cwd: sourceDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const kill = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group has ended already.
      }
    };
    // Out of the server's own group, Ctrl-C no longer reaches it: the server's exit ends it.
    process.once("exit", kill);
    signal?.addEventListener("abort", kill, { once: true });
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
    const end = (result: { ok: boolean; output: string }) => {
      process.off("exit", kill);
      signal?.removeEventListener("abort", kill);
      resolve(result);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", (error) => end({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => end({ ok: code === 0 && !signal?.aborted, output }));
  });
}

/** `npm run build` without npm: astro build, then the postbuild script, as the project runs them. */
export const runSiteBuild: BuildRunner = async (sourceDir, outDir, signal) => {
  const { SITE_CONTENT_ROOT: _serversOwn, ...inherited } = process.env;
  // The server's own content root (its published content) is not the build's: the build reads
  // the content of the folder it builds.
  const env = {
    ...inherited,
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
    signal,
  );
  if (!astro.ok) return astro;
  // A step asked to start after a stop does not start.
  const post = await step(sourceDir, ["--import", "tsx", "scripts/postbuild.ts"], env, signal);
  return { ok: post.ok, output: `${astro.output}\n${post.output}` };
};
