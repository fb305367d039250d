/**
 * The site's build as Publish and the preview run it: `npm run build` without npm (astro build,
 * then the postbuild script), in a child process at low priority, its output kept for the message
 * a failure shows.
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import { join } from "node:path";

/** Most of a build's output kept for its message: the end, where the error is. */
const MAX_OUTPUT_CHARS = 200_000;

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
