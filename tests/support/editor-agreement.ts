/**
 * Asks a content-editor collection (Keystatic) and the build's schema (zod) the same questions,
 * field by field: what the editor stores for a value, and whether the build takes the record with
 * it. The tests in agreement.test.ts use it. A field is a leaf
 * of the editor's schema (text, select, date, the event's When...), addressed by its path in the
 * stored record, e.g. ["metric", "value"] or ["keywords", 0]. A leaf inside a conditional field (a
 * block of a list of blocks, a part a page may go without) holds only while the conditional shows
 * that value: its `variants` say which, and the checks put a stored example of it in place first.
 */
import type { ComponentSchema, FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";
import { expect } from "vitest";

type Path = (string | number)[];

/** A leaf field as this module uses it: Keystatic's form fields, slug fields included. */
interface FormField {
  kind: "form";
  formKind?: string;
  options?: readonly { value: string | number }[];
  parse(value: FormFieldStoredValue, extra?: { slug: string }): unknown;
  validate(value: unknown, extra?: unknown): unknown;
  serialize(value: unknown): { value: FormFieldStoredValue };
  serializeWithSlug?(value: unknown): { value: FormFieldStoredValue };
}

/** The conditional field at `at` shows its value for `discriminant` ("cards", "true"). */
export interface Variant {
  at: Path;
  discriminant: string;
}

export interface Leaf {
  path: Path;
  field: FormField;
  /** The values of conditional fields the leaf is inside of, outermost first. */
  variants: Variant[];
  /** For a conditional's discriminant: the conditional's path. */
  discriminates?: Path;
}

/** Every leaf of an editor schema; an array's element is addressed as item 0. */
export function editorLeaves(
  schema: Record<string, ComponentSchema>,
  path: Path = [],
  variants: Variant[] = [],
): Leaf[] {
  return Object.entries(schema).flatMap(([key, field]) =>
    leavesOf(field, [...path, key], variants),
  );
}

function leavesOf(field: ComponentSchema, path: Path, variants: Variant[]): Leaf[] {
  switch (field.kind) {
    case "form":
      return [{ path, field: field as unknown as FormField, variants }];
    case "object":
      return editorLeaves(field.fields, path, variants);
    case "array":
      return leavesOf(field.element, [...path, 0], variants);
    case "conditional":
      return [
        {
          path: [...path, "discriminant"],
          field: field.discriminant as unknown as FormField,
          variants,
          discriminates: path,
        },
        ...Object.entries(field.values as Record<string, ComponentSchema>).flatMap(
          ([discriminant, value]) =>
            leavesOf(value, [...path, "value"], [...variants, { at: path, discriminant }]),
        ),
      ];
    default:
      throw new Error(`no rule for the editor's ${field.kind} field at ${path.join(".")}`);
  }
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
    case "conditional": {
      const stored = value as { discriminant?: unknown; value?: unknown } | undefined;
      const discriminant = writtenAs(field.discriminant, stored?.discriminant);
      const values = field.values as Record<string, ComponentSchema>;
      const shown = writtenAs(values[String(discriminant)] as ComponentSchema, stored?.value);
      return shown === undefined ? { discriminant } : { discriminant, value: shown };
    }
    default:
      throw new Error(`no rule for the editor's ${field.kind} field`);
  }
}

/** Every concrete path `path` reaches in `record`: each item 0 stands for every item of its list. */
export function concretePaths(record: unknown, path: Path): Path[] {
  let paths: Path[] = [[]];
  for (const step of path) {
    paths = paths.flatMap((at) => {
      if (typeof step !== "number") return [[...at, step]];
      const list = valueAt(record, at);
      return Array.isArray(list) ? list.map((_, index) => [...at, index]) : [];
    });
  }
  return paths;
}

/** Whether the conditional at `at` (a concrete path) shows its value for `discriminant`. */
export const shows = (record: unknown, at: Path, discriminant: string) =>
  String(valueAt(record, [...at, "discriminant"])) === discriminant;

/**
 * Each place the leaf is in `record`: its concrete paths, where every conditional it is inside of
 * shows the leaf's value.
 */
export function leafPlaces(record: unknown, leaf: Leaf): Path[] {
  return concretePaths(record, leaf.path).filter((path) =>
    leaf.variants.every(({ at, discriminant }) =>
      shows(record, path.slice(0, at.length), discriminant),
    ),
  );
}

/**
 * `record` with each of `variants` in place: where the conditional at a variant's path (item 0 of
 * its lists) shows another value, a stored example of the variant's value, from `record` itself or
 * from `examples` (other records of the same shape), is put there. No example stops the check.
 */
export function withVariants(record: unknown, variants: Variant[], examples: unknown[]): unknown {
  let shaped = record;
  for (const { at, discriminant } of variants) {
    if (shows(shaped, at, discriminant)) continue;
    const example = [record, ...examples]
      .flatMap((other) => concretePaths(other, at).map((path) => valueAt(other, path)))
      .find(
        (value) => String((value as { discriminant?: unknown })?.discriminant) === discriminant,
      );
    if (example === undefined) {
      throw new Error(
        `no stored ${at.join(".")} of kind "${discriminant}" to check the editor's fields against`,
      );
    }
    shaped = withValue(shaped, at, example);
  }
  return shaped;
}

/** What the editor's form field makes of a stored value: its error, or undefined when it takes it. */
export function editorRefusal(field: ComponentSchema, stored: unknown): string | undefined {
  if (field.kind !== "form") throw new Error("a form field");
  try {
    // A form field other than a slug is validated with its value alone.
    const validate = field.validate as (value: unknown) => unknown;
    validate(field.parse(stored as never, { slug: undefined } as never));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * For each `[key, stored]`: the editor takes the value exactly when the build's rule takes what the
 * file then holds (an empty value is left out of the file).
 */
export function expectSameVerdicts<Key extends string>(
  rule: z.AnyZodObject,
  editor: Readonly<Record<Key, ComponentSchema>>,
  cases: readonly (readonly [Key, unknown])[],
): void {
  for (const [key, stored] of cases) {
    const inFile = stored === "" ? undefined : stored;
    const buildTakes = (rule.shape[key] as z.ZodTypeAny).safeParse(inFile).success;
    expect(
      editorRefusal(editor[key], stored) === undefined,
      `${key}: ${JSON.stringify(stored)}`,
    ).toBe(buildTakes);
  }
}
