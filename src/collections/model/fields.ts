/**
 * One declaration per content type: a record's fields as data, with the words the owner reads
 * (label and help) beside the rule the build enforces. ./rules.ts reads a declaration as the
 * build's schema (zod), src/editor/model.ts as the editor's fields (Keystatic), so the two cannot
 * drift apart. Each kind says what the build checks and what the editor shows; a `message` left
 * out is zod's own. A plain module: no Keystatic, no React, no `node:*`.
 */
import type { z } from "astro/zod";

/** What the owner reads beside a field: the build describes the field's schema with it too. */
export interface Words {
  label: string;
  /** One or two sentences under the label: what the field is for, with an example. */
  help?: string;
}

/** Words, and whether the file may omit the field (read as undefined, absent from a new item). */
interface MayBeLeftOut<Optional extends boolean> extends Words {
  optional: Optional;
}
// NoInfer on a constructor's result: inside a declaration, the expected Field would otherwise make
// `Optional` boolean (and an icon's `Read` unknown).
type LeftOut<Optional extends boolean> = { optional?: Optional };

/**
 * Plain text. Build: trimmed, not empty ("must not be empty"; "title is empty" when `named`), or
 * matching `pattern` alone; optional text may be left out. Editor: a line or a box (`multiline`)
 * that refuses the same, and only spaces.
 */
export interface TextField<Optional extends boolean = boolean> extends MayBeLeftOut<Optional> {
  kind: "text";
  multiline: boolean;
  /** What the text must look like instead; `must` ends the message: "must be an email address". */
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
 * The owner's copy: text that may use a figure set elsewhere (`{{claims.hoursSavedWeekly}}`).
 * Build: not blank, every token a known fact, read with the figures filled in (../copy-text.ts).
 * Editor: the copy input (src/editor/fields/copy-field.tsx), which shows each figure as its value.
 */
export interface CopyField<Optional extends boolean = boolean> extends MayBeLeftOut<Optional> {
  kind: "copy";
  multiline: boolean;
  /**
   * Printed in the guide's PDFs too: required, one line in the file, every character one the PDFs'
   * font draws (Western European; ./printed.ts).
   */
  printed?: boolean;
}

/** A whole number. Build and editor: within `min` and `max` when given. */
export interface NumberField<Optional extends boolean = boolean> extends MayBeLeftOut<Optional> {
  kind: "number";
  min?: number;
  max?: number;
  /** The build's message for a value that is not a number. */
  message?: string;
  /** The build's message for a number below `min` or above `max`. */
  rangeMessage?: string;
  /** The number a new item starts with in the editor; none when left out. */
  default?: number;
}

/** Yes or no: a checkbox, `default` for a new item. */
export interface CheckboxField extends Words {
  kind: "checkbox";
  default: boolean;
}

/**
 * A day, stored YYYY-MM-DD: the editor shows a date picker, the build checks it is a real day. An
 * unquoted day in YAML frontmatter reads as a Date (UTC midnight): the build takes it as its day.
 */
export interface DateField<Optional extends boolean = boolean> extends MayBeLeftOut<Optional> {
  kind: "date";
}

/**
 * An entry's name, which also names its file (`id`: what the file name is for). Build: required
 * text, as a text field's. Editor: the name, with its file name under it.
 */
export interface TitleField extends Words {
  kind: "title";
  id: Words;
  /** The field's name in the build's messages, as a text field's. */
  named?: string;
}

/**
 * One of `values`, stored as it is: the build refuses any other. A required choice is Keystatic's
 * select, starting at `default` (else the first value); an optional one, which the select cannot
 * store (nor a number), has an input of its own (src/editor/fields/optional-choice.tsx): it offers
 * `none` first, what leaving it out means ("None", "3 (usual)"), and then leaves the key out.
 */
export interface ChoiceField<
  Value extends string | number = string | number,
  Optional extends boolean = boolean,
> extends MayBeLeftOut<Optional> {
  kind: "choice";
  values: readonly [Value, ...Value[]];
  default?: Value;
  none?: string;
  /** The build's message for a value not in the list (a required choice's). */
  message?: string;
  /** The words the editor's select shows for a value, where they are not the value itself. */
  labels?: Readonly<Partial<Record<Value, string>>>;
}

/**
 * One of a set of drawn icons, stored by name: the build checks the name is one of `values`, the
 * editor shows the pictures of `set`. An optional icon's picker shows its label alone, no help.
 */
export interface IconChoiceField<
  Name extends string = string,
  Optional extends boolean = boolean,
  Read = Name,
> extends MayBeLeftOut<Optional> {
  kind: "icon";
  set: IconSet;
  values: readonly [Name, ...Name[]];
  /** The icon a new item starts with, when the icon is required; the first when left out. */
  default?: Name;
  /** What the build reads each name as (the site's own icons: their components); else the name. */
  readAs?: { readonly [Key in Name]: Read };
  /** The build's message for a name not in `values`. */
  message?: string;
}

/** The icon sets the editor can draw (src/editor/model.ts holds their pictures). */
export type IconSet = "events" | "caseStudies" | "ui";

/** Any of `options`, ticked in any order; the file stores their values as a list. */
export interface MultiselectField<Value extends string = string> extends Words {
  kind: "multiselect";
  options: readonly [Option<Value>, ...Option<Value>[]];
}

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/**
 * Fields under a heading: the build takes these fields and no other. An optional group the owner
 * may show or not: a checkbox, the fields under it when ticked; the file stores `{ "discriminant":
 * false }`, or `true` with the fields in `value`, which the build reads (or undefined).
 */
export interface GroupField<Fields extends FieldMap = FieldMap, Optional extends boolean = boolean>
  extends MayBeLeftOut<Optional> {
  kind: "group";
  fields: Fields;
  /** Columns of a 12-column row, one per field, where the fields are short. */
  layout?: number[];
  /** The heading over an optional group's fields once shown, where they need one of their own. */
  partLabel?: string;
}

/** Items of one kind, in order: the editor adds, removes and reorders them. */
export interface ListField<Item extends Field = Field> extends Words {
  kind: "list";
  item: Item;
  min?: number;
  max?: number;
  /** The build's message for too few or too many items. */
  message?: string;
  /** What names an item in the editor's list, from its stored values: by default its text. */
  itemLabel?: (item: never) => string;
}

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

export type BlockMap = Readonly<Record<string, GroupField<FieldMap, false>>>;

/**
 * A value the owner sees but does not change (an address the build writes to): kept as stored,
 * checked with `rule` by both; `refusal` says what to do instead of adding one.
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
 * An entry of another collection of the editor's (an article), chosen in a list and stored by its
 * file name; the build requires one, or takes none (null or blank) when `optional`.
 */
export interface EntryField extends Words {
  kind: "entry";
  collection: string;
  optional?: boolean;
}

/** A field with its own input in the editor (`input`: src/editor/model.ts) and its own rule. */
export interface CustomField<Rule extends z.ZodTypeAny = z.ZodTypeAny> extends Words {
  kind: "custom";
  input: CustomInput;
  rule: Rule;
  /** What the input needs besides the words (its choices, say). */
  settings?: unknown;
}

export type CustomInput = "when" | "delay" | "image" | "action" | "resourceCard" | "serverChoice";

export type Field =
  | TextField
  | CopyField
  | NumberField
  | CheckboxField
  | DateField
  | TitleField
  | ChoiceField
  | IconChoiceField<string, boolean, unknown>
  | MultiselectField
  | GroupField
  | ListField
  | BlocksField
  | FixedField
  | EntryField
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
        : F extends ListField | BlocksField
          ? unknown
          : F extends CustomField<infer Rule>
            ? z.input<Rule>
            : string;

type TextOptions = Omit<TextField, "kind" | "multiline" | "optional">;

/** A line of text. */
export const text = <const Optional extends boolean = false>(
  words: TextOptions & LeftOut<Optional>,
): TextField<NoInfer<Optional>> => ({
  kind: "text",
  multiline: false,
  optional: false as Optional,
  ...words,
});
/** Text of one or more paragraphs. */
export const paragraph = <const Optional extends boolean = false>(
  words: TextOptions & LeftOut<Optional>,
): TextField<NoInfer<Optional>> => ({ ...text(words), multiline: true });
/** A line of copy. */
export const copyLine = <const Optional extends boolean = false>(
  words: Words & Pick<CopyField, "printed"> & LeftOut<Optional>,
): CopyField<NoInfer<Optional>> => ({
  kind: "copy",
  multiline: false,
  optional: false as Optional,
  ...words,
});
/** Copy of one or more paragraphs. */
export const copy = <const Optional extends boolean = false>(
  words: Words & Pick<CopyField, "printed"> & LeftOut<Optional>,
): CopyField<NoInfer<Optional>> => ({ ...copyLine(words), multiline: true });
export const number = <const Optional extends boolean = false>(
  words: Omit<NumberField, "kind" | "optional"> & LeftOut<Optional>,
): NumberField<NoInfer<Optional>> => ({ kind: "number", optional: false as Optional, ...words });
export const checkbox = (words: Words & { default?: boolean }): CheckboxField => ({
  kind: "checkbox",
  default: false,
  ...words,
});
export const date = <const Optional extends boolean = false>(
  words: Words & LeftOut<Optional>,
): DateField<NoInfer<Optional>> => ({ kind: "date", optional: false as Optional, ...words });
export const title = (words: Omit<TitleField, "kind">): TitleField => ({ kind: "title", ...words });
/** Numbers only for an optional choice: Keystatic's select stores text. */
export const choice = <
  const Optional extends boolean = false,
  const Value extends Optional extends true ? string | number : string = string,
>(
  values: readonly [Value, ...Value[]],
  words: Omit<ChoiceField<NoInfer<Value>>, "kind" | "values" | "optional"> & LeftOut<Optional>,
): ChoiceField<Value, NoInfer<Optional>> => ({
  kind: "choice",
  values,
  optional: false as Optional,
  ...words,
});
export const icon = <
  const Name extends string,
  Read = Name,
  const Optional extends boolean = false,
>(
  set: IconSet,
  values: readonly [Name, ...Name[]],
  words: Words & { default?: NoInfer<Name>; readAs?: { readonly [Key in Name]: Read } } & Pick<
      IconChoiceField<Name>,
      "message"
    > &
    LeftOut<Optional>,
): IconChoiceField<Name, NoInfer<Optional>, NoInfer<Read>> => ({
  kind: "icon",
  set,
  values,
  optional: false as Optional,
  ...words,
});
export const multiselect = <const Value extends string>(
  options: readonly [Option<Value>, ...Option<Value>[]],
  words: Words,
): MultiselectField<Value> => ({ kind: "multiselect", options, ...words });
export const group = <const Fields extends FieldMap, const Optional extends boolean = false>(
  fields: Fields,
  words: Omit<GroupField, "kind" | "fields" | "optional"> & LeftOut<Optional>,
): GroupField<Fields, NoInfer<Optional>> => ({
  kind: "group",
  fields,
  optional: false as Optional,
  ...words,
});
export const list = <Item extends Field>(
  item: Item,
  words: Words &
    Pick<ListField, "min" | "max" | "message"> & { itemLabel?: (item: ValueOf<Item>) => string },
): ListField<Item> => ({ kind: "list", item, ...words });
export const blocks = <const Blocks extends BlockMap>(
  blocks: Blocks,
  words: Words & { itemLabel?: (label: string, block: ValueOf<Blocks[keyof Blocks]>) => string },
): BlocksField<Blocks> => ({ kind: "blocks", blocks, ...words });
export const fixed = <Rule extends z.ZodTypeAny>(
  rule: Rule,
  words: Omit<FixedField, "kind" | "rule" | "show"> & { show?: (value: z.output<Rule>) => string },
): FixedField<Rule> => ({ kind: "fixed", rule, ...words });
export const entry = (
  collection: string,
  words: Omit<EntryField, "kind" | "collection">,
): EntryField => ({ kind: "entry", collection, ...words });
export const custom = <Rule extends z.ZodTypeAny>(
  input: CustomInput,
  rule: Rule,
  words: Omit<CustomField, "kind" | "input" | "rule">,
): CustomField<Rule> => ({ kind: "custom", input, rule, ...words });
