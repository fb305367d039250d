import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The code-formatted paths in the file column of the README's "Where things are" table. */
function whereThingsArePaths(readme: string): string[] {
  const section = readme.split("## Where things are")[1]?.split("\n## ")[0] ?? "";
  const rows = section.split("\n").filter((line) => /^\|.*\|$/.test(line));
  return rows.slice(2).flatMap((row) => {
    const fileColumn = row.split("|")[2] ?? "";
    return [...fileColumn.matchAll(/`([^`]+)`/g)]
      .map(([, path]) => path ?? "")
      .filter((path) => path.includes("/") || /\.\w+$/.test(path));
  });
}

/** A path as the README writes it: `<page>` and `*` stand for any name; the folder must hold one. */
function exists(path: string): boolean {
  const wildcard = path.search(/[<*[]/);
  if (wildcard < 0) return existsSync(join(root, path));
  const folder = path.slice(0, path.lastIndexOf("/", wildcard) + 1);
  return existsSync(join(root, folder)) && readdirSync(join(root, folder)).length > 0;
}

it("names only paths that exist in the README's 'Where things are' table", () => {
  const paths = whereThingsArePaths(readFileSync(join(root, "README.md"), "utf8"));
  expect(paths.length).toBeGreaterThan(20);
  expect(paths.filter((path) => !exists(path))).toEqual([]);
});

/** Markdown files a reader follows paths from: README.md, docs/, and the folders' READMEs. */
function documents(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = /^(node_modules|dist.*|build.*|reports|data|\..*)$/.test(entry.name);
      return skipped ? [] : documents(path);
    }
    const inDocs = path.startsWith(join(root, "docs"));
    return entry.name === "README.md" || (inDocs && entry.name.endsWith(".md")) ? [path] : [];
  });
}

const topFolders = /^(src|tests|docs|server|scripts|tools|deploy|public|\.ci)\//;

/**
 * Where a backticked path of `document` points, or undefined for code that is no path. A path from
 * the project's root starts with a top folder; a bare file name in a folder's README names a file
 * under the folder above it (`OfferOverview.tsx` in src/components/sections/README.md) or at the
 * root (`playwright.config.ts`).
 */
function target(document: string, written: string): string | undefined {
  const path = written.replace(/[#:].*$/, "");
  if (topFolders.test(path)) return path;
  const folderReadme = document !== join(root, "README.md") && !document.includes("/docs/");
  if (folderReadme && /^[\w.-]+\.(tsx?|astro|md|json|css)$/.test(path)) return `**/${path}`;
  return undefined;
}

/** Whether some file under `folder` is named `name`. */
const under = (folder: string, name: string): boolean =>
  readdirSync(folder, { withFileTypes: true }).some((entry) =>
    entry.isDirectory()
      ? !/^(node_modules|dist.*)$/.test(entry.name) && under(join(folder, entry.name), name)
      : entry.name === name,
  );

/**
 * Whether the path exists. `<slug>` or `*` stand for any name, of files that may not exist yet
 * (an owner's uploads): the folder above the first one must exist.
 */
function pointsSomewhere(document: string, path: string): boolean {
  if (path.startsWith("**/")) {
    const name = path.slice(3);
    return existsSync(join(root, name)) || under(dirname(dirname(document)), name);
  }
  const wildcard = path.search(/[<*[{]/);
  if (wildcard < 0) return existsSync(join(root, path));
  const folder = path.slice(0, path.lastIndexOf("/", wildcard));
  return existsSync(join(root, folder.slice(0, folder.lastIndexOf("/") + 1)));
}

it("names only paths that exist, in README.md, docs/ and every folder's README", () => {
  const missing = documents().flatMap((document) =>
    [...readFileSync(document, "utf8").matchAll(/`([^`\s]+)`/g)].flatMap(([, written = ""]) => {
      const path = target(document, written);
      return path && !pointsSomewhere(document, path)
        ? [`${document.slice(root.length + 1)}: ${written}`]
        : [];
    }),
  );
  expect(documents().length).toBeGreaterThan(40);
  expect(missing).toEqual([]);
});
