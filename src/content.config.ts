/**
 * Astro content collections. `blog`: one MDX file per article in src/content/blog, its frontmatter
 * checked by the shared schema (src/collections/blog/schema.ts); `events`: one JSON file per event in
 * src/content/events (src/collections/events/schema.ts). A bad field fails the build with an error
 * naming the file and the field.
 */

import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema } from "./collections/blog/schema";
import { eventSchema } from "./collections/events/schema";

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/blog" }),
  schema: articleSchema,
});

const events = defineCollection({
  loader: glob({ pattern: "*.json", base: "./src/content/events" }),
  schema: eventSchema,
});

export const collections = { blog, events };
