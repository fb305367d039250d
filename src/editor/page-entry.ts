/**
 * A page's entry in the content editor (./pages.ts, ./page-families.ts, ./legal-pages.ts):
 * named as the menus name the page, reading and writing its file of src/content/page-copy/.
 * Bundled for the browser: import nothing that reads files.
 */
import type { singleton } from "@keystatic/core";
import pageList from "../content/page-list.json" with { type: "json" };
import { dataFile } from "./keystatic-helpers";

/** The page's name as the menus call it. */
export function nameOf(path: string): string {
  const page = pageList.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not in src/content/page-list.json`);
  return page.name;
}

/** A page's entry: labelled with its menu name, reading and writing its file. */
export const page = <Schema extends Parameters<typeof singleton>[0]["schema"]>(
  path: string,
  schema: Schema,
  label = nameOf(path),
) => dataFile(label, `src/content/page-copy/${path.slice(1) || "home"}`, schema);
