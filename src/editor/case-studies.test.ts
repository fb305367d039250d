/**
 * The case studies as the content editor writes them (./content-types.ts): the stored files in the
 * order of the editor's fields, and the editor's optional groups with the schema's fields.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caseStudyRecords } from "~/collections/case-studies";
import { caseStudySchema } from "~/collections/case-studies/schema";
import { typeCollections } from "./content-types";

const editorSchema = typeCollections.caseStudies?.schema ?? {};

describe("the stored case studies", () => {
  it("are written as the editor writes them: 2-space JSON, keys in the editor's order, a newline", () => {
    for (const { slug, file } of caseStudyRecords) {
      const text = readFileSync(file, "utf8");
      expect(text, file).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
      expectEditorOrder(editorSchema, JSON.parse(text), slug);
    }
  });
});

/** Keystatic's fields, as far as the order check needs them. */
type EditorField =
  | { kind: "object"; fields: Record<string, EditorField> }
  | { kind: "array"; element: EditorField }
  | { kind: "conditional"; values: Record<string, EditorField> }
  | { kind: "form" | "child" };

/** Every object's keys appear in the order of the editor's fields, and only fields it has. */
function expectEditorOrder(fields: Record<string, unknown>, value: unknown, where: string) {
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const order = Object.keys(fields);
  expect(
    keys.every((key) => order.includes(key)),
    `${where}: ${keys}`,
  ).toBe(true);
  expect(keys, where).toEqual(order.filter((key) => keys.includes(key)));
  for (const key of keys)
    expectFieldOrder(fields[key] as EditorField, record[key], `${where}.${key}`);
}

function expectFieldOrder(field: EditorField, value: unknown, where: string) {
  if (field.kind === "object") expectEditorOrder(field.fields, value, where);
  if (field.kind === "array")
    (value as unknown[]).forEach((item, at) => {
      expectFieldOrder(field.element, item, `${where}.${at}`);
    });
  if (field.kind === "conditional") {
    const { discriminant, value: inner, ...rest } = value as Record<string, unknown>;
    expect(Object.keys(value as object), where).toEqual(
      inner === undefined ? ["discriminant"] : ["discriminant", "value"],
    );
    expect(rest).toEqual({});
    const branch = field.values[String(discriminant)];
    if (branch && inner !== undefined) expectFieldOrder(branch, inner, `${where}.value`);
  }
}

describe("the editor's optional groups", () => {
  it("have the schema's fields: a quote's text and speaker, a photo and its alt text", () => {
    const inner = (name: "quote" | "photo") => {
      const field = editorSchema[name] as unknown as {
        values: { true: { fields: object } };
      };
      return Object.keys(field.values.true.fields);
    };
    const shape = (name: "quote" | "photo") => {
      const shownIf = caseStudySchema.innerType().shape[name] as unknown as {
        _def: {
          schema: { _def: { innerType: { options: { shape: { value?: { shape: object } } }[] } } };
        };
      };
      const union = shownIf._def.schema._def.innerType;
      const shown = union.options.map((option) => option.shape).find((fields) => "value" in fields);
      return Object.keys(shown?.value?.shape ?? {});
    };
    expect(inner("quote")).toEqual(shape("quote"));
    expect(inner("photo")).toEqual(shape("photo"));
  });
});
