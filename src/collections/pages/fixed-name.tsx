/**
 * A name the owner sees but does not change (which of the ROI calculator's fields an entry words):
 * the calculator reads each of its fields once, so the editor neither renames one nor adds a new
 * one (an added entry has no name and is refused).
 */

import { TextField } from "@keystar/ui/text-field";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";

export function fixedName({
  label,
  description,
  names,
}: {
  label: string;
  description: string;
  names: readonly string[];
}): BasicFormField<string> {
  const parse = (value: FormFieldStoredValue) => {
    if (value === undefined) return "";
    if (typeof value !== "string" || !names.includes(value)) {
      throw new Error(`${label} must be one of: ${names.join(", ")}`);
    }
    return value;
  };
  const validate = (value: string) => {
    if (!names.includes(value)) {
      throw new Error(`${label}: only the calculator's own fields (${names.join(", ")})`);
    }
    return value;
  };
  return {
    kind: "form",
    label,
    Input({ value }) {
      return (
        <TextField
          label={label}
          description={description}
          value={value || "(none: remove this entry)"}
          isReadOnly
        />
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}
