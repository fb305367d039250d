/**
 * An article's body in the content editor (src/content/blog/<slug>.mdx, below the frontmatter whose
 * fields src/collections/blog/schema.ts declares): MDX with the components the article page renders
 * (src/pages/blog/[slug].astro). Bundled for the browser: import nothing that reads files (node:fs).
 */
import { fields } from "@keystatic/core";
import { block, inline, wrapper } from "@keystatic/core/content-components";
import { createElement as h, type ReactNode } from "react";
import { articleImages } from "~/collections/blog/schema";
import { articleFigures } from "~/collections/facts";
import { required } from "./keystatic-helpers";

/** A small framed preview inside the body editor. */
const panel = (title: string, ...children: ReactNode[]) =>
  h(
    "div",
    { style: { border: "1px solid #cbd5e1", borderRadius: 8, padding: "8px 12px" } },
    h("div", { style: { fontSize: 12, fontWeight: 600, color: "#475569" } }, title),
    ...children,
  );

export const articleBody = fields.mdx({
  label: "Article",
  extension: "mdx",
  // Where the build accepts an article's images (src/integrations/content-images.ts).
  options: {
    image: { directory: articleImages.folder, publicPath: articleImages.fromArticle },
  },
  components: {
    Figure: wrapper({
      label: "Figure",
      description: "A captioned table or list.",
      schema: {
        caption: fields.text({ label: "Caption", validation: required }),
        alignRight: fields.text({
          label: "Columns aligned right",
          description:
            "Optional: a table's columns of amounts, numbered from 1, e.g. \"2 4\". (A table's own alignment is not kept.)",
          validation: {
            pattern: {
              regex: /^(?:[1-9]\d*(?: [1-9]\d*)*)?$/,
              message: 'must be column numbers separated by spaces, e.g. "2 4"',
            },
          },
        }),
        examples: fields.checkbox({
          label: "Its numbers are examples",
          description:
            "Planning ranges or a client's numbers: none of them is one of our prices or figures, even where the same number is.",
        }),
      },
      ContentView: ({ value, children }) =>
        h("figure", null, children, h("figcaption", { style: { fontSize: 13 } }, value.caption)),
    }),
    Callout: wrapper({
      label: "Callout",
      description: "A highlighted aside.",
      schema: { title: fields.text({ label: "Title" }) },
      ContentView: ({ value, children }) =>
        h(
          "div",
          { style: { borderLeft: "4px solid #059669", paddingLeft: 12 } },
          value.title && h("strong", null, value.title),
          children,
        ),
    }),
    ContactCta: block({
      label: "Contact call to action",
      description: "A panel with a button that opens the contact form.",
      schema: {
        label: fields.text({ label: "Button label", validation: required }),
        text: fields.text({
          label: "Text",
          description: "Optional: the line above the button.",
          multiline: true,
        }),
      },
      ContentView: ({ value }) =>
        panel(
          "Contact call to action",
          value.text && h("p", { style: { margin: "4px 0" } }, value.text),
          h("span", { style: { fontWeight: 600 } }, `[ ${value.label} ]`),
        ),
    }),
    Testimonial: block({
      label: "Testimonial",
      description: "A client's quote, from the Testimonials collection.",
      schema: {
        id: fields.relationship({
          label: "Testimonial",
          collection: "testimonials",
          validation: { isRequired: true },
        }),
      },
      ContentView: ({ value }) => panel("Testimonial", h("span", null, value.id)),
    }),
    Claim: inline({
      label: "Claim",
      description: "A figure or a price the site states everywhere, as set in Prices and figures.",
      schema: {
        name: fields.select({
          label: "Claim",
          options: [...articleFigures].map(([name, value]) => ({
            label: `${value} (${name})`,
            value: name,
          })),
          defaultValue: "paybackMonths",
        }),
      },
      ContentView: ({ value }) => h("span", null, articleFigures.get(value.name) ?? ""),
    }),
    Amount: inline({
      label: "Amount in an example",
      description:
        "An amount of an example or a calculation, not one of our prices: the price check passes over it.",
      schema: { value: fields.text({ label: "Amount", validation: { length: { min: 1 } } }) },
      ContentView: ({ value }) => h("span", null, value.value),
    }),
  },
});
