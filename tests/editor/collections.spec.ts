import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";

/**
 * Every record the owner may edit opens in the content editor: each article with its body in the
 * rich-text editor (the MDX components included), and each collection lists all its files. Nothing
 * is saved.
 */
const blogFolder = "src/content/blog";
const articles = readdirSync(blogFolder)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const source = readFileSync(`${blogFolder}/${name}`, "utf8");
    const [, frontmatter = "", body = ""] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
    return { slug: name.slice(0, -".mdx".length), title: parseYaml(frontmatter).title, body };
  });

/** The first sentence of the body's first plain paragraph, as the rich-text editor shows it. */
function openingWords(body: string) {
  const paragraph = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => /^[A-Z]/.test(block) && !block.includes("<") && !block.includes("*"));
  return paragraph?.split(/(?<=[.?!])\s/)[0]?.replaceAll("\n", " ") ?? "";
}

// One page for all of them, going from record to record as the owner does: each full load of the
// editor costs seconds, a move within it a fraction of that.
test("every article opens with its body editable", async ({ page }) => {
  await page.goto("/keystatic/collection/blog");
  for (const { slug, title, body } of articles) {
    await test.step(slug, async () => {
      await page.getByRole("rowheader", { name: slug, exact: true }).click();
      await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
      const editor = page
        .locator('[contenteditable="true"]')
        .filter({ hasText: openingWords(body) });
      await expect(editor).toHaveCount(1);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await page.goBack();
    });
  }
});

test("each collection's list shows every file", async ({ page }) => {
  for (const [collection, folder] of [
    ["events", "src/content/events"],
    ["testimonials", "src/content/testimonials"],
    ["caseStudies", "src/content/case-studies"],
  ] as const) {
    await test.step(collection, async () => {
      const slugs = readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .map((name) => name.slice(0, -".json".length));
      await page.goto(`/keystatic/collection/${collection}`);
      for (const slug of slugs) {
        await expect(page.getByRole("rowheader", { name: slug, exact: true })).toBeVisible();
      }
    });
  }
});
