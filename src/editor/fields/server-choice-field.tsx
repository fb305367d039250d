/**
 * A reference chosen from a list our server makes of the saved content (a case study's result, a
 * button's name in the inbox, a page's menu), each by its name in words; the file keeps the value. The list is asked for once per page load
 * and again after each save, so what was added a moment ago is offered. Where the server has no
 * such list (`npm run edit`), the chosen value stays, shown as it is stored.
 */
import { Item, Picker } from "@keystar/ui/picker";
import type { BasicFormField, FormFieldStoredValue } from "@keystatic/core";
import { useEffect, useState } from "react";
import { SAVED_EVENT } from "~/lib/editor-paths";

interface Choice {
  value: string;
  label: string;
}

const lists = new Map<string, Promise<Choice[] | null>>();

async function ask(path: string): Promise<Choice[] | null> {
  try {
    const response = await fetch(path, { headers: { Accept: "application/json" } });
    if (!response.ok || !response.headers.get("content-type")?.includes("application/json")) {
      return null;
    }
    const answer: unknown = await response.json();
    const valid =
      Array.isArray(answer) &&
      answer.every(
        (choice) => typeof choice?.value === "string" && typeof choice?.label === "string",
      );
    return valid ? (answer as Choice[]) : null;
  } catch {
    return null;
  }
}

if (typeof window !== "undefined") window.addEventListener(SAVED_EVENT, () => lists.clear());

function useChoices(path: string): Choice[] | null {
  const [choices, setChoices] = useState<Choice[] | null>(null);
  useEffect(() => {
    let current = true;
    if (!lists.has(path)) lists.set(path, ask(path));
    void lists.get(path)?.then((list) => current && setChoices(list));
    return () => {
      current = false;
    };
  }, [path]);
  return choices;
}

/** For tests: forget every list, as a new page load would. */
export const resetServerChoices = () => lists.clear();

export interface ServerChoiceOptions {
  label: string;
  description?: string;
  /** Where our server answers with the choices, as JSON [{ value, label }]. */
  path: string;
  /** What a stored value must look like, and the words when it does not. */
  pattern: { regex: RegExp; message: string };
  /** Where none may be chosen, what none means ("None: in no menu"); the file then leaves it out. */
  none?: string;
}

/** The picker: the server's choices, and the stored value first when it is none of them. */
export function ServerChoicePicker({
  label,
  description,
  path,
  none,
  value,
  onChange,
  errorMessage,
}: Omit<ServerChoiceOptions, "pattern"> & {
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string;
}) {
  const choices = useChoices(path);
  const known = choices?.some((choice) => choice.value === value) ?? false;
  const items = [
    ...(none === undefined ? [] : [{ value: "", label: none }]),
    ...(value && !known
      ? [{ value, label: choices ? `${value} (no longer there: choose another)` : value }]
      : []),
    ...(choices ?? []),
  ];
  return (
    <Picker
      label={label}
      description={description}
      items={items}
      selectedKey={none === undefined ? value || null : value}
      onSelectionChange={(key) => onChange(String(key))}
      errorMessage={errorMessage}
      isRequired={none === undefined}
      width="100%"
    >
      {(item) => <Item key={item.value}>{item.label}</Item>}
    </Picker>
  );
}

export function serverChoiceField({
  label,
  description,
  path,
  pattern,
  none,
}: ServerChoiceOptions): BasicFormField<string> {
  const parse = (stored: FormFieldStoredValue) => (typeof stored === "string" ? stored : "");
  const problem = (value: string) => {
    if (value === "") return none === undefined ? `Choose ${label.toLowerCase()}` : undefined;
    return pattern.regex.test(value) ? undefined : pattern.message;
  };
  return {
    kind: "form",
    label,
    Input({ value, onChange, forceValidation }) {
      return (
        <ServerChoicePicker
          label={label}
          description={description}
          path={path}
          none={none}
          value={value}
          onChange={onChange}
          errorMessage={forceValidation ? problem(value) : undefined}
        />
      );
    },
    defaultValue: () => "",
    parse,
    serialize: (value) => ({ value: value === "" ? undefined : value }),
    validate(value) {
      const refusal = problem(value);
      if (refusal) throw new Error(refusal);
      return value;
    },
    reader: { parse },
  };
}
