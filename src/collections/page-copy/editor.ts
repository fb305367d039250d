/**
 * The site's pages in the content editor: a singleton per page file (src/content/page-copy/<page>.json),
 * labelled with the page's menu name from the page list, with the fields of the page's schema
 * (./home.ts, ./own.ts, ...) built from the shared fields of ./page-fields.ts; the pages of the
 * families and the free guide's are in ./editor-families.ts, the legal pages in ./editor-legal.ts.
 * A page's buttons are one field each (./action-field.tsx), so the file keeps its flat shape.
 * Bundled for the browser: import nothing that reads files.
 */
import { fields } from "@keystatic/core";
import { z } from "astro/zod";
import { roiFields } from "~/features/roi/roi";
import { contactIntentsSchema } from "../contact-intents/schema";
import { options } from "../editor-fields";
import { fixedValue } from "../fixed-value";
import { actionField } from "./action-field";
import { assessmentEditors, automationGuideEditor, serviceEditors } from "./editor-families";
import { legalEditors } from "./editor-legal";
import { optionalSelect } from "./optional-select";
import {
  actions,
  benefits,
  callToAction,
  cards,
  faq,
  heading,
  hero,
  id,
  line,
  link,
  linkCards,
  linkTarget,
  list,
  nameLabel,
  page,
  paragraphs,
  prose,
  source,
  stat,
  steps,
  tags,
  text,
  texts,
  titled,
  titleOf,
  widths,
} from "./page-fields";

const homeEditor = page("/", {
  hero,
  process: steps("How it works"),
  benefits: cards("Why automate"),
  stats: fields.object(
    {
      heading: heading(),
      stats: list(stat, "Figures", (props) =>
        String((props as { fields: { value: { value: string } } }).fields.value.value),
      ),
    },
    { label: "Figures" },
  ),
  services: fields.object(
    {
      heading: heading(),
      links: list(
        fields.object({
          page: id(
            "Page",
            "The service page's path; its card shows the page's menu name.",
            /^\/[a-z0-9-]*$/,
            "Must be a page's path, e.g. /pricing",
          ),
          description: text("Description"),
        }),
        "Services",
        (props) => (props as { fields: { page: { value: string } } }).fields.page.value,
      ),
    },
    { label: "Services" },
  ),
  faq: faq(),
  callToAction,
  closingPerson: fields.object(
    {
      name: line("Name"),
      role: line("Role"),
      note: text("Note"),
      widths: widths("Portrait widths (1x to 3x of its size on the page)"),
    },
    { label: "Who answers" },
  ),
  testimonials: fields.object(
    {
      heading: heading(),
      testimonials: list(
        id(
          "Testimonial",
          "Its id (file name), as in Testimonials.",
          /^[a-z0-9-]+$/,
          "Must be a testimonial's id",
        ),
        "Testimonials",
        (props) => (props as { value: string }).value,
      ),
      more: fields.object(
        { label: line("Link text"), to: linkTarget("Goes to") },
        { label: "Link to more" },
      ),
    },
    { label: "Testimonials" },
  ),
  caseStudyResults: fields.object(
    {
      heading: heading(),
      results: list(
        id(
          "Result",
          'A case study\'s result: "<case study>/<result id>", e.g. retail-operations/stockouts.',
          /^[a-z0-9-]+\/[a-z0-9-]+$/,
          'Must be "<case study>/<result id>"',
        ),
        "Results",
        (props) => (props as { value: string }).value,
      ),
    },
    { label: "Case-study results" },
  ),
});

const pricingEditor = page("/pricing", {
  hero,
  packages: fields.object(
    {
      heading: heading(),
      source: source("Source of every package's button"),
      packages: list(
        fields.object({
          name: line("Name"),
          price: line("Price"),
          duration: line("Duration"),
          description: text("Description"),
          features: texts("Features", "Feature"),
          popular: fields.checkbox({ label: "Most popular" }),
          cta: line("Button text", "Opens the contact form headed with the package."),
        }),
        "Packages",
        nameLabel,
      ),
    },
    { label: "Packages" },
  ),
  addOns: fields.object(
    {
      heading: heading(),
      addOns: list(
        fields.object({
          name: line("Name"),
          price: line("Price"),
          description: text("Description"),
        }),
        "Add-ons",
        nameLabel,
      ),
    },
    { label: "Add-ons" },
  ),
  guarantee: cards("Guarantee"),
  faq: faq(),
  callToAction,
});

const bestPracticesEditor = page("/best-practices", {
  hero,
  practices: cards("Practices"),
  mistakes: fields.object(
    {
      heading: heading(),
      items: list(fields.object({ ...titled, solution: text("Solution") }), "Mistakes", titleOf),
    },
    { label: "Mistakes" },
  ),
  callToAction,
});

const aboutUsEditor = page("/about-us", {
  hero,
  mission: prose("Mission"),
  whySeattle: tags("Why Seattle"),
  values: cards("Values"),
  founder: fields.object(
    {
      heading: heading(),
      member: fields.object(
        {
          name: line("Name"),
          title: line("Title"),
          bio: paragraphs("Biography"),
          expertise: texts("Expertise", "Area"),
          image: fields.object(
            {
              source: id(
                "Picture",
                "A file in src/assets/images.",
                /^src\/assets\/images\/[\w./-]+$/,
                "Must be a file in src/assets/images",
              ),
              alt: line("Alt text"),
              widths: widths("Widths to make (px)"),
            },
            { label: "Portrait" },
          ),
        },
        { label: "Founder" },
      ),
      experience: fields.object(
        { value: line("Figure"), label: line("What it counts") },
        { label: "Experience" },
      ),
      link: link("Link"),
    },
    { label: "Founder" },
  ),
  timeline: fields.object(
    {
      heading: heading(),
      milestones: list(
        fields.object({
          year: fields.integer({
            label: "Year",
            validation: { isRequired: true, min: 1900, max: 2100 },
          }),
          title: line("Title"),
          description: text("Description"),
        }),
        "Milestones",
        titleOf,
      ),
    },
    { label: "Timeline" },
  ),
  whyChooseUs: cards("Why choose us"),
  callToAction,
});

const blogEditor = page("/blog", {
  hero,
  featured: heading("Featured articles"),
  categories: fields.object({ heading: heading() }, { label: "Categories" }),
  related: linkCards("Related pages"),
  callToAction,
  authorNote: fields.object(
    {
      title: line("Title"),
      name: line("Name"),
      role: line("Role"),
      bio: paragraphs("Biography"),
      widths: widths("Portrait widths (px)"),
    },
    { label: "About the author (end of every article)" },
  ),
  contactCtaText: text(
    "Above an article's contact button",
    "Unless the article gives its own line.",
  ),
  feedIntro: fields.object(
    {
      heading: line("Heading"),
      paragraphs: paragraphs(),
      copyPrompt: line("Copy prompt"),
      backLabel: line("Back link"),
    },
    { label: "The RSS feed opened in a browser" },
  ),
});

const intentSelect = optionalSelect({
  label: "What it asks for",
  options: contactIntentsSchema.keyof().options,
});
const eventButton = (label: string) =>
  fields.object({ label: line("Button text"), source: source(), intent: intentSelect }, { label });

const webinarsEventsEditor = page("/webinars-events", {
  hero,
  eventLists: fields.object(
    {
      upcoming: heading("Upcoming events"),
      past: heading("Past events"),
      noUpcoming: text("When nothing is upcoming", "Shown in place of the list, with the button."),
      noUpcomingIntro: text("Introduction when nothing is upcoming"),
      subscribe: actionField({ label: "Subscribe button" }),
      register: eventButton("Register button (its form is headed with the event)"),
      recording: eventButton("Recording button (its form is headed with the event)"),
      addToCalendar: line("Add to calendar"),
    },
    { label: "Event lists" },
  ),
  eventTypes: cards("Event types"),
  callToAction,
});

const roiCalculatorEditor = page("/roi-calculator", {
  hero,
  calculatorHeading: heading("Calculator heading"),
  calculator: fields.object(
    {
      groups: list(
        fields.object({
          legend: line("Legend"),
          fields: list(
            fields.object({
              name: fixedValue({
                label: "Calculator field",
                description: "Which of the calculator's fields these words are for.",
                rule: z.enum(roiFields),
                refusal: "The calculator reads only its own fields: remove this entry.",
              }),
              example: line("Example", "The empty field's placeholder, never a value it reads."),
              label: line("Label"),
              unit: fields.select({
                label: "Unit",
                options: options(["$", "%"] as const),
                defaultValue: "$",
              }),
              hint: text("Hint"),
            }),
            "Fields",
            (props) => (props as { fields: { label: { value: string } } }).fields.label.value,
          ),
        }),
        "Groups",
        (props) => (props as { fields: { legend: { value: string } } }).fields.legend.value,
      ),
      calculateLabel: line("Calculate button"),
      resultsTitle: line("Results title"),
      emptyState: text("Before a calculation"),
      resultLabels: fields.object(
        {
          annualSavings: line("Annual savings"),
          roi: line("ROI"),
          paybackPeriod: line("Payback period"),
          investment: line("Investment"),
          netBenefit: line("Net benefit"),
        },
        { label: "Result labels" },
      ),
      consultation: fields.object(
        { label: line("Button text"), source: source(), note: text("Note") },
        { label: "Consultation button" },
      ),
      shareNote: text("Share note"),
      share: fields.object(
        {
          label: line("Button text"),
          title: line("Title"),
          copied: line("Copied"),
          shared: line("Shared"),
          failed: line("Failed"),
        },
        { label: "Share button" },
      ),
      chart: fields.object(
        {
          title: line("Title"),
          savings: line("Savings"),
          investment: line("Investment"),
          payback: line("Payback"),
          start: line("Start"),
          yearColumn: line("Year column"),
          savedColumn: line("Saved column"),
          netColumn: line("Net column"),
        },
        { label: "Chart" },
      ),
    },
    { label: "Calculator" },
  ),
  noScript: text("Without JavaScript", "Shown in place of the results."),
  goodNumbers: steps("Good numbers"),
  whatTheNumbersMean: benefits("What the numbers mean"),
  callToAction,
});

const contactReceivedEditor = page("/contact-received", {
  hero,
  freeResources: fields.object({ heading: heading() }, { label: "Free resources" }),
});

const notFoundEditor = page(
  "/not-found",
  {
    eyebrow: line("Eyebrow"),
    explanation: text("Explanation"),
    noSuggestion: text("When no page is near the address"),
    didYouMean: line("Did you mean"),
    actions: actions("Buttons", 1),
    sectionsHeading: line("Heading above the site's sections"),
  },
  "Page not found",
);

/**
 * Every page's entry, in the page list's order: the service and assessment pages by family
 * and the free guide's page (./editor-families.ts). Not yet here: the legal pages (paragraphs that
 * are text or runs of pieces).
 */
export const pageEditors = {
  pageHome: homeEditor,
  ...serviceEditors,
  ...assessmentEditors,
  pageAutomationGuide: automationGuideEditor,
  pageRoiCalculator: roiCalculatorEditor,
  pageBestPractices: bestPracticesEditor,
  pageWebinarsEvents: webinarsEventsEditor,
  pageBlog: blogEditor,
  pageAboutUs: aboutUsEditor,
  pagePricing: pricingEditor,
  ...legalEditors,
  pageContactReceived: contactReceivedEditor,
  pageNotFound: notFoundEditor,
};
