/**
 * The blog's categories in the content editor (src/content/blog/categories.json), with the rules of
 * ./categories.ts: each category's article count. Articles are filed under a category by its name,
 * and an article whose category is no longer in the list would neither build nor open in the
 * editor, so the names are shown, not changed. Bundled for the browser: import nothing that reads
 * files.
 */
import { fields } from "@keystatic/core";
import { z } from "astro/zod";
import { dataFile } from "../editor-fields";
import { fixedValue } from "../fixed-value";
import { list, nameLabel } from "../page-copy/page-fields";
import { categoryNames } from "./categories";

export const blogCategoriesEditor = dataFile("Blog categories", "src/content/blog/categories", {
  categories: list(
    fields.object({
      name: fixedValue({
        label: "Category",
        description: "Articles are filed under it by this name.",
        rule: z.enum(categoryNames),
        refusal: "A new category is added by the site's developer: remove this entry.",
      }),
      count: fields.integer({
        label: "Articles in it",
        description:
          "As the blog states it; together the categories make the blog's count of articles.",
        validation: { isRequired: true, min: 1 },
      }),
    }),
    "Categories",
    nameLabel,
    "In the order the blog shows them.",
  ),
});
