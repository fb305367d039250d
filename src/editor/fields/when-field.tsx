/**
 * The content editor's "When" field for an event: the date, an optional last day and the start and
 * end times on Seattle's clock, stored as the event file's `when` object. Keystatic checks its own
 * fields one at a time, so this field checks the four together with the build's own schema
 * (src/collections/events/when.ts): an end before the start, a day that does not exist or a time
 * skipped by the clock change is refused at the field, never saved.
 */

import { Grid, VStack } from "@keystar/ui/layout";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { whenSchema } from "~/collections/events/when";
import { partsField } from "./parts-field";

type WhenDraft = Record<"date" | "lastDay" | "starts" | "ends", string>;
type Part = keyof WhenDraft;

const partNames: Readonly<Record<Part, string>> = {
  date: "Date",
  lastDay: "Last day",
  starts: "Starts (Pacific time)",
  ends: "Ends (Pacific time)",
};
const partInputs: readonly { part: Part; type: "date" | "time"; hint?: string }[] = [
  { part: "date", type: "date" },
  { part: "lastDay", type: "date", hint: "Only for an event over several days." },
  { part: "starts", type: "time" },
  { part: "ends", type: "time", hint: "Each day, for several days." },
];

const empty = (): WhenDraft => ({ date: "", lastDay: "", starts: "", ends: "" });

/** The file's object, without an empty last day. */
const stored = ({ lastDay, ...when }: WhenDraft) => ({
  date: when.date,
  ...(lastDay && { lastDay }),
  starts: when.starts,
  ends: when.ends,
});

function toDraft(value: FormFieldStoredValue): WhenDraft {
  if (value === undefined) return empty();
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

export function whenField({
  label,
  description,
}: {
  label: string;
  description: string;
}): BasicFormField<WhenDraft> {
  return partsField({
    label,
    schema: whenSchema,
    parts: partNames,
    empty,
    toDraft,
    stored,
    render: ({ value, onChange, autoFocus, shown, touch }) => (
      <VStack gap="medium">
        <Text weight="semibold">{label}</Text>
        <Text size="small" color="neutralSecondary">
          {description}
        </Text>
        <Grid columns={{ mobile: "1fr", tablet: "1fr 1fr" }} gap="large" alignItems="start">
          {partInputs.map(({ part, type, hint }, index) => (
            <TextField
              key={part}
              label={partNames[part]}
              description={hint}
              type={type}
              value={value[part]}
              autoFocus={autoFocus && index === 0}
              isRequired={part !== "lastDay"}
              onChange={(text) => onChange({ ...value, [part]: text })}
              onBlur={() => touch(part)}
              errorMessage={shown(part)}
            />
          ))}
        </Grid>
      </VStack>
    ),
  });
}
