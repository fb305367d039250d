/**
 * The legal pages in the content editor: one entry each, labelled with the page's menu name, the
 * hero as fields and the document as a document (Markdoc, as
 * src/collections/page-copy/legal-markdown.ts reads it): sections are `##` headings with their
 * anchor, subheadings `###`, paragraphs, bulleted lists and links, and the rest are components: the
 * summary, lists of terms, the analytics paragraph, links to the firm's email or phone, and
 * placeholders. The hero and the headings' and components' attributes are as
 * src/collections/page-copy/legal.ts declares them. Bundled for the browser: import nothing that
 * reads files.
 */
import { fields, singleton } from "@keystatic/core";
import { block, inline, repeating, wrapper } from "@keystatic/core/content-components";
import { createElement as h, type ReactNode } from "react";
import {
  analyticsStatusFields,
  contactFields,
  contactLinks,
  headingFields,
  legalFrontmatterFields,
  placeholderFields,
  summaryFields,
  termFields,
} from "~/collections/page-copy/legal";
import { shownText } from "./fields/copy-field";
import { editorFields } from "./model";
import { nameOf } from "./page-entry";

const framed = (title: string, ...children: ReactNode[]) =>
  h(
    "div",
    { style: { border: "1px solid #cbd5e1", borderRadius: 8, padding: "8px 12px" } },
    h("div", { style: { fontSize: 12, fontWeight: 600, color: "#475569" } }, title),
    ...children,
  );

/** The document's components, their attributes as legal.ts declares them. */
export const legalComponents = {
  summary: wrapper({
    label: "Summary",
    description: "The short version, above the first section: one bulleted list.",
    schema: editorFields(summaryFields),
    ContentView: ({ value, children }) => framed(`Summary: ${shownText(value.title)}`, children),
  }),
  terms: repeating({
    label: "List of terms",
    description: "Terms beside their descriptions, such as what the contact form asks for.",
    children: ["term"],
    validation: { children: { min: 1 } },
    schema: {},
    ContentView: ({ children }) => framed("List of terms", children),
  }),
  term: wrapper({
    label: "Term",
    description: "A term of a list of terms, described in one paragraph.",
    forSpecificLocations: true,
    schema: editorFields(termFields),
    ContentView: ({ value, children }) => framed(shownText(value.name), children),
  }),
  "analytics-status": block({
    label: "Analytics status",
    description: "One paragraph that says whether this build turns Google Analytics on.",
    schema: editorFields(analyticsStatusFields),
    ContentView: ({ value }) =>
      framed(
        "Analytics status",
        h("p", null, `On: ${shownText(value.on)}`),
        h("p", null, `Off: ${shownText(value.off)}`),
      ),
  }),
  contact: inline({
    label: "Contact link",
    description: "The firm's email, privacy email or phone number as a link (Company facts).",
    schema: editorFields(contactFields),
    ContentView: ({ value }) =>
      h("u", null, shownText(contactLinks[value.to as keyof typeof contactLinks].text)),
  }),
  placeholder: inline({
    label: "Placeholder",
    description: "Words the owner must still fill in, highlighted on the page, e.g. [STATE].",
    schema: editorFields(placeholderFields),
    ContentView: ({ value }) =>
      h("mark", { style: { background: "#fef3c7", padding: "0 4px" } }, shownText(value.text)),
  }),
};

/** A heading's anchor: a section's (##) is required by the build, a subheading (###) has none. */
export const anchorField = editorFields(headingFields).id;

const legalPage = (path: string) =>
  singleton({
    label: nameOf(path),
    path: `src/content/page-copy/${path.slice(1)}`,
    format: { contentField: "document" },
    entryLayout: "content",
    schema: {
      ...editorFields(legalFrontmatterFields),
      document: fields.markdoc({
        label: "Document",
        description:
          "Each section is a heading (##) with its anchor; ### is a subheading inside a section.",
        extension: "md",
        options: {
          bold: false,
          italic: false,
          strikethrough: false,
          code: false,
          heading: { levels: [2, 3], schema: { id: anchorField } },
          blockquote: false,
          orderedList: false,
          table: false,
          image: false,
          divider: false,
          codeBlock: false,
        },
        components: legalComponents,
      }),
    },
  });

/** The legal pages' entries, in the page list's order (./pages.ts lists them among the pages). */
export const legalEditors = {
  pagePrivacyPolicy: legalPage("/privacy-policy"),
  pageTermsOfService: legalPage("/terms-of-service"),
};
