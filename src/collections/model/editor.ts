/**
 * The content editor's reading of a declaration (./fields.ts): Keystatic fields with the
 * declaration's words, validated as the build validates them. Editor-only: bundled for the
 * browser, never imported by the site's pages.
 */
import { type ComponentSchema, fields } from "@keystatic/core";
import type { IconComponent } from "~/components/types";
import { eventIconComponents } from "~/components/ui/event-icons";
import { shownText } from "../copy-field";
import { optional, options, required } from "../editor-fields";
import { whenField } from "../events/when-field";
import { fixedValue } from "../fixed-value";
import { iconField } from "../icon-field";
import type {
  CustomInput,
  Field,
  FieldMap,
  IconSet,
  ListField,
  TextField,
  TitleField,
} from "./fields";

const iconSets: Readonly<Record<IconSet, Readonly<Record<string, IconComponent>>>> = {
  events: eventIconComponents,
};

const customInputs: Readonly<
  Record<CustomInput, (words: { label: string; description: string }) => ComponentSchema>
> = {
  when: whenField,
};

/** An item's name in the list, with its figures shown as values. */
function itemLabel({ item, itemLabel: key }: ListField) {
  const shownOrEmpty = (value: unknown) => shownText(String(value ?? "")) || "(empty)";
  if (item.kind === "text") return (props: unknown) => shownOrEmpty((props as ItemProps).value);
  if (item.kind !== "group" || key === undefined) return undefined;
  return (props: unknown) => shownOrEmpty((props as ItemProps).fields?.[key]?.value);
}

interface ItemProps {
  value?: unknown;
  fields?: Record<string, { value: unknown }>;
}

function editorField(field: Field): ComponentSchema {
  const description = field.help;
  switch (field.kind) {
    case "text":
      return fields.text({
        label: field.label,
        description,
        multiline: field.multiline,
        validation: field.optional ? optional : required,
      });
    case "title":
      return fields.slug({
        name: { label: field.label, description, validation: required },
        slug: { label: field.id.label, description: field.id.help },
      });
    case "choice":
      return fields.select({
        label: field.label,
        description,
        options: options(field.values),
        defaultValue: field.default,
      });
    case "icon":
      return iconField({
        label: field.label,
        description,
        icons: iconSets[field.set],
        defaultValue: field.default,
      });
    case "group":
      return fields.object(editorFields(field.fields), {
        label: field.label,
        description,
        layout: field.layout,
      });
    case "list":
      return fields.array(editorField(field.item), {
        label: field.label,
        description,
        itemLabel: itemLabel(field),
        validation: field.min === undefined ? undefined : { length: { min: field.min } },
      });
    case "fixed":
      return fixedValue({
        label: field.label,
        description,
        rule: field.rule,
        refusal: field.refusal,
      });
    case "custom":
      return customInputs[field.input]({ label: field.label, description: description ?? "" });
  }
}

/**
 * The editor's field for each declared field, typed as Keystatic needs for an entry's name
 * (`slugField`) and its list's columns (text fields).
 */
export type EditorFields<Fields extends FieldMap> = {
  [Key in keyof Fields]: Fields[Key] extends TitleField
    ? ReturnType<typeof fields.slug>
    : Fields[Key] extends TextField
      ? ReturnType<typeof fields.text>
      : ComponentSchema;
};

export function editorFields<const Fields extends FieldMap>(fields: Fields): EditorFields<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, editorField(field)]),
  ) as EditorFields<Fields>;
}
