/**
 * The free guide's writing in the content editor: one entry per file of src/content/guide/, with
 * the fields of schema.ts (same names, required-ness and allowed values). The chapters, the
 * introduction and the next steps are Markdown (Markdoc, as markdown.ts reads it): the toolbar
 * offers only what the PDF draws. Bundled for the browser: import nothing that reads files.
 */
import { fields, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { createElement as h, type ReactNode } from "react";
import { tokenNames } from "~/lib/tokens";
import { copyField, shownText } from "../copy-field";
import { options } from "../editor-fields";
import { toolCategories } from "./schema";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * What guideText accepts: some text, `{{tokens}}` that name a fact, and the characters the PDF's
 * font draws (Western European). One pattern, because a Keystatic field checks one.
 */
const guideTextPattern = new RegExp(
  `^(?=[\\s\\S]*\\S)(?:\\{\\{\\s*(?:${tokenNames.map(escaped).join("|")})\\s*\\}\\}|(?!\\{\\{)[ -~\\u00a0-\\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ])*$`,
);

const guideValidation = {
  isRequired: true,
  pattern: {
    regex: guideTextPattern,
    message:
      "Must not be empty; Western European characters only (the PDF's font), nor two curly brackets in a row",
  },
};

/** A text of the guide: one line or one paragraph, its figures shown as their values. */
const text = (label: string, description?: string) =>
  copyField({ label, description, multiline: true, validation: guideValidation });
const line = (label: string, description?: string) =>
  copyField({ label, description, validation: guideValidation });

const list = (label: string, itemLabel: string, description?: string) =>
  fields.array(text(itemLabel), {
    label,
    description,
    itemLabel: (props) => shownText(props.value),
    validation: { length: { min: 1 } },
  });

const paragraphs = (label: string, description?: string) => list(label, "Paragraph", description);

const framed = (title: string, ...children: ReactNode[]) =>
  h(
    "div",
    { style: { border: "1px solid #cbd5e1", borderRadius: 8, padding: "8px 12px" } },
    h("div", { style: { fontSize: 12, fontWeight: 600, color: "#475569" } }, title),
    ...children,
  );

/** The blocks the PDF draws besides paragraphs, headings and lists (markdown.ts reads them). */
const components = {
  tip: wrapper({
    label: "Tip",
    description: "One short paragraph, set in a coloured band.",
    schema: {},
    ContentView: ({ children }) => framed("Tip", children),
  }),
  example: wrapper({
    label: "Example",
    description: "A worked example from a composite small business, set in a box.",
    schema: { title: line("Title", '"A 30-person HVAC contractor in Tacoma"') },
    ContentView: ({ value, children }) => framed(`Example: ${shownText(value.title)}`, children),
  }),
  checklist: wrapper({
    label: "Checklist",
    description: "Tick boxes: one bulleted list inside.",
    schema: { title: line("Title") },
    ContentView: ({ value, children }) => framed(`Checklist: ${shownText(value.title)}`, children),
  }),
  worksheet: block({
    label: "Worksheet",
    description: "A table with empty rows to fill in on paper.",
    schema: {
      title: line("Title"),
      instructions: text("Instructions"),
      columns: fields.array(line("Column"), {
        label: "Columns",
        itemLabel: (props) => shownText(props.value),
        validation: { length: { min: 1 } },
      }),
      rows: fields.integer({
        label: "Empty rows",
        defaultValue: 6,
        validation: { isRequired: true, min: 4, max: 12 },
      }),
    },
    ContentView: ({ value }) =>
      framed(
        `Worksheet: ${shownText(value.title)}`,
        h("span", null, value.columns.map(shownText).join(" | ")),
      ),
  }),
};

/** The body of a chapter or a page of prose: what the PDF draws, nothing more. */
const body = (label: string, headings: (2 | 3)[]) =>
  fields.markdoc({
    label,
    extension: "md",
    options: {
      bold: false,
      italic: false,
      strikethrough: false,
      code: false,
      heading: headings,
      blockquote: false,
      table: false,
      link: false,
      image: false,
      divider: false,
      codeBlock: false,
    },
    components,
  });

const chapter = (label: string, file: string) =>
  singleton({
    label,
    path: `src/content/guide/chapters/${file}`,
    format: { contentField: "body" },
    entryLayout: "content",
    schema: {
      section: line(
        "Section",
        "The /automation-guide page's section title, letter for letter. Each topic is a heading (##) with the page's topic title, letter for letter.",
      ),
      takeaways: list("Key takeaways", "Takeaway", "One sentence each, closing the chapter."),
      body: body("Chapter", [2, 3]),
    },
  });

const prose = (label: string, file: string) =>
  singleton({
    label,
    path: `src/content/guide/${file}`,
    format: { contentField: "body" },
    entryLayout: "content",
    schema: { title: line("Title"), body: body(label, [3]) },
  });

/** The guide's entries, in the PDF's order; keystatic.config.ts lists them as singletons. */
export const guideEditors = {
  guideIntroduction: prose("How to use this guide", "introduction"),
  guideUnderstandingAutomation: chapter("Understanding Automation", "understanding-automation"),
  guideGettingStarted: chapter("Getting Started", "getting-started"),
  guideImplementationBestPractices: chapter(
    "Implementation Best Practices",
    "implementation-best-practices",
  ),
  guideTechnologySelection: chapter("Technology Selection", "technology-selection"),
  guideStrategicAiIntegration: chapter("Strategic AI Integration", "strategic-ai-integration"),
  guideTools: singleton({
    label: "Tool directory",
    path: "src/content/guide/tools",
    format: { data: "json" },
    schema: {
      intro: paragraphs("Introduction"),
      tools: fields.array(
        fields.object({
          name: line("Name"),
          category: fields.select({
            label: "Category",
            description:
              "The directory groups the tools by category, in the order they first appear.",
            options: options(toolCategories),
            defaultValue: toolCategories[0],
          }),
          summary: text("What it does", "One or two sentences."),
          bestFor: text("Best for", "The kind of business and work it suits."),
          pricingModel: text(
            "Pricing model",
            "Free tier, per user, per task...: no figures, they change.",
          ),
          worksWith: text("Works with", "What connects to it well, or how."),
          watchOut: text("Watch out for", "The limit or trap to know before buying."),
        }),
        {
          label: "Tools",
          description: "The cover and the page promise a number of tools reviewed: keep to it.",
          itemLabel: (props) => shownText(props.fields.name.value),
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
  guideReadiness: singleton({
    label: "Readiness assessment",
    path: "src/content/guide/readiness-assessment",
    format: { data: "json" },
    schema: {
      intro: paragraphs("Introduction"),
      areas: fields.array(
        fields.object({
          area: line("Area"),
          why: text("Why it matters", "Two or three sentences."),
          statements: list(
            "Statements",
            "Statement",
            "Each scored 1 (not at all) to 5 (fully true).",
          ),
          ifLow: list("If this area scores low", "Action"),
        }),
        {
          label: "Areas",
          itemLabel: (props) => shownText(props.fields.area.value),
          validation: { length: { min: 1 } },
        },
      ),
      bands: fields.array(
        fields.object({
          min: fields.integer({ label: "From total", validation: { isRequired: true } }),
          max: fields.integer({ label: "To total", validation: { isRequired: true } }),
          label: line("Label"),
          meaning: text("What it means"),
          nextSteps: list("Next steps", "Step"),
        }),
        {
          label: "Score bands",
          description: "Together they cover every possible total once, lowest first.",
          itemLabel: (props) => shownText(props.fields.label.value),
          validation: { length: { min: 1 } },
        },
      ),
      closing: paragraphs("After the bands"),
      closingTip: text("Closing tip"),
    },
  }),
  guideChecklist: singleton({
    label: "Implementation checklist",
    path: "src/content/guide/implementation-checklist",
    format: { data: "json" },
    schema: {
      intro: paragraphs("Introduction"),
      phases: fields.array(
        fields.object({
          phase: line("Phase"),
          when: line("When", '"Week 1", "Weeks 2-3"'),
          items: list("Items", "Item"),
        }),
        {
          label: "Phases",
          itemLabel: (props) => shownText(props.fields.phase.value),
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
  guideNextSteps: prose("Next steps", "next-steps"),
};
