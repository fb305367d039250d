/**
 * An editor field of several parts checked together by one of the build's schemas (an event's When,
 * a page's button, a resource card). Keystatic checks its own fields one at a time; these show the
 * schema's message under each part once the part has been left or a save was tried, and refuse a
 * save with every message, each after its part's name as the owner reads it.
 */
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";
import { type ReactElement, useState } from "react";
import { problemsByPart } from "~/collections/schema-rules";

export interface PartsInputProps<Draft, Part extends string> {
  value: Draft;
  onChange(value: Draft): void;
  autoFocus: boolean;
  forceValidation: boolean;
  /** Every part's message from the schema, shown or not yet. */
  problems: Partial<Record<Part, string>>;
  /** Whether a part's message shows: the part was left, or a save was tried. */
  revealed(part: Part): boolean;
  /** The part's message when it shows. */
  shown(part: Part): string | undefined;
  /** Marks a part as left. */
  touch(part: Part): void;
}

export interface PartsFieldOptions<Draft extends {}, Part extends string> {
  label: string;
  /** The build's schema of the stored value. */
  schema: z.ZodTypeAny;
  /** Each part's name as the owner reads it; the first names a problem of the whole value. */
  parts: Readonly<Record<Part, string>>;
  empty(): Draft;
  /** The stored value as the input's draft; throws on a value the field cannot show. */
  toDraft(value: FormFieldStoredValue): Draft;
  /** The draft as the file stores it. */
  stored(draft: Draft): FormFieldStoredValue;
  /** Draws the parts (a render function: the field's Input keeps the state). */
  render(props: PartsInputProps<Draft, Part>): ReactElement;
}

export function partsField<Draft extends {}, Part extends string>({
  label,
  schema,
  parts,
  empty,
  toDraft,
  stored,
  render,
}: PartsFieldOptions<Draft, Part>): BasicFormField<Draft> {
  const [firstPart] = Object.keys(parts) as Part[];
  const problemsOf = (draft: Draft) =>
    problemsByPart<Part>(schema, stored(draft), firstPart as Part);
  const validate = (draft: Draft) => {
    const messages = Object.entries(problemsOf(draft)).map(
      ([part, message]) => `${parts[part as Part]}: ${message}`,
    );
    if (messages.length > 0) throw new Error(messages.join("; "));
    return draft;
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [touched, setTouched] = useState<ReadonlySet<Part>>(new Set());
      const problems = problemsOf(value);
      const revealed = (part: Part) => forceValidation || touched.has(part);
      return render({
        value,
        onChange,
        autoFocus,
        forceValidation,
        problems,
        revealed,
        shown: (part) => (revealed(part) ? problems[part] : undefined),
        touch: (part) => setTouched(new Set(touched).add(part)),
      });
    },
    defaultValue: empty,
    parse: toDraft,
    serialize: (draft) => ({ value: stored(draft) }),
    validate,
    reader: { parse: (value) => validate(toDraft(value)) },
  };
}
