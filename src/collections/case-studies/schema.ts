/**
 * A case study (src/content/case-studies/<slug>.json, the slug being its page's path without the
 * slash): the client, the story and the figures, as the owner edits them in the content editor
 * (editor.ts, the same field names). Composition, the free-call button and the headings shared by
 * all six pages stay in code (src/collections/case-studies/index.ts). A plain module, no `astro:*` or `node:*`
 * imports: the editor's browser bundle imports its constants.
 *
 * Every rule the build relies on is here: required text is not empty, icons and link targets come
 * from the lists below, a delay reads as a delay, and there are four results, so the result indexes a
 * workflow names (0-3) exist.
 */
import { z } from "astro/zod";
import { shownIf, requiredText as text } from "../schema-rules";

/** The pieces-delivered icons the editor offers; src/collections/case-studies/icons.ts draws each. */
export const solutionIcons = [
  "arrow-left-right",
  "bell-ring",
  "bot",
  "boxes",
  "calendar-check",
  "car-front",
  "chart-column",
  "chart-line",
  "clipboard-check",
  "database",
  "file-pen-line",
  "layout-dashboard",
  "list-checks",
  "mail",
  "message-square-text",
  "package-check",
  "refresh-cw",
  "route",
  "shield-check",
  "smartphone",
  "store",
  "tablet",
  "umbrella",
  "users",
  "workflow",
  "zap",
] as const;

/** Pages a case study may link to under "Services we used" (a unit test: each is a page). */
export const relatedPages = [
  "/process-automation",
  "/custom-development",
  "/system-integration",
  "/data-management",
  "/inventory-management",
  "/process-audit",
  "/efficiency-assessment",
  "/automation-review",
  "/roi-analysis",
  "/implementation-roadmap",
] as const;

/** Who does a workflow step: a person (a role) or a system by itself. */
export const actors = ["person", "system"] as const;

/** Every list of a case study has at least one entry. */
export const listMin = 1;
/** Hero stats: a profile of a few figures ("200 Employees", "6 months Project timeline"). */
export const statCount = { min: listMin, max: 4 } as const;
/**
 * Results: exactly four figures (the results grid, the figure's caption and the pages that quote a
 * result by its index rely on it), so a result index 0-3 always names one.
 */
export const resultCount = 4;

/**
 * How long a step holds up one case, as the owner types it: "15 minutes", "1 day", "more than 2
 * hours", "same day". The build reads it as a `Delay`.
 */
export const delayPattern = /^(?:same day|(?:more than )?\d+ (?:minutes?|hours?|days?))$/;
export const delayMessage =
  'must read like "15 minutes", "4 days", "more than 2 hours" or "same day"';

const optionalText = text.optional();
const count = z.number().int().min(0);
/**
 * A result's id: how other pages name it ("retail-operations/stockouts"), so reordering the results
 * never makes a page show another figure.
 */
export const resultId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by dashes, e.g. lead-time");

/** A result by its place: 0 is the first result, 3 the fourth. */
const resultIndex = z
  .number()
  .int()
  .min(0)
  .max(resultCount - 1);

const delay = z
  .string()
  .regex(delayPattern, delayMessage)
  .transform((written) => {
    if (written === "same day") return { amount: 0, unit: "days" as const };
    const [, moreThan, amount, unit] =
      written.match(/^(more than )?(\d+) (minute|hour|day)s?$/) ?? [];
    return {
      amount: Number(amount),
      unit: `${unit}s` as "minutes" | "hours" | "days",
      ...(moreThan ? { moreThan: true } : {}),
    };
  });

const step = z.strictObject({
  task: text,
  actor: z.enum(actors),
  who: text,
  hoursPerWeek: count.optional(),
  delay: delay.optional(),
  error: optionalText,
  result: resultIndex.optional(),
});

const heading = { title: text, intro: optionalText };

/** Where an uploaded photo goes (the folder the build's sharp pipeline reads, src/lib/images.ts). */
export const photoDirectory = "src/assets/images/case-studies";
/** The photo's path as the editor stores it: the project-relative path with a leading slash. */
export const photoPublicPath = `/${photoDirectory}/`;

export const caseStudySchema = z.strictObject({
  /** The case study's title: the page's h1. */
  title: text,
  /** The hero eyebrow after "Case Study: " ("Manufacturing"). */
  industry: text,
  lead: text,
  /** The label of the hero's button (and the closing one's), which opens the contact form. */
  assessmentButton: text,
  stats: z
    .array(z.strictObject({ value: text, label: text }))
    .min(statCount.min)
    .max(statCount.max),
  situation: z.strictObject({ title: text, paragraphs: z.array(text).min(listMin) }),
  challenges: z.strictObject({
    ...heading,
    items: z.array(z.strictObject({ title: text, description: text })).min(listMin),
  }),
  solution: z.strictObject({
    ...heading,
    items: z
      .array(z.strictObject({ title: text, description: text, icon: z.enum(solutionIcons) }))
      .min(listMin),
  }),
  timeline: z.strictObject({
    ...heading,
    steps: z.array(z.strictObject({ title: text, description: text })).min(listMin),
  }),
  results: z.strictObject({
    ...heading,
    items: z
      .array(z.strictObject({ id: resultId, metric: text, description: text }))
      .length(resultCount)
      .refine((items) => new Set(items.map(({ id }) => id)).size === items.length, {
        message: "each result needs its own id",
      }),
  }),
  workflow: z.strictObject({
    title: text,
    before: z.array(step).min(listMin),
    after: z.array(step).min(listMin),
    hoursResult: resultIndex.optional(),
  }),
  tool: z.strictObject({ caption: text, description: text }),
  related: z
    .array(z.strictObject({ title: text, description: text, to: z.enum(relatedPages) }))
    .min(listMin),
  callToAction: z.strictObject({ title: text, description: text }),
  /** A client's own words; none of the six has one (decision 020: none is invented). */
  quote: shownIf(z.strictObject({ text, role: text, business: text })),
  /** A photo the owner uploads (src/assets/images/case-studies/<slug>/...), with its alt text. */
  photo: shownIf(
    z.strictObject({
      image: z
        .string()
        .refine(
          (path) => path.startsWith(photoPublicPath) && !path.includes(".."),
          `must be an image under ${photoPublicPath}`,
        ),
      alt: text,
    }),
  ),
});

export type CaseStudyRecord = z.output<typeof caseStudySchema>;
export type SolutionIcon = (typeof solutionIcons)[number];
export type RelatedPage = (typeof relatedPages)[number];
