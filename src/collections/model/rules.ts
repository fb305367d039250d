/**
 * The build's reading of a declaration (./fields.ts): the zod schema a stored record must pass,
 * strict (a field the declaration does not name fails), each field described by its help or label.
 */
import { z } from "astro/zod";
import { copyText } from "../copy-text";
import { dayOf, isRealDay, requiredText } from "../schema-rules";
import type {
  BlockMap,
  BlocksField,
  CheckboxField,
  ChoiceField,
  CopyField,
  CustomField,
  DateField,
  EntryField,
  Field,
  FieldMap,
  FixedField,
  GroupField,
  IconChoiceField,
  ListField,
  MultiselectField,
  NumberField,
  TextField,
  TitleField,
} from "./fields";
import { printedText } from "./printed";

/** The zod type a field declaration gives: what it reads, or undefined where it may be left out. */
export type RuleOf<F extends Field> = F extends { optional: true }
  ? z.ZodOptional<RequiredRuleOf<F>>
  : RequiredRuleOf<F>;

type RequiredRuleOf<F extends Field> = F extends TextField | TitleField | EntryField
  ? z.ZodString
  : F extends CopyField
    ? typeof copyText | typeof printedText
    : F extends NumberField
      ? z.ZodNumber
      : F extends CheckboxField
        ? z.ZodBoolean
        : F extends DateField
          ? typeof realDay
          : F extends ChoiceField<infer Value>
            ? z.ZodType<Value, z.ZodTypeDef, unknown>
            : F extends IconChoiceField<infer Value, boolean, unknown>
              ? IconRule<Value, NonNullable<F["readAs"]>[Value]>
              : F extends GroupField<infer Fields>
                ? RecordRule<Fields>
                : F extends ListField<infer Item>
                  ? z.ZodArray<RuleOf<Item>>
                  : F extends FixedField<infer Rule> | CustomField<infer Rule>
                    ? Rule
                    : F extends MultiselectField<infer Value>
                      ? z.ZodArray<z.ZodEnum<[Value, ...Value[]]>>
                      : F extends BlocksField<infer Blocks>
                        ? z.ZodArray<BlockRule<Blocks>>
                        : never;

/** A block as the build reads it: its kind beside its fields. */
type BlockRule<Blocks extends BlockMap> = z.ZodType<
  { [Kind in keyof Blocks]: { kind: Kind } & z.output<RuleOf<Blocks[Kind]>> }[keyof Blocks],
  z.ZodTypeDef,
  unknown
>;

export type RecordRule<Fields extends FieldMap> = z.ZodObject<
  { [Key in keyof Fields]: RuleOf<Fields[Key]> },
  "strict"
>;

const realDay = z.union([z.date(), z.string()]).transform((value, context) => {
  const day = value instanceof Date ? dayOf(value) : value;
  if (!isRealDay(day)) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `must be a date written YYYY-MM-DD, got "${String(value)}"`,
    });
    return z.NEVER;
  }
  return day;
});

const maybe = (rule: z.ZodTypeAny, optional: boolean) => (optional ? rule.optional() : rule);

function sayingText(named: string | undefined) {
  if (named === undefined) return requiredText;
  return z
    .string({ required_error: `${named} is required` })
    .trim()
    .min(1, `${named} is empty`);
}

function textRule({ pattern, length, named }: TextField): z.ZodTypeAny {
  if (pattern) return z.string().regex(pattern.regex, `must ${pattern.must}`);
  const saying = sayingText(named);
  return length ? saying.min(length.min, length.message).max(length.max, length.message) : saying;
}

/** An optional group as the file stores it; absent reads as not shown. */
const shownIf = <Fields extends z.AnyZodObject>(fields: Fields) =>
  z
    .discriminatedUnion("discriminant", [
      z.strictObject({ discriminant: z.literal(false) }),
      z.strictObject({ discriminant: z.literal(true), value: fields }),
    ])
    .optional()
    .transform((group): z.output<Fields> | undefined =>
      group && "value" in group ? (group.value as z.output<Fields>) : undefined,
    );

function numberRule({ min, max, message, rangeMessage }: NumberField): z.ZodTypeAny {
  const whole = z.number({ invalid_type_error: message }).int();
  const atLeast = min === undefined ? whole : whole.min(min, rangeMessage);
  return max === undefined ? atLeast : atLeast.max(max, rangeMessage);
}

type IconRule<Name extends string, Read> = [Read] extends [Name]
  ? z.ZodEnum<[Name, ...Name[]]>
  : z.ZodEffects<z.ZodEnum<[Name, ...Name[]]>, Read>;

/** One of `values`, with `message` for any other where it is given. */
const oneOfNames = (values: readonly [string, ...string[]], message: string | undefined) =>
  z.enum(values, message ? { errorMap: () => ({ message }) } : undefined);

function iconRule({ values, readAs, message }: IconChoiceField<string, boolean, unknown>) {
  const names = oneOfNames(values, message);
  return readAs ? names.transform((name) => readAs[name]) : names;
}

function blockRule({ blocks }: BlocksField): z.ZodTypeAny {
  const [first, ...rest] = Object.entries(blocks).map(([kind, block]) =>
    z.object({ discriminant: z.literal(kind), value: recordRule(block.fields) }).strict(),
  );
  if (!first) throw new Error("blocks of no kind");
  return z
    .discriminatedUnion("discriminant", [first, ...rest])
    .transform(({ discriminant, value }) => ({ kind: discriminant, ...value }));
}

function ruleOf(field: Field): z.ZodTypeAny {
  switch (field.kind) {
    case "text":
      return maybe(textRule(field), field.optional);
    case "copy":
      return maybe(field.printed ? printedText : copyText, field.optional);
    case "number":
      return maybe(numberRule(field), field.optional);
    case "checkbox":
      return z.boolean();
    case "date":
      return maybe(realDay, field.optional);
    case "title":
      return sayingText(field.named);
    case "choice":
      if (field.optional) return oneOf(field.values).optional();
      return oneOfNames(field.values as readonly [string, ...string[]], field.message);
    case "icon":
      return maybe(iconRule(field), field.optional);
    case "group":
      return field.optional ? shownIf(recordRule(field.fields)) : recordRule(field.fields);
    case "list": {
      const { min, max, message } = field;
      const items = z.array(ruleOf(field.item));
      if (min !== undefined && min === max) return items.length(min, message);
      const atLeast = min === undefined ? items : items.min(min, message);
      return max === undefined ? atLeast : atLeast.max(max, message);
    }
    case "fixed":
    case "custom":
      return field.rule;
    case "blocks":
      return z.array(blockRule(field));
    case "multiselect":
      return z.array(z.enum(field.options.map(({ value }) => value) as [string, ...string[]]));
    case "entry":
      // An optional entry left empty (null, or blank as an older file has it): none.
      return field.optional
        ? z
            .string()
            .nullish()
            .transform((chosen) => chosen?.trim() || undefined)
        : requiredText;
  }
}

const oneOf = ([first, ...rest]: ChoiceField["values"]) =>
  rest.reduce<z.ZodTypeAny>((either, value) => either.or(z.literal(value)), z.literal(first));

/** The schema of a record with these fields: every field as declared, and no other. */
export function recordRule<const Fields extends FieldMap>(fields: Fields): RecordRule<Fields> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [
      key,
      ruleOf(field).describe(field.help ?? field.label),
    ]),
  );
  return z.object(shape).strict() as unknown as RecordRule<Fields>;
}
