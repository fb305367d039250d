/**
 * The blog's six categories with their article counts (src/content/blog/categories.json): the one
 * place for these figures. The article schema accepts exactly these names. A plain module: the
 * content editor offers the names in the browser.
 */
import { z } from "astro/zod";
import categoriesFile from "~/content/blog/categories.json" with { type: "json" };
import { checkData, requiredText } from "../schema-rules";

/** The list sits under a key, as the content editor stores a file: an object of fields. */
export const categoriesSchema = z
  .object({
    categories: z
      .array(z.object({ name: requiredText, count: z.number().int().positive() }).strict())
      .min(1)
      .refine((list) => new Set(list.map(({ name }) => name)).size === list.length, {
        message: "each category must have its own name",
      }),
  })
  .strict();

export const blogCategories = checkData(
  "src/content/blog/categories.json",
  categoriesSchema,
  categoriesFile,
).categories;

export const categoryNames = blogCategories.map((category) => category.name) as [
  string,
  ...string[],
];

/** All articles across the categories (the hero's "69+ articles"). */
export const totalArticleCount = blogCategories.reduce((sum, category) => sum + category.count, 0);
