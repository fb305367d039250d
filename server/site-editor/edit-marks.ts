/**
 * Which field of which editor entry a text on a previewed page comes from: every text field of
 * every entry, its figures filled in as the page shows them, keyed by the text, with the editor
 * screen that changes it. The preview marks each element whose whole text is one of these
 * (preview-page.ts), so "Edit" opens the editor at that entry and field.
 */
import { fillTokens } from "../../src/lib/tokens";
import { type Field, locate, read, recordName } from "./changes";
import type { EditorConfig } from "./editor-files";

export interface EditTarget {
  /** The editor screen of the entry, with the field's labels after `#edit=`. */
  url: string;
  /** "Home: Hero › Headline", as the waiting list names a change. */
  label: string;
  /** The file the entry is stored in, so a page's own entry can be preferred over another's. */
  file: string;
}

/** Texts shorter than this ("Yes", "5") say too little to tell one field from another. */
const MIN_TEXT = 3;

/** A text as a page's element shows it: spaces collapsed, ends trimmed. */
export const normalText = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each text value of a field and the labels down to it ("Hero", "Headline"). */
function* textValues(
  field: Field,
  value: unknown,
  trail: string[],
): Generator<{ text: string; trail: string[] }> {
  if (typeof value === "string") {
    if (!field.fields && !field.element && !field.values) yield { text: value, trail };
    return;
  }
  if (field.fields && typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(field.fields)) {
      const record = value as Record<string, unknown>;
      yield* textValues(inner, record[key], [...trail, inner.label ?? key]);
    }
    return;
  }
  if (field.element && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      yield* textValues(field.element, item, [...trail, `item ${index + 1}`]);
    }
    return;
  }
  if (field.values && typeof value === "object" && value !== null) {
    const { discriminant, value: inner } = value as { discriminant?: unknown; value?: unknown };
    const chosen = field.values[String(discriminant)];
    if (chosen) yield* textValues(chosen, inner, trail);
  }
}

/** The text as the page shows it: figures filled in (a text with an unknown one is left out). */
function shown(text: string): string | null {
  try {
    return normalText(fillTokens(text, "preview"));
  } catch {
    return null;
  }
}

/** The editor's address of an entry's screen, opened at a field. */
export function editorUrl(key: string, slug: string | null, trail: string[]): string {
  const screen =
    slug === null
      ? `/keystatic/singleton/${encodeURIComponent(key)}`
      : `/keystatic/collection/${encodeURIComponent(key)}/item/${encodeURIComponent(slug)}`;
  return `${screen}#edit=${encodeURIComponent(trail.join(" › "))}`;
}

/**
 * Every text the content files hold, as pages show it, with the fields that hold it (more than one
 * when two fields say the same thing). `readFile` gives a content file's text.
 */
export async function editTargets(
  config: EditorConfig,
  files: string[],
  readFile: (path: string) => Promise<string | null>,
): Promise<Map<string, EditTarget[]>> {
  const targets = new Map<string, EditTarget[]>();
  for (const file of files) {
    const located = locate(config, file);
    if (!located) continue;
    const data = read(await readFile(file), located.contentField);
    if (!data) continue;
    const name =
      located.slug === null
        ? located.entry.label
        : `${located.entry.label}: ${recordName(located, data)}`;
    const root: Field = { fields: located.entry.schema };
    for (const { text, trail } of textValues(root, data, [])) {
      const key = shown(text);
      if (!key || key.length < MIN_TEXT || trail.length === 0) continue;
      const target = {
        url: editorUrl(located.key, located.slug, trail),
        label: `${name}: ${trail.join(" › ")}`,
        file,
      };
      targets.set(key, [...(targets.get(key) ?? []), target]);
    }
  }
  return targets;
}

/**
 * Of the fields that hold a text, the one a page most likely shows: the page's own entry (its file
 * named as the page's last path segment, "home" for /), else the first.
 */
export function targetFor(candidates: EditTarget[], pagePath: string): EditTarget | undefined {
  const name = pagePath.split("/").filter(Boolean).at(-1) ?? "home";
  return (
    candidates.find(
      (target) => target.file.replace(/^.*\//, "").replace(/\.[^.]+$/, "") === name,
    ) ?? candidates[0]
  );
}
