/**
 * The content editor (`npm run edit`, http://localhost:4321/keystatic) in local mode: it reads and
 * writes the same files as the build. Each collection's fields live beside its schema
 * (src/content/<collection>/editor.ts); src/content/editor.test.ts checks that the two agree.
 */
import { config } from "@keystatic/core";
import { blogEditor } from "./src/content/blog/editor";
import { caseStudiesEditor } from "./src/content/case-studies/editor";
import { eventsEditor } from "./src/content/events/editor";
import { testimonialsEditor } from "./src/content/testimonials/editor";

export default config({
  storage: { kind: "local" },
  ui: { brand: { name: "Emerald City Automation" } },
  collections: {
    blog: blogEditor,
    caseStudies: caseStudiesEditor,
    events: eventsEditor,
    testimonials: testimonialsEditor,
  },
});
