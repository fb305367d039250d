/**
 * The content editor's fields for page copy, shared by the pages' entries (./editor.ts,
 * ./editor-families.ts, ./editor-legal.ts): the sections as ./sections.ts declares them, and the
 * pages' own fields with the rules of ../copy-text.ts as Keystatic checks them. Copy shows each
 * figure set elsewhere as its value (../copy-field.tsx), and so do the labels of a list's items.
 * Bundled for the browser: import nothing that reads files.
 */
import { type ComponentSchema, fields, type singleton } from "@keystatic/core";
import pageList from "../../content/page-list.json" with { type: "json" };
import { copyField, shownText } from "../copy-field";
import { copyValidation, noBrackets, printedPattern } from "../copy-patterns";
import { dataFile } from "../editor-fields";
import { editorFields } from "../model/editor";
import type { FieldMap } from "../model/fields";
import * as declared from "./sections";

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
export const linkTarget = (label: string) =>
  editorFields({ to: declared.linkTargetField(label) }).to;

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

export const icon = editorFields({ icon: declared.siteIcon }).icon;

/** A section's heading, as sections.ts declares it; `introHelp` says where a figure is set. */
export const heading = (label = "Heading", introHelp?: string) =>
  editorFields({ heading: declared.headingGroup(label, introHelp) }).heading as CopyObject<
    "eyebrow" | "title" | "intro"
  >;

/** An object of copy fields, typed for item labels (editorFields types a group loosely). */
type CopyObject<Key extends string> = ReturnType<
  typeof fields.object<Record<Key, ReturnType<typeof line>>>
>;

export const stat = fields.object(editorFields(declared.statFields)) as CopyObject<
  "value" | "label"
>;

export const actions = (label: string, min?: number) =>
  editorFields({ actions: declared.actionList(label, min) }).actions;

/** The hero's fields, for a page whose hero differs (a required price line, the guide's title). */
export const heroFields = editorFields(declared.heroFields);
export const hero = fields.object(heroFields, { label: "Hero" });

export const titled = editorFields(declared.titledFields);

/** The sections a page of a family adds, each a block of one kind (sections.ts's pageSection). */
export const pageSections = editorFields({ sections: declared.pageSectionsField }).sections;

/** A section's fields, typed for the blocks' names, which read its heading's title. */
type SectionFields<Fields extends FieldMap> = {
  [Key in keyof Fields]: Key extends "heading" ? ReturnType<typeof heading> : ComponentSchema;
};

/** A section as sections.ts declares it, labelled as the page names it. */
const section =
  <const Fields extends FieldMap>(declaredFields: Fields) =>
  (label: string) =>
    fields.object(editorFields(declaredFields) as SectionFields<Fields>, { label });

export const cards = section(declared.cardsFields);
export const steps = section(declared.stepsFields);
export const faq = (label = "Questions") => section(declared.faqFields)(label);
export const callToAction = section(declared.callToActionFields)("Closing call to action");

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
export const paragraphs = (label?: string) =>
  editorFields({ paragraphs: declared.paragraphList(label) }).paragraphs;

export const link = (label: string) =>
  fields.object({ label: line("Link text"), to: linkTarget("Goes to") }, { label });

export const benefits = section(declared.benefitsFields);
export const prose = section(declared.proseFields);
export const tags = section(declared.tagsFields);
export const linkCards = section(declared.linkCardsFields);

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
