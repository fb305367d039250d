/**
 * The page list in the content editor (src/content/page-list.json), as ./schema.ts declares it:
 * each page's name in the menus, its menu, and what search engines show; the articles' shorter
 * names. Bundled for the browser: import nothing that reads files.
 */
import { dataFile } from "~/editor/keystatic-helpers";
import { editorFields } from "~/editor/model";
import { pageListFields } from "./schema";

export const titlesAndMenusEditor = dataFile(
  "Page titles, menus and search",
  "src/content/page-list",
  editorFields(pageListFields),
);
