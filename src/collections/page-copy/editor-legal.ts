/**
 * The legal pages in the content editor: one entry each, labelled with the page's menu name, the
 * hero as fields and the document as a document (Markdoc, as legal-markdown.ts reads it): sections
 * are `##` headings with their anchor, subheadings `###`, paragraphs, bulleted lists and links,
 * and the rest are components: the summary, lists of terms, the analytics paragraph, links to the
 * firm's email or phone, and placeholders. Bundled for the browser: import nothing that reads files.
 */
import { fields, singleton } from "@keystatic/core";
import { block, inline, repeating, wrapper } from "@keystatic/core/content-components";
import { createElement as h, type ReactNode } from "react";
import { shownText } from "../copy-field";
import { anchorPattern, contactLinks } from "./legal";
import { actions, line, nameOf, text } from "./page-fields";

const framed = (title: string, ...children: ReactNode[]) =>
  h(
    "div",
    { style: { border: "1px solid #cbd5e1", borderRadius: 8, padding: "8px 12px" } },
    h("div", { style: { fontSize: 12, fontWeight: 600, color: "#475569" } }, title),
    ...children,
  );

const contactNames = Object.keys(contactLinks) as (keyof typeof contactLinks)[];

/** The document's components, each field refusing what legal.ts refuses. */
export const legalComponents = {
  summary: wrapper({
    label: "Summary",
    description: "The short version, above the first section: one bulleted list.",
    schema: { title: line("Title") },
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
    schema: { name: line("Term") },
    ContentView: ({ value, children }) => framed(shownText(value.name), children),
  }),
  "analytics-status": block({
    label: "Analytics status",
    description: "One paragraph that says whether this build turns Google Analytics on.",
    schema: {
      on: text("While analytics is on", "Shown when the site is built with GA_MEASUREMENT_ID."),
      off: text("While analytics is off"),
    },
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
    schema: {
      to: fields.select({
        label: "Link to",
        options: contactNames.map((name) => ({ label: contactLinks[name].label, value: name })),
        defaultValue: "email",
      }),
    },
    ContentView: ({ value }) => h("u", null, shownText(contactLinks[value.to].text)),
  }),
  placeholder: inline({
    label: "Placeholder",
    description: "Words the owner must still fill in, highlighted on the page, e.g. [STATE].",
    schema: { text: line("Placeholder") },
    ContentView: ({ value }) =>
      h("mark", { style: { background: "#fef3c7", padding: "0 4px" } }, shownText(value.text)),
  }),
};

/** A heading's anchor: a section's (##) is required by the build, a subheading (###) has none. */
export const anchorField = fields.text({
  label: "Anchor",
  description:
    "A section (##): its address on the page, lower-case words joined by dashes (your-rights). A subheading (###): leave empty.",
  validation: {
    pattern: {
      regex: new RegExp(`^$|${anchorPattern.source}`),
      message: "Must be lower-case words joined by dashes, e.g. your-rights",
    },
  },
});

const legalPage = (path: string) =>
  singleton({
    label: nameOf(path),
    path: `src/content/page-copy/${path.slice(1)}`,
    format: { contentField: "document" },
    entryLayout: "content",
    schema: {
      hero: fields.object(
        {
          eyebrow: line("Eyebrow"),
          title: line("Headline"),
          lead: text("Lead"),
          actions: actions("Buttons"),
        },
        { label: "Hero" },
      ),
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
          heading: {
            levels: [2, 3],
            schema: {
              id: anchorField,
            },
          },
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

/** The legal pages' entries, in the page list's order (editor.ts lists them among the pages). */
export const legalEditors = {
  pagePrivacyPolicy: legalPage("/privacy-policy"),
  pageTermsOfService: legalPage("/terms-of-service"),
};
