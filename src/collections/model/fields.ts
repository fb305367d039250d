/**
 * One declaration per content type: a record's fields as data, with the words the owner reads
 * (label and help) beside the rule the build enforces. Two readers interpret a declaration:
 * ./rules.ts gives the build's schema (zod) and ./editor.ts the content editor's fields (Keystatic),
 * so the two cannot drift apart. A plain module: no Keystatic, no React, no `node:*`.
 */
import type { z } from "astro/zod";

/** What the owner reads beside a field. */
export interface Words {
  label: string;
  /** One or two sentences under the label: what the field is for, with an example. */
  help?: string;
}

export interface TextField<Optional extends boolean = boolean> extends Words {
  kind: "text";
  multiline: boolean;
  /** Optional text may be left empty (the file then leaves it out); it is never only spaces. */
  optional: Optional;
  /**
   * What the text must look like beyond not being blank (an email address, a page's path); the
   * message completes "must": "be an email address".
   */
  pattern?: { regex: RegExp; must: string };
}

/**
 * The owner's copy: text that may use a figure set elsewhere (`{{claims.hoursSavedWeekly}}`),
 * which the editor shows as its value and the build fills in.
 */
export interface CopyField<Optional extends boolean = boolean> extends Words {
  kind: "copy";
  multiline: boolean;
  optional: Optional;
}

/** A whole number, required, within `min` and `max` when given. */
export interface NumberField<Optional extends boolean = boolean> extends Words {
  kind: "number";
  optional: Optional;
  min?: number;
  max?: number;
}

export interface CheckboxField extends Words {
  kind: "checkbox";
  default: boolean;
}

/** A day (YYYY-MM-DD). */
export interface DateField<Optional extends boolean = boolean> extends Words {
  kind: "date";
  optional: Optional;
}

/**
 * A group the owner may show or not (a checkbox, with the fields under it when ticked): the file
 * stores `{ "discriminant": false }`, or `true` with the fields in `value`; the build reads the
 * fields, or undefined when not shown.
 */
export interface ShownField<Fields extends FieldMap = FieldMap> extends Words {
  kind: "shown";
  fields: Fields;
}

/** An entry's name, which also names its file (`id`: what the file name is for). */
export interface TitleField extends Words {
  kind: "title";
  id: Words;
}

export interface ChoiceField<Value extends string = string> extends Words {
  kind: "choice";
  values: readonly [Value, ...Value[]];
  default: Value;
  /** The build's message for a value not in the list; zod's own when left out. */
  message?: string;
}

/** One of a set of drawn icons, stored by name; the editor shows the pictures of `set`. */
export interface IconChoiceField<Name extends string = string> extends Words {
  kind: "icon";
  set: IconSet;
  values: readonly [Name, ...Name[]];
  default: Name;
}

/** The icon sets the editor can draw (src/collections/model/editor.ts holds their pictures). */
export type IconSet = "events" | "caseStudies";

export interface GroupField<Fields extends FieldMap = FieldMap> extends Words {
  kind: "group";
  fields: Fields;
  /** Columns of a 12-column row, one per field, where the fields are short. */
  layout?: number[];
}

export interface ListField<Item extends Field = Field> extends Words {
  kind: "list";
  item: Item;
  /** At least this many items. */
  min?: number;
  /** At most this many items. */
  max?: number;
  /** What names an item in the editor's list, from its stored values: by default its text. */
  itemLabel?: (item: never) => string;
}

/**
 * A value the owner sees but does not change (an address the build writes to): kept as stored,
 * checked with `rule`; `refusal` says what to do instead of adding one.
 */
export interface FixedField<Rule extends z.ZodTypeAny = z.ZodTypeAny> extends Words {
  kind: "fixed";
  rule: Rule;
  refusal: string;
}

/**
 * A field with an input of its own in the editor (`input` names it in ./editor.ts) and a rule of its
 * own in the build.
 */
export interface CustomField<Rule extends z.ZodTypeAny = z.ZodTypeAny> extends Words {
  kind: "custom";
  input: CustomInput;
  rule: Rule;
  /** What the input needs besides the words (its choices, say), as the input in ./editor.ts reads it. */
  settings?: unknown;
}

/** The editor's own inputs for custom fields. */
export type CustomInput = "when" | "delay" | "image";

export type Field =
  | TextField
  | CopyField
  | NumberField
  | CheckboxField
  | DateField
  | ShownField
  | TitleField
  | ChoiceField
  | IconChoiceField
  | GroupField
  | ListField
  | FixedField
  | CustomField;

export type FieldMap = Readonly<Record<string, Field>>;

/** An item's stored values, as a list's `itemLabel` reads them. */
export type ValueOf<F extends Field> =
  F extends GroupField<infer Fields>
    ? { [Key in keyof Fields]: ValueOf<Fields[Key]> }
    : F extends NumberField
      ? number | null
      : F extends CheckboxField
        ? boolean
        : F extends ListField | ShownField
          ? unknown
          : string;

export const text = (words: Words & Pick<TextField, "pattern">): TextField<false> => ({
  kind: "text",
  multiline: false,
  optional: false,
  ...words,
});
export const paragraph = (words: Words): TextField<false> => ({
  kind: "text",
  multiline: true,
  optional: false,
  ...words,
});
export const optionalParagraph = (words: Words): TextField<true> => ({
  kind: "text",
  multiline: true,
  optional: true,
  ...words,
});
/** A line of copy. */
export const copyLine = (words: Words): CopyField<false> => ({
  kind: "copy",
  multiline: false,
  optional: false,
  ...words,
});
/** Copy of one or more paragraphs. */
export const copy = (words: Words): CopyField<false> => ({
  kind: "copy",
  multiline: true,
  optional: false,
  ...words,
});
export const optionalCopy = (words: Words): CopyField<true> => ({
  kind: "copy",
  multiline: true,
  optional: true,
  ...words,
});
export const number = (words: Words & { min?: number; max?: number }): NumberField<false> => ({
  kind: "number",
  optional: false,
  ...words,
});
export const optionalNumber = (
  words: Words & { min?: number; max?: number },
): NumberField<true> => ({ kind: "number", optional: true, ...words });
export const checkbox = (words: Words & { default?: boolean }): CheckboxField => ({
  kind: "checkbox",
  default: false,
  ...words,
});
export const date = (words: Words): DateField<false> => ({
  kind: "date",
  optional: false,
  ...words,
});
export const optionalDate = (words: Words): DateField<true> => ({
  kind: "date",
  optional: true,
  ...words,
});
export const shown = <const Fields extends FieldMap>(
  fields: Fields,
  words: Words,
): ShownField<Fields> => ({ kind: "shown", fields, ...words });
export const title = (words: Words & { id: Words }): TitleField => ({ kind: "title", ...words });
export const choice = <const Value extends string>(
  values: readonly [Value, ...Value[]],
  words: Words & { default?: NoInfer<Value>; message?: string },
): ChoiceField<Value> => ({
  kind: "choice",
  values,
  default: words.default ?? values[0],
  ...words,
});
export const icon = <const Name extends string>(
  set: IconSet,
  values: readonly [Name, ...Name[]],
  words: Words & { default: NoInfer<Name> },
): IconChoiceField<Name> => ({ kind: "icon", set, values, ...words });
export const group = <const Fields extends FieldMap>(
  fields: Fields,
  words: Words & { layout?: number[] },
): GroupField<Fields> => ({ kind: "group", fields, ...words });
export const list = <Item extends Field>(
  item: Item,
  words: Words & { min?: number; max?: number; itemLabel?: (item: ValueOf<Item>) => string },
): ListField<Item> => ({ kind: "list", item, ...words });
export const fixed = <Rule extends z.ZodTypeAny>(
  rule: Rule,
  words: Words & { refusal: string },
): FixedField<Rule> => ({ kind: "fixed", rule, ...words });
export const custom = <Rule extends z.ZodTypeAny>(
  input: CustomInput,
  rule: Rule,
  words: Words & { settings?: unknown },
): CustomField<Rule> => ({ kind: "custom", input, rule, ...words });
