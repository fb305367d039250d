/**
 * The content editor's field for copy that may state figures set elsewhere: the file keeps each
 * figure as a token (`{{pricing.implementation.price}}`, src/lib/tokens.ts), the owner reads and
 * edits its current value ("$4,900") and, under the field, where it is set, with a link there.
 * Editing maps back to the stored text without losing a figure the edit did not touch
 * (copy-edit.ts). Otherwise it behaves as Keystatic's own text field (`fields.text`): its label,
 * description, one line or several, the stored text checked with the same rules (required, a
 * pattern) and the error shown once the field is left or a save is tried.
 */

import { VStack } from "@keystar/ui/layout";
import { TextLink } from "@keystar/ui/link";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useId, useRef, useState } from "react";
import { copyFigures, editCopy, shownCopy } from "./copy-edit";
import { currentFacts, useFacts } from "./facts/live";
import { figureNote } from "./facts/origins";

export interface CopyInputProps {
  label: string;
  description?: string;
  multiline?: boolean;
  /** The stored text, tokens and all. */
  value: string;
  onChange: (stored: string) => void;
  onBlur?: () => void;
  isRequired?: boolean;
  errorMessage?: string;
  autoFocus?: boolean;
}

/** A text box showing copy with its figures as values, and under it where each is set. */
export function CopyInput({
  label,
  description,
  multiline = false,
  value,
  onChange,
  onBlur,
  isRequired,
  errorMessage,
  autoFocus,
}: CopyInputProps) {
  const facts = useFacts();
  const notesId = useId();
  const input = useRef<HTMLInputElement>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const notes = copyFigures(value, facts).flatMap(({ name, shown, lower }) => {
    const note = figureNote(name, shown, lower);
    return note ? [{ name, ...note }] : [];
  });
  const common = {
    label,
    description,
    value: shownCopy(value, facts),
    // Where the cursor is after the edit tells which of repeated characters were typed.
    onChange: (shown: string) => {
      const caret = (multiline ? area : input).current?.selectionEnd ?? undefined;
      onChange(editCopy(value, shown, facts, caret));
    },
    onBlur,
    isRequired,
    errorMessage,
    autoFocus,
    "aria-describedby": notes.length > 0 ? notesId : undefined,
  };
  return (
    <VStack gap="regular">
      {multiline ? <TextArea ref={area} {...common} /> : <TextField ref={input} {...common} />}
      {notes.length > 0 && (
        <ul id={notesId} style={{ margin: 0, padding: 0, listStyle: "none" }}>
          {notes.map(({ name, shown, what, after, link, href }) => (
            <li key={name}>
              <Text size="small" color="neutralSecondary">
                {shown} is{" "}
                <Text size="small" color="neutral" weight="medium">
                  {what}
                </Text>
                {after}
                <TextLink href={href}>{link}</TextLink>
              </Text>
            </li>
          ))}
        </ul>
      )}
    </VStack>
  );
}

/** Copy as the owner reads it, for the labels of a list's items: figures as their values. */
export const shownText = (stored: string) => shownCopy(stored, currentFacts());

export interface CopyFieldOptions {
  label: string;
  description?: string;
  multiline?: boolean;
  validation?: {
    isRequired?: boolean;
    /** The rule for the stored text, tokens and all, and the message when it fails. */
    pattern?: { regex: RegExp; message: string };
  };
}

/** Keystatic's text field's checks: its wording for an empty field, then the pattern's. */
function problemOf(value: string, { label, validation = {} }: CopyFieldOptions) {
  if (validation.isRequired && value.length === 0) return `${label} must not be empty`;
  const { pattern } = validation;
  if (pattern && !pattern.regex.test(value)) return pattern.message;
  return undefined;
}

function parse(value: FormFieldStoredValue): string {
  if (value === undefined) return "";
  if (typeof value !== "string") throw new Error("Must be a string");
  return value;
}

/** A text field for copy, stored as `fields.text` stores it: the text, or nothing when empty. */
export function copyField(options: CopyFieldOptions): BasicFormField<string> {
  const { label, description, multiline = false, validation = {} } = options;
  const validate = (value: string) => {
    const problem = problemOf(value, options);
    if (problem !== undefined) throw new Error(problem);
    return value;
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [blurred, setBlurred] = useState(false);
      return (
        <CopyInput
          label={label}
          description={description}
          multiline={multiline}
          value={value}
          onChange={onChange}
          onBlur={() => setBlurred(true)}
          isRequired={validation.isRequired}
          errorMessage={forceValidation || blurred ? problemOf(value, options) : undefined}
          autoFocus={autoFocus}
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
