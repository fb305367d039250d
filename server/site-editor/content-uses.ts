/**
 * Where each figure and each record is used, in the editor's words, read from the saved content:
 * for the note under a figure in "Prices and figures" and "Company facts" ("Used on: Pricing,
 * Process Automation, 3 articles": every `{{name}}` in copy and `<Claim name="..." />` in an
 * article) and on a testimonial ("Shown on: Home, Custom Development": every field that chose it,
 * every `<Testimonial id="..." />`).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { articleFigures } from "../../src/collections/facts";
import { GUIDE_SECTION } from "../../src/editor/navigation";
import { tokenSpans } from "../../src/lib/tokens";
import { type Field, locate, read, recordName } from "./changes";
import { contentKind, listContentFiles } from "./content-files";
import type { EditorConfig } from "./editor-files";

/** The figures a text states: its tokens, and its articles' `<Claim>`s by their fact's name. */
export function figuresIn(text: string): Set<string> {
  const names = new Set(tokenSpans(text).map(({ name }) => name));
  for (const [, , claim] of text.matchAll(/<Claim\s+name=(["'])([\w.]+)\1/g)) {
    if (!claim || !articleFigures.has(claim)) continue;
    names.add(claim.includes(".") ? claim : `claims.${claim}`);
  }
  return names;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The records an entry's data chooses ("testimonials/capitol-hill-bakery"): the values of its
 * fields that pick an entry of a collection, and its articles' `<Testimonial id="..." />`.
 */
export function recordsIn(
  fields: Record<string, Field>,
  data: Record<string, unknown>,
  text: string,
) {
  const chosen = new Set<string>();
  const visit = (field: Field | undefined, value: unknown) => {
    if (!field) return;
    if (field.collection && typeof value === "string" && value) {
      chosen.add(`${field.collection}/${value}`);
    }
    if (field.fields && isRecord(value)) {
      for (const [key, inner] of Object.entries(field.fields)) visit(inner, value[key]);
    }
    if (field.element && Array.isArray(value)) for (const item of value) visit(field.element, item);
    if (field.values && isRecord(value))
      visit(field.values[String(value.discriminant)], value.value);
  };
  visit({ fields }, data);
  for (const [, , id] of text.matchAll(/<Testimonial\s+id=(["'])([\w-]+)\1/g)) {
    chosen.add(`testimonials/${id}`);
  }
  return chosen;
}

/** The pages first, then each collection's records, counted: "3 articles". */
function placesInWords(places: { entry: string; record: string | null }[]): string[] {
  const pages = new Set<string>();
  const records = new Map<string, Set<string>>();
  for (const { entry, record } of places) {
    if (record === null) pages.add(entry);
    else records.set(entry, (records.get(entry) ?? new Set()).add(record));
  }
  return [
    ...pages,
    ...[...records].map(([entry, named]) =>
      named.size === 1 ? `${entry}: ${[...named][0]}` : `${named.size} ${entry.toLowerCase()}`,
    ),
  ];
}

/** Where each figure is used, by its name ("pricing.implementation.price"), and each record, by "<collection>/<slug>". */
export interface ContentUses {
  figures: Record<string, string[]>;
  records: Record<string, string[]>;
}

/** Each figure's and record's places; one used nowhere is absent. */
export async function contentUses(sourceDir: string, config: EditorConfig): Promise<ContentUses> {
  type Place = { entry: string; record: string | null };
  const figures = new Map<string, Place[]>();
  const records = new Map<string, Place[]>();
  const add = (uses: Map<string, Place[]>, name: string, place: Place) =>
    uses.set(name, [...(uses.get(name) ?? []), place]);
  const chapters = new Set(config.ui?.navigation?.[GUIDE_SECTION] ?? []);
  for (const path of await listContentFiles(sourceDir)) {
    if (contentKind(path) !== "text") continue;
    const located = locate(config, path);
    if (!located) continue;
    const text = await readFile(join(sourceDir, path), "utf8").catch(() => "");
    const data = read(text, located.contentField) ?? {};
    const record = located.slug === null ? null : recordName(located, data);
    const label = located.entry.label;
    const entry = chapters.has(located.key) ? `${GUIDE_SECTION} › ${label}` : label;
    for (const name of figuresIn(text)) add(figures, name, { entry, record });
    for (const name of recordsIn(located.entry.schema, data, text))
      add(records, name, { entry, record });
  }
  const inWords = (uses: Map<string, Place[]>) =>
    Object.fromEntries([...uses].map(([name, where]) => [name, placesInWords(where)]));
  return { figures: inWords(figures), records: inWords(records) };
}
