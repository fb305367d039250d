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
import { layerSources } from "./collections/layer-sources";

const files = ({ base, extension }: { base: string; extension: string }) =>
  glob({ pattern: `*${extension}`, base: `./${base}` });

const blog = defineCollection({
  loader: files(layerSources.blog),
  schema: articleSchema,
});

const events = defineCollection({
  loader: files(layerSources.events),
  schema: eventSchema,
});

export const collections = { blog, events };
