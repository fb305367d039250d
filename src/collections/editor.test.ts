/**
 * The content editor (keystatic.config.ts) and the build's schemas agree, so that whatever the
 * owner can save, the site builds: the same field names, the same required fields, the same
 * allowed values, and every value the editor would store for a field passes the build's schema.
 * Every stored record opens in the editor without a complaint and passes its schema. The editor's
 * singletons (one file each: the site's facts, the prices and figures) are checked the same way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { FormFieldStoredValue } from "@keystatic/core";
import type { z } from "astro/zod";
import { parse } from "yaml";
import editorConfig from "../../keystatic.config";
import {
  editorLeaves,
  editorObjectKeys,
  editorSaves,
  type Leaf,
  probes,
  schemaAt,
  schemaObjectKeys,
  unwrap,
  valueAt,
  withValue,
} from "../../tests/support/editor-agreement";
import { frontmatterBlock } from "./blog/frontmatter";
import { articleSchema } from "./blog/schema";
import { caseStudySchema } from "./case-studies/schema";
import { eventSchema } from "./events/schema";
import { claimsSchema, siteSchema } from "./facts/schema";
import { testimonialSchema } from "./testimonials/schema";

interface Checked {
  schema: z.ZodTypeAny;
  /** The records as stored (before the schema), by file name. */
  stored(): [string, unknown][];
}

const jsonFiles = (folder: string) => (): [string, unknown][] =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => [name, JSON.parse(readFileSync(join(folder, name), "utf8"))]);

/** Articles' frontmatter as Astro's loader and the editor read it: an unquoted date is a Date. */
const mdxFrontmatters = (folder: string) => (): [string, unknown][] =>
  readdirSync(folder)
    .filter((name) => name.endsWith(".mdx"))
    .map((name) => [
      name,
      parse(frontmatterBlock(readFileSync(join(folder, name), "utf8"), name), {
        customTags: ["timestamp"],
      }),
    ]);

/** A singleton's one file as stored. */
const jsonFile = (file: string) => (): [string, unknown][] => [
  [file, JSON.parse(readFileSync(file, "utf8"))],
];

/** Every editor collection and singleton, with the schema the build checks its files with. */
const checked: Record<string, Checked> = {
  blog: { schema: articleSchema, stored: mdxFrontmatters("src/content/blog") },
  caseStudies: { schema: caseStudySchema, stored: jsonFiles("src/content/case-studies") },
  events: { schema: eventSchema, stored: jsonFiles("src/content/events") },
  testimonials: { schema: testimonialSchema, stored: jsonFiles("src/content/testimonials") },
  site: { schema: siteSchema, stored: jsonFile("src/content/site.json") },
  claims: { schema: claimsSchema, stored: jsonFile("src/content/claims.json") },
};

/** The editor's collections and singletons alike: fields, format and (collections) slug field. */
const collections = [
  ...Object.entries(editorConfig.collections ?? {}),
  ...Object.entries(editorConfig.singletons ?? {}).map(
    ([name, singleton]) => [name, { ...singleton, slugField: undefined }] as const,
  ),
];

it("checks every collection and singleton the editor offers", () => {
  expect(collections.map(([name]) => name).sort()).toEqual(Object.keys(checked).sort());
});

describe.each(collections.filter(([name]) => name in checked))(
  "the editor's %s",
  (name, collection) => {
    const { schema, stored } = checked[name] as Checked;
    const { format } = collection;
    const contentField = typeof format === "object" ? format.contentField : undefined;
    const fields = Object.fromEntries(
      Object.entries(collection.schema).filter(([key]) => key !== contentField),
    );
    const leaves = editorLeaves(fields);
    const saves = (leaf: Leaf, value: FormFieldStoredValue) =>
      editorSaves(leaf, value, leaf.path.join(".") === collection.slugField);
    const records = stored();
    const base = records[0]?.[1];

    it("has the schema's field names at every level", () => {
      // A field of its own (the event's When) checks what is inside it with the schema itself.
      const leafPaths = leaves.map(({ path }) => path.filter((step) => step !== 0).join("."));
      const schemaLevels = [...schemaObjectKeys(schema)].filter(
        ([at]) => !leafPaths.some((leaf) => at === leaf || at.startsWith(`${leaf}.`)),
      );
      expect(Object.fromEntries(editorObjectKeys(fields))).toEqual(
        Object.fromEntries(schemaLevels),
      );
    });

    it("offers exactly the schema's allowed values, in its order", () => {
      for (const { path, field } of leaves.filter((leaf) => leaf.field.options)) {
        const allowed = unwrap(schemaAt(schema, path) as z.ZodTypeAny) as z.ZodEnum<[string]>;
        expect(
          field.options?.map((option) => option.value),
          path.join("."),
        ).toEqual(allowed.options);
      }
    });

    it("requires exactly the fields the schema requires", () => {
      for (const leaf of leaves.filter(({ path }) => !path.includes(0))) {
        // Left empty, a required field is refused; a select stores its default.
        const leftEmpty = saves(leaf, undefined);
        const editorRequires = leftEmpty === "refused" || leftEmpty.saved !== undefined;
        const schemaRequires = !schema.safeParse(withValue(base, leaf.path, undefined)).success;
        expect(editorRequires, leaf.path.join(".")).toBe(schemaRequires);
      }
    });

    it("never saves a value the build would reject", () => {
      for (const leaf of leaves) {
        const candidates = [
          ...probes,
          ...(leaf.field.options?.map((option) => option.value) ?? []),
        ];
        for (const probe of candidates) {
          const result = saves(leaf, probe);
          if (result === "refused") continue;
          const record = withValue(base, leaf.path, result.saved);
          const check = schema.safeParse(record);
          expect(
            check.success,
            `${leaf.path.join(".")} = ${JSON.stringify(probe)}: the editor saves it, the build says ${check.error?.issues.map((issue) => issue.message).join("; ")}`,
          ).toBe(true);
        }
      }
    });

    it.each(records)("opens %s without a complaint, and the build accepts it", (_file, record) => {
      for (const leaf of leaves) {
        if (leaf.path.includes(0) && valueAt(record, leaf.path.slice(0, -1)) === undefined)
          continue;
        expect(saves(leaf, valueAt(record, leaf.path) as never), leaf.path.join(".")).toEqual({
          saved: valueAt(record, leaf.path),
        });
      }
      expect(schema.safeParse(record).error).toBeUndefined();
    });
  },
);
