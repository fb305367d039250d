/**
 * The site's pages in the content editor: a singleton per page file (src/content/pages/<page>.json),
 * labelled with the page's menu name from the page list, with the fields of the page's schema
 * (./home.ts, ./own.ts, ...) built from the shared sections of ./sections.ts. A page's buttons are
 * one field each (./action-field.tsx), so the file keeps its flat shape. Bundled for the browser:
 * import nothing that reads files.
 */
import { fields, singleton } from "@keystatic/core";
import { iconNames } from "~/components/ui/icons";
import { tokenNames } from "~/lib/tokens";
import pageList from "../../content/page-list.json" with { type: "json" };
import { options } from "../editor-fields";
import { actionField } from "./action-field";
import { optionalSelect } from "./optional-select";

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What copyText accepts: some text, and `{{tokens}}` that name a fact (`|lower` allowed). */
const copyPattern = new RegExp(
  `^(?=[\\s\\S]*\\S)(?:\\{\\{\\s*(?:${tokenNames.map(escaped).join("|")})\\s*(?:\\|\\s*lower\\s*)?\\}\\}|(?!\\{\\{)[\\s\\S])*$`,
);
const tokenMessage =
  "{{tokens}} must name a fact of the site (Site facts, Prices and figures), e.g. {{claims.hoursSavedWeekly}}";

const text = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: {
      isRequired: true,
      pattern: { regex: copyPattern, message: `Must not be empty or only spaces; ${tokenMessage}` },
    },
  });
const line = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: copyPattern, message: `Must not be empty or only spaces; ${tokenMessage}` },
    },
  });
const optionalText = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    multiline: true,
    validation: {
      pattern: {
        regex: new RegExp(`^$|${copyPattern.source}`),
        message: `Must be empty or more than spaces; ${tokenMessage}`,
      },
    },
  });

/** A page path or an address elsewhere, as sections.ts's linkTarget. */
const linkTarget = (label: string) =>
  fields.text({
    label,
    description: "A page (/pricing, /pricing#packages), a #fragment or a full https:// address.",
    validation: {
      isRequired: true,
      pattern: {
        regex: /^(\/[a-z0-9/#.-]*|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:\+\d+)$/,
        message: "Must be a path such as /pricing, a #fragment or a full https:// address",
      },
    },
  });

const id = (label: string, description: string, regex: RegExp, message: string) =>
  fields.text({
    label,
    description,
    validation: { isRequired: true, pattern: { regex, message } },
  });

const list = <Element extends Parameters<typeof fields.array>[0]>(
  element: Element,
  label: string,
  itemLabel: (value: unknown) => string,
) =>
  fields.array(element, {
    label,
    itemLabel: (props) => itemLabel(props) || "(empty)",
    validation: { length: { min: 1 } },
  });

const titleOf = (props: unknown) =>
  (props as { fields: { title: { value: string } } }).fields.title.value;

const icon = fields.select({
  label: "Icon",
  options: options(iconNames),
  defaultValue: iconNames[0],
});
const optionalIcon = optionalSelect({ label: "Icon", options: iconNames });

const heading = (label = "Heading") =>
  fields.object(
    {
      eyebrow: optionalText("Eyebrow", "The small line above the title."),
      title: line("Title"),
      intro: optionalText("Introduction"),
    },
    { label },
  );

const stat = fields.object({ value: line("Figure"), label: line("What it counts") });

const actions = (label: string, min = 0) =>
  fields.array(actionField({ label: "Button" }), {
    label,
    itemLabel: (props) => (props.value as { label: string }).label || "(no text)",
    ...(min > 0 && { validation: { length: { min } } }),
  });

const hero = fields.object(
  {
    eyebrow: line("Eyebrow"),
    title: line("Headline"),
    lead: text("Lead"),
    actions: actions("Buttons"),
    priceLabel: optionalText("Price line"),
    stats: fields.array(stat, {
      label: "Figures",
      itemLabel: (props) => props.fields.value.value,
    }),
  },
  { label: "Hero" },
);

const titled = { title: line("Title"), description: text("Description") };

const cards = (label: string) =>
  fields.object(
    {
      heading: heading(),
      items: list(fields.object({ ...titled, icon }), "Cards", titleOf),
    },
    { label },
  );

const steps = (label: string) =>
  fields.object(
    {
      heading: heading(),
      steps: list(fields.object({ ...titled, icon: optionalIcon }), "Steps", titleOf),
    },
    { label },
  );

const faq = (label = "Questions") =>
  fields.object(
    {
      heading: heading(),
      items: list(
        fields.object({ question: line("Question"), answer: text("Answer") }),
        "Questions",
        (props) => (props as { fields: { question: { value: string } } }).fields.question.value,
      ),
    },
    { label },
  );

const callToAction = fields.object(
  { title: line("Title"), description: text("Description"), actions: actions("Buttons", 1) },
  { label: "Closing call to action" },
);

const widths = (label: string) =>
  fields.array(fields.integer({ label: "Width (px)", validation: { isRequired: true, min: 1 } }), {
    label,
    itemLabel: (props) => String(props.value ?? ""),
    validation: { length: { min: 1 } },
  });

/** The page's name as the menus call it. */
function nameOf(path: string): string {
  const page = pageList.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not in src/content/page-list.json`);
  return page.name;
}

/** A page's entry: labelled with its menu name, reading and writing its file. */
const page = <Schema extends Parameters<typeof singleton>[0]["schema"]>(
  path: string,
  schema: Schema,
) =>
  singleton({
    label: nameOf(path),
    path: `src/content/pages/${path.slice(1) || "home"}`,
    format: { data: "json" },
    schema,
  });

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

/**
 * Every page's entry, in the page list's order. Not yet here: the service, assessment and legal
 * pages, and the free guide's page (its copy becomes src/content/pages/automation-guide.json).
 */
export const pageEditors = {
  pageHome: homeEditor,
};
