/** The pages of a kind of their own, each its route src/pages/<page>.astro. A plain module. */
import { z } from "astro/zod";
import { contactIntentsSchema } from "../contact-intents/schema";
import {
  checkbox,
  choice,
  copy,
  copyLine,
  custom,
  fixed,
  group,
  list,
  number,
  text as plainText,
} from "../model/fields";
import { recordRule } from "../model/rules";
import { roiFields } from "./roi-fields";
import {
  action,
  actionList,
  benefitsFields,
  callToAction,
  cards,
  faq,
  headingGroup,
  hero,
  items,
  linkCardsFields,
  linkGroup,
  paragraphList,
  proseFields,
  section,
  sourceField,
  statFields,
  stepsFields,
  tagsFields,
  titledFields,
} from "./sections";

const lines = (label: string, itemLabel: string) =>
  list(copyLine({ label: itemLabel }), { label, min: 1 });

/** Pixel widths of a picture to make. */
export const widthsField = (label: string) =>
  list(number({ label: "Width (px)", min: 1 }), {
    label,
    min: 1,
    itemLabel: (width) => String(width ?? ""),
  });

export const bestPracticesPageFields = {
  hero,
  practices: cards("Practices"),
  mistakes: section("Mistakes", {
    items: items(
      "Mistakes",
      "Mistake",
      { ...titledFields, solution: copy({ label: "Solution" }) },
      ({ title }) => title,
    ),
  }),
  callToAction,
};

export const pricingPageFields = {
  hero,
  packages: section("Packages", {
    source: sourceField("Every package's button named in the inbox as"),
    packages: items(
      "Packages",
      "Package",
      {
        name: copyLine({ label: "Name" }),
        price: copyLine({ label: "Price" }),
        duration: copyLine({ label: "Duration" }),
        description: copy({ label: "Description" }),
        features: lines("Features", "Feature"),
        popular: checkbox({ label: "Most popular" }),
        cta: copyLine({
          label: "Button text",
          help: "Opens the contact form headed with the package.",
        }),
      },
      ({ name }) => name,
    ),
  }),
  addOns: section("Add-ons", {
    addOns: items(
      "Add-ons",
      "Add-on",
      {
        name: copyLine({ label: "Name" }),
        price: copyLine({ label: "Price" }),
        description: copy({ label: "Description" }),
      },
      ({ name }) => name,
    ),
  }),
  guarantee: cards("Guarantee"),
  faq,
  callToAction,
};

export const contactReceivedPageFields = {
  hero,
  /** Above the free PDFs (src/content/downloads.json), for a visitor without JavaScript. */
  freeResources: section("Free resources", {}),
};

export const notFoundPageFields = {
  eyebrow: copyLine({ label: "Eyebrow" }),
  explanation: copy({ label: "Explanation" }),
  noSuggestion: copy({ label: "When no page is near the address" }),
  didYouMean: copyLine({ label: "Did you mean" }),
  actions: actionList("Buttons", 1),
  sectionsHeading: copyLine({ label: "Heading above the site's sections" }),
};

export const aboutUsPageFields = {
  hero,
  mission: group(proseFields, { label: "Mission" }),
  whySeattle: group(tagsFields, { label: "Why Seattle" }),
  values: cards("Values"),
  founder: section("Founder", {
    member: group(
      {
        name: copyLine({ label: "Name" }),
        title: copyLine({ label: "Title" }),
        bio: paragraphList("Biography"),
        expertise: lines("Expertise", "Area"),
        image: group(
          {
            source: plainText({
              label: "Picture",
              help: "A file in src/assets/images.",
              pattern: {
                regex: /^src\/assets\/images\/[\w./-]+$/,
                must: "be a file in src/assets/images",
              },
            }),
            alt: copyLine({ label: "Alt text" }),
            widths: widthsField("Widths to make (px)"),
          },
          { label: "Portrait" },
        ),
      },
      { label: "Founder" },
    ),
    experience: group(statFields, { label: "Experience" }),
    link: linkGroup("Link"),
  }),
  timeline: section("Timeline", {
    milestones: items(
      "Milestones",
      "Milestone",
      {
        year: number({ label: "Year", min: 1900, max: 2100 }),
        title: copyLine({ label: "Title" }),
        description: copy({ label: "Description" }),
      },
      ({ title }) => title,
    ),
  }),
  whyChooseUs: cards("Why choose us"),
  callToAction,
};

export const blogPageFields = {
  hero,
  featured: headingGroup("Featured articles"),
  /** Above the categories (src/content/blog/categories.json) and their counts. */
  categories: section("Categories", {}),
  related: group(linkCardsFields, { label: "Related pages" }),
  callToAction,
  /** Beside the founder's portrait. */
  authorNote: group(
    {
      title: copyLine({ label: "Title" }),
      name: copyLine({ label: "Name" }),
      role: copyLine({ label: "Role" }),
      bio: paragraphList("Biography"),
      widths: widthsField("Portrait widths (px)"),
    },
    { label: "About the author (end of every article)" },
  ),
  /** MDX `<ContactCta>`. */
  contactCtaText: copy({
    label: "Above an article's contact button",
    help: "Unless the article gives its own line.",
  }),
  feedIntro: group(
    {
      heading: copyLine({ label: "Heading" }),
      paragraphs: paragraphList(),
      copyPrompt: copyLine({ label: "Copy prompt" }),
      backLabel: copyLine({ label: "Back link" }),
    },
    { label: "The RSS feed opened in a browser" },
  ),
};

/** The island's own copy (its props, as the page passes them). */
const calculatorFields = {
  groups: items(
    "Groups",
    "Group",
    {
      legend: copyLine({ label: "Legend" }),
      fields: list(
        group(
          {
            name: fixed(z.enum(roiFields), {
              label: "Calculator field",
              help: "Which of the calculator's fields these words are for.",
              refusal: "The calculator reads only its own fields: remove this entry.",
            }),
            example: copyLine({
              label: "Example",
              help: "The empty field's placeholder, never a value it reads.",
            }),
            label: copyLine({ label: "Label" }),
            unit: choice(["$", "%"], { label: "Unit" }),
            hint: copy({ label: "Hint" }),
          },
          { label: "Field" },
        ),
        { label: "Fields", min: 1, itemLabel: ({ label }) => label },
      ),
    },
    ({ legend }) => legend,
  ),
  calculateLabel: copyLine({ label: "Calculate button" }),
  resultsTitle: copyLine({ label: "Results title" }),
  emptyState: copy({ label: "Before a calculation" }),
  resultLabels: group(
    {
      annualSavings: copyLine({ label: "Annual savings" }),
      roi: copyLine({ label: "ROI" }),
      paybackPeriod: copyLine({ label: "Payback period" }),
      investment: copyLine({ label: "Investment" }),
      netBenefit: copyLine({ label: "Net benefit" }),
    },
    { label: "Result labels" },
  ),
  consultation: group(
    {
      label: copyLine({ label: "Button text" }),
      source: sourceField(),
      note: copy({ label: "Note" }),
    },
    { label: "Consultation button" },
  ),
  shareNote: copy({ label: "Share note" }),
  share: group(
    {
      label: copyLine({ label: "Button text" }),
      title: copyLine({ label: "Title" }),
      copied: copyLine({ label: "Copied" }),
      shared: copyLine({ label: "Shared" }),
      failed: copyLine({ label: "Failed" }),
    },
    { label: "Share button" },
  ),
  chart: group(
    {
      title: copyLine({ label: "Title" }),
      savings: copyLine({ label: "Savings" }),
      investment: copyLine({ label: "Investment" }),
      payback: copyLine({ label: "Payback" }),
      start: copyLine({ label: "Start" }),
      yearColumn: copyLine({ label: "Year column" }),
      savedColumn: copyLine({ label: "Saved column" }),
      netColumn: copyLine({ label: "Net column" }),
    },
    { label: "Chart" },
  ),
};

export const roiCalculatorPageFields = {
  hero,
  calculatorHeading: headingGroup("Calculator heading"),
  calculator: group(calculatorFields, { label: "Calculator" }),
  noScript: copy({ label: "Without JavaScript", help: "Shown in place of the results." }),
  goodNumbers: group(stepsFields, { label: "Good numbers" }),
  whatTheNumbersMean: group(benefitsFields, { label: "What the numbers mean" }),
  callToAction,
};
const roiCalculatorPage = recordRule(roiCalculatorPageFields);
/** The build also checks that the calculator has words for each of its fields. */
export const roiCalculatorSchema = roiCalculatorPage.extend({
  calculator: roiCalculatorPage.shape.calculator.refine(
    ({ groups }) =>
      roiFields.every((name) => groups.some((group) => group.fields.some((f) => f.name === name))),
    { message: `the calculator needs each of its fields once: ${roiFields.join(", ")}` },
  ),
});

/** A contact button of an event: its dialog is headed "<label>: <event title>". */
const eventButton = (label: string) =>
  group(
    {
      label: copyLine({ label: "Button text" }),
      source: sourceField(),
      intent: choice(contactIntentsSchema.keyof().options, {
        optional: true,
        label: "What it asks for",
      }),
    },
    { label },
  );

export const webinarsEventsPageFields = {
  hero,
  /** The copy around the event lists; the events are src/content/events/*.json. */
  eventLists: group(
    {
      upcoming: headingGroup("Upcoming events"),
      past: headingGroup("Past events"),
      noUpcoming: copy({
        label: "When nothing is upcoming",
        help: "Shown in place of the list, with the button.",
      }),
      /** The upcoming list's intro when nothing is upcoming (in place of `upcoming.intro`). */
      noUpcomingIntro: copy({ label: "Introduction when nothing is upcoming" }),
      subscribe: custom("action", action, { label: "Subscribe button" }),
      register: eventButton("Register button (its form is headed with the event)"),
      recording: eventButton("Recording button (its form is headed with the event)"),
      addToCalendar: copyLine({ label: "Add to calendar" }),
    },
    { label: "Event lists" },
  ),
  eventTypes: cards("Event types"),
  callToAction,
};
