/** The testimonials collection in the content editor: src/content/testimonials/*.json, as ./schema.ts declares. */
import { collection } from "@keystatic/core";
import { editorFields } from "../model/editor";
import { testimonialFields } from "./schema";

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "src/content/testimonials/*",
  format: { data: "json" },
  slugField: "business",
  entryLayout: "form",
  columns: ["business", "role"],
  schema: editorFields(testimonialFields),
});
