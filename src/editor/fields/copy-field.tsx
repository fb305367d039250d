/**
 * The content editor's field for copy that may state figures set elsewhere: the file keeps each
 * figure as a token (`{{pricing.implementation.price}}`, src/lib/tokens.ts), the owner reads and
 * edits its current value ("$4,900") and, under the field, where it is set, with a link there.
 * Editing maps back to the stored text without losing a figure the edit did not touch
 * (copy-edit.ts). Otherwise it behaves as Keystatic's own text field (`fields.text`): its label,
 * description, one line or several, the stored text checked with the same rules (required, a
 * pattern) and the error shown once the field is left or a save is tried.
 */

import { Button } from "@keystar/ui/button";
import { Flex, VStack } from "@keystar/ui/layout";
import { TextLink } from "@keystar/ui/link";
import { Notice } from "@keystar/ui/notice";
import { Content } from "@keystar/ui/slots";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useId, useRef, useState } from "react";
import { copyFigures, editCopy, relinkFigures, shownCopy, unlinkedFigures } from "./copy-edit";
import { figureNote, noteWords } from "./fact-origins";
import { currentFacts, useFacts } from "./live-facts";

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

type Figure = ReturnType<typeof copyFigures>[number];

/** An edit that would make figures plain text, held until the owner says which they mean. */
interface HeldEdit {
  stored: string;
  figures: Figure[];
}

/**
 * A text box showing copy with its figures as values, and under it where each is set. An edit that
 * would turn a figure into typed text is held and the owner asked first; typing a value the field
 * held as a figure makes it that figure again.
 */
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
  const [held, setHeld] = useState<HeldEdit | null>(null);
  // Every figure this field has shown since it opened: typing one's value back relinks it.
  const shownFigures = useRef(new Map<string, Figure>());
  for (const figure of copyFigures(value, facts)) shownFigures.current.set(figure.name, figure);

  const notes = copyFigures(value, facts).flatMap(({ name, shown, lower }) => {
    const note = figureNote(name, shown, lower);
    return note ? [{ name, ...note }] : [];
  });
  const common = {
    label,
    description,
    value: shownCopy(held?.stored ?? value, facts),
    // Where the cursor is after the edit tells which of repeated characters were typed.
    onChange: (shown: string) => {
      const caret = (multiline ? area : input).current?.selectionEnd ?? undefined;
      const edited = editCopy(held?.stored ?? value, shown, facts, caret);
      const stored = relinkFigures(edited, [...shownFigures.current.values()], facts);
      const figures = unlinkedFigures(value, stored, facts);
      if (figures.length > 0) return setHeld({ stored, figures });
      setHeld(null);
      if (stored !== value) onChange(stored);
    },
    onBlur,
    isRequired,
    errorMessage,
    autoFocus,
    "aria-describedby": notes.length > 0 || held ? notesId : undefined,
  };
  return (
    <VStack gap="regular">
      {multiline ? <TextArea ref={area} {...common} /> : <TextField ref={input} {...common} />}
      {held ? (
        <FigureQuestion
          id={notesId}
          figures={held.figures}
          onHereOnly={() => {
            setHeld(null);
            onChange(held.stored);
          }}
          onKeep={() => setHeld(null)}
        />
      ) : (
        notes.length > 0 && (
          <VStack
            id={notesId}
            elementType="ul"
            gap="regular"
            UNSAFE_style={{ margin: 0, padding: 0 }}
          >
            {notes.map(({ name, shown, what, after, link, href }) => (
              <li key={name} style={{ listStyle: "none" }}>
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
          </VStack>
        )
      )}
    </VStack>
  );
}

/**
 * The question an edit of a figure asks: "Use a different price here only?", what the figure is
 * and where every page takes it from, and the two answers.
 */
function FigureQuestion({
  id,
  figures,
  onHereOnly,
  onKeep,
}: {
  id: string;
  figures: Figure[];
  onHereOnly: () => void;
  onKeep: () => void;
}) {
  const prices = figures.every(({ shown }) => shown.startsWith("$"));
  const what = prices
    ? figures.length > 1
      ? "prices"
      : "price"
    : figures.length > 1
      ? "figures"
      : "figure";
  const notes = figures.flatMap(({ name, shown, lower }) => figureNote(name, shown, lower) ?? []);
  return (
    <Notice id={id} tone="caution">
      <Heading>Use a different {what} here only?</Heading>
      <Content>
        <VStack gap="large">
          {notes.map((note) => (
            <Text key={note.what}>
              {noteWords({ ...note, link: "" })}
              <TextLink href={note.href}>{note.link}</TextLink>: change it there and every page that
              states it changes with it.
            </Text>
          ))}
          <Flex gap="regular" wrap>
            <Button onPress={onHereOnly}>Use a different {what} here only</Button>
            <Button prominence="low" onPress={onKeep}>
              Keep {notes.map(({ shown }) => shown).join(" and ")}
            </Button>
          </Flex>
        </VStack>
      </Content>
    </Notice>
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
