/** The testimonials collection in the content editor: src/content/testimonials/*.json, as schema.ts. */
import { collection, fields } from "@keystatic/core";
import { options, required } from "../editor-fields";
import { relatedPages } from "./schema";

export const testimonialsEditor = collection({
  label: "Testimonials",
  path: "src/content/testimonials/*",
  format: { data: "json" },
  slugField: "business",
  entryLayout: "form",
  columns: ["business", "role"],
  schema: {
    quote: fields.text({ label: "Quote", multiline: true, validation: required }),
    role: fields.text({
      label: "Who said it",
      description: 'Their role, e.g. "Operations manager".',
      validation: required,
    }),
    business: fields.slug({
      name: {
        label: "Business",
        description:
          'As the article describes it, unnamed: "a Capitol Hill bakery and café group".',
        validation: required,
      },
      slug: {
        label: "Id (file name)",
        description:
          'What an article writes in <Testimonial id="..." />. Renaming it breaks the articles that quote it.',
      },
    }),
    industry: fields.text({ label: "Industry", validation: required }),
    metric: fields.object(
      {
        value: fields.text({ label: "Result", description: '"27 days"', validation: required }),
        label: fields.text({
          label: "What it measures",
          description: '"average time to get paid, down from 48"',
          validation: required,
        }),
      },
      { label: "Headline result", layout: [4, 8] },
    ),
    related: fields.select({
      label: "Related service page",
      description: "The quote's card links to it; the page shows the quote.",
      options: options(relatedPages),
      defaultValue: relatedPages[0],
    }),
  },
});
