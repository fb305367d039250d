/**
 * A client's quote (src/content/testimonials/<id>.json; the file name is the id that articles use
 * in `<Testimonial id="..." />`). A plain module: the editor uses it in the browser.
 */
import pageListFile from "~/content/page-list.json" with { type: "json" };
import { choice, group, paragraph, text, title } from "../model/fields";

/** The pages a quote can link to: the service pages of the page list (src/content/page-list.json). */
const servicePages = pageListFile.pages.filter((page) => page.kind === "service");
export const relatedPages = servicePages.map((page) => page.path) as [string, ...string[]];
/** Each service page's name as the menu shows it, for the editor's choices. */
export const servicePageNames = Object.fromEntries(
  servicePages.map(({ path, name }) => [path, name]),
);

export const testimonialFields = {
  quote: paragraph({ label: "Quote" }),
  role: text({ label: "Who said it", help: 'Their role, e.g. "Operations manager".' }),
  business: title({
    label: "Business",
    help: 'As the article describes it, unnamed: "a Capitol Hill bakery and café group".',
    id: {
      label: "Name of its file",
      help: "How pages and articles choose this quote. Renaming it takes the quote off the pages and articles that show it.",
    },
  }),
  industry: text({ label: "Industry" }),
  metric: group(
    {
      value: text({ label: "Result", help: '"27 days"' }),
      label: text({ label: "What it measures", help: '"average time to get paid, down from 48"' }),
    },
    { label: "Headline result", layout: [4, 8] },
  ),
  related: choice(relatedPages, {
    label: "Related service page",
    help: "The quote's card links to it.",
    labels: servicePageNames,
    message: `related must be one of: ${relatedPages.join(", ")}`,
  }),
};
