import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { restoreFolder, snapshotFolder, writeText } from "../support/content-snapshot";
import { openSitePage } from "./site-page";

/**
 * A content file changed outside the editor: the open page of the development site that shows it
 * reloads with the new text by itself (src/integrations/content-reload.ts) where the site reads
 * the file itself (a testimonial's JSON, a legal page's Markdown); a file Astro's content layer
 * loads (an event) is editor-save.spec.ts's. The files are put back afterwards. Each is written
 * whole, as the editor saves: a file written in place is empty for a moment, and the development
 * server, reading it then, keeps the old record (its watcher drops a second change to a file
 * within 50 ms).
 */
const testimonial = "src/content/testimonials/capitol-hill-bakery.json";
const privacyPolicy = "src/content/page-copy/privacy-policy.md";

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder("src/content");
});
test.afterEach(async () => {
  await restoreFolder("src/content", snapshot);
});

const record = (file: string) => JSON.parse(readFileSync(file, "utf8"));
const writeRecord = (file: string, value: unknown) =>
  writeText(file, `${JSON.stringify(value, null, 2)}\n`);

test("a changed testimonial shows on the open home page", async ({ page }) => {
  const { quote } = record(testimonial);
  const newQuote = `${quote} The bakers noticed first.`;
  await openSitePage(page, "/");
  await expect(page.locator("main")).toContainText(quote);

  await writeRecord(testimonial, { ...record(testimonial), quote: newQuote });

  await expect(page.locator("main")).toContainText(newQuote);
});

test("a changed sentence of a legal page shows on the open page", async ({ page }) => {
  const sentence = "We never share your information with anyone for their own marketing.";
  const changedSentence = sentence.replace("marketing", "advertising");
  await openSitePage(page, "/privacy-policy");
  await expect(page.getByText(sentence)).toBeVisible();

  await writeText(
    privacyPolicy,
    readFileSync(privacyPolicy, "utf8").replace(sentence, changedSentence),
  );

  await expect(page.getByText(changedSentence)).toBeVisible();
});
