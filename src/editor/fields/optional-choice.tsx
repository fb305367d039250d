/**
 * The editor's input for an optional choice (src/collections/model/fields.ts): Keystatic's select
 * always stores a value, and only text, so this one offers `none` first and leaves the key out of
 * the file when it is chosen; a value is stored as declared, a number as a number.
 */

import { Item, Picker } from "@keystar/ui/picker";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import type { ChoiceField } from "~/collections/model/fields";

type Value = string | number;

export function optionalChoiceField({
  label,
  help,
  values,
  none = "None",
}: ChoiceField): BasicFormField<Value | ""> & { options: readonly { value: Value }[] } {
  const items = [
    { key: "", label: none },
    ...values.map((value) => ({ key: String(value), label: String(value) })),
  ];
  const parse = (stored: FormFieldStoredValue): Value | "" => {
    if (stored === undefined) return "";
    const chosen = values.find((value) => value === stored);
    if (chosen === undefined) throw new Error(`${label} must be one of: ${values.join(", ")}`);
    return chosen;
  };
  return {
    kind: "form",
    label,
    options: values.map((value) => ({ value })),
    Input({ value, onChange }) {
      return (
        <Picker
          label={label}
          description={help}
          items={items}
          selectedKey={String(value)}
          onSelectionChange={(key) => onChange(values.find((each) => String(each) === key) ?? "")}
        >
          {(item) => <Item key={item.key}>{item.label}</Item>}
        </Picker>
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate: (value) => value,
    reader: { parse },
  };
}
