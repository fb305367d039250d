/** A service page, and what all of them share (src/content/service-offer.json). A plain module. */
import { copy, copyLine, entry, group, list } from "../model/fields";
import {
  callToAction,
  cards,
  headingGroup,
  heroFields,
  linkCardsFields,
  linkGroup,
  pageSectionsField,
  resultRefsField,
  section,
  stepsFields,
} from "./sections";

export const servicePageFields = {
  hero: group({ ...heroFields, priceLabel: copyLine({ label: "Price line" }) }, { label: "Hero" }),
  offer: cards("What you get"),
  process: group(stepsFields, { label: "How it works" }),
  clientResults: section("Client results", {
    testimonial: entry("testimonials", {
      optional: true,
      label: "Testimonial",
      help: "Chosen from the testimonials there are, each listed by the name its file took from the client's business; none leaves the quote out.",
    }),
    results: resultRefsField,
  }),
  sections: pageSectionsField,
  price: group(
    {
      note: copy({
        label: "Note",
        help: "Under the price line, beside the terms every service shares.",
      }),
    },
    { label: "Price" },
  ),
  related: group(linkCardsFields, {
    optional: true,
    label: "Related links after the price",
    partLabel: "Related links",
  }),
  callToAction,
};

export const serviceOfferFields = {
  priceHeading: headingGroup("Heading above the price"),
  pricingTerms: group(
    {
      title: copyLine({ label: "Title" }),
      terms: list(copyLine({ label: "Term" }), {
        label: "Terms",
        help: "Figures such as the share paid upfront and the months of the ROI guarantee are set in Prices and figures.",
        min: 1,
      }),
      link: linkGroup("Link under the terms"),
    },
    { label: "How pricing works" },
  ),
  testimonialLink: linkGroup("Link under a client's quote (to the article it comes from)"),
};
