/**
 * The free guide's writing (src/content/guide/): the chapters, the introduction and the next steps
 * as Markdown, the tool directory, the readiness scorecard and the checklist as JSON. Every text is
 * printed copy (../model/printed.ts). A plain module: the content editor uses it in the browser.
 */
import { z } from "astro/zod";
import { choice, copy, copyLine, group, list, number } from "../model/fields";
import { printedText } from "../model/printed";
import { recordRule } from "../model/rules";

/** A text of the guide: one line, or one paragraph (the PDF takes no line breaks in either). */
const line = (label: string, help?: string) => copyLine({ label, help, printed: true });
const text = (label: string, help?: string) => copy({ label, help, printed: true });

const tooFew = "needs at least one item";
const texts = (label: string, itemLabel: string, help?: string) =>
  list(text(itemLabel), { label, help, min: 1, message: tooFew });
const paragraphs = (label: string) => texts(label, "Paragraph");

const textList = z.array(printedText).min(1, tooFew);

/** The titles of a chapter's example and checklist blocks, as the editor's blocks hold them. */
export const exampleFields = { title: line("Title", '"A 30-person HVAC contractor in Tacoma"') };
export const checklistBlockFields = { title: line("Title") };

/** A chapter's worksheet block: a table with empty rows to fill in on paper. */
export const worksheetFields = {
  title: line("Title"),
  instructions: text("Instructions"),
  columns: list(line("Column"), { label: "Columns", min: 1, message: tooFew }),
  rows: number({
    label: "Empty rows",
    min: 4,
    max: 12,
    default: 6,
    message: "rows must be a number of empty rows, 4-12",
    rangeMessage: "rows must be 4-12",
  }),
};

const block = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) =>
  z.object({ kind: z.literal(kind), ...shape }).strict();

/**
 * One block of writing, as a chapter's Markdown writes it (markdown.ts turns the one into the other);
 * the PDF gives each kind its own look.
 */
export const guideBlockSchema = z.discriminatedUnion("kind", [
  // Plain prose: one paragraph, 40-120 words.
  block("paragraph", { text: printedText }),
  block("subheading", { text: printedText }),
  // Each item one sentence, or a short phrase followed by a sentence.
  block("bullets", { items: textList }),
  // A numbered sequence of actions, in order.
  block("steps", { items: textList }),
  // A worked example from a (composite, unnamed) small business, set in a box.
  block("example", { ...recordRule(exampleFields).shape, paragraphs: textList }),
  // A short practical tip, one or two sentences, set in a coloured band.
  block("tip", { text: printedText }),
  // Tick boxes the reader works through.
  block("checklist", { ...recordRule(checklistBlockFields).shape, items: textList }),
  block("worksheet", recordRule(worksheetFields).shape),
]);

/** A chapter's frontmatter (src/content/guide/chapters/<chapter>.md); its body holds the topics. */
export const chapterFields = {
  section: line(
    "Section",
    "The /automation-guide page's section title, letter for letter. Each topic is a heading (##) with the page's topic title, letter for letter.",
  ),
  takeaways: texts("Key takeaways", "Takeaway", "One sentence each, closing the chapter."),
};

/** The frontmatter of a page of prose without topics: the introduction, the next steps. */
export const proseFields = { title: line("Title") };

export const toolCategories = [
  "Workflow automation",
  "Accounting and invoicing",
  "CRM and sales",
  "Forms and documents",
  "Scheduling and field service",
  "Inventory and commerce",
  "Data and reporting",
  "AI assistants and document AI",
] as const;

/** src/content/guide/tools.json: the tool directory, in the order the PDF prints it. */
export const toolsFields = {
  intro: paragraphs("Introduction"),
  tools: list(
    group(
      {
        name: line("Name"),
        category: choice(toolCategories, {
          label: "Category",
          help: "The directory groups the tools by category, in the order they first appear.",
          message: `category must be one of: ${toolCategories.join(", ")}`,
        }),
        summary: text("What it does", "One or two sentences."),
        bestFor: text("Best for", "The kind of business and work it suits."),
        pricingModel: text(
          "Pricing model",
          "Free tier, per user, per task...: no figures, they change.",
        ),
        worksWith: text("Works with", "What connects to it well, or how."),
        watchOut: text("Watch out for", "The limit or trap to know before buying."),
      },
      { label: "Tool" },
    ),
    {
      label: "Tools",
      help: "The cover and the page promise a number of tools reviewed: keep to it.",
      min: 1,
      message: "needs at least one tool",
      itemLabel: ({ name }) => name,
    },
  ),
};

/** src/content/guide/readiness-assessment.json: the scorecard, its bands and how to read it. */
export const readinessFields = {
  intro: paragraphs("Introduction"),
  areas: list(
    group(
      {
        area: line("Area"),
        why: text("Why it matters", "Two or three sentences."),
        statements: texts(
          "Statements",
          "Statement",
          "Each scored 1 (not at all) to 5 (fully true).",
        ),
        ifLow: texts("If this area scores low", "Action"),
      },
      { label: "Area" },
    ),
    { label: "Areas", min: 1, message: "needs at least one area", itemLabel: ({ area }) => area },
  ),
  bands: list(
    group(
      {
        min: number({ label: "From total", message: "min must be a score" }),
        max: number({ label: "To total", message: "max must be a score" }),
        label: line("Label"),
        meaning: text("What it means"),
        nextSteps: texts("Next steps", "Step"),
      },
      { label: "Score band" },
    ),
    {
      label: "Score bands",
      help: "Together they cover every possible total once, lowest first.",
      min: 1,
      message: "needs at least one band",
      itemLabel: ({ label }) => label,
    },
  ),
  closing: paragraphs("After the bands"),
  closingTip: text("Closing tip"),
};

/** src/content/guide/implementation-checklist.json: the phases of one project, in order. */
export const checklistFields = {
  intro: paragraphs("Introduction"),
  phases: list(
    group(
      {
        phase: line("Phase"),
        when: line("When", '"Week 1", "Weeks 2-3"'),
        items: texts("Items", "Item"),
      },
      { label: "Phase" },
    ),
    {
      label: "Phases",
      min: 1,
      message: "needs at least one phase",
      itemLabel: ({ phase }) => phase,
    },
  ),
};
