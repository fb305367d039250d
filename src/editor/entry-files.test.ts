/**
 * Each entry of the content editor opens the file the build reads, and each file is as the editor
 * writes it back, so a save changes only what changed: the guide's files, the pages, the data
 * files beside them, and the legal pages' document.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { ComponentSchema } from "@keystatic/core";
import Markdoc from "@markdoc/markdoc";
import { dump, load } from "js-yaml";
import { pageFile as buildPageFile } from "~/collections/page-copy/index";
import { anchorPattern, contactLinks, legalParts } from "~/collections/page-copy/legal";
import {
  editorLeaves,
  editorSaves,
  editorWrites,
  type Leaf,
  probes,
} from "../../tests/support/editor-agreement";
import {
  type Checked,
  checked,
  singletonFile,
  singletons,
} from "../../tests/support/editor-records";
import { anchorField, legalComponents } from "./legal-pages";

describe("the guide's files in the editor", () => {
  const guideSingletons = singletons.filter(([name]) => name.startsWith("guide"));

  it("are each one entry, and the entry opens the file the build reads", () => {
    const files = guideSingletons.map(([, singleton]) => singletonFile(singleton));
    expect(files).toEqual(
      guideSingletons.map(([name]) => (checked[name] as Checked).stored()[0]?.[0]),
    );
    const stored = ["src/content/guide", "src/content/guide/chapters"].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => /\.(md|json)$/.test(name))
        .map((name) => `${folder}/${name}`),
    );
    expect([...files].sort()).toEqual(stored.sort());
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it.each(
    guideSingletons
      .map(([, singleton]) => singletonFile(singleton))
      .filter((file) => file.endsWith(".md")),
  )("%s is written as the editor writes it, so a save changes only what changed", (file) => {
    // Keystatic writes the frontmatter with js-yaml's dump and the body with Markdoc's format.
    const [, frontmatter, body] = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(
      readFileSync(file, "utf8"),
    ) ?? ["", "", ""];
    expect(dump(load(frontmatter))).toBe(frontmatter);
    expect(Markdoc.format(Markdoc.parse(body))).toBe(body);
  });
});

/** A Markdown file's frontmatter and body, split where Keystatic writes the `---` lines. */
const markdownParts = (file: string) => {
  const [, frontmatter = "", body = ""] =
    /^---\n([\s\S]*?\n)---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
  return { frontmatter, body };
};

describe("the pages in the editor", () => {
  const pageSingletons = singletons.filter(([name]) => name.startsWith("page"));
  const isMarkdown = (singleton: (typeof singletons)[number][1]) =>
    singletonFile(singleton).endsWith(".md");

  it("include the legal pages, each opening the file the build reads", () => {
    const legal = pageSingletons.filter(([, singleton]) => isMarkdown(singleton));
    expect(legal.map(([, singleton]) => [singleton.label, singletonFile(singleton)])).toEqual([
      ["Privacy Policy", buildPageFile("/privacy-policy")],
      ["Terms of Service", buildPageFile("/terms-of-service")],
    ]);
  });

  it.each(pageSingletons.filter(([, singleton]) => isMarkdown(singleton)))(
    "%s is written as the editor writes it: frontmatter by js-yaml, the document by Markdoc",
    (_name, singleton) => {
      const { frontmatter, body } = markdownParts(singletonFile(singleton));
      const schema: Record<string, ComponentSchema> = singleton.schema;
      const fields = Object.fromEntries(
        Object.entries(schema).filter(([key]) => key !== "document"),
      );
      expect(dump(editorWrites(fields, load(frontmatter)))).toBe(frontmatter);
      expect(Markdoc.format(Markdoc.parse(body))).toBe(body);
    },
  );

  it.each(pageSingletons.filter(([, singleton]) => !isMarkdown(singleton)))(
    "%s is written as the editor writes it",
    (_name, singleton) => {
      const file = singletonFile(singleton);
      const written = readFileSync(file, "utf8");
      expect(
        `${JSON.stringify(editorWrites(singleton.schema, JSON.parse(written)), null, 2)}\n`,
      ).toBe(written);
    },
  );
});

describe("the data files beside the pages in the editor", () => {
  const dataSingletons = singletons.filter(
    ([name, singleton]) => !name.startsWith("page") && singletonFile(singleton).endsWith(".json"),
  );

  it("include every data file of the content folder and the blog's", () => {
    const stored = ["src/content", "src/content/blog"].flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .map((name) => `${folder}/${name}`),
    );
    const files = dataSingletons.map(([, singleton]) => singletonFile(singleton));
    expect(stored.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(stored));
  });

  it.each(dataSingletons)(
    "%s reads its file and writes back the same value, byte for byte",
    (_name, singleton) => {
      const file = singletonFile(singleton);
      const written = readFileSync(file, "utf8");
      const stored = JSON.parse(written);
      const rewritten = editorWrites(singleton.schema, stored);
      expect(rewritten).toStrictEqual(stored);
      // Keystatic writes JSON with two spaces and a final newline, its fields in the schema's order.
      expect(`${JSON.stringify(rewritten, null, 2)}\n`).toBe(written);
    },
  );
});

describe("the legal pages' document in the editor", () => {
  const copyProbes = [...probes, "{{site.email}}", "{{site.nope}}", "{{claims}}"];

  it.each(Object.entries(legalComponents))(
    "%s's fields never save a value the build would reject",
    (_name, component) => {
      for (const leaf of editorLeaves(component.schema)) {
        if (leaf.field.options) {
          // The contact link: the facts the build turns into links, in its order.
          expect(leaf.field.options.map((option) => option.value)).toEqual(
            Object.keys(contactLinks),
          );
          continue;
        }
        expect(editorSaves(leaf, undefined), leaf.path.join(".")).toBe("refused");
        for (const probe of copyProbes) {
          const result = editorSaves(leaf, probe);
          if (result === "refused") continue;
          expect(
            legalParts.text.safeParse(result.saved).success,
            `${leaf.path.join(".")} = ${JSON.stringify(probe)}`,
          ).toBe(true);
        }
      }
    },
  );

  it("saves a heading's anchor only as the build checks it, or none (a subheading)", () => {
    const [leaf] = editorLeaves({ id: anchorField });
    for (const probe of [...probes, "your-rights", "Your_Rights", "your rights", "-rights"]) {
      const result = editorSaves(leaf as Leaf, probe);
      if (result === "refused" || result.saved === undefined) continue;
      expect(String(result.saved), JSON.stringify(probe)).toMatch(anchorPattern);
    }
    expect(editorSaves(leaf as Leaf, "your-rights")).toEqual({ saved: "your-rights" });
    expect(editorSaves(leaf as Leaf, "Your_Rights")).toBe("refused");
  });
});
