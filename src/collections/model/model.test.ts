/**
 * The two readings of a declaration agree: whatever the editor stores for a field, the build's rule
 * takes, and what the build refuses the editor refuses, field kind by field kind. The content
 * types' own records are checked against both in ../editor.test.ts.
 */
import type { ComponentSchema } from "@keystatic/core";
import { z } from "astro/zod";
import { iconNames, icons } from "~/components/ui/icons";
import { action } from "../page-copy/sections";
import { editorFields } from "./editor";
import {
  blocks,
  checkbox,
  choice,
  copy,
  copyLine,
  custom,
  date,
  entry,
  fixed,
  group,
  icon,
  list,
  multiselect,
  number,
  optionalChoice,
  optionalDate,
  optionalIcon,
  optionalNumber,
  optionalParagraph,
  optionalText,
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

describe("a field's own messages, lengths and YAML days", () => {
  const own = {
    name: title({ label: "Name", named: "name", id: { label: "File name" } }),
    summary: text({
      label: "Summary",
      named: "summary",
      length: { min: 5, max: 10, message: "summary must be 5-10 characters" },
    }),
    author: optionalText({ label: "Author", named: "author" }),
    minutes: number({ label: "Minutes", min: 1, message: "minutes must be a number" }),
    tags: list(text({ label: "Tag", named: "tag" }), {
      label: "Tags",
      min: 1,
      message: "tags needs a tag",
    }),
    published: date({ label: "Published", yaml: true }),
    updated: optionalDate({ label: "Updated", yaml: true }),
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
    for (const [key, stored] of cases) {
      const leftOut = stored === "" || stored === undefined;
      const buildTakes = ownRule.shape[key].safeParse(leftOut ? undefined : stored).success;
      expect(editorRefusal(ownEditor[key], stored) === undefined, `${key}: ${String(stored)}`).toBe(
        buildTakes,
      );
    }
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
    for (const [key, stored] of cases) {
      const buildTakes = printedRule.shape[key].safeParse(stored === "" ? undefined : stored);
      expect(editorRefusal(printedEditor[key], stored) === undefined, `${key}: ${stored}`).toBe(
        buildTakes.success,
      );
    }
    expect(editorRefusal(printedEditor.lead, "Go →")).toMatch(/Western European characters only/);
  });

  it("names a list of copy by its items' text", () => {
    const { cells } = printedEditor;
    const itemLabel = cells.kind === "array" ? cells.itemLabel : undefined;
    expect(itemLabel?.({ value: "Tools" } as never)).toBe("Tools");
  });
});

describe("an optional choice, a multiselect, an entry of a collection and a hidden fixed value", () => {
  const chosen = {
    columns: optionalChoice([2, 3], { label: "Columns", none: "3 (usual)" }),
    menu: optionalChoice(["Header", "Footer"], { label: "Menu" }),
    asks: multiselect(
      [
        { value: "phone", label: "Phone" },
        { value: "description", label: "What to automate" },
      ],
      { label: "Asks for" },
    ),
    article: entry("blog", { label: "Article" }),
    kind: fixed(z.enum(["home", "legal"]), {
      label: "Kind",
      refusal: "Set by the developer.",
      hidden: true,
    }),
  };
  const chosenRule = recordRule(chosen);
  const chosenEditor = editorFields(chosen);

  it("stores a choice as declared or leaves it out, and ticked options in any order", () => {
    const record = { columns: 2, menu: "Footer", asks: ["description", "phone"], article: "a" };
    expect(chosenRule.parse({ ...record, kind: "home" })).toEqual({ ...record, kind: "home" });
    const columns = chosenEditor.columns;
    if (columns.kind !== "form") throw new Error("a form field");
    const stored = (value: unknown) => {
      const noSlug = { slug: undefined } as never;
      return columns.serialize(columns.parse(value as never, noSlug), noSlug).value;
    };
    expect(stored(2)).toBe(2);
    expect(stored(undefined)).toBeUndefined();
  });

  it("keeps a hidden fixed value without drawing it", () => {
    const kind = chosenEditor.kind;
    expect(kind.kind === "form" && kind.Input({ value: "home" } as never)).toBeNull();
  });

  it("refuses in the editor what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof chosen, unknown][] = [
      ["columns", undefined],
      ["columns", 3],
      ["columns", "3"],
      ["columns", 4],
      ["menu", "Footer"],
      ["menu", "Side"],
      ["asks", []],
      ["asks", ["phone"]],
      ["asks", ["description", "phone"]],
      ["asks", ["phone", "phone"]],
      ["asks", ["fax"]],
      ["asks", "phone"],
      ["article", "a-post"],
      ["article", " "],
      ["article", undefined],
      ["kind", "home"],
      ["kind", "blog"],
      ["kind", undefined],
    ];
    for (const [key, stored] of cases) {
      const buildTakes = chosenRule.shape[key].safeParse(stored).success;
      expect(
        editorRefusal(chosenEditor[key], stored) === undefined,
        `${key}: ${JSON.stringify(stored)}`,
      ).toBe(buildTakes);
    }
  });
});

describe("the site's icons, an optional icon, a page's buttons and blocks of several kinds", () => {
  const message = "icon must be one of the names in src/components/ui/icons.ts";
  const parts = {
    icon: icon("ui", iconNames, { label: "Icon", default: "zap", readAs: icons, message }),
    mark: optionalIcon("ui", iconNames, { label: "Mark", readAs: icons }),
    button: custom("action", action, { label: "Button" }),
    sections: blocks(
      {
        note: group({ text: text({ label: "Text" }) }, { label: "Note" }),
        figure: group({ value: number({ label: "Value" }) }, { label: "Figure" }),
      },
      { label: "Sections", itemLabel: (kind, block) => `${kind}: ${Object.values(block)[0]}` },
    ),
  };
  const partsRule = recordRule(parts);
  const partsEditor = editorFields(parts);
  const link = { kind: "link", label: "Pricing", to: "/pricing" };

  it("reads a site icon as its component, and a block as its kind beside its fields", () => {
    const read = partsRule.parse({
      icon: "clock",
      button: link,
      sections: [{ discriminant: "note", value: { text: "Hi" } }],
    });
    expect(read.icon).toBe(icons.clock);
    expect(read.mark).toBeUndefined();
    expect(read.sections).toEqual([{ kind: "note", text: "Hi" }]);
    const unknown = partsRule.shape.icon.safeParse("nope");
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual([
      "icon must be one of the names in src/components/ui/icons.ts",
    ]);
    const wrongKind = [{ discriminant: "quote", value: { text: "Hi" } }];
    expect(partsRule.shape.sections.safeParse(wrongKind).success).toBe(false);
    const extra = [{ discriminant: "figure", value: { value: 3, text: "Hi" } }];
    expect(partsRule.shape.sections.safeParse(extra).success).toBe(false);
  });

  it("offers each kind of block by its label, and names a block as declared", () => {
    const { sections } = partsEditor;
    if (sections.kind !== "array" || sections.element.kind !== "conditional") {
      throw new Error("a list of blocks");
    }
    expect(sections.element.discriminant).toMatchObject({
      options: [
        { label: "Note", value: "note" },
        { label: "Figure", value: "figure" },
      ],
    });
    const block = { discriminant: "note", value: { fields: { text: { value: "Hi" } } } };
    expect(sections.itemLabel?.(block as never)).toBe("Note: Hi");
  });

  it("refuses in the editor what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof parts, unknown][] = [
      ["icon", "clock"],
      ["icon", "nope"],
      ["mark", undefined],
      ["mark", "zap"],
      ["mark", "nope"],
      ["button", link],
      ["button", { ...link, to: "pricing" }],
      ["button", { ...link, label: "" }],
    ];
    for (const [key, stored] of cases) {
      const buildTakes = partsRule.shape[key].safeParse(stored).success;
      expect(
        editorRefusal(partsEditor[key], stored) === undefined,
        `${key}: ${JSON.stringify(stored)}`,
      ).toBe(buildTakes);
    }
  });
});

describe("optional text with a pattern, a fixed value as the owner reads it, a shown group's heading", () => {
  const more = {
    testimonial: optionalText({
      label: "Testimonial",
      pattern: { regex: /^[a-z0-9-]+$/, must: "be a testimonial's id" },
    }),
    page: fixed(z.string().startsWith("/"), {
      label: "Page",
      refusal: "Set by the developer.",
      show: (path) => `The page at ${path}`,
    }),
    related: shown({ note: text({ label: "Note" }) }, { label: "Show links", partLabel: "Links" }),
  };
  const moreRule = recordRule(more);
  const moreEditor = editorFields(more);

  it("shows a fixed value as declared, and heads a shown group's fields", () => {
    const { page, related } = moreEditor;
    if (page.kind !== "form" || related.kind !== "conditional") throw new Error("as declared");
    const drawn = page.Input({ value: "/process-audit" } as never) as { props: { value: string } };
    expect(drawn.props.value).toBe("The page at /process-audit");
    expect(related.values.true).toMatchObject({ label: "Links" });
  });

  it("refuses in the editor what the build refuses, and takes what it takes", () => {
    const cases: [keyof typeof more, unknown][] = [
      ["testimonial", undefined],
      ["testimonial", "jane-doe"],
      ["testimonial", "Jane Doe"],
      ["page", "/process-audit"],
      ["page", "process-audit"],
    ];
    for (const [key, stored] of cases) {
      const buildTakes = moreRule.shape[key].safeParse(stored).success;
      expect(
        editorRefusal(moreEditor[key], stored) === undefined,
        `${key}: ${JSON.stringify(stored)}`,
      ).toBe(buildTakes);
    }
  });
});
