/** The sections a page's copy is made of, each read as its component's props. A plain module. */
import { z } from "astro/zod";
import { iconNames, icons } from "~/components/ui/icons";
import { contactIntentsSchema } from "../contact-intents/schema";
import { copyText as text } from "../copy-text";
import {
  blocks,
  checkbox,
  choice,
  copy,
  copyLine,
  custom,
  type FieldMap,
  type GroupField,
  group,
  icon as iconOf,
  list,
  text as plainText,
  type ValueOf,
} from "../model/fields";
import { recordRule } from "../model/rules";

/** An icon of the site's own set (src/components/ui/icons.ts) by name; the page gets its component. */
const siteIconReading = {
  readAs: icons,
  message: "icon must be one of the names in src/components/ui/icons.ts",
};
export const siteIcon = iconOf("ui", iconNames, {
  label: "Icon",
  default: iconNames[0],
  ...siteIconReading,
});
export const icon = recordRule({ icon: siteIcon }).shape.icon;

export const linkTargetField = (label: string) =>
  plainText({
    label,
    help: "A page (/pricing, /pricing#packages), a #fragment or a full https:// address.",
    pattern: {
      regex: /^(\/[a-z0-9/#.-]*|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:\+\d+)$/,
      must: "be a path such as /pricing, a #fragment or a full https:// address",
    },
  });
export const linkTarget = recordRule({ to: linkTargetField("Goes to") }).shape.to;

export const linkGroup = (label: string) =>
  group({ label: copyLine({ label: "Link text" }), to: linkTargetField("Goes to") }, { label });

/** The tag a button sends with its request, chosen by the words the inbox names it with. */
export const sourceField = (label = "Named in the inbox as") =>
  custom("serverChoice", z.string().regex(sourceTag.regex, sourceTag.message), {
    label,
    help: "Sent with the request. A new name is added in Where requests come from.",
    settings: { list: "sources", pattern: sourceTag },
  });

const sourceTag = { regex: /^[a-z0-9-]+$/, message: "Choose how the inbox names the button" };
const resultRef = {
  regex: /^[a-z0-9-]+\/[a-z0-9-]+$/,
  message: "Choose one of the case studies' results",
};

/** Case studies' results by id: "<case study>/<result>", e.g. "retail-operations/stockouts". */
export const resultRefsField = list(
  custom("serverChoice", z.string().regex(resultRef.regex, resultRef.message), {
    label: "Result",
    help: "A result of a case study, as its page states it.",
    settings: { list: "results", pattern: resultRef },
  }),
  { label: "Results", min: 1 },
);

/** A section's heading; `introHelp` says where a figure the introduction states is set. */
export const headingFields = (introHelp?: string) => ({
  eyebrow: copy({ optional: true, label: "Eyebrow", help: "The small line above the title." }),
  title: copyLine({ label: "Title" }),
  intro: copy({ optional: true, label: "Introduction", help: introHelp }),
});
export const headingGroup = (label = "Heading", introHelp?: string) =>
  group(headingFields(introHelp), { label });

/** A section's fields: its heading, then `fields`; a section of a page is them under `label`. */
const headed = <const Fields extends FieldMap>(fields: Fields) => ({
  heading: headingGroup(),
  ...fields,
});
export const section = <const Fields extends FieldMap>(label: string, fields: Fields) =>
  group(headed(fields), { label });

export const statFields = {
  value: copyLine({ label: "Figure" }),
  label: copyLine({ label: "What it counts" }),
};

export const action = z.discriminatedUnion("kind", [
  z
    .object({
      kind: z.literal("contact"),
      label: text,
      source: z.string().min(1),
      heading: text.optional(),
      intent: contactIntentsSchema.keyof().optional(),
    })
    .strict(),
  z.object({ kind: z.literal("booking"), label: text, source: z.string().min(1) }).strict(),
  z
    .object({
      kind: z.literal("link"),
      label: text,
      to: linkTarget,
      /** On /webinars-events: shown only while some event is upcoming (true) or while none is. */
      upcoming: z.boolean().optional(),
    })
    .strict(),
]);

/** A page's buttons, in order (at least `min`), named in the editor's list by their text. */
export const actionList = (label: string, min?: number) =>
  list(custom("action", action, { label: "Button" }), {
    label,
    min,
    itemLabel: (button) => button.label || "(no text)",
  });

/** A list of at least one item of `fields` (each a `name` in the editor), named by `itemLabel`. */
export const items = <const Fields extends FieldMap>(
  label: string,
  name: string,
  fields: Fields,
  itemLabel: (item: ValueOf<GroupField<Fields>>) => string,
) => list(group(fields, { label: name }), { label, min: 1, itemLabel });
export const titleOf = ({ title }: { title: string }) => title;

export const heroFields = {
  eyebrow: copyLine({ label: "Eyebrow" }),
  title: copyLine({ label: "Headline" }),
  lead: copy({ label: "Lead" }),
  actions: actionList("Buttons"),
  priceLabel: copy({ optional: true, label: "Price line" }),
  stats: list(group(statFields, { label: "Figure" }), {
    label: "Figures",
    itemLabel: ({ value }) => value,
  }),
};

export const titledFields = {
  title: copyLine({ label: "Title" }),
  description: copy({ label: "Description" }),
};

const cardsFields = headed({
  items: items("Cards", "Card", { ...titledFields, icon: siteIcon }, titleOf),
});

/** Without an icon, a step shows its number. */
export const stepsFields = headed({
  steps: items(
    "Steps",
    "Step",
    {
      ...titledFields,
      icon: iconOf("ui", iconNames, { optional: true, label: "Icon", ...siteIconReading }),
    },
    titleOf,
  ),
});

export const benefitsFields = headed({ items: items("Items", "Item", titledFields, titleOf) });

export const paragraphList = (label = "Paragraphs") =>
  list(copy({ label: "Paragraph" }), { label, min: 1 });
export const proseFields = headed({ paragraphs: paragraphList() });

const faqItemFields = {
  question: copyLine({ label: "Question" }),
  answer: copy({ label: "Answer" }),
};
const faqFields = headed({
  items: items("Questions", "Question", faqItemFields, ({ question }) => question),
});

const linkCardFields = { ...titledFields, to: linkTargetField("Goes to") };
export const linkCardsFields = headed({ links: items("Links", "Link", linkCardFields, titleOf) });

const phasesFields = headed({
  phases: items(
    "Phases",
    "Phase",
    {
      title: copyLine({ label: "Title" }),
      duration: copyLine({ label: "Duration" }),
      description: copy({ label: "Description" }),
      tasks: list(copyLine({ label: "Task" }), { label: "Tasks" }),
    },
    titleOf,
  ),
});

const resultsFields = headed({
  results: items(
    "Results",
    "Result",
    { metric: copyLine({ label: "Figure" }), description: copy({ label: "Description" }) },
    ({ metric }) => metric,
  ),
});

export const statsFields = headed({
  stats: items("Figures", "Figure", statFields, ({ value }) => value),
});

export const tagsFields = headed({
  groups: items(
    "Groups",
    "Group",
    {
      name: copyLine({ label: "Name" }),
      tags: list(copyLine({ label: "Tag" }), { label: "Tags", min: 1 }),
    },
    ({ name }) => name,
  ),
});

const callToActionFields = {
  title: copyLine({ label: "Title" }),
  description: copy({ label: "Description" }),
  actions: actionList("Buttons", 1),
};

/** The sections most pages open and close with. */
export const hero = group(heroFields, { label: "Hero" });
export const callToAction = group(callToActionFields, { label: "Closing call to action" });
export const cards = (label: string) => group(cardsFields, { label });
export const faq = group(faqFields, { label: "Questions" });

/**
 * The sections a family's page adds to its template's, in page order (page-sections.ts draws them):
 * one drawn another way than usual says so (columns, marker), phases whether they are a timeline.
 */
export const pageSectionsField = blocks(
  {
    benefits: group(
      {
        ...benefitsFields,
        columns: choice([1, 2], { optional: true, label: "Columns", none: "2 (usual)" }),
        marker: choice(["benefit", "problem"], {
          optional: true,
          label: "Marker",
          none: "benefit (usual): a check mark",
        }),
      },
      { label: "Benefits" },
    ),
    cards: group(
      {
        ...cardsFields,
        columns: choice([2, 3, 4], { optional: true, label: "Columns", none: "3 (usual)" }),
      },
      { label: "Cards" },
    ),
    faq: group(faqFields, { label: "Questions" }),
    links: group(linkCardsFields, { label: "Links" }),
    phases: group(
      {
        ...phasesFields,
        timeline: checkbox({
          label: "Timeline",
          help: "Also draw the phases on a timeline above their cards.",
        }),
      },
      { label: "Phases" },
    ),
    prose: group(proseFields, { label: "Text" }),
    results: group(resultsFields, { label: "Results" }),
    stats: group(statsFields, { label: "Figures" }),
    tags: group(tagsFields, { label: "Tags" }),
  },
  {
    label: "Sections",
    help: "The sections this page adds, in page order; each is one kind of section.",
    itemLabel: (kind, { heading }) => `${kind}: ${heading.title}`,
  },
);
