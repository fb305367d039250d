/**
 * The build's reading of a declaration (./fields.ts): the zod schema a stored record must pass.
 * Objects are strict, so a field the declaration does not name fails the build. Each schema
 * carries its field's help (or label) as its description.
 */
import { z } from "astro/zod";
import { copyText, optionalCopyText } from "../copy-text";
import { requiredText, shownIf } from "../schema-rules";
import type {
  CheckboxField,
  ChoiceField,
  CopyField,
  CustomField,
  DateField,
  Field,
  FieldMap,
  FixedField,
  GroupField,
  IconChoiceField,
  ListField,
  NumberField,
  ShownField,
  TextField,
  TitleField,
} from "./fields";

type Maybe<Rule extends z.ZodTypeAny, Optional> = Optional extends true
  ? z.ZodOptional<Rule>
  : Rule;

/** The zod type a field declaration gives. */
export type RuleOf<F extends Field> =
  F extends TextField<infer Optional>
    ? Maybe<z.ZodString, Optional>
    : F extends CopyField<infer Optional>
      ? Optional extends true
        ? typeof optionalCopyText
        : typeof copyText
      : F extends NumberField<infer Optional>
        ? Maybe<z.ZodNumber, Optional>
        : F extends CheckboxField
          ? z.ZodBoolean
          : F extends DateField<infer Optional>
            ? Maybe<typeof isoDay, Optional>
            : F extends ShownField<infer Fields>
              ? z.ZodType<z.output<RecordRule<Fields>> | undefined, z.ZodTypeDef, unknown>
              : F extends TitleField
                ? z.ZodString
                : F extends ChoiceField<infer Value> | IconChoiceField<infer Value>
                  ? z.ZodEnum<[Value, ...Value[]]>
                  : F extends GroupField<infer Fields>
                    ? RecordRule<Fields>
                    : F extends ListField<infer Item>
                      ? z.ZodArray<RuleOf<Item>>
                      : F extends FixedField<infer Rule> | CustomField<infer Rule>
                        ? Rule
                        : never;

export type RecordRule<Fields extends FieldMap> = z.ZodObject<
  { [Key in keyof Fields]: RuleOf<Fields[Key]> },
  "strict"
>;

/** A day as the editor stores it: YYYY-MM-DD, a real date. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((day) => !Number.isNaN(Date.parse(day)), "must be a real date");

const maybe = (rule: z.ZodTypeAny, optional: boolean) => (optional ? rule.optional() : rule);

function textRule({ pattern }: TextField): z.ZodTypeAny {
  return pattern ? z.string().regex(pattern.regex, `must ${pattern.must}`) : requiredText;
}

function numberRule({ min, max }: NumberField): z.ZodTypeAny {
  const whole = z.number().int();
  const atLeast = min === undefined ? whole : whole.min(min);
  return max === undefined ? atLeast : atLeast.max(max);
}

function ruleOf(field: Field): z.ZodTypeAny {
  switch (field.kind) {
    case "text":
      return maybe(textRule(field), field.optional);
    case "copy":
      return field.optional ? optionalCopyText : copyText;
    case "number":
      return maybe(numberRule(field), field.optional);
    case "checkbox":
      return z.boolean();
    case "date":
      return maybe(isoDay, field.optional);
    case "shown":
      return shownIf(recordRule(field.fields));
    case "title":
      return requiredText;
    case "choice":
    case "icon": {
      const message = field.kind === "choice" ? field.message : undefined;
      return z.enum(field.values, message ? { errorMap: () => ({ message }) } : undefined);
    }
    case "group":
      return recordRule(field.fields);
    case "list": {
      const items = z.array(ruleOf(field.item));
      if (field.min !== undefined && field.min === field.max) return items.length(field.min);
      const atLeast = field.min === undefined ? items : items.min(field.min);
      return field.max === undefined ? atLeast : atLeast.max(field.max);
    }
    case "fixed":
    case "custom":
      return field.rule;
  }
}

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
