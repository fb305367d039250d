/**
 * The blog's categories with their article counts (src/content/blog/categories.json). The article
 * schema accepts exactly these names. A plain module: the content editor offers them in the browser.
 */
import categoriesFile from "~/content/blog/categories.json" with { type: "json" };
import { fixed, group, list, number } from "../model/fields";
import { recordRule } from "../model/rules";
import { checkData, requiredText } from "../schema-rules";

/** The list sits under a key, as the content editor stores a file: an object of fields. */
export const categoriesFields = {
  categories: list(
    group(
      {
        /**
         * Articles are filed under a category by name: renamed or removed, it would leave articles
         * that neither build nor open in the editor, so the names are shown, never changed.
         */
        name: fixed(requiredText, {
          label: "Category",
          help: "Articles are filed under it by this name.",
          refusal: "A new category is added by the site's developer: remove this entry.",
        }),
        count: number({
          label: "Articles in it",
          help: "As the blog states it; together the categories make the blog's count of articles.",
          min: 1,
        }),
      },
      { label: "Category" },
    ),
    {
      label: "Categories",
      help: "In the order the blog shows them.",
      min: 1,
      itemLabel: ({ name }) => name,
    },
  ),
};

export const categoriesSchema = recordRule(categoriesFields).refine(
  ({ categories }) => new Set(categories.map(({ name }) => name)).size === categories.length,
  { message: "each category must have its own name", path: ["categories"] },
);

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
