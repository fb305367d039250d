/**
 * A choice the file may leave out (a step's icon, a section's columns): Keystatic's select always
 * stores a value, and only text, so this field offers `none` ("None", or what leaving it out
 * means) as well and leaves the key out of the file when it is chosen; a value is stored as the
 * schema takes it, a number as a number.
 */

import { Item, Picker } from "@keystar/ui/picker";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";

export function optionalSelect<Value extends string | number>({
  label,
  options,
  none = "None",
}: {
  label: string;
  options: readonly Value[];
  none?: string;
}): BasicFormField<Value | ""> & { options: readonly { value: Value }[] } {
  const items = [
    { key: "", label: none },
    ...options.map((value) => ({ key: String(value), label: String(value) })),
  ];
  const parse = (value: FormFieldStoredValue): Value | "" => {
    if (value === undefined) return "";
    const chosen = options.find((option) => option === value);
    if (chosen === undefined) throw new Error(`${label} must be one of: ${options.join(", ")}`);
    return chosen;
  };
  return {
    kind: "form",
    label,
    options: options.map((value) => ({ value })),
    Input({ value, onChange }) {
      return (
        <Picker
          label={label}
          items={items}
          selectedKey={String(value)}
          onSelectionChange={(key) =>
            onChange(options.find((option) => String(option) === key) ?? "")
          }
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
