/**
 * The case studies in the content editor: src/content/case-studies/*.json, fields named and
 * ordered as in schema.ts, the allowed values and list sizes imported from it. Editor-only: it never
 * imports the reader (index.ts), which reads the files with node:fs.
 */
import { collection, fields } from "@keystatic/core";
import { optional, options, required } from "../editor-fields";
import { iconField } from "../icon-field";
import { solutionIconComponents } from "./icons";
import {
  actors,
  delayMessage,
  delayPattern,
  listMin,
  photoDirectory,
  photoPublicPath,
  relatedPages,
  resultCount,
  statCount,
} from "./schema";

const text = (label: string, description?: string) =>
  fields.text({ label, description, validation: required });
const paragraph = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: required });
const optionalText = (label: string, description?: string) =>
  fields.text({ label, description, multiline: true, validation: optional });

/** At least one entry (every list of a case study has one). */
const someItems = { length: { min: listMin } };

/** A result by its place in "Results": 0 is the first, 3 the fourth. */
const resultIndex = (label: string, description: string) =>
  fields.integer({ label, description, validation: { min: 0, max: resultCount - 1 } });

/** A section's own title and introduction (its small heading above is the same on every page). */
const heading = (section: string) => ({
  title: text("Title", `The "${section}" section's heading.`),
  intro: optionalText("Introduction", "A sentence or two under the heading. Optional."),
});

const titled = (label: string) =>
  fields.object({ title: text("Title"), description: paragraph("Description") }, { label });
const itemTitle = (props: { fields: { title: { value: string } } }) =>
  props.fields.title.value || "(untitled)";

const step = fields.object({
  task: text("What happens", 'In a few words: "Retype emailed orders into the schedule".'),
  actor: fields.select({ label: "Done by", options: options(actors), defaultValue: "person" }),
  who: text("Who", 'The role ("Plant manager") or the system ("Order-to-schedule automation").'),
  hoursPerWeek: fields.integer({
    label: "People's hours a week",
    description: "Person steps only, when the figure counts hours. Leave empty otherwise.",
    validation: { min: 0 },
  }),
  delay: fields.text({
    label: "Delay",
    description:
      'How long the step holds up one case: "15 minutes", "4 days", "more than 2 hours", "same day". Optional.',
    validation: {
      pattern: { regex: new RegExp(`^(?:${delayPattern.source})?$`), message: delayMessage },
    },
  }),
  error: optionalText("Where errors crept in", "Before the project only. Optional."),
  result: resultIndex(
    "Measured by result",
    "The result this step's change produced: 0 is the first result, 3 the fourth. Optional.",
  ),
});
const steps = (label: string) =>
  fields.array(step, {
    label,
    itemLabel: (props) => props.fields.task.value || "(new step)",
    validation: someItems,
  });

export const caseStudiesEditor = collection({
  label: "Case studies",
  path: "src/content/case-studies/*",
  format: { data: "json" },
  slugField: "title",
  entryLayout: "form",
  columns: ["title", "industry"],
  schema: {
    title: fields.slug({
      name: { label: "Title", description: "The page's main heading.", validation: required },
      slug: {
        label: "File name",
        description:
          "The page's path without the slash. A new case study also needs its page in code (docs/decisions/020).",
      },
    }),
    industry: text("Industry", 'Shown as "Case Study: <industry>" above the title.'),
    lead: paragraph("Lead", "The sentence under the title."),
    assessmentButton: text(
      "Assessment button",
      'The label of the button under the lead and in the closing call to action, e.g. "Get Your Retail Assessment": it opens the contact form.',
    ),
    stats: fields.array(
      fields.object({ value: text("Value", '"200", "$2.5M", "6 months"'), label: text("Label") }),
      {
        label: "Client profile",
        itemLabel: (props) => `${props.fields.value.value} ${props.fields.label.value}`.trim(),
        validation: { length: statCount },
      },
    ),
    situation: fields.object(
      {
        title: text("Title", 'The "The client" section\'s heading.'),
        paragraphs: fields.array(paragraph("Paragraph"), {
          label: "Paragraphs",
          itemLabel: (props) => props.value.slice(0, 80) || "(empty)",
          validation: someItems,
        }),
      },
      { label: "The situation" },
    ),
    challenges: fields.object(
      {
        ...heading("The challenges"),
        items: fields.array(titled("Challenge"), {
          label: "Challenges",
          itemLabel: itemTitle,
          validation: someItems,
        }),
      },
      { label: "The challenges" },
    ),
    solution: fields.object(
      {
        ...heading("What we built"),
        items: fields.array(
          fields.object({
            title: text("Title"),
            description: paragraph("Description"),
            icon: iconField({
              label: "Icon",
              icons: solutionIconComponents,
              defaultValue: "workflow",
            }),
          }),
          { label: "Pieces delivered", itemLabel: itemTitle, validation: someItems },
        ),
      },
      { label: "What we built" },
    ),
    timeline: fields.object(
      {
        ...heading("The project"),
        steps: fields.array(titled("Step"), {
          label: "Project steps",
          itemLabel: itemTitle,
          validation: someItems,
        }),
      },
      { label: "The project" },
    ),
    results: fields.object(
      {
        ...heading("The results"),
        items: fields.array(
          fields.object({
            id: fields.text({
              label: "Id",
              description:
                'How other pages name this result ("lead-time"); renaming it breaks the pages that show it.',
              validation: {
                isRequired: true,
                pattern: {
                  regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
                  message: "Lower-case words joined by dashes",
                },
              },
            }),
            metric: text("Figure", '"40%", "12 hrs", "4 min"'),
            description: paragraph("What it measures"),
          }),
          {
            label: "Results (exactly four; other pages quote them by their id)",
            itemLabel: (props) =>
              `${props.fields.metric.value} ${props.fields.description.value.slice(0, 60)}`,
            validation: { length: { min: resultCount, max: resultCount } },
          },
        ),
      },
      { label: "The results" },
    ),
    workflow: fields.object(
      {
        title: text(
          "Title",
          'What the steps carry from start to end: "From purchase order to shipped pallet".',
        ),
        before: steps("Before the project"),
        after: steps("After the project"),
        hoursResult: resultIndex(
          "Hours measured by result",
          "The result that people's hours a week measure (0 is the first result). Empty when the figure shows delays instead.",
        ),
      },
      {
        label: "Before and after",
        description:
          "The figure's numbers must agree with the results: the unit tests check the sums (docs/decisions/020).",
      },
    ),
    tool: fields.object(
      {
        caption: text("Caption", 'Follows "Illustration:" under the drawing.'),
        description: paragraph("Description", "What the drawing shows, for screen readers."),
      },
      { label: "Illustration of the tool" },
    ),
    related: fields.array(
      fields.object({
        title: text("Title"),
        description: paragraph("Description"),
        to: fields.select({
          label: "Page",
          options: options(relatedPages),
          defaultValue: relatedPages[0],
        }),
      }),
      { label: "Services we used", itemLabel: itemTitle, validation: someItems },
    ),
    callToAction: fields.object(
      { title: text("Title"), description: paragraph("Description") },
      {
        label: "Closing call to action",
        description: "Its two buttons are the same on every case study.",
      },
    ),
    quote: fields.conditional(
      fields.checkbox({
        label: "Show a client quote",
        description: "Only the client's own words, with their permission: never an invented one.",
      }),
      {
        true: fields.object({
          text: paragraph("Quote", "Without quotation marks."),
          role: text("Who said it", '"Operations Manager"'),
          business: text("Their business", '"Family-owned contract packager, Kent"'),
        }),
        false: fields.empty(),
      },
    ),
    photo: fields.conditional(
      fields.checkbox({
        label: "Show a photo",
        description: "A photo of the client's work, shown after the results.",
      }),
      {
        true: fields.object({
          image: fields.image({
            label: "Photo",
            description: "JPEG, PNG or WebP; the build makes the sizes and formats.",
            directory: photoDirectory,
            publicPath: photoPublicPath,
            validation: { isRequired: true },
          }),
          alt: text("Alt text", "What the photo shows, for screen readers."),
        }),
        false: fields.empty(),
      },
    ),
  },
});
