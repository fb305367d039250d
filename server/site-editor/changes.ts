/**
 * What a publish would change, in the owner's words: for each content file that differs from the
 * live build's, the editor's name of its entry and of each changed field ("Home: Hero › Headline",
 * "Prices and figures: Strategic Implementation › Price"), read from the editor's configuration,
 * the same that draws the editor. Never a path: a file the configuration does not describe is
 * named by what it holds ("Site data", "An image").
 */
import { parse as parseYaml } from "yaml";
import { type EditorConfig, extensionOf } from "./editor-files";

/** The parts of a Keystatic field read here: its label, and the fields inside it. */
export interface Field {
  label?: string;
  kind?: string;
  formKind?: string;
  contentExtension?: string;
  fields?: Record<string, Field>;
  values?: Record<string, Field>;
  element?: Field;
  /** The collection a field chooses an entry of (the model's `entry` fields). */
  collection?: string;
  /** A list's name for an item, from Keystatic's preview props of its values. */
  itemLabel?: (props: unknown) => string;
}

interface Entry {
  label: string;
  path?: string;
  slugField?: string;
  format?: "json" | "yaml" | { data?: "json" | "yaml"; contentField?: string | readonly string[] };
  schema: Record<string, Field>;
}

export interface ChangedEntry {
  /** The entry's name: a page's ("Home"), or a collection's and the record's ("Events: Automation 101"). */
  entry: string;
  /** The changed fields, outermost label first; empty when the entry was added or removed. */
  parts: string[];
  kind: "changed" | "added" | "removed";
}

/** Where an entry's file lives, and how to read it. */
export interface Located {
  /** The entry's key in the configuration (its editor screen's address names it). */
  key: string;
  collection: boolean;
  entry: Entry;
  /** The record's name in a collection (its slug), or null for a singleton. */
  slug: string | null;
  contentField: string | null;
}

/** The editor's entry a content file belongs to, or null for a file the editor does not open. */
export function locate(config: EditorConfig, path: string): Located | null {
  const contentFieldOf = (entry: Entry) => {
    const format = entry.format;
    return typeof format === "object" ? ([format.contentField ?? []].flat()[0] ?? null) : null;
  };
  for (const [name, entry] of Object.entries(config.collections ?? {}) as [string, Entry][]) {
    const folder = entry.path?.replace(/\*$/, "") ?? "";
    const inFolder = folder && path.startsWith(folder) && !path.slice(folder.length).includes("/");
    // A data file beside the entries (the blog's categories) is not one of them.
    if (inFolder && path.endsWith(extensionOf(name, entry))) {
      const slug = path.slice(folder.length).replace(/\.[^.]+$/, "");
      return { key: name, collection: true, entry, slug, contentField: contentFieldOf(entry) };
    }
  }
  for (const [key, entry] of Object.entries(config.singletons ?? {}) as [string, Entry][]) {
    if (entry.path && path.replace(/\.[^.]+$/, "") === entry.path) {
      return { key, collection: false, entry, slug: null, contentField: contentFieldOf(entry) };
    }
  }
  return null;
}

/** An entry's data: JSON, or a Markdown file's frontmatter with its body under the content field. */
export function read(
  text: string | null,
  contentField: string | null,
): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    if (!contentField) return JSON.parse(text) as Record<string, unknown>;
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
    const data = (match ? parseYaml(match[1] ?? "") : {}) as Record<string, unknown>;
    return { ...data, [contentField]: match ? match[2] : text };
  } catch {
    return {};
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The labels of the fields that differ between `before` and `after`, deepest named field each. */
function changedParts(
  fields: Record<string, Field>,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  trail: string[] = [],
): string[] {
  const parts: string[] = [];
  for (const [key, field] of Object.entries(fields)) {
    if (same(before[key], after[key])) continue;
    // A Markdown body has no label of its own in Keystatic: it is the entry's text.
    const label = field.label ?? (field.formKind === "content" ? "Text" : key);
    parts.push(...fieldParts(field, before[key], after[key], [...trail, label]));
  }
  return parts;
}

function fieldParts(field: Field, before: unknown, after: unknown, trail: string[]): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (field.fields && isRecord(before) && isRecord(after)) {
    const inner = changedParts(field.fields, before, after, trail);
    if (inner.length > 0) return inner;
  }
  if (field.element && Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [trail.join(" › ")];
    const items = before.flatMap((item, index) =>
      same(item, after[index])
        ? []
        : fieldParts(field.element as Field, item, after[index], [
            ...trail,
            itemName(field, after[index]) ?? `item ${index + 1}`,
          ]),
    );
    if (items.length > 0) return items;
  }
  if (field.values && isRecord(before) && isRecord(after)) {
    const chosen = field.values[String(after.discriminant)];
    if (chosen && same(before.discriminant, after.discriminant)) {
      return fieldParts(chosen, before.value, after.value, trail);
    }
  }
  return [trail.join(" › ")];
}

/** Stored values as Keystatic's preview props hold them: a group's under `fields`, a value as `value`. */
function previewProps(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { value };
  return {
    fields: Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, previewProps(inner)]),
    ),
  };
}

/** An item's name as the editor's list shows it ("Strategic Implementation"), if it has one. */
function itemName(list: Field, item: unknown): string | undefined {
  try {
    const name = list.itemLabel?.(previewProps(item))?.trim();
    return name && name !== "(empty)" ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A record's name: its title (the slug field), else its file's name. */
export function recordName(located: Located, data: Record<string, unknown> | null): string {
  const title = located.entry.slugField ? data?.[located.entry.slugField] : undefined;
  const text = typeof title === "string" ? title : (title as { name?: string } | undefined)?.name;
  return text || (located.slug ?? "");
}

/**
 * Each changed file in words. `before` and `after` give a file's text as the live build had it
 * and as it is saved now (null when it is not there).
 */
export async function describeChanges(
  config: EditorConfig,
  paths: string[],
  before: (path: string) => Promise<string | null>,
  after: (path: string) => Promise<string | null>,
): Promise<ChangedEntry[]> {
  const changes: ChangedEntry[] = [];
  for (const path of paths) {
    const located = locate(config, path);
    if (!located) {
      const what = /\.(png|jpe?g|webp|avif|gif)$/i.test(path) ? "An image" : "Site data";
      changes.push({ entry: what, parts: [], kind: "changed" });
      continue;
    }
    const [old, now] = await Promise.all([before(path), after(path)]);
    const oldData = read(old, located.contentField);
    const newData = read(now, located.contentField);
    const name =
      located.slug === null
        ? located.entry.label
        : `${located.entry.label}: ${recordName(located, oldData ?? newData)}`;
    if (!oldData || !newData) {
      changes.push({ entry: name, parts: [], kind: oldData ? "removed" : "added" });
      continue;
    }
    const parts = changedParts(located.entry.schema, oldData, newData);
    changes.push({ entry: name, parts: [...new Set(parts)], kind: "changed" });
  }
  return changes;
}

/** One line per change: "Home: Hero › Headline", "Events: Automation 101 (new)". */
export function changeLines(changes: ChangedEntry[]): string[] {
  return changes.flatMap(({ entry, parts, kind }) => {
    if (kind === "added") return [`${entry} (new)`];
    if (kind === "removed") return [`${entry} (removed)`];
    return parts.length === 0 ? [entry] : parts.map((part) => `${entry}: ${part}`);
  });
}
