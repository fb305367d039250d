import { readFileSync } from "node:fs";
import { blogCategories, totalArticleCount } from "~/collections/blog/categories";
import { site } from "~/collections/facts";
import { describeSchemaError } from "../schema-rules";
import { parseArticleSource, readArticleFiles } from "./frontmatter";
import { articleModifiedDate, articleSchema } from "./schema";

const valid = {
  title: "5 Signs Your Small Business Needs Automation",
  description:
    "Re-typed data, missed follow-ups, month-end scrambles: five signs your small business is ready.",
  excerpt: "Five signs it is time to automate.",
  datePublished: "2025-09-16",
  category: "Best Practices",
  readTime: 8,
  emoji: "🚦",
  keywords: ["small business automation"],
  cta: "Find Your First Automation",
};

/** The error lines of a record that must fail. */
function problems(record: Record<string, unknown>) {
  const result = articleSchema.safeParse(record);
  if (result.success) throw new Error("expected the record to be rejected");
  return describeSchemaError(result.error);
}

describe("the article frontmatter schema", () => {
  it("accepts a complete record and fills in the defaults", () => {
    expect(articleSchema.parse(valid)).toEqual({
      ...valid,
      dateModified: "2025-09-16",
      author: site.founder.name,
    });
  });

  it("reads dates parsed by YAML as Date objects or kept as strings alike", () => {
    const parsed = articleSchema.parse({
      ...valid,
      datePublished: new Date("2025-09-16T00:00:00Z"),
      dateModified: new Date("2025-10-02T00:00:00Z"),
    });
    expect(parsed).toMatchObject({ datePublished: "2025-09-16", dateModified: "2025-10-02" });
  });

  it("names the field of a description outside 50-160 characters", () => {
    expect(problems({ ...valid, description: "Too short." })).toMatch(
      /^description: description must be 50-160 characters/,
    );
    expect(problems({ ...valid, description: "x".repeat(161) })).toMatch(/^description: /);
    expect(articleSchema.safeParse({ ...valid, description: "x".repeat(50) }).success).toBe(true);
    expect(articleSchema.safeParse({ ...valid, description: "x".repeat(160) }).success).toBe(true);
  });

  it("names each bad or missing field", () => {
    expect(problems({ ...valid, category: "Gossip" })).toBe(
      "category: category must be one of: Trends, Case Studies, Best Practices, Technology, ROI Analysis, Change Management",
    );
    expect(problems({ ...valid, readTime: "8 min" })).toBe(
      "readTime: readTime must be a number of minutes, e.g. 8",
    );
    expect(problems({ ...valid, datePublished: "September 16, 2025" })).toMatch(
      /^datePublished: must be a date written YYYY-MM-DD/,
    );
    expect(problems({ ...valid, datePublished: "2025-02-30" })).toMatch(/^datePublished: /);
    expect(problems({ ...valid, keywords: [] })).toMatch(/^keywords: /);
    const { cta: _cta, ...withoutCta } = valid;
    expect(problems(withoutCta)).toBe("cta: cta is required");
    expect(problems({ ...valid, title: "   " })).toBe("title: title is empty");
  });

  it("refuses unknown fields (a misspelt field is not silently ignored)", () => {
    expect(problems({ ...valid, readtime: 8 })).toMatch(
      /Unrecognized key\(s\) in object: 'readtime'/,
    );
  });

  it("reads a modification date before the publication date as the publication date", () => {
    // The editor validates one field at a time, so it can save this; the build must accept it.
    expect(articleSchema.parse({ ...valid, dateModified: "2025-09-01" })).toMatchObject({
      datePublished: "2025-09-16",
      dateModified: "2025-09-16",
    });
    expect(articleSchema.parse({ ...valid, dateModified: "2025-10-02" })).toMatchObject({
      dateModified: "2025-10-02",
    });
  });
});

describe("articleModifiedDate", () => {
  it("is the later of the publication and modification dates", () => {
    expect(articleModifiedDate("2025-09-16")).toBe("2025-09-16");
    expect(articleModifiedDate("2025-09-16", "2025-10-02")).toBe("2025-10-02");
    expect(articleModifiedDate("2025-09-16", "2025-09-16")).toBe("2025-09-16");
    expect(articleModifiedDate("2025-09-16", "2025-09-01")).toBe("2025-09-16");
    expect(articleModifiedDate("2025-09-16", "2024-12-31")).toBe("2025-09-16");
  });
});

describe("parseArticleSource", () => {
  const source = (frontmatter: string) => `---\n${frontmatter}\n---\n\nBody text.\n`;

  it("parses the YAML frontmatter of an MDX file", () => {
    const data = parseArticleSource(
      source(`title: "T"
description: "${"d".repeat(60)}"
excerpt: "E"
datePublished: 2025-09-16
dateModified: 2025-10-02
category: "Trends"
readTime: 9
emoji: "🤖"
keywords: ["a", "b"]
cta: "Go"
author: "Sam Rivera"`),
      "src/content/blog/t.mdx",
    );
    expect(data).toMatchObject({
      datePublished: "2025-09-16",
      dateModified: "2025-10-02",
      readTime: 9,
      keywords: ["a", "b"],
      author: "Sam Rivera",
    });
  });

  it("names the file and the field when the frontmatter is wrong", () => {
    expect(() =>
      parseArticleSource(source('title: "T"\nreadTime: 9'), "src/content/blog/bad.mdx"),
    ).toThrow(/^src\/content\/blog\/bad\.mdx: invalid frontmatter\n(.+\n)*description: /);
    expect(() => parseArticleSource("No frontmatter.", "src/content/blog/none.mdx")).toThrow(
      "src/content/blog/none.mdx: no frontmatter block",
    );
  });
});

describe("the articles on disk", () => {
  const articles = readArticleFiles();

  it("are the six articles of the spec, newest first, with the chosen dates and categories", () => {
    expect(
      articles.map(({ slug, data }) => [slug, data.datePublished, data.category, data.readTime]),
    ).toEqual([
      ["5-signs-small-business-needs-automation", "2025-09-16", "Best Practices", 8],
      ["automation-roi-calculator", "2025-08-19", "ROI Analysis", 12],
      ["seattle-automation-success-stories", "2025-07-22", "Case Studies", 10],
      ["ai-vs-traditional-automation", "2025-05-13", "Trends", 9],
      ["no-code-vs-custom-development", "2025-03-18", "Technology", 11],
      ["change-management-automation", "2024-06-11", "Change Management", 10],
    ]);
  });

  it("keep their frontmatter as the only copy of the article facts", () => {
    // The page list must not repeat an article's title or description in its own source.
    const pagesSource = readFileSync("src/content/page-list.json", "utf8");
    for (const { data } of articles) {
      expect(pagesSource).not.toContain(data.description);
      expect(pagesSource).not.toContain(`"${data.title}"`);
    }
  });
});

describe("the blog categories", () => {
  it("are the spec's six with their counts, 69 articles in all", () => {
    expect(blogCategories.map(({ name, count }) => `${name} ${count}`)).toEqual([
      "Trends 12",
      "Case Studies 18",
      "Best Practices 15",
      "Technology 10",
      "ROI Analysis 8",
      "Change Management 6",
    ]);
    expect(totalArticleCount).toBe(69);
  });
});

describe("frontmatter keys the schema does not know", () => {
  // Parsed as the MDX integration parses an article's frontmatter, then checked as the build does.
  it("stop the build, whatever they are called: layout, prototype keys, anything", async () => {
    const { parseFrontmatter } = await import("@astrojs/markdown-remark");
    const known = Object.keys(valid);
    const keys = [
      "layout",
      "__proto__",
      "constructor",
      "prototype",
      "components",
      "setup",
      "draft",
      "Title",
      "title ",
      "toString",
      ...Array.from({ length: 40 }, (_, index) => `k${(index * 7919).toString(36)}`),
    ];
    for (const key of keys.filter((name) => !known.includes(name))) {
      const yaml = Object.entries({ ...valid, keywords: undefined })
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => `${name}: ${JSON.stringify(value)}`)
        .concat(["keywords:", "  - small business automation", `${JSON.stringify(key)}: "x"`])
        .join("\n");
      const { frontmatter } = parseFrontmatter(`---\n${yaml}\n---\nBody\n`);
      const result = articleSchema.safeParse(frontmatter);
      expect(result.success, key).toBe(false);
      expect(result.error && describeSchemaError(result.error), key).toContain(
        `Unrecognized key(s) in object: '${key}'`,
      );
    }
  });
});
