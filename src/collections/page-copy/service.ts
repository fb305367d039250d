/**
 * A service page (kind "service" in the page list): src/content/page-copy/<page>.json, drawn by
 * ServicePage.astro. What every service page shares (the price's heading and terms, the quote's
 * link) is src/content/service-offer.json. A plain module: the content editor uses it.
 */
import { z } from "astro/zod";
import { copyText as text } from "../copy-text";
import { shownIf } from "../schema-rules";
import {
  callToAction,
  cards,
  heading,
  hero,
  linkCards,
  linkTarget,
  pageSection,
  steps,
} from "./sections";

/** A testimonial by id (its file name in src/content/testimonials). */
const testimonialId = z.string().regex(/^[a-z0-9-]+$/, "must be a testimonial's id");
/** A case study's result by id: "<case study>/<result>", e.g. "retail-operations/stockouts". */
export const resultRef = z
  .string()
  .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, 'must be "<case study>/<result id>"');

export const servicePageSchema = z
  .object({
    hero: hero.extend({ priceLabel: text }),
    offer: cards,
    process: steps,
    clientResults: z
      .object({
        heading,
        testimonial: testimonialId.optional(),
        results: z.array(resultRef).min(1),
      })
      .strict(),
    sections: z.array(pageSection),
    price: z.object({ note: text }).strict(),
    related: shownIf(linkCards),
    callToAction,
  })
  .strict();

export const serviceOfferSchema = z
  .object({
    priceHeading: heading,
    pricingTerms: z
      .object({
        title: text,
        terms: z.array(text).min(1),
        link: z.object({ label: text, to: linkTarget }).strict(),
      })
      .strict(),
    /** The link under a service page's quote, to the article it comes from. */
    testimonialLink: z.object({ label: text, to: linkTarget }).strict(),
  })
  .strict();
