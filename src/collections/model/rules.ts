/**
 * The build's reading of a declaration (./fields.ts): the zod schema a stored record must pass.
 * Objects are strict, so a field the declaration does not name fails the build. Each schema
 * carries its field's help (or label) as its description.
 */
import { z } from "astro/zod";
import { requiredText } from "../schema-rules";
import type {
  ChoiceField,
  CustomField,
  Field,
  FieldMap,
  FixedField,
  GroupField,
  IconChoiceField,
  ListField,
  TextField,
  TitleField,
} from "./fields";

/** The zod type a field declaration gives. */
export type RuleOf<F extends Field> =
  F extends TextField<infer Optional>
    ? Optional extends true
      ? z.ZodOptional<z.ZodString>
      : z.ZodString
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

function ruleOf(field: Field): z.ZodTypeAny {
  switch (field.kind) {
    case "text":
      return field.optional ? requiredText.optional() : requiredText;
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
      return field.min === undefined ? items : items.min(field.min);
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
