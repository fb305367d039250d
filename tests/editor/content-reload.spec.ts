import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "./content-snapshot";
import { openSitePage } from "./site-page";

/**
 * A content file changed outside the editor, written in place as a text editor saves it: the open
 * page of the development site that shows it reloads with the new text by itself
 * (src/integrations/content-reload.ts), whether the site reads the file itself (a testimonial) or
 * Astro's content layer loads it (an event). The files are put back afterwards.
 */
const testimonial = "src/content/testimonials/capitol-hill-bakery.json";
const event = "src/content/events/2024-03-14-automation-101.json";

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder("src/content");
});
test.afterEach(() => {
  restoreFolder("src/content", snapshot);
});

const record = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const writeInPlace = (file: string, value: unknown) =>
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

test("a changed testimonial shows on the open home page", async ({ page }) => {
  const { quote } = record(testimonial);
  const newQuote = `${quote} The bakers noticed first.`;
  await openSitePage(page, "/");
  await expect(page.locator("main")).toContainText(quote);

  writeInPlace(testimonial, { ...record(testimonial), quote: newQuote });

  await expect(page.locator("main")).toContainText(newQuote);
});

test("a changed event shows on the open events page", async ({ page }) => {
  const { title } = record(event);
  const newTitle = `${title}, Changed in a Text Editor`;
  const reloads = await openSitePage(page, "/webinars-events");
  await expect(page.locator("main")).toContainText(title);

  writeInPlace(event, { ...record(event), title: newTitle });

  await expect(page.locator("main")).toContainText(newTitle);
  // Reloaded by the content layer once it holds the new record, never for the file itself before
  // then: that reload brought the old record back, and the layer's own could go unheard.
  expect(reloads.filter((reload) => reload.includes(event))).toEqual([]);
});
