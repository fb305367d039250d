/**
 * A choice the file may leave out (a step's icon): Keystatic's select always stores a value, so
 * this field offers "None" as well and leaves the key out of the file when it is chosen.
 */

import { Item, Picker } from "@keystar/ui/picker";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";

export function optionalSelect({
  label,
  options,
}: {
  label: string;
  options: readonly string[];
}): BasicFormField<string> & { options: readonly { value: string }[] } {
  const items = [{ key: "", label: "None" }, ...options.map((key) => ({ key, label: key }))];
  const parse = (value: FormFieldStoredValue) => {
    if (value === undefined) return "";
    if (typeof value !== "string" || !options.includes(value)) {
      throw new Error(`${label} must be one of the listed names`);
    }
    return value;
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
          selectedKey={value}
          onSelectionChange={(key) => onChange(String(key ?? ""))}
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
