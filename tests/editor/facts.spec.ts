import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { writeText } from "./content-snapshot";
import { openSitePage } from "./site-page";

/**
 * The owner changes a site fact in the content editor's "Company facts": the save changes one line of
 * src/content/site.json and every page that states the fact shows the new value (the footer's
 * phone here). The file is put back after the test.
 */
const file = "src/content/site.json";
const original = readFileSync(file);
const site = JSON.parse(original.toString("utf8"));
const newPhone = "(206) 555-0199";

test.beforeAll(async ({ browser }) => {
  // The first visit compiles the editor for the browser: wait for it once, as long as it takes.
  const page = await browser.newPage();
  await page.goto("/keystatic");
  await expect(page.getByRole("link", { name: "Company facts" }).first()).toBeVisible({
    timeout: 80_000,
  });
  await page.close();
});
test.afterEach(async () => {
  await writeText(file, original);
});

/** The phone stored in the file (the editor writes it whole: it is always JSON). */
const savedPhone = (): string => JSON.parse(readFileSync(file, "utf8")).phone;

test("a changed phone number is saved on one line and shows on the site", async ({ page }) => {
  const sitePage = await page.context().newPage();
  await openSitePage(sitePage, "/");
  await expect(sitePage.locator("footer")).toContainText(site.phone);

  await page.goto("/keystatic/singleton/site");
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phone).toHaveValue(site.phone);
  await phone.fill(newPhone);
  await page.getByRole("button", { name: "Save" }).click();

  await expect.poll(savedPhone).toBe(newPhone);
  const [oldLines, newLines] = [
    original.toString("utf8").split("\n"),
    readFileSync(file, "utf8").split("\n"),
  ];
  expect(newLines).toHaveLength(oldLines.length);
  const changed = newLines.flatMap((line, index) =>
    line === oldLines[index] ? [] : [[oldLines[index], line]],
  );
  expect(changed).toEqual([[`  "phone": "${site.phone}",`, `  "phone": "${newPhone}",`]]);

  // The development server reloads the page once it has read the file again: wait for that state
  // however long a busy machine takes (the test's own limit bounds it), not for a fixed time.
  await expect(sitePage.locator("footer")).toContainText(newPhone, { timeout: 0 });
});
