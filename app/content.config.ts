/**
 * Astro content collections. `blog`: one MDX file per article in app/content/blog, its frontmatter
 * checked by the shared schema (app/content/blog/schema.ts); a bad field fails the build with an
 * error naming the file and the field.
 */

import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema } from "./content/blog/schema";

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./app/content/blog" }),
  schema: articleSchema,
});

export const collections = { blog };
