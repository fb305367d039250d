/**
 * Checks that a content-editor collection (Keystatic) and the build's schema (zod) agree, field by
 * field, by asking both the same questions: the tests in editor.test.ts use it. A field is a leaf
 * of the editor's schema (text, select, date, the event's When...), addressed by its path in the
 * stored record, e.g. ["metric", "value"] or ["keywords", 0].
 */
import type { ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";

type Path = (string | number)[];

/** A leaf field as this module uses it: Keystatic's form fields, slug fields included. */
interface FormField {
  kind: "form";
  formKind?: string;
  options?: readonly { value: string }[];
  parse(value: FormFieldStoredValue, extra?: { slug: string }): unknown;
  validate(value: unknown, extra?: unknown): unknown;
  serialize(value: unknown): { value: FormFieldStoredValue };
  serializeWithSlug?(value: unknown): { value: FormFieldStoredValue };
}

export interface Leaf {
  path: Path;
  field: FormField;
}

/** Every leaf of an editor schema; an array's element is addressed as item 0. */
export function editorLeaves(schema: Record<string, ComponentSchema>, path: Path = []): Leaf[] {
  return Object.entries(schema).flatMap(([key, field]) => leavesOf(field, [...path, key]));
}

function leavesOf(field: ComponentSchema, path: Path): Leaf[] {
  switch (field.kind) {
    case "form":
      return [{ path, field: field as unknown as FormField }];
    case "object":
      return editorLeaves(field.fields, path);
    case "array":
      return leavesOf(field.element, [...path, 0]);
    default:
      return [];
  }
}

/** Field names at every object level of the editor's schema, by path ("" for the record). */
export function editorObjectKeys(
  schema: Record<string, ComponentSchema>,
  path = "",
): Map<string, string[]> {
  const levels = new Map([[path, Object.keys(schema)]]);
  for (const [key, field] of Object.entries(schema)) {
    const inner = field.kind === "array" ? field.element : field;
    if (inner.kind === "object") {
      for (const [at, keys] of editorObjectKeys(inner.fields, `${path}${path ? "." : ""}${key}`)) {
        levels.set(at, keys);
      }
    }
  }
  return levels;
}

/** The zod schema under wrappers (refinements, transforms, optional, default). */
export function unwrap(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as { schema?: z.ZodTypeAny; innerType?: z.ZodTypeAny };
  const inner = def.schema ?? def.innerType;
  return inner ? unwrap(inner) : schema;
}

/** The zod schema of the field at `path`, or undefined when the schema has none. */
export function schemaAt(schema: z.ZodTypeAny, path: Path): z.ZodTypeAny | undefined {
  let current: z.ZodTypeAny | undefined = schema;
  for (const step of path) {
    const bare: z.ZodTypeAny | undefined = current && unwrap(current);
    const def = bare?._def as { typeName?: string; type?: z.ZodTypeAny } | undefined;
    if (def?.typeName === "ZodArray") current = def.type;
    else if (def?.typeName === "ZodObject") {
      current = (bare as z.AnyZodObject).shape[String(step)];
    } else return undefined;
  }
  return current;
}

/** Field names at every object level of the zod schema, by path ("" for the record). */
export function schemaObjectKeys(schema: z.ZodTypeAny, path = ""): Map<string, string[]> {
  const bare = unwrap(schema);
  const def = bare._def as { typeName?: string; type?: z.ZodTypeAny };
  if (def.typeName === "ZodArray" && def.type) return schemaObjectKeys(def.type, path);
  if (def.typeName !== "ZodObject") return new Map();
  const shape = (bare as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>;
  const levels = new Map([[path, Object.keys(shape)]]);
  for (const [key, field] of Object.entries(shape)) {
    for (const [at, keys] of schemaObjectKeys(field, `${path}${path ? "." : ""}${key}`)) {
      levels.set(at, keys);
    }
  }
  return levels;
}

/**
 * What the editor would store for `stored` typed into the field, or "refused". The collection's
 * slug field (`isSlugField`) also names the file; it is parsed, checked and stored as Keystatic
 * does for that one field.
 */
export function editorSaves(leaf: Leaf, stored: FormFieldStoredValue, isSlugField = false) {
  const { field } = leaf;
  try {
    if (isSlugField && field.serializeWithSlug) {
      const parsed = field.parse(stored, { slug: "an-entry" });
      field.validate(parsed, { slugField: { slugs: new Set<string>(), glob: "*" } });
      return { saved: field.serializeWithSlug(parsed).value };
    }
    const parsed = field.parse(stored);
    field.validate(parsed);
    return { saved: field.serialize(parsed).value };
  } catch {
    return "refused" as const;
  }
}

/** A copy of `record` with `value` at `path` (removed when undefined, as the editor leaves it out). */
export function withValue(record: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(record) as Record<string | number, unknown>;
  let parent = copy;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

export const valueAt = (record: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, step) => (value as Record<string | number, unknown> | undefined)?.[step],
    record,
  );

/** Values an owner might type or leave: empty, blank, text, numbers, dates real and not. */
export const probes: FormFieldStoredValue[] = [
  undefined,
  "",
  "   ",
  "Some text",
  "not-one-of-the-options",
  0,
  -1,
  1.5,
  8,
  "2024-02-30",
  "2024-03-14",
  "14/03/2024",
  { date: "2024-03-14", starts: "11:00", ends: "10:00" },
  { date: "2024-03-14", lastDay: "2024-03-13", starts: "09:00", ends: "10:00" },
  { date: "2024-03-14", starts: "09:00", ends: "10:00" },
];

/**
 * The record as the editor writes it back: each field in the editor's order, each leaf parsed and
 * serialised by its field, empty values left out. A file equal to it changes only where the owner
 * changed something when saved.
 */
export function editorWrites(schema: Record<string, ComponentSchema>, record: unknown): unknown {
  const written: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema)) {
    const value = writtenAs(field, (record as Record<string, unknown> | undefined)?.[key]);
    if (value !== undefined) written[key] = value;
  }
  return written;
}

function writtenAs(field: ComponentSchema, value: unknown): unknown {
  switch (field.kind) {
    case "form": {
      const form = field as unknown as FormField;
      return form.serialize(form.parse(value as FormFieldStoredValue)).value;
    }
    case "object":
      return editorWrites(field.fields, value);
    case "array":
      return ((value as unknown[] | undefined) ?? []).map((item) => writtenAs(field.element, item));
    default:
      throw new Error(`no rule for the editor's ${field.kind} field`);
  }
}
