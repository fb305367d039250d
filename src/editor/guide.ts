/**
 * The free guide's writing in the content editor: one entry per file of src/content/guide/, as
 * src/collections/guide/schema.ts declares them. The chapters, the introduction and the next steps
 * are Markdown (Markdoc, as src/collections/guide/markdown.ts reads it): the toolbar offers only
 * what the PDF draws. Bundled for the browser: import nothing that reads files.
 */
import { fields, singleton } from "@keystatic/core";
import { block, wrapper } from "@keystatic/core/content-components";
import { createElement as h, type ReactNode } from "react";
import {
  chapterFields,
  checklistBlockFields,
  checklistFields,
  exampleFields,
  proseFields,
  readinessFields,
  toolsFields,
  worksheetFields,
} from "~/collections/guide/schema";
import { shownText } from "./fields/copy-field";
import { editorFields } from "./model";

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
    schema: editorFields(exampleFields),
    ContentView: ({ value, children }) => framed(`Example: ${shownText(value.title)}`, children),
  }),
  checklist: wrapper({
    label: "Checklist",
    description: "Tick boxes: one bulleted list inside.",
    schema: editorFields(checklistBlockFields),
    ContentView: ({ value, children }) => framed(`Checklist: ${shownText(value.title)}`, children),
  }),
  worksheet: block({
    label: "Worksheet",
    description: "A table with empty rows to fill in on paper.",
    schema: editorFields(worksheetFields),
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
    schema: { ...editorFields(chapterFields), body: body("Chapter", [2, 3]) },
  });

const prose = (label: string, file: string) =>
  singleton({
    label,
    path: `src/content/guide/${file}`,
    format: { contentField: "body" },
    entryLayout: "content",
    schema: { ...editorFields(proseFields), body: body(label, [3]) },
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
    schema: editorFields(toolsFields),
  }),
  guideReadiness: singleton({
    label: "Readiness assessment",
    path: "src/content/guide/readiness-assessment",
    format: { data: "json" },
    schema: editorFields(readinessFields),
  }),
  guideChecklist: singleton({
    label: "Implementation checklist",
    path: "src/content/guide/implementation-checklist",
    format: { data: "json" },
    schema: editorFields(checklistFields),
  }),
  guideNextSteps: prose("Next steps", "next-steps"),
};
