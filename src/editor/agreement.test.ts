/**
 * What a type's one declaration (src/collections/model/) cannot prove about the content editor
 * (keystatic.config.ts) and the build: that every value the editor would store for a field passes
 * the build's schema, whole-record rules and our own inputs included, and that every stored record
 * opens in the editor without a complaint and passes its schema. Field names, required fields and
 * allowed values come from the one declaration, and model.test.ts proves each kind's two readings
 * agree; entry-files.test.ts checks that each entry opens the file the build reads.
 */
import type { FormFieldStoredValue } from "@keystatic/core";
import { contentTypes } from "~/collections/content-types";
import {
  editorLeaves,
  editorSaves,
  type Leaf,
  leafPlaces,
  probes,
  valueAt,
  withValue,
  withVariants,
} from "../../tests/support/editor-agreement";
import { type Checked, checked, collections, singletons } from "../../tests/support/editor-records";

it("checks every collection and singleton the editor offers, every content type among them", () => {
  const offered = [...collections, ...singletons].map(([name]) => name);
  expect([...offered].sort()).toEqual(Object.keys(checked).sort());
  expect(offered).toEqual(expect.arrayContaining(Object.keys(contentTypes)));
});

describe.each([...collections, ...singletons].filter(([name]) => name in checked))(
  "the editor's %s",
  (name, collection) => {
    const {
      schema,
      stored,
      probes: ownProbes = [],
      examples = () => [],
    } = checked[name] as Checked;
    const { format } = collection;
    const contentField = typeof format === "object" ? format.contentField : undefined;
    const fields = Object.fromEntries(
      Object.entries(collection.schema).filter(([key]) => key !== contentField),
    );
    const leaves = editorLeaves(fields);
    const slugField = "slugField" in collection ? collection.slugField : undefined;
    const saves = (leaf: Leaf, value: FormFieldStoredValue) =>
      editorSaves(leaf, value, leaf.path.join(".") === slugField);
    const records = stored();
    const base = records[0]?.[1];
    const others = [...records.map(([, record]) => record), ...examples()];
    /** The first record with the conditionals the leaf is inside of showing its value. */
    const baseFor = (leaf: Leaf) => withVariants(base, leaf.variants, others);

    it("never saves a value the build would reject", () => {
      for (const leaf of leaves) {
        const shaped = baseFor(leaf);
        // A list the first record leaves empty is checked on the records that fill it.
        if (leaf.path.includes(0) && valueAt(shaped, leaf.path.slice(0, -1)) === undefined)
          continue;
        const candidates = [
          ...probes,
          ...ownProbes,
          ...(leaf.field.options?.map((option) => option.value) ?? []),
        ];
        for (const probe of candidates) {
          const result = saves(leaf, probe);
          if (result === "refused") continue;
          // A conditional's discriminant brings its own value: a stored one of that kind.
          const record = leaf.discriminates
            ? withVariants(
                shaped,
                [{ at: leaf.discriminates, discriminant: String(result.saved) }],
                others,
              )
            : withValue(shaped, leaf.path, result.saved);
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
        for (const path of leafPlaces(record, leaf)) {
          expect(saves(leaf, valueAt(record, path) as never), path.join(".")).toEqual({
            saved: valueAt(record, path),
          });
        }
      }
      expect(schema.safeParse(record).error).toBeUndefined();
    });
  },
);
