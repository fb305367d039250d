/**
 * The content editor's field for one of a page's buttons (`action` in
 * src/collections/page-copy/sections.ts): a contact button, the booking button or a link.
 * Keystatic's own choice field would store it as `{ "discriminant": ..., "value": ... }`; this
 * field keeps the page file's flat object (`{ "kind": "link", "label": ..., "to": ... }`), shows
 * only the kind's own parts, leaves empty optional parts out of the file and checks the whole
 * button with the build's own schema.
 */

import { Grid, VStack } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { TextField } from "@keystar/ui/text-field";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { contactIntentsSchema } from "~/collections/contact-intents/schema";
import { action } from "~/collections/page-copy/sections";
import contactIntents from "~/content/contact-intents.json" with { type: "json" };
import { SOURCE_CHOICES_PATH } from "~/lib/editor-paths";
import { CopyInput } from "./copy-field";
import { partsField } from "./parts-field";
import { ServerChoicePicker } from "./server-choice-field";

type Kind = "contact" | "booking" | "link";
type Part = "label" | "source" | "heading" | "intent" | "to" | "upcoming";
type ActionDraft = { kind: Kind } & Record<Part, string>;

const kinds: readonly { kind: Kind; label: string }[] = [
  { kind: "contact", label: "Contact form" },
  { kind: "booking", label: "Booking page" },
  { kind: "link", label: "Link" },
];

/** Each kind's parts in the file's order (the schema's), each with how the editor asks for it. */
const partsOf: Record<Kind, readonly Part[]> = {
  contact: ["label", "source", "heading", "intent"],
  booking: ["label", "source"],
  link: ["label", "to", "upcoming"],
};
const optionalParts: ReadonlySet<Part> = new Set(["heading", "intent", "upcoming"]);
/** The parts that are copy, as the schema's `text`: they may state figures set elsewhere. */
const copyParts: ReadonlySet<Part> = new Set(["label", "heading"]);

const partNames: Readonly<Record<Part, string>> = {
  label: "Button text",
  source: "Named in the inbox as",
  heading: "Form heading",
  intent: "What it asks for",
  to: "Goes to",
  upcoming: "Shown",
};
const hints: Partial<Record<Part, string>> = {
  source: "Sent with the request. A new name is added in Where requests come from.",
  heading: "Over the contact form; empty for the button text.",
  to: "A page (/pricing, /pricing#packages) or a full address.",
};

/** Each request a contact form can ask for, by the name the contact form's words give it. */
const intentItems = contactIntentsSchema
  .keyof()
  .options.map((intent) => ({ key: intent, label: contactIntents[intent].name }));
const upcomingChoices = [
  { key: "", label: "Always" },
  { key: "true", label: "While an event is upcoming" },
  { key: "false", label: "While no event is upcoming" },
] as const;

const empty = (): ActionDraft => ({
  kind: "contact",
  label: "",
  source: "",
  heading: "",
  intent: "",
  to: "",
  upcoming: "",
});

/** The file's object: the kind's parts in order, without the empty optional ones. */
function stored(draft: ActionDraft): Record<string, string | boolean> {
  const file: Record<string, string | boolean> = { kind: draft.kind };
  for (const part of partsOf[draft.kind]) {
    const value = draft[part];
    if (value === "" && optionalParts.has(part)) continue;
    file[part] = part === "upcoming" ? value === "true" : value;
  }
  return file;
}

function toDraft(value: FormFieldStoredValue): ActionDraft {
  if (value === undefined) return empty();
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("A button must be an object with a kind and a label");
  }
  const record = value as Record<string, unknown>;
  if (!kinds.some(({ kind }) => kind === record.kind)) {
    throw new Error("A button's kind must be contact, booking or link");
  }
  const draft: ActionDraft = { ...empty(), kind: record.kind as Kind };
  for (const [key, part] of Object.entries(record)) {
    if (key === "kind") continue;
    if (!partsOf[draft.kind].includes(key as Part)) {
      throw new Error(`A ${draft.kind} button has no ${key}`);
    }
    draft[key as Part] = typeof part === "boolean" ? String(part) : String(part ?? "");
  }
  return draft;
}

export function actionField({ label }: { label: string }): BasicFormField<ActionDraft> {
  return partsField({
    label,
    schema: action,
    parts: partNames,
    empty,
    toDraft,
    stored,
    render: ({ value, onChange, autoFocus, shown, touch }) => (
      <VStack gap="medium">
        <Text weight="semibold">{label}</Text>
        <Grid columns={{ mobile: "1fr", tablet: "1fr 1fr" }} gap="large" alignItems="start">
          <Picker
            label="Kind"
            items={kinds}
            selectedKey={value.kind}
            onSelectionChange={(key) => onChange({ ...value, kind: key as Kind })}
          >
            {(item) => <Item key={item.kind}>{item.label}</Item>}
          </Picker>
          {partsOf[value.kind].map((part, index) => {
            if (part === "intent") {
              return (
                <Picker
                  key={part}
                  label={partNames.intent}
                  items={[{ key: "", label: "A consultation (default)" }, ...intentItems]}
                  selectedKey={value.intent}
                  onSelectionChange={(key) => onChange({ ...value, intent: String(key) })}
                >
                  {(item) => <Item key={item.key}>{item.label}</Item>}
                </Picker>
              );
            }
            if (part === "source") {
              return (
                <ServerChoicePicker
                  key={part}
                  label={partNames.source}
                  description={hints.source}
                  path={SOURCE_CHOICES_PATH}
                  value={value.source}
                  onChange={(source) => onChange({ ...value, source })}
                  errorMessage={shown(part)}
                />
              );
            }
            if (part === "upcoming") {
              return (
                <Picker
                  key={part}
                  label={partNames.upcoming}
                  items={upcomingChoices}
                  selectedKey={value.upcoming}
                  onSelectionChange={(key) => onChange({ ...value, upcoming: String(key) })}
                >
                  {(item) => <Item key={item.key}>{item.label}</Item>}
                </Picker>
              );
            }
            const props = {
              label: partNames[part],
              description: hints[part],
              value: value[part],
              autoFocus: autoFocus && index === 0,
              isRequired: !optionalParts.has(part),
              onChange: (text: string) => onChange({ ...value, [part]: text }),
              onBlur: () => touch(part),
              errorMessage: shown(part),
            };
            // The button's words are copy: figures set elsewhere show as their values.
            return copyParts.has(part) ? (
              <CopyInput key={part} {...props} />
            ) : (
              <TextField key={part} {...props} />
            );
          })}
        </Grid>
      </VStack>
    ),
  });
}
