/**
 * Adds to package-lock.json the platform-specific optional packages (esbuild, rollup, Biome,
 * Tailwind's oxide, ...) that npm leaves out when the registry it reaches does not serve them.
 * Without those entries `npm ci` refuses the lockfile ("Missing: ... from lock file"); with them it
 * skips the packages that do not fit the machine, as it does everywhere else.
 * Run after any `npm install` that changes dependencies: `npm run lock:complete`.
 * See docs/decisions/006-complete-lockfile.md.
 */
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockEntry> };
const entries = lock.packages;
const exactVersion = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** Where npm would look for `name` from the package at `parentPath`: nested first, then hoisted. */
const isResolvable = (parentPath: string, name: string): boolean => {
  for (let dir = parentPath; ; dir = dir.replace(/\/?node_modules\/(?:@[^/]+\/)?[^/]+$/, "")) {
    if (entries[`${dir ? `${dir}/` : ""}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
};

let added = 0;
for (const [path, entry] of Object.entries(entries)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (isResolvable(path, name) || !exactVersion.test(range)) continue;
    entries[`node_modules/${name}`] = { version: range, dev: entry.dev, optional: true };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(entries).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform package entries`);
