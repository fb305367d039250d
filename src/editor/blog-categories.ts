/**
 * The blog's categories in the content editor (src/content/blog/categories.json), as
 * src/collections/blog/categories.ts declares.
 */
import { categoriesFields } from "~/collections/blog/categories";
import { dataFile } from "./keystatic-helpers";
import { editorFields } from "./model";

export const blogCategoriesEditor = dataFile(
  "Blog categories",
  "src/content/blog/categories",
  editorFields(categoriesFields),
);
