import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { openSitePage } from "./site-page";

/**
 * `npm run edit` end to end: the development editor opens an event, saves a changed title into
 * the checkout's file, and the open events page of the development site shows it by itself. The
 * editor's forms, field by field, are the built editor's suite (tests/editor); the event file is
 * put back after the test.
 */
const content = "src/content/events";
const slug = "2024-03-14-automation-101";
const file = `${content}/${slug}.json`;
const title = "Automation 101: Where Small Businesses Save the Most Time";
const newTitle = "Automation 101: Where Small Businesses Save the Most Hours";

let snapshot: Map<string, Buffer>;
test.beforeAll(async ({ browser }) => {
  snapshot = snapshotFolder(content);
  // The first visit compiles the editor for the browser, and Vite may reload the page once it has
  // bundled what the editor imports: wait for the editor's list of records, as long as it takes.
  const page = await browser.newPage();
  await page.goto("/keystatic");
  await expect(page.getByRole("link", { name: "Events" }).first()).toBeVisible({ timeout: 80_000 });
  await page.close();
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

test("a title changed in the development editor is saved and shows on the open site page", async ({
  page,
}) => {
  const sitePage = await page.context().newPage();
  const reloads = await openSitePage(sitePage, "/webinars-events");
  await expect(sitePage.locator("main")).toContainText(title);

  await page.goto(`/keystatic/collection/events/item/${slug}`);
  const titleField = page.getByRole("textbox", { name: "Title" });
  await expect(titleField).toHaveValue(title);
  await titleField.fill(newTitle);
  await page.getByRole("button", { name: "Save" }).click();

  await expect.poll(() => JSON.parse(readFileSync(file, "utf8")).title).toBe(newTitle);
  // The development server reloads the page once it has read the file again: wait for that state
  // however long a busy machine takes (the test's own limit bounds it), not for a fixed time.
  await expect(sitePage.locator("main")).toContainText(newTitle, { timeout: 0 });
  // Reloaded by the content layer once it holds the new record, never for the file itself.
  expect(reloads.filter((reload) => reload.includes(file))).toEqual([]);
});
