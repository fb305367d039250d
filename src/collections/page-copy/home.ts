/**
 * The home page: src/content/page-copy/home.json, drawn by src/pages/index.astro. A plain module: the
 * content editor uses it.
 */
import { z } from "astro/zod";
import { copyText as text } from "../copy-text";
import { callToAction, cards, faq, heading, hero, linkTarget, stats, steps } from "./sections";
import { resultRef } from "./service";

/** A page of the site by its path; its card's title is the page's menu name. */
const pagePath = z.string().regex(/^\/[a-z0-9-]*$/, "must be a page's path, e.g. /pricing");

export const homePageSchema = z
  .object({
    hero,
    process: steps,
    benefits: cards,
    stats: stats.extend({ heading }),
    services: z
      .object({
        heading,
        links: z.array(z.object({ page: pagePath, description: text }).strict()).min(1),
      })
      .strict(),
    faq,
    callToAction,
    /** Who answers the closing call to action, beside the founder's portrait. */
    closingPerson: z
      .object({
        name: text,
        role: text,
        note: text,
        /** Pixel widths of the portrait to make (1x to 3x of its size on the page). */
        widths: z.array(z.number().int().positive()).min(1),
      })
      .strict(),
    testimonials: z
      .object({
        heading,
        /** Testimonials by id (their file names in src/content/testimonials). */
        testimonials: z
          .array(z.string().regex(/^[a-z0-9-]+$/, "must be a testimonial's id"))
          .min(1),
        more: z.object({ label: text, to: linkTarget }).strict().optional(),
      })
      .strict(),
    caseStudyResults: z.object({ heading, results: z.array(resultRef).min(1) }).strict(),
  })
  .strict();
