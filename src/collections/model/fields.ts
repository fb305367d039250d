/**
 * One declaration per content type: a record's fields as data, with the words the owner reads
 * (label and help) beside the rule the build enforces. Two readers interpret a declaration:
 * ./rules.ts gives the build's schema (zod) and src/editor/model.ts the content editor's fields
 * (Keystatic), so the two cannot drift apart. A plain module: no Keystatic, no React, no `node:*`.
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
  /**
   * How many characters required text holds, counted without the spaces at its ends (which the
   * editor refuses, so both count alike); `message` is the build's for any other length. Not with
   * `pattern`: the editor checks one pattern.
   */
  length?: { min: number; max: number; message: string };
  /** The field's name in the build's messages ("title is required", "title is empty"). */
  named?: string;
}

/**
 * The owner's copy: text that may use a figure set elsewhere (`{{claims.hoursSavedWeekly}}`),
 * which the editor shows as its value and the build fills in.
 */
export interface CopyField<Optional extends boolean = boolean> extends Words {
  kind: "copy";
  multiline: boolean;
  optional: Optional;
  /**
   * Printed in the guide's PDFs too: required, one line in the file, every character one the PDFs'
   * font draws (Western European).
   */
  printed?: boolean;
}

/** A whole number, required, within `min` and `max` when given. */
export interface NumberField<Optional extends boolean = boolean> extends Words {
  kind: "number";
  optional: Optional;
  min?: number;
  max?: number;
  /** The build's message for a value that is not a number; zod's own when left out. */
  message?: string;
  /** The build's message for a number below `min` or above `max`; zod's own when left out. */
  rangeMessage?: string;
  /** The number a new item starts with (the editor's); none when left out. */
  default?: number;
}

export interface CheckboxField extends Words {
  kind: "checkbox";
  default: boolean;
}

/** A day (YYYY-MM-DD). */
export interface DateField<Optional extends boolean = boolean> extends Words {
  kind: "date";
  optional: Optional;
  /**
   * Stored in YAML (a Markdown file's frontmatter), where an unquoted day reads as a Date (UTC
   * midnight): the build takes it as its day.
   */
  yaml?: boolean;
}

/**
 * A group the owner may show or not (a checkbox, with the fields under it when ticked): the file
 * stores `{ "discriminant": false }`, or `true` with the fields in `value`; the build reads the
 * fields, or undefined when not shown.
 */
export interface ShownField<Fields extends FieldMap = FieldMap> extends Words {
  kind: "shown";
  fields: Fields;
  /** The heading over the fields once shown, where they need one of their own. */
  partLabel?: string;
}

/** An entry's name, which also names its file (`id`: what the file name is for). */
export interface TitleField extends Words {
  kind: "title";
  id: Words;
  /** The field's name in the build's messages, as a text field's. */
  named?: string;
}

export interface ChoiceField<Value extends string = string> extends Words {
  kind: "choice";
  values: readonly [Value, ...Value[]];
  default: Value;
  /** The build's message for a value not in the list; zod's own when left out. */
  message?: string;
  /** The words the editor shows for a value, where they are not the value itself. */
  labels?: Readonly<Partial<Record<Value, string>>>;
}

/**
 * One of a set of drawn icons, stored by name; the editor shows the pictures of `set`. An optional
 * icon may be left out (the file then has no key), and a new item starts without one.
 */
export interface IconChoiceField<
  Name extends string = string,
  Optional extends boolean = boolean,
  Read = Name,
> extends Words {
  kind: "icon";
  set: IconSet;
  values: readonly [Name, ...Name[]];
  optional: Optional;
  /** The icon a new item starts with, when the icon is required. */
  default?: Name;
  /**
   * What the build reads each name as, where pages draw the icon from it (the site's own icons
   * give their components); the name itself when left out.
   */
  readAs?: { readonly [Key in Name]: Read };
  /** The build's message for a name not in `values`; zod's own when left out. */
  message?: string;
}

/** The icon sets the editor can draw (src/editor/model.ts holds their pictures). */
export type IconSet = "events" | "caseStudies" | "ui";

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
  /** The build's message for too few or too many items; zod's own when left out. */
  message?: string;
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
  /** Structure the owner has no use for seeing (a page's kind): kept, not drawn. */
  hidden?: boolean;
  /** The value as the owner reads it (a page's name for its address); as stored when left out. */
  show?: (value: never) => string;
}

/**
 * A choice the file may leave out: the editor offers `none` (what leaving it out means: "None",
 * "3 (usual)") before `values`, and leaves the key out of the file when it is chosen.
 */
export interface OptionalChoiceField<Value extends string | number = string | number>
  extends Words {
  kind: "optionalChoice";
  values: readonly [Value, ...Value[]];
  none: string;
}

/** Any of `options`, ticked in any order; the file stores their values as a list. */
export interface MultiselectField<Value extends string = string> extends Words {
  kind: "multiselect";
  options: readonly [Option<Value>, ...Option<Value>[]];
}

/** A value the file stores, with the words the editor shows for it. */
export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** An entry of another collection of the editor's (an article), stored by its file name. */
export interface EntryField extends Words {
  kind: "entry";
  collection: string;
  /** May be left empty (stored as null): the page goes without it. */
  optional?: boolean;
}

/**
 * A field with an input of its own in the editor (`input` names it in src/editor/model.ts) and a
 * rule of its own in the build.
 */
export interface CustomField<Rule extends z.ZodTypeAny = z.ZodTypeAny> extends Words {
  kind: "custom";
  input: CustomInput;
  rule: Rule;
  /**
   * What the input needs besides the words (its choices, say), as the input in src/editor/model.ts
   * reads it.
   */
  settings?: unknown;
}

/** The editor's own inputs for custom fields. */
export type CustomInput = "when" | "delay" | "image" | "action" | "resourceCard" | "serverChoice";

export type Field =
  | TextField
  | CopyField
  | NumberField
  | CheckboxField
  | DateField
  | ShownField
  | TitleField
  | ChoiceField
  | IconChoiceField<string, boolean, unknown>
  | GroupField
  | ListField
  | FixedField
  | OptionalChoiceField
  | MultiselectField
  | EntryField
  | CustomField
  | BlocksField;

export type FieldMap = Readonly<Record<string, Field>>;

/**
 * A list of blocks, each of one of the kinds in `blocks` (a group each, its label the kind's name):
 * the file stores a block as `{ "discriminant": "<kind>", "value": { ...its fields } }`, and the
 * build reads it as `{ kind: "<kind>", ...its fields }`.
 */
export interface BlocksField<Blocks extends BlockMap = BlockMap> extends Words {
  kind: "blocks";
  blocks: Blocks;
  /** What names a block in the editor's list, from its kind's label and its stored values. */
  itemLabel?: (label: string, block: never) => string;
}

export type BlockMap = Readonly<Record<string, GroupField>>;

/** An item's stored values, as a list's `itemLabel` reads them. */
export type ValueOf<F extends Field> =
  F extends GroupField<infer Fields>
    ? { [Key in keyof Fields]: ValueOf<Fields[Key]> }
    : F extends NumberField
      ? number | null
      : F extends CheckboxField
        ? boolean
        : F extends ListField | ShownField | BlocksField
          ? unknown
          : F extends CustomField<infer Rule>
            ? z.input<Rule>
            : string;

export const text = (
  words: Words & Pick<TextField, "pattern" | "length" | "named">,
): TextField<false> => ({
  kind: "text",
  multiline: false,
  optional: false,
  ...words,
});
export const paragraph = (words: Words & Pick<TextField, "named">): TextField<false> => ({
  kind: "text",
  multiline: true,
  optional: false,
  ...words,
});
/** A line the owner may leave empty (the file then leaves it out). */
export const optionalText = (
  words: Words & Pick<TextField, "named" | "pattern">,
): TextField<true> => ({
  kind: "text",
  multiline: false,
  optional: true,
  ...words,
});
export const optionalParagraph = (words: Words): TextField<true> => ({
  kind: "text",
  multiline: true,
  optional: true,
  ...words,
});
/** A line of copy. */
export const copyLine = (words: Words & Pick<CopyField, "printed">): CopyField<false> => ({
  kind: "copy",
  multiline: false,
  optional: false,
  ...words,
});
/** Copy of one or more paragraphs. */
export const copy = (words: Words & Pick<CopyField, "printed">): CopyField<false> => ({
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
export const number = (
  words: Words & Pick<NumberField, "min" | "max" | "message" | "rangeMessage" | "default">,
): NumberField<false> => ({
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
export const date = (words: Words & Pick<DateField, "yaml">): DateField<false> => ({
  kind: "date",
  optional: false,
  ...words,
});
export const optionalDate = (words: Words & Pick<DateField, "yaml">): DateField<true> => ({
  kind: "date",
  optional: true,
  ...words,
});
export const shown = <const Fields extends FieldMap>(
  fields: Fields,
  words: Words & Pick<ShownField, "partLabel">,
): ShownField<Fields> => ({ kind: "shown", fields, ...words });
export const title = (words: Words & Pick<TitleField, "id" | "named">): TitleField => ({
  kind: "title",
  ...words,
});
export const choice = <const Value extends string>(
  values: readonly [Value, ...Value[]],
  words: Words & Partial<Pick<ChoiceField<NoInfer<Value>>, "default" | "message" | "labels">>,
): ChoiceField<Value> => ({
  kind: "choice",
  values,
  default: words.default ?? values[0],
  ...words,
});
type IconReading<Name extends string, Read> = Pick<
  IconChoiceField<Name, boolean, Read>,
  "message"
> & {
  readAs?: { readonly [Key in Name]: Read };
};
// NoInfer on the result: inside a declaration, the expected Field would otherwise make `Read` unknown.
export const icon = <const Name extends string, Read = Name>(
  set: IconSet,
  values: readonly [Name, ...Name[]],
  words: Words & { default: NoInfer<Name> } & IconReading<Name, Read>,
): IconChoiceField<Name, false, NoInfer<Read>> => ({
  kind: "icon",
  set,
  values,
  optional: false,
  ...words,
});
/** An icon the file may leave out; its picker shows the label alone, no help. */
export const optionalIcon = <const Name extends string, Read = Name>(
  set: IconSet,
  values: readonly [Name, ...Name[]],
  words: Pick<Words, "label"> & IconReading<Name, Read>,
): IconChoiceField<Name, true, NoInfer<Read>> => ({
  kind: "icon",
  set,
  values,
  optional: true,
  ...words,
});
export const group = <const Fields extends FieldMap>(
  fields: Fields,
  words: Words & { layout?: number[] },
): GroupField<Fields> => ({ kind: "group", fields, ...words });
export const blocks = <const Blocks extends BlockMap>(
  blocks: Blocks,
  words: Words & { itemLabel?: (label: string, block: ValueOf<Blocks[keyof Blocks]>) => string },
): BlocksField<Blocks> => ({ kind: "blocks", blocks, ...words });
export const list = <Item extends Field>(
  item: Item,
  words: Words &
    Pick<ListField, "min" | "max" | "message"> & { itemLabel?: (item: ValueOf<Item>) => string },
): ListField<Item> => ({ kind: "list", item, ...words });
export const fixed = <Rule extends z.ZodTypeAny>(
  rule: Rule,
  words: Words &
    Pick<FixedField, "refusal" | "hidden"> & { show?: (value: z.output<Rule>) => string },
): FixedField<Rule> => ({ kind: "fixed", rule, ...words });
export const optionalChoice = <const Value extends string | number>(
  values: readonly [Value, ...Value[]],
  words: Words & Partial<Pick<OptionalChoiceField<Value>, "none">>,
): OptionalChoiceField<Value> => ({ kind: "optionalChoice", values, none: "None", ...words });
export const multiselect = <const Value extends string>(
  options: readonly [Option<Value>, ...Option<Value>[]],
  words: Words,
): MultiselectField<Value> => ({ kind: "multiselect", options, ...words });
/** An entry of the editor's `collection`, which must be chosen. */
export const entry = (collection: string, words: Words): EntryField => ({
  kind: "entry",
  collection,
  ...words,
});
/** An entry of the editor's `collection`, or none. */
export const optionalEntry = (collection: string, words: Words): EntryField => ({
  ...entry(collection, words),
  optional: true,
});
export const custom = <Rule extends z.ZodTypeAny>(
  input: CustomInput,
  rule: Rule,
  words: Words & { settings?: unknown },
): CustomField<Rule> => ({ kind: "custom", input, rule, ...words });
