/**
 * A case study (src/content/case-studies/<slug>.json, its page's path without the slash); what all
 * six pages share stays in ./index.ts. A plain module: the editor's browser bundle imports it.
 */
import { z } from "astro/zod";
import { solutionIconNames } from "~/components/case-study/solution-icons";
import pageList from "~/content/page-list.json" with { type: "json" };
import {
  choice,
  custom,
  type FieldMap,
  group,
  icon,
  list,
  number,
  paragraph,
  text,
  title,
} from "../model/fields";
import { recordRule } from "../model/rules";

/** Pages a case study may link to under "Services we used": the service and assessment pages. */
export const relatedPages = pageList.pages
  .filter(({ kind }) => kind === "service" || kind === "assessment")
  .map(({ path }) => path) as [string, ...string[]];

const listMin = 1;
/**
 * Results: exactly four figures (the results grid, the figure's caption and the pages that quote a
 * result by its index rely on it), so a result index 0-3 always names one.
 */
const resultCount = 4;

/** How long a step holds up one case, as the owner types it; the build reads it as a `Delay`. */
const delayPattern = /^(?:same day|(?:more than )?\d+ (?:minutes?|hours?|days?))$/;
const delayMessage = 'must read like "15 minutes", "4 days", "more than 2 hours" or "same day"';

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

/** Where an uploaded photo goes (the folder the build's sharp pipeline reads, src/lib/images.ts). */
const photoDirectory = "src/assets/images/case-studies";
/** The photo's path as the editor stores it: the project-relative path with a leading slash. */
export const photoPublicPath = `/${photoDirectory}/`;

/** A result by its place in "Results": 0 is the first result, 3 the fourth. */
const resultIndex = (label: string, help: string) =>
  number({ optional: true, label, help, min: 0, max: resultCount - 1 });

/** A section with its own title and introduction under its small heading, `name` on every page. */
const section = <const Fields extends FieldMap>(name: string, fields: Fields) =>
  group(
    {
      title: text({ label: "Title", help: `The "${name}" section's heading.` }),
      intro: paragraph({
        optional: true,
        label: "Introduction",
        help: "A sentence or two under the heading. Optional.",
      }),
      ...fields,
    },
    { label: name },
  );

const titledFields = {
  title: text({ label: "Title" }),
  description: paragraph({ label: "Description" }),
};
const titled = (label: string) => group(titledFields, { label });
const itemTitle = ({ title }: { title: string }) => title || "(untitled)";

const step = group(
  {
    task: text({
      label: "What happens",
      help: 'In a few words: "Retype emailed orders into the schedule".',
    }),
    actor: choice(["person", "system"], { label: "Done by" }),
    who: text({
      label: "Who",
      help: 'The role ("Plant manager") or the system ("Order-to-schedule automation").',
    }),
    hoursPerWeek: number({
      optional: true,
      label: "People's hours a week",
      help: "Person steps only, when the figure counts hours. Leave empty otherwise.",
      min: 0,
    }),
    delay: custom("delay", delay.optional(), {
      label: "Delay",
      help: 'How long the step holds up one case: "15 minutes", "4 days", "more than 2 hours", "same day". Optional.',
      settings: { regex: new RegExp(`^(?:${delayPattern.source})?$`), message: delayMessage },
    }),
    error: paragraph({
      optional: true,
      label: "Where errors crept in",
      help: "Before the project only. Optional.",
    }),
    result: resultIndex(
      "Measured by result",
      "The result this step's change produced: 0 is the first result, 3 the fourth. Optional.",
    ),
  },
  { label: "Step" },
);
const statFields = {
  value: text({ label: "Value", help: '"200", "$2.5M", "6 months"' }),
  label: text({ label: "Label" }),
};

const resultFields = {
  /** Reordering the results never makes a page quoting one by its id show another figure. */
  id: text({
    label: "Id",
    help: 'How other pages name this result ("lead-time"); renaming it breaks the pages that show it.',
    pattern: {
      regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
      must: "be lower-case words joined by dashes, e.g. lead-time",
    },
  }),
  metric: text({ label: "Figure", help: '"40%", "12 hrs", "4 min"' }),
  description: paragraph({ label: "What it measures" }),
};

const steps = (label: string) =>
  list(step, { label, min: listMin, itemLabel: ({ task }) => task || "(new step)" });

export const caseStudyFields = {
  title: title({
    label: "Title",
    help: "The page's main heading.",
    id: {
      label: "File name",
      help: "The page's address without the slash. A new case study also needs the site's developer to draw the tool it shows.",
    },
  }),
  industry: text({ label: "Industry", help: 'Shown as "Case Study: <industry>" above the title.' }),
  lead: paragraph({ label: "Lead", help: "The sentence under the title." }),
  assessmentButton: text({
    label: "Assessment button",
    help: 'The label of the button under the lead and in the closing call to action, e.g. "Get Your Retail Assessment": it opens the contact form.',
  }),
  stats: list(group(statFields, { label: "Figure" }), {
    label: "Client profile",
    min: listMin,
    max: 4,
    itemLabel: ({ value, label }) => `${value} ${label}`.trim(),
  }),
  situation: group(
    {
      title: text({ label: "Title", help: 'The "The client" section\'s heading.' }),
      paragraphs: list(paragraph({ label: "Paragraph" }), {
        label: "Paragraphs",
        min: listMin,
        itemLabel: (paragraph) => paragraph.slice(0, 80),
      }),
    },
    { label: "The situation" },
  ),
  challenges: section("The challenges", {
    items: list(titled("Challenge"), { label: "Challenges", min: listMin, itemLabel: itemTitle }),
  }),
  solution: section("What we built", {
    items: list(
      group(
        {
          ...titledFields,
          icon: icon("caseStudies", solutionIconNames, { label: "Icon", default: "workflow" }),
        },
        { label: "Piece delivered" },
      ),
      { label: "Pieces delivered", min: listMin, itemLabel: itemTitle },
    ),
  }),
  timeline: section("The project", {
    steps: list(titled("Step"), { label: "Project steps", min: listMin, itemLabel: itemTitle }),
  }),
  results: section("The results", {
    items: list(group(resultFields, { label: "Result" }), {
      label: "Results (exactly four; other pages quote them by their id)",
      min: resultCount,
      max: resultCount,
      itemLabel: ({ metric, description }) => `${metric} ${description.slice(0, 60)}`,
    }),
  }),
  workflow: group(
    {
      title: text({
        label: "Title",
        help: 'What the steps carry from start to end: "From purchase order to shipped pallet".',
      }),
      before: steps("Before the project"),
      after: steps("After the project"),
      hoursResult: resultIndex(
        "Hours measured by result",
        "The result that people's hours a week measure (0 is the first result). Empty when the figure shows delays instead.",
      ),
    },
    {
      label: "Before and after",
      help: "The figure's numbers must agree with the results: the unit tests check the sums (docs/decisions/020).",
    },
  ),
  tool: group(
    {
      caption: text({ label: "Caption", help: 'Follows "Illustration:" under the drawing.' }),
      description: paragraph({
        label: "Description",
        help: "What the drawing shows, for screen readers.",
      }),
    },
    { label: "Illustration of the tool" },
  ),
  related: list(
    group({ ...titledFields, to: choice(relatedPages, { label: "Page" }) }, { label: "Service" }),
    { label: "Services we used", min: listMin, itemLabel: itemTitle },
  ),
  callToAction: group(titledFields, {
    label: "Closing call to action",
    help: "Its two buttons are the same on every case study.",
  }),
  /** None of the six has one (decision 020: none is invented). */
  quote: group(
    {
      text: paragraph({ label: "Quote", help: "Without quotation marks." }),
      role: text({ label: "Who said it", help: '"Operations Manager"' }),
      business: text({ label: "Their business", help: '"Family-owned contract packager, Kent"' }),
    },
    {
      optional: true,
      label: "Show a client quote",
      help: "Only the client's own words, with their permission: never an invented one.",
    },
  ),
  photo: group(
    {
      image: custom(
        "image",
        z
          .string()
          .refine(
            (path) => path.startsWith(photoPublicPath) && !path.includes(".."),
            `must be an image under ${photoPublicPath}`,
          ),
        {
          label: "Photo",
          help: "JPEG, PNG or WebP; the build makes the sizes and formats.",
          settings: { directory: photoDirectory, publicPath: photoPublicPath },
        },
      ),
      alt: text({ label: "Alt text", help: "What the photo shows, for screen readers." }),
    },
    {
      optional: true,
      label: "Show a photo",
      help: "A photo of the client's work, shown after the results.",
    },
  ),
};

export const caseStudySchema = recordRule(caseStudyFields).superRefine(({ results }, context) => {
  const ids = results.items.map(({ id }) => id);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({
      code: "custom",
      message: "each result needs its own id",
      path: ["results", "items"],
    });
  }
});

export type CaseStudyRecord = z.output<typeof caseStudySchema>;
