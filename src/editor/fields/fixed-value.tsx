/**
 * A value the owner sees but does not change: which of the ROI calculator's fields an entry words,
 * a page's address, a menu's or a blog category's name. The build and other files find things by
 * these values (a page's menu, an article's category), so a change here would break them: the
 * field keeps the stored value as it is, checked with the build's own rule, and an entry added to
 * its list has none and is refused with `refusal`, which says what to do instead.
 */

import { TextField } from "@keystar/ui/text-field";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";

type Kept = string | number | boolean;

export function fixedValue({
  label,
  description,
  rule,
  refusal,
  shown = true,
  show = String,
}: {
  label: string;
  description?: string;
  /** The build's rule for the value; where it is optional the file may leave the value out. */
  rule: z.ZodTypeAny;
  refusal: string;
  /**
   * False for structure the owner has no use for seeing (a page's kind): kept, not drawn, except
   * for its refusal in an entry the owner added.
   */
  shown?: boolean;
  /** The value as the owner reads it (a page's name for its address). */
  show?: (value: Kept) => string;
}): BasicFormField<Kept | null> {
  const accepts = (value: Kept | null) => rule.safeParse(value ?? undefined).success;
  const parse = (value: FormFieldStoredValue) => {
    if (value === undefined) return null;
    if (!["string", "number", "boolean"].includes(typeof value) || !accepts(value as Kept)) {
      throw new Error(`${label}: ${JSON.stringify(value)} is not one the site knows`);
    }
    return value as Kept;
  };
  const validate = (value: Kept | null) => {
    if (!accepts(value)) throw new Error(refusal);
    return value;
  };
  return {
    kind: "form",
    label,
    Input({ value }) {
      // Hidden while it holds what the site knows; an entry added where none can be says why.
      if (!shown && accepts(value)) return null;
      const none = accepts(null) ? "None" : refusal;
      return (
        <TextField
          label={label}
          description={description}
          value={value === null ? none : show(value)}
          isReadOnly
        />
      );
    },
    defaultValue: () => null,
    parse,
    serialize: (value) => ({ value: value ?? undefined }),
    validate,
    reader: { parse: (value) => validate(parse(value)) },
  };
}
