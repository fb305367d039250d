/**
 * Where the saved content uses a figure or a record, asked of our server (USES_PATH) once per page
 * load and again after each save: "Used on: Pricing, Process Automation, 3 articles" under each
 * field of "Prices and figures" and "Company facts", "Shown on: Home, Custom Development" on a
 * testimonial. Where the server has no such answer (`npm run edit`), nothing is shown rather than
 * a guess.
 */
import { VStack } from "@keystar/ui/layout";
import { Text } from "@keystar/ui/typography";
import type { ComponentSchema } from "@keystatic/core";
import { createElement, type ReactNode, useEffect, useSyncExternalStore } from "react";
import { SAVED_EVENT, USES_PATH } from "~/lib/editor-paths";

type Places = Record<string, string[]>;
interface Uses {
  figures: Places;
  records: Places;
}
let uses: Uses | null = null;
let asked: Promise<void> | undefined;
const listeners = new Set<() => void>();

const isPlaces = (value: unknown): value is Places =>
  typeof value === "object" &&
  value !== null &&
  Object.values(value).every(
    (places) => Array.isArray(places) && places.every((place) => typeof place === "string"),
  );
const isUses = (value: unknown): value is Uses =>
  isPlaces((value as Uses)?.figures) && isPlaces((value as Uses)?.records);

async function ask(): Promise<void> {
  try {
    const response = await fetch(USES_PATH, { headers: { Accept: "application/json" } });
    const type = response.headers.get("content-type") ?? "";
    if (!response.ok || !type.includes("application/json")) return;
    const answer: unknown = await response.json();
    if (!isUses(answer)) return;
    uses = answer;
    for (const listener of listeners) listener();
  } catch {
    // Offline: the places already shown stay.
  }
}

function useUses(): Uses | null {
  useEffect(() => {
    if (asked) return;
    asked = ask();
    window.addEventListener(SAVED_EVENT, () => {
      asked = ask();
    });
  }, []);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => uses,
    () => null,
  );
}

/** The places of the figure `name`; `always` says "Not used on any page yet" when there are none. */
function UsedOn({ name, always }: { name: string; always: boolean }) {
  const all = useUses();
  const places = all?.figures[name];
  if (!all || (!places && !always)) return null;
  return (
    <Text size="small" color="neutralSecondary">
      {places ? `Used on: ${places.join(", ")}` : "Not used on any page yet"}
    </Text>
  );
}

/** The address of the entry open in the editor: "/keystatic/collection/<collection>/item/<slug>". */
const openRecord = () =>
  /^\/keystatic\/collection\/([^/]+)\/item\/([^/]+)/.exec(window.location.pathname);

/**
 * Where the record open in the editor is shown ("Shown on: Home, Custom Development"), or, for a
 * record no page chooses yet, how to show it: `howToShow`.
 */
export function ShownOn({ howToShow }: { howToShow: string }) {
  const all = useUses();
  const open = openRecord();
  const places = open ? all?.records[`${open[1]}/${decodeURIComponent(open[2] ?? "")}`] : undefined;
  if (open && !all) return null;
  return (
    <Text size="small" color="neutralSecondary">
      {places ? `Shown on: ${places.join(", ")}` : `Not on any page yet. ${howToShow}`}
    </Text>
  );
}

/** For tests: forget the answer, as a new page load would. */
export function resetFigureUses() {
  uses = null;
  asked = undefined;
}

type Schema = Record<string, ComponentSchema>;

/** A form field drawn as it is, with `note` under it. */
export function withNoteBelow<Field extends ComponentSchema>(field: Field, note: ReactNode): Field {
  if (field.kind !== "form") return field;
  const { Input } = field;
  return {
    ...field,
    Input(props: Parameters<typeof Input>[0]) {
      return (
        <VStack gap="regular">
          {createElement(Input, props)}
          {note}
        </VStack>
      );
    },
  } as Field;
}

/**
 * The facts' fields with "Used on" under each value: `prefix` is the figures' names' start
 * ("site." for Company facts, "" for Prices and figures, whose groups start the names).
 */
export function withUsedOn<Fields extends Schema>(
  fields: Fields,
  prefix: string,
  always: boolean,
): Fields {
  const wrap = (field: ComponentSchema, name: string): ComponentSchema => {
    if (field.kind !== "object")
      return withNoteBelow(field, <UsedOn name={name} always={always} />);
    return {
      ...field,
      fields: Object.fromEntries(
        Object.entries(field.fields).map(([key, inner]) => [key, wrap(inner, `${name}.${key}`)]),
      ),
    };
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, wrap(field, `${prefix}${key}`)]),
  ) as Fields;
}
