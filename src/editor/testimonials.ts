/**
 * The testimonials collection in the content editor: src/content/testimonials/*.json, as
 * src/collections/testimonials/schema.ts declares.
 */
import { collection } from "@keystatic/core";
import { createElement } from "react";
import { testimonialFields } from "~/collections/testimonials/schema";
import { ShownOn, withNoteBelow } from "./fields/used-on";
import { editorFields } from "./model";

/** The quote's business, and under it the pages that show the quote or how to show it. */
function shownOnPages<Fields extends ReturnType<typeof editorFields<typeof testimonialFields>>>(
  fields: Fields,
): Fields {
  const note = createElement(ShownOn, {
    howToShow:
      "To show it, choose it on Home (Testimonials › Testimonials), on a service page (Client results › Testimonial) or in an article (Testimonial).",
  });
  return { ...fields, business: withNoteBelow(fields.business, note) };
}

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "src/content/testimonials/*",
  format: { data: "json" },
  slugField: "business",
  entryLayout: "form",
  columns: ["business", "role"],
  schema: shownOnPages(editorFields(testimonialFields)),
});
