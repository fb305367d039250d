import { getPage } from "~/collections/page-list";
import { readRecords } from "~/collections/records";
import type { Testimonial } from "~/components/sections/Testimonials";
import { recordRule } from "../model/rules";
import { testimonialFields } from "./schema";

/**
 * What clients said, a file per quote (src/content/testimonials): the article
 * /blog/seattle-automation-success-stories renders them with `<Testimonial id="..." />`, home all
 * of them, each related service page its own. The businesses asked not to be named, so each is
 * described by its trade and neighborhood.
 */
export const testimonials: readonly Testimonial[] = readRecords(
  "src/content/testimonials",
  recordRule(testimonialFields),
).map(({ slug, data: { related, ...quote } }) => ({
  id: slug,
  ...quote,
  related: { label: getPage(related).name, to: related },
}));

/** One testimonial by id; an unknown id fails the build. */
export function getTestimonial(id: string): Testimonial {
  const testimonial = testimonials.find((item) => item.id === id);
  if (!testimonial) throw new Error(`Unknown testimonial "${id}"`);
  return testimonial;
}
