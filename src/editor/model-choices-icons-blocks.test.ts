/**
 * The two readings of a declaration agree for the kinds that choose, draw or nest: an optional
 * choice, a multiselect, an entry of a collection, a hidden or shown fixed value, the site's icons,
 * a page's buttons and blocks of several kinds (./model.test.ts has the plain kinds).
 */
import { z } from "astro/zod";
import {
  blocks,
  choice,
  custom,
  entry,
  fixed,
  group,
  icon,
  multiselect,
  number,
  text,
} from "~/collections/model/fields";
import { recordRule } from "~/collections/model/rules";
import { action } from "~/collections/page-copy/sections";
import { iconNames, icons } from "~/components/ui/icons";
import { expectSameVerdicts } from "../../tests/support/editor-agreement";
import { editorFields } from "./model";

describe("an optional choice, a multiselect, an entry of a collection and a hidden fixed value", () => {
  const chosen = {
    columns: choice([2, 3], { optional: true, label: "Columns", none: "3 (usual)" }),
    menu: choice(["Header", "Footer"], { optional: true, label: "Menu" }),
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

  it("keeps a hidden fixed value without drawing it, but says why an added entry is refused", () => {
    const kind = chosenEditor.kind;
    if (kind.kind !== "form") throw new Error("a form field");
    expect(kind.Input({ value: "home" } as never)).toBeNull();
    expect(kind.Input({ value: null } as never)).toMatchObject({
      props: { label: "Kind", value: "Set by the developer.", isReadOnly: true },
    });
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
    expectSameVerdicts(chosenRule, chosenEditor, cases);
  });
});

describe("a choice from our server's list that may be none", () => {
  const key = { regex: /^[a-z-]+$/, message: "Choose one of the menus" };
  const menu = {
    menu: custom("serverChoice", z.string().regex(key.regex, key.message).optional(), {
      label: "Menu",
      settings: { list: "menus", pattern: key, none: "None: in no menu" },
    }),
  };

  it("leaves none out of the file, and refuses in the editor what the build refuses", () => {
    const field = editorFields(menu).menu;
    if (field.kind !== "form") throw new Error("a form field");
    const noSlug = { slug: undefined } as never;
    expect(field.serialize(field.parse(undefined, noSlug), noSlug).value).toBeUndefined();
    expectSameVerdicts(recordRule(menu), editorFields(menu), [
      ["menu", undefined],
      ["menu", "about"],
      ["menu", "About Us"],
    ]);
  });
});

describe("the site's icons, an optional icon, a page's buttons and blocks of several kinds", () => {
  const message = "icon must be one of the names in src/components/ui/icons.ts";
  const parts = {
    icon: icon("ui", iconNames, { label: "Icon", default: "zap", readAs: icons, message }),
    mark: icon("ui", iconNames, { optional: true, label: "Mark", readAs: icons }),
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
    expectSameVerdicts(partsRule, partsEditor, cases);
  });
});

describe("optional text with a pattern, a fixed value as the owner reads it, a shown group's heading", () => {
  const more = {
    testimonial: text({
      optional: true,
      label: "Testimonial",
      pattern: { regex: /^[a-z0-9-]+$/, must: "be a testimonial's id" },
    }),
    page: fixed(z.string().startsWith("/"), {
      label: "Page",
      refusal: "Set by the developer.",
      show: (path) => `The page at ${path}`,
    }),
    related: group(
      { note: text({ label: "Note" }) },
      { optional: true, label: "Show links", partLabel: "Links" },
    ),
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
    expectSameVerdicts(moreRule, moreEditor, cases);
  });
});
