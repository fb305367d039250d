/**
 * The pages of a kind of their own, each its file src/content/pages/<page>.json and its route
 * src/pages/<page>.astro: the schema of each, built from the shared sections. A plain module: the
 * content editor uses it.
 */
import { z } from "astro/zod";
import { copyText as text } from "../copy-text";
import { action, callToAction, cards, faq, heading, hero } from "./sections";

export const bestPracticesSchema = z
  .object({
    hero,
    practices: cards,
    mistakes: z
      .object({
        heading,
        items: z
          .array(z.object({ title: text, description: text, solution: text }).strict())
          .min(1),
      })
      .strict(),
    callToAction,
  })
  .strict();

export const pricingSchema = z
  .object({
    hero,
    packages: z
      .object({
        heading,
        /** Source tag every package button sends with the lead. */
        source: z.string().min(1),
        packages: z
          .array(
            z
              .object({
                name: text,
                price: text,
                duration: text,
                description: text,
                features: z.array(text).min(1),
                popular: z.boolean(),
                /** Label of the package's button, which opens the contact form headed with it. */
                cta: text,
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    addOns: z
      .object({
        heading,
        addOns: z.array(z.object({ name: text, price: text, description: text }).strict()).min(1),
      })
      .strict(),
    guarantee: cards,
    faq,
    callToAction,
  })
  .strict();

export const contactReceivedSchema = z
  .object({
    hero,
    /** Above the free PDFs (src/content/downloads.json), for a visitor without JavaScript. */
    freeResources: z.object({ heading }).strict(),
  })
  .strict();

export const notFoundSchema = z
  .object({
    eyebrow: text,
    explanation: text,
    /** Shown when no page is near the address. */
    noSuggestion: text,
    didYouMean: text,
    actions: z.array(action).min(1),
    sectionsHeading: text,
  })
  .strict();
