/**
 * A client's quote (src/content/testimonials/<id>.json; the file name is the id that articles use
 * in `<Testimonial id="..." />`). A plain module (no `astro:*` or `node:*` imports): the content
 * editor's fields (editor.ts) use its lists in the browser.
 */
import { z } from "astro/zod";
import pageListFile from "~/content/page-list.json" with { type: "json" };
import { requiredText as text } from "../schema-rules";

/** The pages a quote can link to: the service pages of the page list (src/content/page-list.json). */
export const relatedPages = pageListFile.pages
  .filter((page) => page.kind === "service")
  .map((page) => page.path) as [string, ...string[]];

export const testimonialSchema = z
  .object({
    quote: text,
    /** The speaker's role, e.g. "Operations manager". */
    role: text,
    /** The business as the article describes it, e.g. "a Capitol Hill bakery and café group". */
    business: text,
    industry: text,
    /** The project's headline result: { value: "27 days", label: "average time to get paid, ..." }. */
    metric: z.object({ value: text, label: text }).strict(),
    /** The service page closest to the project; its card links there. */
    related: z.enum(relatedPages, {
      errorMap: () => ({ message: `related must be one of: ${relatedPages.join(", ")}` }),
    }),
  })
  .strict();

export type TestimonialRecord = z.output<typeof testimonialSchema>;
