/**
 * The content editor's reading of a declaration (src/collections/model/fields.ts): Keystatic
 * fields with the declaration's words, validated as the build validates them (the build's reading
 * is src/collections/model/rules.ts). Bundled for the browser, never imported by the site's pages.
 */
import { type ComponentSchema, fields } from "@keystatic/core";
import type {
  BlocksField,
  CustomField,
  CustomInput,
  DateField,
  Field,
  FieldMap,
  IconSet,
  ListField,
  TextField,
  TitleField,
} from "~/collections/model/fields";
import { solutionIconComponents } from "~/components/case-study/solution-icons";
import { eventIconComponents } from "~/components/ui/event-icons";
import type { IconComponent } from "~/components/ui/Icon";
import { icons } from "~/components/ui/icons";
import {
  CONTACT_BUTTON_CHOICES_PATH,
  MENU_CHOICES_PATH,
  RESULT_CHOICES_PATH,
  SOURCE_CHOICES_PATH,
} from "~/lib/editor-paths";
import { copyValidation, noBrackets, printedPattern } from "./copy-patterns";
import { actionField } from "./fields/action-field";
import { copyField, shownText } from "./fields/copy-field";
import { fixedValue } from "./fields/fixed-value";
import { iconField, optionalIconField } from "./fields/icon-field";
import { optionalChoiceField } from "./fields/optional-choice";
import { resourceCardField } from "./fields/resource-card-field";
import { type ServerChoiceOptions, serverChoiceField } from "./fields/server-choice-field";
import { whenField } from "./fields/when-field";
import { optional, required } from "./keystatic-helpers";

const iconSets: Readonly<Record<IconSet, Readonly<Record<string, IconComponent>>>> = {
  events: eventIconComponents,
  caseStudies: solutionIconComponents,
  ui: icons,
};

/**
 * A declaration's list of server choices, by name ("results", "sources"), its pattern, and what
 * choosing none means where none may be chosen.
 */
type ServerChoiceSettings = Pick<ServerChoiceOptions, "pattern" | "none"> & {
  list: keyof typeof choiceLists;
};
/** Where our server answers each list of choices (server/site-editor/choices.ts). */
const choiceLists = {
  results: RESULT_CHOICES_PATH,
  sources: SOURCE_CHOICES_PATH,
  menus: MENU_CHOICES_PATH,
  contactButtons: CONTACT_BUTTON_CHOICES_PATH,
} as const;

/** The editor's input for each custom field, given the field's declaration. */
const customInputs: Readonly<Record<CustomInput, (field: CustomField) => ComponentSchema>> = {
  when: ({ label, help }) => whenField({ label, description: help ?? "" }),
  /** Optional text matching `settings` ({ regex, message }); a case study step's delay. */
  delay: ({ label, help, settings }) =>
    fields.text({
      label,
      description: help,
      validation: { pattern: settings as { regex: RegExp; message: string } },
    }),
  /** An uploaded image, required, stored under `settings` ({ directory, publicPath }). */
  image: ({ label, help, settings }) =>
    fields.image({
      label,
      description: help,
      ...(settings as { directory: string; publicPath: string }),
      validation: { isRequired: true },
    }),
  /** One of a page's buttons: a contact button, the booking button or a link. */
  action: ({ label }) => actionField({ label }),
  /** A card of the free guide's page that may offer one of its PDFs. */
  resourceCard: ({ label }) => resourceCardField({ label }),
  /** A reference chosen from one of our server's lists, `settings` ({ list, pattern }). */
  serverChoice: ({ label, help, settings }) => {
    const { list, pattern, none } = settings as ServerChoiceSettings;
    return serverChoiceField({ label, description: help, path: choiceLists[list], pattern, none });
  },
};

/** How many items a list takes, as Keystatic checks it; nothing when any number will do. */
function listLength({ min, max }: ListField) {
  if (min === undefined && max === undefined) return undefined;
  return { length: { ...(min !== undefined && { min }), ...(max !== undefined && { max }) } };
}

/** Keystatic checks one pattern for all of printed copy's rules. */
const printedValidation = {
  isRequired: true,
  pattern: {
    regex: printedPattern,
    message: `Must not be empty; Western European characters only (the PDF's font), no line breaks, ${noBrackets}`,
  },
};

function textValidation({ optional: isOptional, pattern, length }: TextField) {
  if (length) {
    // Keystatic counts the spaces at the ends, which the build trims: it refuses them instead.
    const trimmed = { regex: /^\S(?:[\s\S]*\S)?$/, message: "must not start or end with a space" };
    return { length: { min: length.min, max: length.max }, pattern: trimmed };
  }
  if (!pattern) return isOptional ? optional : required;
  const must = `Must ${pattern.must}`;
  return {
    isRequired: !isOptional,
    pattern: {
      regex: isOptional ? new RegExp(`^$|${pattern.regex.source}`) : pattern.regex,
      message: must,
    },
  };
}

/** An item's name in the list, with its figures shown as values. */
function itemLabel({ item, itemLabel: label }: ListField) {
  const shownOrEmpty = (value: unknown) => shownText(String(value ?? "")) || "(empty)";
  if (label === undefined) {
    // A chosen entry is stored by its file name, which Keystatic makes from the entry's name; a
    // server's choice (a case study's result) as "<entry>/<its part>".
    if (item.kind === "entry" || (item.kind === "custom" && item.input === "serverChoice")) {
      return (props: unknown) =>
        shownOrEmpty(
          String((props as ItemProps).value ?? "")
            .replaceAll("-", " ")
            .replace("/", ": "),
        ).replace(/^\w/, (first) => first.toUpperCase());
    }
    if (item.kind !== "text" && item.kind !== "copy") return undefined;
    return (props: unknown) => shownOrEmpty((props as ItemProps).value);
  }
  const name = label as (item: unknown) => string;
  return (props: unknown) => shownOrEmpty(name(storedValues(props as ItemProps)));
}

/** A block's name in the list, from its kind's label and its values, figures shown as values. */
function blockLabel({ itemLabel: label }: BlocksField, kind: string) {
  if (label === undefined) return undefined;
  const name = label as (kind: string, block: unknown) => string;
  return (props: unknown) => shownText(name(kind, storedValues(props as ItemProps)));
}

interface ItemProps {
  value?: unknown;
  fields?: Record<string, ItemProps>;
}

/** A list item's values from Keystatic's preview props, as the file stores them. */
function storedValues(props: ItemProps): unknown {
  if (!props.fields) return props.value;
  return Object.fromEntries(
    Object.entries(props.fields).map(([key, field]) => [key, storedValues(field)]),
  );
}

function editorField(field: Field): ComponentSchema {
  const description = field.help;
  switch (field.kind) {
    case "text":
      return fields.text({
        label: field.label,
        description,
        multiline: field.multiline,
        validation: textValidation(field),
      });
    case "copy":
      return copyField({
        label: field.label,
        description,
        multiline: field.multiline,
        validation: field.printed ? printedValidation : copyValidation(field.optional),
      });
    case "number":
      return fields.integer({
        label: field.label,
        description,
        defaultValue: field.default,
        validation: { isRequired: !field.optional, min: field.min, max: field.max },
      });
    case "checkbox":
      return fields.checkbox({ label: field.label, description, defaultValue: field.default });
    case "date":
      return fields.date({
        label: field.label,
        description,
        validation: { isRequired: !field.optional },
      });
    case "title":
      return fields.slug({
        name: { label: field.label, description, validation: required },
        slug: { label: field.id.label, description: field.id.help },
      });
    case "choice": {
      if (field.optional) return optionalChoiceField(field);
      const values = field.values as readonly string[];
      return fields.select({
        label: field.label,
        description,
        options: values.map((value) => ({ label: field.labels?.[value] ?? value, value })),
        defaultValue: (field.default ?? field.values[0]) as string,
      });
    }
    case "icon":
      return field.optional
        ? optionalIconField({ label: field.label, icons: iconSets[field.set] })
        : iconField({
            label: field.label,
            description,
            icons: iconSets[field.set],
            defaultValue: field.default ?? field.values[0],
          });
    case "group":
      if (field.optional) {
        return fields.conditional(fields.checkbox({ label: field.label, description }), {
          true: fields.object(editorFields(field.fields), { label: field.partLabel }),
          false: fields.empty(),
        });
      }
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
        validation: listLength(field),
      });
    case "fixed":
      return fixedValue({
        label: field.label,
        description,
        rule: field.rule,
        refusal: field.refusal,
        shown: !field.hidden,
        show: field.show as ((value: string | number | boolean) => string) | undefined,
      });
    case "custom":
      return customInputs[field.input](field);
    case "blocks":
      return fields.blocks(
        Object.fromEntries(
          Object.entries(field.blocks).map(([kind, block]) => [
            kind,
            {
              label: block.label,
              itemLabel: blockLabel(field, block.label),
              schema: editorField(block),
            },
          ]),
        ),
        { label: field.label, description },
      );
    case "multiselect":
      return fields.multiselect({ label: field.label, description, options: field.options });
    case "entry": {
      const chosen = fields.relationship({
        label: field.label,
        description,
        collection: field.collection,
        validation: { isRequired: !field.optional },
      });
      // Keystatic takes a few spaces for a choice; the build's rule (required text) does not. The
      // collection is kept for the server, which lists what chooses each record.
      const trimmed = {
        ...chosen,
        validate: (value: string | null) => chosen.validate(value?.trim() ? value : null),
      };
      return Object.assign(trimmed, { collection: field.collection });
    }
  }
}

/**
 * The editor's field for each declared field, typed as Keystatic needs for an entry's name
 * (`slugField`) and its list's columns (text and date fields).
 */
export type EditorFields<Fields extends FieldMap> = {
  [Key in keyof Fields]: Fields[Key] extends TitleField
    ? ReturnType<typeof fields.slug>
    : Fields[Key] extends TextField
      ? ReturnType<typeof fields.text>
      : Fields[Key] extends DateField
        ? ReturnType<typeof fields.date>
        : ComponentSchema;
};

export function editorFields<const Fields extends FieldMap>(fields: Fields): EditorFields<Fields> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, editorField(field)]),
  ) as EditorFields<Fields>;
}
