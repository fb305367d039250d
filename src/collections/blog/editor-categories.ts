/** The blog's categories in the content editor (src/content/blog/categories.json), as ./categories.ts declares. */
import { dataFile } from "~/editor/keystatic-helpers";
import { editorFields } from "~/editor/model";
import { categoriesFields } from "./categories";

export const blogCategoriesEditor = dataFile(
  "Blog categories",
  "src/content/blog/categories",
  editorFields(categoriesFields),
);
