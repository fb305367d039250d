import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import config from "../../keystatic.config";
import { changeLines, describeChanges } from "./changes";
import type { EditorConfig } from "./editor-files";

/** Files before and after, by path, read as the publisher reads the live build and the source. */
async function say(files: Record<string, [string | null, string | null]>) {
  return changeLines(
    await describeChanges(
      config as EditorConfig,
      Object.keys(files),
      async (path) => files[path]?.[0] ?? null,
      async (path) => files[path]?.[1] ?? null,
    ),
  );
}
const file = (path: string) => readFileSync(path, "utf8");

// Loading the editor's configuration compiles its fields: seconds on a busy machine.
describe("changes in the owner's words", { timeout: 60_000 }, () => {
  it("names a page and the field changed, as the editor labels them", async () => {
    const home = file("src/content/page-copy/home.json");
    const edited = home.replace("Automate the busywork.", "Automate the paperwork.");
    expect(edited).not.toBe(home);
    expect(await say({ "src/content/page-copy/home.json": [home, edited] })).toEqual([
      "Home: Hero › Headline",
    ]);
  });

  it("names a list's item as the editor's list does, with its figures as values", async () => {
    const pricing = file("src/content/page-copy/pricing.json");
    const data = JSON.parse(pricing);
    data.packages.packages[1].description += " Now with training.";
    data.addOns.addOns[0].price = "$700";
    const lines = await say({
      "src/content/page-copy/pricing.json": [pricing, JSON.stringify(data)],
    });
    expect(lines).toEqual([
      "Pricing: Packages › Packages › Strategic Implementation › Description",
      `Pricing: Add-ons › Add-ons › ${data.addOns.addOns[0].name} › Price`,
    ]);
  });

  it("names a record by its title, a new one and a removed one, and an article's text", async () => {
    const event = file("src/content/events/2024-03-14-automation-101.json");
    const title = (JSON.parse(event) as { title: string }).title;
    const article = file("src/content/blog/ai-vs-traditional-automation.mdx");
    const articleTitle = (
      parse(/^---\n([\s\S]*?)\n---/.exec(article)?.[1] ?? "") as { title: string }
    ).title;
    expect(
      await say({
        "src/content/events/2024-03-14-automation-101.json": [
          event,
          event.replace(/"location": "[^"]*"/, '"location": "Online"'),
        ],
        "src/content/events/2025-05-01-new.json": [null, event],
        "src/content/testimonials/belltown-property-management.json": [
          file("src/content/testimonials/belltown-property-management.json"),
          null,
        ],
        "src/content/blog/ai-vs-traditional-automation.mdx": [
          article,
          `${article}\nOne more line.\n`,
        ],
      }),
    ).toEqual([
      `Events: ${title}: Location`,
      `Events: ${title} (new)`,
      expect.stringMatching(/^Testimonials: .+ \(removed\)$/),
      `Articles: ${articleTitle}: Text`,
    ]);
  });

  it("names a data file beside a collection's entries by its own entry, not as an entry", async () => {
    const categories = file("src/content/blog/categories.json");
    const lines = await say({ "src/content/blog/categories.json": [categories, `${categories} `] });
    expect(lines).toEqual(["Blog categories"]);
  });

  it("never shows a path, even for a file the editor does not open", async () => {
    const lines = await say({
      "src/content/notes.json": ["{}", '{"menus":[]}'],
      "src/assets/images/case-studies/acme/photo.png": [null, "png"],
      "src/content/site.json": [
        file("src/content/site.json"),
        file("src/content/site.json").replace(/555-01\d\d/, "555-0199"),
      ],
    });
    expect(lines).toEqual(["Site data", "An image", "Company facts: Phone"]);
    for (const line of lines) expect(line).not.toMatch(/src\/|\.json|\.png|\{\{/);
  });
});
