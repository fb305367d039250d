import { z } from "astro/zod";
import {
  checkbox,
  choice,
  copy,
  copyLine,
  date,
  fixed,
  group,
  list,
  number,
  paragraph,
  text,
  title,
} from "~/collections/model/fields";
import { recordRule } from "~/collections/model/rules";
import { editorRefusal, expectSameVerdicts } from "../../tests/support/editor-agreement";
import { editorFields } from "./model";

const declared = {
  name: title({ label: "Name", help: "Who it is.", id: { label: "File name" } }),
  line: text({ label: "Line", help: "One line." }),
  body: paragraph({ label: "Body" }),
  note: paragraph({ optional: true, label: "Note" }),
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
  hours: number({ optional: true, label: "Hours", min: 0 }),
  popular: checkbox({ label: "Most popular" }),
  day: date({ label: "Day" }),
  quote: group({ said: text({ label: "Quote" }) }, { optional: true, label: "Show a quote" }),
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

  it("shows a choice's values in its own words, and stores the values the build takes", () => {
    const to = choice(["email", "phone"], { label: "Link to", labels: { email: "Email" } });
    const field = editorFields({ to }).to;
    expect(field).toMatchObject({
      options: [
        { label: "Email", value: "email" },
        { label: "phone", value: "phone" },
      ],
    });
    const toRule = recordRule({ to }).shape.to;
    for (const stored of ["email", "phone", "Email", ""])
      expect(editorRefusal(field, stored) === undefined, String(stored)).toBe(
        toRule.safeParse(stored).success,
      );
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
    expectSameVerdicts(rule, editor, cases);
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

describe("a field's own messages, lengths and YAML days", () => {
  const own = {
    name: title({ label: "Name", named: "name", id: { label: "File name" } }),
    summary: text({
      label: "Summary",
      named: "summary",
      length: { min: 5, max: 10, message: "summary must be 5-10 characters" },
    }),
    author: text({ optional: true, label: "Author", named: "author" }),
    minutes: number({ label: "Minutes", min: 1, message: "minutes must be a number" }),
    tags: list(text({ label: "Tag", named: "tag" }), {
      label: "Tags",
      min: 1,
      message: "tags needs a tag",
    }),
    published: date({ label: "Published" }),
    updated: date({ optional: true, label: "Updated" }),
  };
  const ownRule = recordRule(own);
  const ownEditor = editorFields(own);
  const record = {
    name: "Ada",
    summary: "Short",
    minutes: 3,
    tags: ["a"],
    published: "2026-11-28",
  };
  const problems = (change: Record<string, unknown>) =>
    ownRule
      .safeParse({ ...record, ...change })
      .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("says the build's messages as declared, naming the field", () => {
    expect(problems({ name: undefined })).toEqual(["name: name is required"]);
    expect(problems({ name: " " })).toEqual(["name: name is empty"]);
    expect(problems({ author: " " })).toEqual(["author: author is empty"]);
    expect(problems({ summary: "Tiny" })).toEqual(["summary: summary must be 5-10 characters"]);
    expect(problems({ summary: "Far too long" })).toEqual([
      "summary: summary must be 5-10 characters",
    ]);
    expect(problems({ minutes: "3 min" })).toEqual(["minutes: minutes must be a number"]);
    expect(problems({ tags: [] })).toEqual(["tags: tags needs a tag"]);
    expect(problems({ tags: [" "] })).toEqual(["tags.0: tag is empty"]);
  });

  it("reads a YAML day, a Date or its YYYY-MM-DD, as the day", () => {
    const parsed = ownRule.parse({
      ...record,
      published: new Date("2026-11-28T00:00:00Z"),
      updated: "2026-12-01",
    });
    expect(parsed).toMatchObject({ published: "2026-11-28", updated: "2026-12-01" });
    expect(problems({ published: "2026-02-30" })).toEqual([
      'published: must be a date written YYYY-MM-DD, got "2026-02-30"',
    ]);
  });

  it("counts text without the spaces at its ends: the build trims them, the editor refuses them", () => {
    expect(ownRule.parse({ ...record, summary: "  Short  " }).summary).toBe("Short");
    expect(editorRefusal(ownEditor.summary, "  Short  ")).toMatch(/start or end with a space/);
  });

  it("refuses in the editor what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof own, unknown][] = [
      ["summary", "Short"],
      ["summary", "Ten chars!"],
      ["summary", "Tiny"],
      ["summary", "Far too long"],
      ["summary", ""],
      ["author", ""],
      ["author", " "],
      ["author", "Sam"],
      ["minutes", 3],
      ["minutes", 0],
      ["minutes", "3 min"],
      ["published", "2026-11-28"],
      ["published", new Date("2026-11-28T00:00:00Z")],
      ["published", "November 28, 2026"],
      ["published", undefined],
      ["updated", undefined],
      ["updated", new Date("2026-12-01T00:00:00Z")],
    ];
    expectSameVerdicts(ownRule, ownEditor, cases);
  });
});

describe("printed copy, and a number's range and first value", () => {
  const printed = {
    lead: copy({ label: "Lead", printed: true }),
    cells: list(copyLine({ label: "Cell", printed: true }), { label: "Cells" }),
    rows: number({ label: "Rows", min: 4, max: 12, default: 6, rangeMessage: "rows must be 4-12" }),
  };
  const printedRule = recordRule(printed);
  const printedEditor = editorFields(printed);
  const messages = (result: z.SafeParseReturnType<unknown, unknown>) =>
    result.error?.issues.map((issue) => issue.message);

  it("names the characters the PDF's font cannot draw, and fills in the figures", () => {
    expect(messages(printedRule.shape.lead.safeParse("Go → on ✓"))).toEqual([
      `"→" (U+2192), "✓" (U+2713): the PDF's font draws Western European characters only`,
    ]);
    expect(printedRule.shape.lead.parse("Save {{claims.hoursSavedWeekly}} a week")).not.toMatch(
      /\{\{/,
    );
  });

  it("says a number's own message outside its range, and starts a new one at its default", () => {
    expect(messages(printedRule.shape.rows.safeParse(13))).toEqual(["rows must be 4-12"]);
    expect(printedEditor.rows.kind === "form" && printedEditor.rows.defaultValue()).toBe(6);
  });

  it("refuses in the editor what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof printed, unknown][] = [
      ["lead", "Café crème — 20 € «ok»"],
      ["lead", "Go →"],
      ["lead", "Two\nlines"],
      ["lead", " "],
      ["lead", ""],
      ["lead", "Save {{claims.hoursSavedWeekly}} a week"],
      ["lead", "Save {{ claims.hoursSavedWeekly | lower }} a week"],
      ["lead", "Save {{claims.nope}} a week"],
      ["rows", 4],
      ["rows", 12],
      ["rows", 3],
      ["rows", 13],
    ];
    expectSameVerdicts(printedRule, printedEditor, cases);
    expect(editorRefusal(printedEditor.lead, "Go →")).toMatch(/Western European characters only/);
  });

  it("names a list of copy by its items' text", () => {
    const { cells } = printedEditor;
    const itemLabel = cells.kind === "array" ? cells.itemLabel : undefined;
    expect(itemLabel?.({ value: "Tools" } as never)).toBe("Tools");
  });
});
