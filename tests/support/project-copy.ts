/**
 * A throwaway copy of the project's source for a suite that edits and builds it (the live site's),
 * so it never touches the checkout.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

/** The project's files (tracked and new, not ignored) as a fresh clone has them, into `to`. */
export function copyProject(to: string) {
  const files = execFileSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    { cwd: repoRoot, encoding: "utf8" },
  )
    .split("\0")
    .filter((file) => file && existsSync(join(repoRoot, file)));
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      cpSync(join(repoRoot, file), join(to, file));
    } catch (error) {
      // A suite running beside this one may have just renamed a half-written file into place.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  // Each package linked, not the folder: the caches Vite and Astro keep in node_modules (.vite,
  // .astro) stay the copy's own. A build in the copy sharing the checkout's .vite replaced the
  // dependencies `npm run edit` had bundled for the browser, and its editor stayed blank.
  mkdirSync(join(to, "node_modules"));
  for (const entry of readdirSync(join(repoRoot, "node_modules"))) {
    if (ownCaches.has(entry)) continue;
    symlinkSync(join(repoRoot, "node_modules", entry), join(to, "node_modules", entry));
  }
}

/** What Vite and Astro write under node_modules while they run. */
const ownCaches = new Set([".vite", ".astro"]);
