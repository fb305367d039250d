/** The home page (src/content/page-copy/home.json). A plain module: the content editor uses it. */
import { choice, copy, copyLine, entry, group, list } from "../model/fields";
import { relatedPages, servicePageNames } from "../testimonials/schema";
import { widthsField } from "./own";
import {
  callToAction,
  cards,
  faq,
  hero,
  items,
  linkGroup,
  resultRefsField,
  section,
  statsFields,
  stepsFields,
} from "./sections";

export const homePageFields = {
  hero,
  process: group(stepsFields, { label: "How it works" }),
  benefits: cards("Why automate"),
  stats: group(statsFields, { label: "Figures" }),
  services: section("Services", {
    links: items(
      "Services",
      "Service",
      {
        page: choice(relatedPages, {
          label: "Page",
          help: "The service page the card leads to; its card shows the page's menu name.",
          labels: servicePageNames,
        }),
        description: copy({ label: "Description" }),
      },
      ({ page }) => page,
    ),
  }),
  faq,
  callToAction,
  /** Who answers the closing call to action, beside the founder's portrait. */
  closingPerson: group(
    {
      name: copyLine({ label: "Name" }),
      role: copyLine({ label: "Role" }),
      note: copy({ label: "Note" }),
      widths: widthsField("Portrait widths (1x to 3x of its size on the page)"),
    },
    { label: "Who answers" },
  ),
  testimonials: section("Testimonials", {
    testimonials: list(
      entry("testimonials", {
        label: "Testimonial",
        help: "Chosen from the testimonials there are, each listed by the name its file took from the client's business.",
      }),
      { label: "Testimonials", min: 1 },
    ),
    more: linkGroup("Link to more"),
  }),
  caseStudyResults: section("Case-study results", { results: resultRefsField }),
};
