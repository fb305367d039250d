/**
 * The content editor's "When" field for an event: the date, an optional last day and the start and
 * end times on Seattle's clock, stored as the event file's `when` object. Keystatic checks its own
 * fields one at a time, so this field checks the four together with the build's own schema
 * (when.ts): an end before the start, a day that does not exist or a time skipped by the clock
 * change is refused at the field, never saved.
 */

import { Grid, VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useState } from "react";
import { problemsByPart } from "../schema-rules";
import { whenSchema } from "./when";

type WhenDraft = Record<"date" | "lastDay" | "starts" | "ends", string>;
type Part = keyof WhenDraft;

const parts: readonly { part: Part; label: string; type: "date" | "time"; hint?: string }[] = [
  { part: "date", label: "Date", type: "date" },
  {
    part: "lastDay",
    label: "Last day",
    type: "date",
    hint: "Only for an event over several days.",
  },
  { part: "starts", label: "Starts (Pacific time)", type: "time" },
  { part: "ends", label: "Ends (Pacific time)", type: "time", hint: "Each day, for several days." },
];

const empty: WhenDraft = { date: "", lastDay: "", starts: "", ends: "" };

/** The file's object, without an empty last day. */
const stored = ({ lastDay, ...when }: WhenDraft) => ({
  date: when.date,
  ...(lastDay && { lastDay }),
  starts: when.starts,
  ends: when.ends,
});

function toDraft(value: FormFieldStoredValue): WhenDraft {
  if (value === undefined) return empty;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("When must be an object with a date, starts and ends");
  }
  const field = (part: Part) => {
    const text = (value as Record<string, unknown>)[part];
    return typeof text === "string" ? text : "";
  };
  return {
    date: field("date"),
    lastDay: field("lastDay"),
    starts: field("starts"),
    ends: field("ends"),
  };
}

/** The schema's messages for each part: the same rules as the build. */
function problemsOf(draft: WhenDraft): Partial<Record<Part, string>> {
  return problemsByPart<Part>(whenSchema, stored(draft), "date");
}

function validate(draft: WhenDraft): WhenDraft {
  const messages = Object.values(problemsOf(draft));
  if (messages.length > 0) throw new Error(messages.join("; "));
  return draft;
}

export function whenField({
  label,
  description,
}: {
  label: string;
  description: string;
}): BasicFormField<WhenDraft> {
  return {
    kind: "form",
    label,
    Input({ value, onChange, autoFocus, forceValidation }) {
      const [touched, setTouched] = useState<ReadonlySet<Part>>(new Set());
      const problems = problemsOf(value);
      return (
        <VStack gap="medium">
          <Text weight="semibold">{label}</Text>
          <Text size="small" color="neutralSecondary">
            {description}
          </Text>
          <Grid columns={{ mobile: "1fr", tablet: "1fr 1fr" }} gap="large" alignItems="start">
            {parts.map(({ part, label: partLabel, type }, index) => (
              <TextField
                key={part}
                label={partLabel}
                type={type}
                value={value[part]}
                autoFocus={autoFocus && index === 0}
                isRequired={part !== "lastDay"}
                onChange={(text) => onChange({ ...value, [part]: text })}
                onBlur={() => setTouched(new Set(touched).add(part))}
                errorMessage={forceValidation || touched.has(part) ? problems[part] : undefined}
              />
            ))}
          </Grid>
        </VStack>
      );
    },
    defaultValue: () => empty,
    parse: toDraft,
    serialize: (draft) => ({ value: stored(draft) }),
    validate,
    reader: { parse: (value) => validate(toDraft(value)) },
  };
}
