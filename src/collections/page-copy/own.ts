/**
 * The pages of a kind of their own, each its file src/content/page-copy/<page>.json and its route
 * src/pages/<page>.astro: the schema of each, built from the shared sections. A plain module: the
 * content editor uses it.
 */
import { z } from "astro/zod";
import { roiFields } from "~/features/roi/roi";
import { contactIntentsSchema } from "../contact-intents/schema";
import { copyText as text } from "../copy-text";
import {
  action,
  benefits,
  callToAction,
  cards,
  faq,
  heading,
  hero,
  linkCards,
  linkTarget,
  prose,
  stat,
  steps,
  tags,
} from "./sections";

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

/** A picture of the repository with its alt text and the pixel widths to make. */
const image = z
  .object({
    source: z
      .string()
      .regex(/^src\/assets\/images\/[\w./-]+$/, "must be a file in src/assets/images"),
    alt: text,
    widths: z.array(z.number().int().positive()).min(1),
  })
  .strict();

export const aboutUsSchema = z
  .object({
    hero,
    mission: prose,
    whySeattle: tags,
    values: cards,
    founder: z
      .object({
        heading,
        member: z
          .object({
            name: text,
            title: text,
            bio: z.array(text).min(1),
            expertise: z.array(text).min(1),
            image,
          })
          .strict(),
        experience: stat,
        link: z.object({ label: text, to: linkTarget }).strict(),
      })
      .strict(),
    timeline: z
      .object({
        heading,
        milestones: z
          .array(
            z
              .object({
                year: z.number().int().min(1900).max(2100),
                title: text,
                description: text,
              })
              .strict(),
          )
          .min(1),
      })
      .strict(),
    whyChooseUs: cards,
    callToAction,
  })
  .strict();

export const blogSchema = z
  .object({
    hero,
    featured: heading,
    /** Above the categories (src/content/blog/categories.json) and their counts. */
    categories: z.object({ heading }).strict(),
    related: linkCards,
    callToAction,
    /** The note about the author at the end of every article, beside the founder's portrait. */
    authorNote: z
      .object({
        title: text,
        name: text,
        role: text,
        bio: z.array(text).min(1),
        /** Pixel widths of the portrait to make. */
        widths: z.array(z.number().int().positive()).min(1),
      })
      .strict(),
    /** The line above an article's contact button (MDX `<ContactCta>`), unless the article gives one. */
    contactCtaText: text,
    /** Above the articles when the RSS feed is opened in a browser. */
    feedIntro: z
      .object({
        heading: text,
        paragraphs: z.array(text).min(1),
        copyPrompt: text,
        backLabel: text,
      })
      .strict(),
  })
  .strict();

/** The ROI calculator's page; `calculator` is the island's own copy (its props, as the page passes them). */
export const roiCalculatorSchema = z
  .object({
    hero,
    calculatorHeading: heading,
    calculator: z
      .object({
        groups: z
          .array(
            z
              .object({
                legend: text,
                fields: z
                  .array(
                    z
                      .object({
                        name: z.enum(roiFields),
                        /** The empty field's placeholder: an example, never a value it reads. */
                        example: text,
                        label: text,
                        unit: z.enum(["$", "%"]),
                        hint: text,
                      })
                      .strict(),
                  )
                  .min(1),
              })
              .strict(),
          )
          .min(1),
        calculateLabel: text,
        resultsTitle: text,
        emptyState: text,
        resultLabels: z
          .object({
            annualSavings: text,
            roi: text,
            paybackPeriod: text,
            investment: text,
            netBenefit: text,
          })
          .strict(),
        consultation: z.object({ label: text, source: z.string().min(1), note: text }).strict(),
        shareNote: text,
        share: z
          .object({ label: text, title: text, copied: text, shared: text, failed: text })
          .strict(),
        chart: z
          .object({
            title: text,
            savings: text,
            investment: text,
            payback: text,
            start: text,
            yearColumn: text,
            savedColumn: text,
            netColumn: text,
          })
          .strict(),
      })
      .strict()
      .refine(
        ({ groups }) =>
          roiFields.every((name) =>
            groups.some((group) => group.fields.some((f) => f.name === name)),
          ),
        { message: `the calculator needs each of its fields once: ${roiFields.join(", ")}` },
      ),
    /** Shown without JavaScript in place of the results. */
    noScript: text,
    goodNumbers: steps,
    whatTheNumbersMean: benefits,
    callToAction,
  })
  .strict();

/** A contact button of an event: its dialog is headed "<label>: <event title>". */
const eventButton = z
  .object({
    label: text,
    source: z.string().min(1),
    intent: contactIntentsSchema.keyof().optional(),
  })
  .strict();

export const webinarsEventsSchema = z
  .object({
    hero,
    /** The copy around the event lists; the events are src/content/events/*.json. */
    eventLists: z
      .object({
        upcoming: heading,
        past: heading,
        /** Shown in place of the upcoming list when nothing is upcoming, with the subscribe button. */
        noUpcoming: text,
        /** The upcoming list's intro when nothing is upcoming (in place of `upcoming.intro`). */
        noUpcomingIntro: text,
        subscribe: action,
        register: eventButton,
        recording: eventButton,
        addToCalendar: text,
      })
      .strict(),
    eventTypes: cards,
    callToAction,
  })
  .strict();
