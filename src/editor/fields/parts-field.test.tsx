import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { partsField } from "./parts-field";

const range = z
  .object({ from: z.number(), to: z.number() })
  .strict()
  .refine(({ from, to }) => to >= from, { message: "must not end before it starts" });

const field = partsField({
  label: "Range",
  schema: range,
  parts: { from: "Starts at", to: "Ends at" },
  empty: () => ({ from: "", to: "" }),
  toDraft: (value) => {
    const { from, to } = (value ?? {}) as Record<string, number>;
    return { from: String(from ?? ""), to: String(to ?? "") };
  },
  stored: ({ from, to }) => ({ from: Number(from), to: Number(to) }),
  render: () => <p />,
});

describe("a field of parts checked by one schema", () => {
  it("takes what the schema takes and stores it as the file does", () => {
    const draft = field.parse({ from: 1, to: 3 });
    expect(field.validate(draft)).toEqual(draft);
    expect(field.serialize(draft)).toEqual({ value: { from: 1, to: 3 } });
    expect(field.reader.parse({ from: 2, to: 2 })).toEqual({ from: "2", to: "2" });
  });

  it("refuses with each part's problem after the part's name as the owner reads it", () => {
    expect(() => field.validate({ from: "x", to: "y" })).toThrow(
      /^Starts at: Expected number, received nan; Ends at: Expected number, received nan$/,
    );
  });

  it("puts a problem of the whole value under the first part", () => {
    expect(() => field.validate({ from: "3", to: "1" })).toThrow(
      /^Starts at: must not end before it starts$/,
    );
    expect(() => field.reader.parse({ from: 3, to: 1 })).toThrow(/Starts at/);
  });
});
