/**
 * The two readings of a declaration agree: whatever the editor stores for a field, the build's rule
 * takes, and what the build refuses the editor refuses, field kind by field kind. The content
 * types' own records are checked against both in ../editor.test.ts.
 */
import type { ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { editorFields } from "./editor";
import {
  checkbox,
  choice,
  copyLine,
  date,
  fixed,
  group,
  list,
  number,
  optionalNumber,
  optionalParagraph,
  paragraph,
  shown,
  text,
  title,
} from "./fields";
import { recordRule } from "./rules";

const declared = {
  name: title({ label: "Name", help: "Who it is.", id: { label: "File name" } }),
  line: text({ label: "Line", help: "One line." }),
  body: paragraph({ label: "Body" }),
  note: optionalParagraph({ label: "Note" }),
  kind: choice(["Webinar", "Workshop"], {
    label: "Kind",
    default: "Workshop",
    message: "pick one",
  }),
  where: fixed(z.string().startsWith("/"), { label: "Address", refusal: "Set by the developer." }),
  headline: copyLine({ label: "Headline" }),
  email: text({
    label: "Email",
    pattern: { regex: /^[^\s@]+@[^\s@]+$/, must: "be an email address" },
  }),
  year: number({ label: "Year", min: 1900, max: 2100 }),
  hours: optionalNumber({ label: "Hours", min: 0 }),
  popular: checkbox({ label: "Most popular" }),
  day: date({ label: "Day" }),
  quote: shown({ said: text({ label: "Quote" }) }, { label: "Show a quote" }),
  result: group(
    {
      value: text({ label: "Result" }),
      items: list(text({ label: "Item" }), { label: "Items", min: 1 }),
    },
    { label: "Result", layout: [4, 8] },
  ),
};
const rule = recordRule(declared);
const editor = editorFields(declared);
const valid = {
  name: "Ada",
  line: "A line",
  body: "A body\nof two lines",
  kind: "Webinar",
  where: "/guides",
  headline: "Save hours a week",
  email: "ada@example.com",
  year: 2020,
  popular: true,
  day: "2026-11-28",
  quote: { discriminant: true, value: { said: "Two days now." } },
  result: { value: "27 days", items: ["one"] },
};

/** What the editor's form field makes of a stored value: its error, or undefined when it takes it. */
function editorRefusal(field: ComponentSchema, stored: unknown): string | undefined {
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

describe("the build's reading", () => {
  it("takes a record as declared, reading a shown group as its fields", () => {
    expect(rule.parse(valid)).toEqual({ ...valid, quote: { said: "Two days now." } });
    expect(rule.parse({ ...valid, quote: { discriminant: false } }).quote).toBeUndefined();
  });

  it("holds numbers, days and patterns to their rules", () => {
    expect(rule.safeParse({ ...valid, year: 1899 }).success).toBe(false);
    expect(rule.safeParse({ ...valid, year: 2020.5 }).success).toBe(false);
    expect(rule.safeParse({ ...valid, hours: -1 }).success).toBe(false);
    expect(rule.parse({ ...valid, hours: 3 }).hours).toBe(3);
    expect(rule.safeParse({ ...valid, day: "2026-13-45" }).success).toBe(false);
    const email = rule.safeParse({ ...valid, email: "ada" });
    expect(email.error?.issues.map((issue) => issue.message)).toEqual(["must be an email address"]);
  });

  it("refuses a field the declaration does not name, at any depth", () => {
    expect(rule.safeParse({ ...valid, extra: "x" }).success).toBe(false);
    expect(rule.safeParse({ ...valid, result: { ...valid.result, extra: 1 } }).success).toBe(false);
  });

  it("refuses blank text, leaves optional text out, and counts a list's items", () => {
    expect(rule.safeParse({ ...valid, line: "   " }).success).toBe(false);
    expect(rule.safeParse({ ...valid, note: "  " }).success).toBe(false);
    expect(rule.parse({ ...valid, note: "Later" }).note).toBe("Later");
    expect(rule.safeParse({ ...valid, result: { ...valid.result, items: [] } }).success).toBe(
      false,
    );
  });

  it("says a choice's own message, and keeps a fixed field's rule", () => {
    const wrongKind = rule.safeParse({ ...valid, kind: "Party" });
    expect(wrongKind.error?.issues.map((issue) => issue.message)).toEqual(["pick one"]);
    expect(rule.safeParse({ ...valid, where: "guides" }).success).toBe(false);
  });

  it("describes each field with its help, or its label", () => {
    expect(rule.shape.line.description).toBe("One line.");
    expect(rule.shape.body.description).toBe("Body");
  });
});

describe("the editor's reading", () => {
  it("labels and explains each field with the declaration's words", () => {
    expect(editor.line).toMatchObject({ kind: "form", label: "Line" });
    expect(editor.kind).toMatchObject({
      options: [
        { label: "Webinar", value: "Webinar" },
        { label: "Workshop", value: "Workshop" },
      ],
    });
    expect(editor.kind.kind === "form" && editor.kind.defaultValue()).toBe("Workshop");
    expect(editor.result).toMatchObject({ kind: "object", label: "Result", layout: [4, 8] });
  });

  it("refuses what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof declared, unknown][] = [
      ["line", "A line"],
      ["line", "   "],
      ["line", ""],
      ["body", "Two\nlines"],
      ["note", ""],
      ["note", "  "],
      ["note", "Later"],
      ["kind", "Webinar"],
      ["kind", "Party"],
      ["where", "/guides"],
      ["where", "guides"],
      ["headline", "Save {{claims.hoursSavedWeekly}} hours"],
      ["headline", "Save {{claims.nope}} hours"],
      ["headline", " "],
      ["email", "ada@example.com"],
      ["email", "ada"],
      ["email", ""],
      ["year", 2020],
      ["year", 1899],
      ["year", 2101],
      ["hours", undefined],
      ["hours", 4],
      ["hours", -1],
      ["popular", true],
      ["day", "2026-11-28"],
    ];
    for (const [key, stored] of cases) {
      const field = editor[key];
      const leftOut = stored === "" || stored === undefined;
      const buildTakes = rule.shape[key].safeParse(leftOut ? undefined : stored).success;
      expect(editorRefusal(field, stored) === undefined, `${key}: ${JSON.stringify(stored)}`).toBe(
        buildTakes,
      );
    }
  });

  it("refuses two curly brackets the owner types, which the files keep for figures", () => {
    expect(editorRefusal(editor.headline, "Save {{ hours")).toMatch(/curly brackets/);
  });

  it("names a list's items by their text", () => {
    const items = editor.result.kind === "object" ? editor.result.fields.items : undefined;
    expect(items).toMatchObject({ validation: { length: { min: 1 } } });
    const itemLabel = items?.kind === "array" ? items.itemLabel : undefined;
    expect(itemLabel?.({ value: "Invoices" } as never)).toBe("Invoices");
    expect(itemLabel?.({ value: "" } as never)).toBe("(empty)");
  });
});
