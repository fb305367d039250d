import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "./content-snapshot";

/**
 * A record read from disk outside Astro's content collections (a testimonial) changes: the open
 * page of the development site that shows it reloads with the new text by itself
 * (src/integrations/content-reload.ts). The file is put back afterwards.
 */
const content = "src/content/testimonials";
const file = `${content}/capitol-hill-bakery.json`;

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(() => {
  restoreFolder(content, snapshot);
});

test("a changed testimonial shows on the open home page", async ({ page }) => {
  const record = JSON.parse(readFileSync(file, "utf8"));
  const newQuote = `${record.quote} The bakers noticed first.`;
  await page.goto("/");
  await expect(page.locator("main")).toContainText(record.quote);

  writeFileSync(file, `${JSON.stringify({ ...record, quote: newQuote }, null, 2)}\n`);

  await expect(page.locator("main")).toContainText(newQuote);
});
