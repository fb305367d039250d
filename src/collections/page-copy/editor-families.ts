/**
 * The pages of the families in the content editor: an entry for every service and assessment page
 * of the page list (a new page of a family is in the editor as soon as it is in the list), with the
 * fields of ./service.ts and ./assessment.ts; and the free guide's page (./automation-guide.ts),
 * whose printed copy keeps to the PDF's font. The sections a page adds are blocks, one kind per
 * section of ./sections.ts, stored as Keystatic stores a block (`{ "discriminant": "cards",
 * "value": { ... } }`); a part a page may go without (a service's related links, an assessment's
 * "how it works") is a choice with a checkbox. Bundled for the browser: import nothing that reads
 * files.
 */
import { fields } from "@keystatic/core";
import pageList from "../../content/page-list.json" with { type: "json" };
import { shownText } from "../copy-field";
import { dataFile, options, plainText } from "../editor-fields";
import { fixedValue } from "../fixed-value";
import { assessmentsSchema } from "./assessment";
import { downloadId } from "./automation-guide";
import { optionalSelect } from "./optional-select";
import {
  actions,
  benefits,
  callToAction,
  cards,
  faq,
  heading,
  hero,
  heroFields,
  icon,
  id,
  line,
  link,
  linkCards,
  linkTarget,
  list,
  optionalText,
  page,
  printed,
  prose,
  stat,
  steps,
  tags,
  text,
  texts,
  titleOf,
} from "./page-fields";
import { resourceCardField } from "./resource-card-field";

/** A block's name in the list of sections: its kind in words and its title. */
const titled =
  (kind: string) => (value: { fields: { heading: { fields: { title: { value: string } } } } }) =>
    `${kind}: ${shownText(value.fields.heading.fields.title.value)}`;

/** The sections a page adds, in page order: each a block of one kind (sections.ts's pageSection). */
const sections = fields.blocks(
  {
    benefits: {
      label: "Benefits",
      itemLabel: titled("Benefits"),
      schema: fields.object({
        ...benefits("Benefits").fields,
        columns: optionalSelect({ label: "Columns", options: [1, 2], none: "2 (usual)" }),
        marker: optionalSelect({
          label: "Marker",
          options: ["benefit", "problem"],
          none: "benefit (usual): a check mark",
        }),
      }),
    },
    cards: {
      label: "Cards",
      itemLabel: titled("Cards"),
      schema: fields.object({
        ...cards("Cards").fields,
        columns: optionalSelect({ label: "Columns", options: [2, 3, 4], none: "3 (usual)" }),
      }),
    },
    faq: { label: "Questions", itemLabel: titled("Questions"), schema: faq() },
    links: { label: "Links", itemLabel: titled("Links"), schema: linkCards("Links") },
    phases: {
      label: "Phases",
      itemLabel: titled("Phases"),
      schema: fields.object({
        heading: heading(),
        phases: list(
          fields.object({
            title: line("Title"),
            duration: line("Duration"),
            description: text("Description"),
            tasks: fields.array(line("Task"), {
              label: "Tasks",
              itemLabel: (props) => shownText(props.value) || "(empty)",
            }),
          }),
          "Phases",
          titleOf,
        ),
        timeline: fields.checkbox({
          label: "Timeline",
          description: "Also draw the phases on a timeline above their cards.",
        }),
      }),
    },
    prose: { label: "Text", itemLabel: titled("Text"), schema: prose("Text") },
    results: {
      label: "Results",
      itemLabel: titled("Results"),
      schema: fields.object({
        heading: heading(),
        results: list(
          fields.object({ metric: line("Figure"), description: text("Description") }),
          "Results",
          (props) => (props as { fields: { metric: { value: string } } }).fields.metric.value,
        ),
      }),
    },
    stats: {
      label: "Figures",
      itemLabel: titled("Figures"),
      schema: fields.object({
        heading: heading(),
        stats: list(stat, "Figures", (props) =>
          String((props as { fields: { value: { value: string } } }).fields.value.value),
        ),
      }),
    },
    tags: { label: "Tags", itemLabel: titled("Tags"), schema: tags("Tags") },
  },
  {
    label: "Sections",
    description: "The sections this page adds, in page order; each is one kind of section.",
  },
);

/** A part the page may go without: shown when its box is ticked. */
const optionalPart = (label: string, part: Parameters<typeof fields.conditional>[1]["true"]) =>
  fields.conditional(fields.checkbox({ label }), { true: part, false: fields.empty() });

const serviceFields = {
  hero: fields.object({ ...heroFields, priceLabel: line("Price line") }, { label: "Hero" }),
  offer: cards("What you get"),
  process: steps("How it works"),
  clientResults: fields.object(
    {
      heading: heading(),
      testimonial: fields.text({
        label: "Testimonial",
        description: "Its id (file name), as in Testimonials; empty for none.",
        validation: {
          pattern: { regex: /^$|^[a-z0-9-]+$/, message: "Must be empty or a testimonial's id" },
        },
      }),
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
    { label: "Client results" },
  ),
  sections,
  price: fields.object(
    { note: text("Note", "Under the price line, beside the terms every service shares.") },
    { label: "Price" },
  ),
  related: optionalPart("Related links after the price", linkCards("Related links")),
  callToAction,
};

const assessmentFields = {
  hero,
  howItWorks: optionalPart(
    "What happens and what you receive, beside the duration",
    fields.object({
      process: steps("What happens"),
      deliverable: benefits("What you receive"),
    }),
  ),
  sections,
  callToAction,
};

/** "/process-audit" -> "pageProcessAudit", "/" -> "pageHome": the entry's key, from the page's path. */
export const entryKey = (path: string) =>
  `page${(path.slice(1) || "home")
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")}`;

const entries = <Fields extends Parameters<typeof page>[1]>(kind: string, schema: Fields) =>
  Object.fromEntries(
    pageList.pages
      .filter((entry) => entry.kind === kind)
      .map((entry) => [entryKey(entry.path), page(entry.path, schema)]),
  );

/** The service pages' entries, in the page list's order. */
export const serviceEditors = entries("service", serviceFields);

/** The assessment pages' entries, in the page list's order. */
export const assessmentEditors = entries("assessment", assessmentFields);

/** What every service page shows alike (./service.ts's serviceOfferSchema). */
export const serviceOfferEditor = dataFile(
  "Service pages' price and terms",
  "src/content/service-offer",
  {
    priceHeading: heading("Heading above the price"),
    pricingTerms: fields.object(
      {
        title: line("Title"),
        terms: texts(
          "Terms",
          "Term",
          line,
          "Figures such as the share paid upfront and the months of the ROI guarantee are set in Prices and figures.",
        ),
        link: link("Link under the terms"),
      },
      { label: "How pricing works" },
    ),
    testimonialLink: link("Link under a client's quote (to the article it comes from)"),
  },
);

const assessmentRow = assessmentsSchema.shape.assessments.element.shape;
/** An assessment page's name in the menus, for its row of the comparison. */
const assessmentName = (path: unknown) =>
  pageList.pages.find((entry) => entry.path === path)?.name ?? String(path ?? "");

/** The comparison every assessment page shows (./assessment.ts's assessmentsSchema). */
export const assessmentsEditor = dataFile("Assessments compared", "src/content/assessments", {
  comparison: fields.object(
    {
      heading: heading(
        "Heading",
        "The discovery call's length in minutes is set in Prices and figures.",
      ),
      packagesLink: linkTarget("Where the packages are described"),
    },
    { label: "Comparison" },
  ),
  assessments: list(
    fields.object({
      page: fixedValue({
        label: "Assessment",
        rule: assessmentRow.page,
        refusal:
          "An assessment's row comes with its page, added by the site's developer: remove this entry.",
        show: assessmentName,
      }),
      bestFor: text("Best for"),
      youGet: fields.array(plainText("Item"), {
        label: "What you get",
        description:
          "Two or more, each titled letter for letter as in the page's list of what you receive.",
        itemLabel: (props) => props.value || "(empty)",
        validation: { length: { min: 2 } },
      }),
      duration: line(
        "Duration",
        "The packages' durations and a roadmap's timeline are set in Prices and figures.",
      ),
      durationNote: optionalText("What the duration spans", "When it is more than the assessment."),
      package: plainText(
        "Package",
        "The package on the Pricing page that covers it, named as there.",
      ),
    }),
    "Assessments",
    (props) =>
      assessmentName((props as { fields: { page: { value: unknown } } }).fields.page.value),
  ),
});

/** The free guide's page: its hero is the guide's cover, its sections and topics the chapters. */
export const automationGuideEditor = page("/automation-guide", {
  hero: fields.object(
    {
      eyebrow: line("Eyebrow"),
      lead: printed("Lead", "Also on the guide's cover."),
      actions: actions("Buttons"),
      priceLabel: optionalText("Price line"),
      stats: list(
        fields.object({ value: printed("Figure"), label: printed("What it counts") }),
        "Figures (also on the cover)",
        (props) => (props as { fields: { value: { value: string } } }).fields.value.value,
      ),
      download: fields.select({
        label: "The PDF it offers",
        description: "Its title (in Free downloads) heads the page and the cover.",
        options: options(downloadId.options),
        defaultValue: downloadId.options[0],
      }),
    },
    { label: "Hero" },
  ),
  guideSections: fields.object(
    {
      heading: heading(),
      groups: list(
        fields.object({
          title: printed(
            "Title",
            "The chapter's title: its Markdown file's `section` says it too.",
          ),
          description: printed("Description"),
          icon,
          topics: list(
            fields.object({
              title: printed("Title", "A `## ` heading of the chapter says it too."),
              summary: printed("Summary"),
            }),
            "Topics",
            titleOf,
          ),
        }),
        "Sections (the guide's chapters, in order)",
        titleOf,
      ),
    },
    { label: "Inside the guide" },
  ),
  additionalResources: fields.object(
    {
      heading: heading(),
      items: fields.array(resourceCardField({ label: "Card" }), {
        label: "Cards",
        description: "Each PDF on one card at most.",
        itemLabel: (props) => shownText((props.value as { title: string }).title) || "(no title)",
        validation: { length: { min: 1 } },
      }),
    },
    { label: "Additional resources" },
  ),
  callToAction,
});
