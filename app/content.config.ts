/**
 * Astro content collections. `blog`: one MDX file per article in app/content/blog, its frontmatter
 * checked by the shared schema (app/content/blog/schema.ts); `events`: one JSON file per event in
 * app/content/events (app/content/events/schema.ts). A bad field fails the build with an error
 * naming the file and the field.
 */

import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { articleSchema } from "./content/blog/schema";
import { eventSchema } from "./content/events/schema";

const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./app/content/blog" }),
  schema: articleSchema,
});

const events = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/events" }),
  schema: eventSchema,
});

export const collections = { blog, events };
