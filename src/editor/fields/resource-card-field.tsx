/**
 * The content editor's field for one card of the free guide's page's "additional resources"
 * (`resourceCard` in src/collections/page-copy/automation-guide.ts): its title, description, icon,
 * button and the PDF it offers. One field for the whole card, because its rules cross its parts: a
 * card that offers a PDF needs a contact button that asks for that PDF, and its description, the
 * PDF's lead, is printed in the PDF's font. The card is checked with the build's own schema and
 * kept as the file's flat object, the download left out when the card offers none.
 */

import { Grid, VStack } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { Text } from "@keystar/ui/typography";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { downloadId, resourceCard } from "~/collections/page-copy/automation-guide";
import { action } from "~/collections/page-copy/sections";
import { type IconName, iconNames, icons } from "~/components/ui/icons";
import { actionField } from "./action-field";
import { CopyInput } from "./copy-field";
import { IconPicker } from "./icon-field";
import { partsField } from "./parts-field";

type Part = "title" | "description" | "icon" | "action" | "download";
const partNames: Readonly<Record<Part, string>> = {
  title: "Title",
  description: "Description",
  icon: "Icon",
  action: "Button",
  download: "The PDF it offers",
};

const button = actionField({ label: "Button" });
type ButtonDraft = ReturnType<typeof button.defaultValue>;

interface CardDraft {
  title: string;
  description: string;
  icon: string;
  action: ButtonDraft;
  /** "" when the card offers no PDF. */
  download: string;
}

const empty = (): CardDraft => ({
  title: "",
  description: "",
  icon: iconNames[0],
  action: button.defaultValue(),
  download: "",
});

const downloadItems = [
  { key: "", label: "None (a link or another button)" },
  ...downloadId.options.map((id) => ({ key: id, label: id })),
];

/** The file's object: the parts in the schema's order, without an empty download. */
function stored(draft: CardDraft): Record<string, string | Record<string, string | boolean>> {
  const { download, ...card } = draft;
  return {
    ...card,
    // The button's own field writes it: the kind's parts, without the empty optional ones.
    action: button.serialize(draft.action).value as Record<string, string | boolean>,
    ...(download && { download }),
  };
}

function toDraft(value: FormFieldStoredValue): CardDraft {
  if (value === undefined) return empty();
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("A card must be an object with a title, description, icon and button");
  }
  const record = value as Record<string, FormFieldStoredValue>;
  const draft = empty();
  for (const [key, part] of Object.entries(record)) {
    if (!Object.hasOwn(partNames, key)) throw new Error(`A card has no ${key}`);
    if (key === "action") draft.action = button.parse(part);
    else if (typeof part !== "string") throw new Error(`A card's ${key} must be text`);
    else draft[key as Exclude<Part, "action">] = part;
  }
  return draft;
}

export function resourceCardField({ label }: { label: string }): BasicFormField<CardDraft> {
  return partsField({
    label,
    schema: resourceCard,
    parts: partNames,
    empty,
    toDraft,
    stored,
    render: ({ value, onChange, autoFocus, forceValidation, problems, revealed, shown, touch }) => {
      // The button shows its own problems; a card's rule about it (it must ask for the PDF) here.
      const buttonAlone = action.safeParse(stored(value).action).success;
      const crossing = buttonAlone && revealed("download") ? problems.action : undefined;
      return (
        <VStack gap="large">
          <Grid columns={{ mobile: "1fr", tablet: "1fr 1fr" }} gap="large" alignItems="start">
            <CopyInput
              label={partNames.title}
              value={value.title}
              autoFocus={autoFocus}
              isRequired
              onChange={(title) => onChange({ ...value, title })}
              onBlur={() => touch("title")}
              errorMessage={shown("title")}
            />
            <IconPicker
              label={partNames.icon}
              icons={icons}
              value={value.icon as IconName}
              onChange={(icon) => onChange({ ...value, icon })}
            />
          </Grid>
          <CopyInput
            multiline
            label={partNames.description}
            description="When the card offers a PDF, this is the PDF's lead too: Western European characters only."
            value={value.description}
            isRequired
            onChange={(description) => onChange({ ...value, description })}
            onBlur={() => touch("description")}
            errorMessage={shown("description")}
          />
          <Picker
            label={partNames.download}
            description="Its button must be a contact button that asks for it."
            items={downloadItems}
            selectedKey={value.download}
            onSelectionChange={(key) => {
              touch("download");
              onChange({ ...value, download: String(key ?? "") });
            }}
          >
            {(item) => <Item key={item.key}>{item.label}</Item>}
          </Picker>
          <button.Input
            value={value.action}
            onChange={(next) => onChange({ ...value, action: next })}
            autoFocus={false}
            forceValidation={forceValidation}
          />
          {crossing && <Text color="critical">{crossing}</Text>}
        </VStack>
      );
    },
  });
}
