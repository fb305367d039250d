/**
 * The page list in the content editor (src/content/page-list.json), as
 * src/collections/page-list/schema.ts declares it: each page's name in the menus, its menu, and
 * what search engines show; the articles' shorter names. Bundled for the browser: import nothing
 * that reads files.
 */

import { pageListFields } from "~/collections/page-list/schema";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const titlesAndMenusEditor = dataFile(
  "Page titles, menus and search",
  "src/content/page-list",
  editorFields(pageListFields),
);
