/**
 * The process that builds the site for the server's publishes and previews (site-build.ts).
 * It stays running between builds, so Astro's own code is loaded and compiled once: a build after
 * the first takes about half as long. Each message { root, outDir, cache } is one `astro build` of
 * `root` with Astro's cache in node_modules/.astro/<cache>, answered { ok }. What a build reads (the
 * config, the pages, the content) is loaded afresh by Astro each time; only the packages stay, and
 * Rollup's cache of the modules whose source has not changed (cached-rollup.mjs). After a failure,
 * or once it has grown large, it exits and the next build starts a new one; idle, it exits too.
 */
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Each build's bundles start from the modules of the build before (cached-rollup.mjs).
register("./rollup-cache-hooks.mjs", import.meta.url);

const IDLE_MS = 15 * 60_000;
const MAX_RESIDENT_BYTES = 2 * 1024 ** 3;

const exitWhenIdle = () => setTimeout(() => process.exit(0), IDLE_MS);
let idle = exitWhenIdle();

/** Astro's own modules, from the project `root` builds with. */
const astroModule = (root, path) =>
  import(pathToFileURL(join(root, "node_modules/astro/dist", path)).href);

/** The error as `astro build` prints it, so the Publish page's message reads the same. */
async function printed(root, error) {
  const { isAstroConfigZodError } = await astroModule(root, "core/errors/errors.js");
  // Astro has printed a config's error itself.
  if (isAstroConfigZodError(error)) return "";
  const { collectErrorMetadata } = await astroModule(root, "core/errors/dev/index.js");
  const { createSafeError } = await astroModule(root, "core/errors/index.js");
  const { formatErrorMessage } = await astroModule(root, "core/messages.js");
  return formatErrorMessage(collectErrorMetadata(createSafeError(error)), true);
}

process.on("message", async ({ root, outDir, cache }) => {
  clearTimeout(idle);
  process.chdir(root);
  process.env.BUILD_DIR = outDir;
  process.env.BUILD_CACHE = cache;
  let ok = false;
  try {
    const { build } = await astroModule(root, "core/index.js");
    await build({ root }, { teardownCompiler: false });
    ok = true;
  } catch (error) {
    console.error(await printed(root, error).catch(() => String(error?.stack ?? error)));
  }
  const stay = ok && process.memoryUsage().rss < MAX_RESIDENT_BYTES;
  process.send({ ok }, () => {
    if (!stay) process.exit(ok ? 0 : 1);
  });
  if (stay) idle = exitWhenIdle();
});
// The server has gone.
process.on("disconnect", () => process.exit(0));
