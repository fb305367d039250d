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
