import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../keystatic.config";
import { contentUses, figuresIn } from "./content-uses";
import type { EditorConfig } from "./editor-files";

async function folderWith(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), "content-uses-"));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const article = (title: string, body: string) => `---\ntitle: ${title}\n---\n${body}\n`;

describe("where a figure or a record is used", { timeout: 60_000 }, () => {
  it("reads copy's tokens and an article's claims, by the fact's name", () => {
    expect([
      ...figuresIn(
        'From {{pricing.discovery.price}}, {{ claims.hoursSavedWeekly | lower }}. <Claim name="paybackMonths" /> and <Claim name="pricing.implementation.price" /> <Claim name="nope" />',
      ),
    ]).toEqual([
      "pricing.discovery.price",
      "claims.hoursSavedWeekly",
      "claims.paybackMonths",
      "pricing.implementation.price",
    ]);
  });

  it("names pages and the guide's chapters as the editor does, and counts records", async () => {
    const root = await folderWith({
      "src/content/page-copy/pricing.json": JSON.stringify({ note: "{{pricing.discovery.price}}" }),
      "src/content/guide/chapters/getting-started.md": article(
        "Getting Started",
        "{{pricing.discovery.price}}",
      ),
      "src/content/blog/one.mdx": article("One", '<Claim name="pricing.discovery.price" />'),
      "src/content/blog/two.mdx": article("Two", "{{pricing.discovery.price}}"),
      "src/content/blog/three.mdx": article("Three", "{{claims.hoursSavedWeekly}}"),
      "src/content/site.json": "{}",
    });
    expect((await contentUses(root, config as EditorConfig)).figures).toEqual({
      "pricing.discovery.price": ["Free guide › Getting Started", "Pricing", "2 articles"],
      "claims.hoursSavedWeekly": ["Articles: Three"],
    });
  });

  it("lists what chooses a record: a page's choice, a choice inside a list, an article's quote", async () => {
    const root = await folderWith({
      "src/content/page-copy/home.json": JSON.stringify({
        testimonials: { testimonials: ["tacoma-landscaping", "capitol-hill-bakery"] },
      }),
      "src/content/blog/one.mdx": article("One", '<Testimonial id="tacoma-landscaping" />'),
    });
    expect((await contentUses(root, config as EditorConfig)).records).toEqual({
      "testimonials/tacoma-landscaping": ["Home", "Articles: One"],
      "testimonials/capitol-hill-bakery": ["Home"],
    });
  });

  it("lists the site's own uses of a price and of a testimonial", async () => {
    const { figures, records } = await contentUses(process.cwd(), config as EditorConfig);
    expect(figures["pricing.implementation.price"]).toEqual(
      expect.arrayContaining(["Pricing", "Process Automation"]),
    );
    // Chosen on a page and quoted in an article.
    expect(records["testimonials/capitol-hill-bakery"]).toEqual(
      expect.arrayContaining(["Home", "Articles: Seattle Automation Success Stories"]),
    );
  });
});
