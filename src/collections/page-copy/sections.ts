/**
 * The sections page copy is made of (src/content/page-copy/<page>.json), as schemas: each checks what a
 * file holds and gives what the section's component takes (src/components/types.ts). Text is copy
 * with checked tokens (`{{claims.hoursSavedWeekly}}`), icons are names from src/components/ui/icons.ts
 * and other records are named by id. A plain module: the content editor uses it in the browser.
 */
import { z } from "astro/zod";
import { iconNames, icons } from "~/components/ui/icons";
import { contactIntentsSchema } from "../contact-intents/schema";
import { optionalCopyText as optionalText, copyText as text } from "../copy-text";
import { copy, copyLine, group, optionalCopy, text as plainText } from "../model/fields";
import { recordRule } from "../model/rules";

/** An icon by name; the page gets its component. */
export const icon = z
  .enum(iconNames, {
    errorMap: () => ({ message: "icon must be one of the names in src/components/ui/icons.ts" }),
  })
  .transform((name) => icons[name]);

/** A page of the site ("/pricing", "/pricing#packages") or an address elsewhere. */
export const linkTargetField = (label: string) =>
  plainText({
    label,
    help: "A page (/pricing, /pricing#packages), a #fragment or a full https:// address.",
    pattern: {
      regex: /^(\/[a-z0-9/#.-]*|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:\+\d+)$/,
      must: "be a path such as /pricing, a #fragment or a full https:// address",
    },
  });
export const linkTarget = recordRule({ to: linkTargetField("Goes to") }).shape.to;

/** A section's heading; `introHelp` says where a figure the introduction states is set. */
export const headingFields = (introHelp?: string) => ({
  eyebrow: optionalCopy({ label: "Eyebrow", help: "The small line above the title." }),
  title: copyLine({ label: "Title" }),
  intro: optionalCopy({ label: "Introduction", help: introHelp }),
});
export const headingGroup = (label = "Heading", introHelp?: string) =>
  group(headingFields(introHelp), { label });
export const heading = recordRule(headingFields());

export const statFields = {
  value: copyLine({ label: "Figure" }),
  label: copyLine({ label: "What it counts" }),
};
export const stat = recordRule(statFields);

export const action = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("contact"),
      label: text,
      source: z.string().min(1),
      heading: optionalText,
      intent: contactIntentsSchema.keyof().optional(),
    })
    .strict(),
  z.object({ kind: z.literal("booking"), label: text, source: z.string().min(1) }).strict(),
  z
    .object({
      kind: z.literal("link"),
      label: text,
      to: linkTarget,
      /** On /webinars-events: shown only while some event is upcoming (true) or while none is. */
      upcoming: z.boolean().optional(),
    })
    .strict(),
]);

export const hero = z
  .object({
    eyebrow: text,
    title: text,
    lead: text,
    actions: z.array(action),
    priceLabel: optionalText,
    stats: z.array(stat).optional(),
  })
  .strict();

/** An item with a title and a description (a card, a step, a benefit, a link). */
export const titledFields = {
  title: copyLine({ label: "Title" }),
  description: copy({ label: "Description" }),
};
const titled = recordRule(titledFields).shape;

export const cards = z
  .object({ heading, items: z.array(z.object({ ...titled, icon }).strict()).min(1) })
  .strict();

export const steps = z
  .object({
    heading,
    steps: z.array(z.object({ ...titled, icon: icon.optional() }).strict()).min(1),
  })
  .strict();

export const benefits = z
  .object({ heading, items: z.array(recordRule(titledFields)).min(1) })
  .strict();

export const prose = z.object({ heading, paragraphs: z.array(text).min(1) }).strict();

export const faqItemFields = {
  question: copyLine({ label: "Question" }),
  answer: copy({ label: "Answer" }),
};
export const faq = z.object({ heading, items: z.array(recordRule(faqItemFields)).min(1) }).strict();

export const linkCardFields = { ...titledFields, to: linkTargetField("Goes to") };
export const linkCards = z
  .object({ heading, links: z.array(recordRule(linkCardFields)).min(1) })
  .strict();

export const phases = z
  .object({
    heading,
    phases: z
      .array(
        z.object({ title: text, duration: text, description: text, tasks: z.array(text) }).strict(),
      )
      .min(1),
  })
  .strict();

export const results = z
  .object({
    heading,
    results: z.array(z.object({ metric: text, description: text }).strict()).min(1),
  })
  .strict();

export const stats = z
  .object({ heading: heading.optional(), stats: z.array(stat).min(1) })
  .strict();

export const tags = z
  .object({
    heading,
    groups: z.array(z.object({ name: text, tags: z.array(text).min(1) }).strict()).min(1),
  })
  .strict();

export const callToAction = z
  .object({ title: text, description: text, actions: z.array(action).min(1) })
  .strict();

/** A section as the content editor stores a block: `{ "discriminant": "<kind>", "value": ... }`. */
const block = <Kind extends string, Value extends z.AnyZodObject>(kind: Kind, value: Value) =>
  z.object({ discriminant: z.literal(kind), value }).strict();

/** The stored block as the section a template draws: `{ "kind": "<kind>", ... }`. */
type Unblocked<Stored> = Stored extends { discriminant: infer Kind; value: infer Value }
  ? { kind: Kind } & Value
  : never;

/**
 * The sections a page of a family adds to those its template always shows, in page order
 * (src/components/templates/sections.ts draws them): a block each in the file, in the editor's
 * order of kinds. Where a section may be drawn more than one way, the file says so only when it is
 * not the section's usual way (columns, marker); a phases section always says whether it is a
 * timeline.
 */
export const pageSection = z
  .discriminatedUnion("discriminant", [
    block(
      "benefits",
      z
        .object({
          ...benefits.shape,
          columns: z.union([z.literal(1), z.literal(2)]).optional(),
          marker: z.enum(["benefit", "problem"]).optional(),
        })
        .strict(),
    ),
    block(
      "cards",
      z
        .object({
          ...cards.shape,
          columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
        })
        .strict(),
    ),
    block("faq", faq),
    block("links", linkCards),
    block("phases", z.object({ ...phases.shape, timeline: z.boolean() }).strict()),
    block("prose", prose),
    block("results", results),
    block("stats", z.object({ ...stats.shape, heading }).strict()),
    block("tags", tags),
  ])
  .transform(
    (section) => ({ kind: section.discriminant, ...section.value }) as Unblocked<typeof section>,
  );
