/**
 * Where each figure is used, in the editor's words, for the note under it in "Prices and figures"
 * and "Company facts": "Used on: Pricing, Process Automation, 3 articles". Read from the saved
 * content: every `{{name}}` in copy and every `<Claim name="..." />` in an article.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { GUIDE_SECTION } from "../../src/collections/editor-navigation";
import { articleFigures } from "../../src/collections/facts";
import { tokenSpans } from "../../src/lib/tokens";
import { locate, read, recordName } from "./changes";
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

/** Places in the order they were found, a collection's records counted: "3 articles". */
function placesInWords(places: { entry: string; record: string | null }[]): string[] {
  const records = new Map<string, Set<string>>();
  const words: string[] = [];
  for (const { entry, record } of places) {
    if (record === null) {
      if (!words.includes(entry)) words.push(entry);
      continue;
    }
    if (!records.has(entry)) {
      records.set(entry, new Set());
      words.push(entry);
    }
    records.get(entry)?.add(record);
  }
  return words.map((entry) => {
    const named = records.get(entry);
    if (!named) return entry;
    if (named.size === 1) return `${entry}: ${[...named][0]}`;
    return `${named.size} ${entry.toLowerCase()}`;
  });
}

/** Each figure's places, by its name ("pricing.implementation.price"); a figure used nowhere is absent. */
export async function figureUses(
  sourceDir: string,
  config: EditorConfig,
): Promise<Record<string, string[]>> {
  const places = new Map<string, { entry: string; record: string | null }[]>();
  const chapters = new Set(config.ui?.navigation?.[GUIDE_SECTION] ?? []);
  for (const path of await listContentFiles(sourceDir)) {
    if (contentKind(path) !== "text") continue;
    const located = locate(config, path);
    if (!located) continue;
    const text = await readFile(join(sourceDir, path), "utf8").catch(() => "");
    const record =
      located.slug === null ? null : recordName(located, read(text, located.contentField));
    const label = located.entry.label;
    const entry = chapters.has(located.key) ? `${GUIDE_SECTION} › ${label}` : label;
    for (const name of figuresIn(text)) {
      places.set(name, [...(places.get(name) ?? []), { entry, record }]);
    }
  }
  return Object.fromEntries([...places].map(([name, where]) => [name, placesInWords(where)]));
}
