/**
 * The content editor's fields for page copy, shared by the pages' entries (./editor.ts,
 * ./editor-families.ts, ./editor-legal.ts): the rules of the schemas' fields (./sections.ts, ../copy-text.ts) as
 * Keystatic checks them, and the sections built from them. Copy shows each figure set elsewhere as
 * its value (../copy-field.tsx), and so do the labels of a list's items. Bundled for the browser:
 * import nothing that reads files.
 */
import { type ComponentSchema, fields, type singleton } from "@keystatic/core";
import { iconNames, icons } from "~/components/ui/icons";
import pageList from "../../content/page-list.json" with { type: "json" };
import { copyField, shownText } from "../copy-field";
import { copyValidation, noBrackets, printedPattern } from "../copy-patterns";
import { dataFile } from "../editor-fields";
import { iconField, optionalIconField } from "../icon-field";
import { editorFields } from "../model/editor";
import { actionField } from "./action-field";
import {
  faqItemFields,
  headingGroup,
  linkCardFields,
  linkTargetField,
  statFields,
  titledFields,
} from "./sections";

export const text = (label: string, description?: string) =>
  copyField({ label, description, multiline: true, validation: copyValidation(false) });
export const line = (label: string, description?: string) =>
  copyField({ label, description, validation: copyValidation(false) });
/** Copy the guide's PDFs print as well as the page (automation-guide.ts's `printed`). */
export const printed = (label: string, description?: string) =>
  copyField({
    label,
    description,
    multiline: true,
    validation: {
      isRequired: true,
      pattern: {
        regex: printedPattern,
        message: `Must not be empty; Western European characters only (the PDF's font), no line breaks, ${noBrackets}`,
      },
    },
  });
export const optionalText = (label: string, description?: string) =>
  copyField({ label, description, multiline: true, validation: copyValidation(true) });

/** A page path or an address elsewhere, as sections.ts declares it. */
export const linkTarget = (label: string) => editorFields({ to: linkTargetField(label) }).to;

export const id = (label: string, description: string, regex: RegExp, message: string) =>
  fields.text({
    label,
    description,
    validation: { isRequired: true, pattern: { regex, message } },
  });

export const list = <Element extends Parameters<typeof fields.array>[0]>(
  element: Element,
  label: string,
  itemLabel: (value: unknown) => string,
  description?: string,
) =>
  fields.array(element, {
    label,
    description,
    itemLabel: (props) => shownText(itemLabel(props)) || "(empty)",
    validation: { length: { min: 1 } },
  });

export const titleOf = (props: unknown) =>
  (props as { fields: { title: { value: string } } }).fields.title.value;

export const icon = iconField({ label: "Icon", icons, defaultValue: iconNames[0] });
export const optionalIcon = optionalIconField({ label: "Icon", icons });

/** A section's heading, as sections.ts declares it; `introHelp` says where a figure is set. */
export const heading = (label = "Heading", introHelp?: string) =>
  editorFields({ heading: headingGroup(label, introHelp) }).heading as CopyObject<
    "eyebrow" | "title" | "intro"
  >;

/** An object of copy fields, typed for item labels (editorFields types a group loosely). */
type CopyObject<Key extends string> = ReturnType<
  typeof fields.object<Record<Key, ReturnType<typeof line>>>
>;

export const stat = fields.object(editorFields(statFields)) as CopyObject<"value" | "label">;

export const actions = (label: string, min = 0) =>
  fields.array(actionField({ label: "Button" }), {
    label,
    itemLabel: (props) => shownText((props.value as { label: string }).label) || "(no text)",
    ...(min > 0 && { validation: { length: { min } } }),
  });

/** The hero's fields, for a page whose hero differs (a required price line, the guide's title). */
export const heroFields = {
  eyebrow: line("Eyebrow"),
  title: line("Headline"),
  lead: text("Lead"),
  actions: actions("Buttons"),
  priceLabel: optionalText("Price line"),
  stats: fields.array(stat, {
    label: "Figures",
    itemLabel: (props) => shownText(props.fields.value.value),
  }),
};
export const hero = fields.object(heroFields, { label: "Hero" });

export const titled = editorFields(titledFields);

export const cards = (label: string) =>
  fields.object(
    {
      heading: heading(),
      items: list(fields.object({ ...titled, icon }), "Cards", titleOf),
    },
    { label },
  );

export const steps = (label: string) =>
  fields.object(
    {
      heading: heading(),
      steps: list(fields.object({ ...titled, icon: optionalIcon }), "Steps", titleOf),
    },
    { label },
  );

export const faq = (label = "Questions") =>
  fields.object(
    {
      heading: heading(),
      items: list(
        fields.object(editorFields(faqItemFields)),
        "Questions",
        (props) => (props as { fields: { question: { value: string } } }).fields.question.value,
      ),
    },
    { label },
  );

export const callToAction = fields.object(
  { title: line("Title"), description: text("Description"), actions: actions("Buttons", 1) },
  { label: "Closing call to action" },
);

export const widths = (label: string) =>
  fields.array(fields.integer({ label: "Width (px)", validation: { isRequired: true, min: 1 } }), {
    label,
    itemLabel: (props) => String(props.value ?? ""),
    validation: { length: { min: 1 } },
  });

/** A tag sent with a request (where on the site it was asked), as the schemas' `source`. */
export const source = (label = "Source") =>
  fields.text({
    label,
    description: "Sent with the request: where on the site it was asked.",
    validation: { isRequired: true },
  });

/** A list of lines: copy by default, or `item`'s kind of text (plain text, without figures). */
export const texts = (
  label: string,
  itemLabel: string,
  item: (label: string) => ComponentSchema = line,
  description?: string,
) => list(item(itemLabel), label, (props) => (props as { value: string }).value, description);
export const paragraphs = (label = "Paragraphs") =>
  list(text("Paragraph"), label, (props) => (props as { value: string }).value);

export const link = (label: string) =>
  fields.object({ label: line("Link text"), to: linkTarget("Goes to") }, { label });

export const benefits = (label: string) =>
  fields.object(
    { heading: heading(), items: list(fields.object(titled), "Items", titleOf) },
    { label },
  );

export const prose = (label: string) =>
  fields.object({ heading: heading(), paragraphs: paragraphs() }, { label });

export const tags = (label: string) =>
  fields.object(
    {
      heading: heading(),
      groups: list(
        fields.object({ name: line("Name"), tags: texts("Tags", "Tag") }),
        "Groups",
        (props) => (props as { fields: { name: { value: string } } }).fields.name.value,
      ),
    },
    { label },
  );

export const linkCards = (label: string) =>
  fields.object(
    {
      heading: heading(),
      links: list(fields.object(editorFields(linkCardFields)), "Links", titleOf),
    },
    { label },
  );

export const nameLabel = (props: unknown) =>
  (props as { fields: { name: { value: string } } }).fields.name.value;

/** The page's name as the menus call it. */
export function nameOf(path: string): string {
  const page = pageList.pages.find((entry) => entry.path === path);
  if (!page) throw new Error(`${path} is not in src/content/page-list.json`);
  return page.name;
}

/** A page's entry: labelled with its menu name, reading and writing its file. */
export const page = <Schema extends Parameters<typeof singleton>[0]["schema"]>(
  path: string,
  schema: Schema,
  label = nameOf(path),
) => dataFile(label, `src/content/page-copy/${path.slice(1) || "home"}`, schema);
