import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner edits a page's copy in the content editor: the home page's entry ("Home", as the menus
 * call it) opens with its sections as fields, and a changed headline is saved on one line of
 * src/content/page-copy/home.json. The pages' files are put back after each test.
 */
const content = inCopy("src/content/page-copy");
const file = `${content}/home.json`;
// Read when the spec loads, before the server copies the project: the copy's records are these.
const home = JSON.parse(readFileSync("src/content/page-copy/home.json", "utf8"));
const headline: string = home.hero.title;
const newHeadline = "Automate the busywork. Keep the business growing.";

const entry = "/keystatic/singleton/pageHome";
const headlineField = (page: Page) => page.getByRole("textbox", { name: "Headline", exact: true });

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

/** The headline stored in the file (the editor writes it whole: it is always JSON). */
const savedHeadline = (): string => JSON.parse(readFileSync(file, "utf8")).hero.title;

test("every page's copy is listed by the page's menu name", async ({ page }) => {
  await page.goto("/keystatic");
  const names = [
    "Home",
    "ROI Calculator",
    "Best Practices",
    "Webinars & Events",
    "Blog",
    "About Us",
    "Pricing",
    "Request Received",
    "Page not found",
    "Process Automation",
    "Custom Development",
    "System Integration",
    "Data Management",
    "Inventory Management",
    "Process Audit",
    "Efficiency Assessment",
    "Automation Review",
    "ROI Analysis",
    "Implementation Roadmap",
    "Automation Guide",
    "Privacy Policy",
    "Terms of Service",
  ];
  for (const name of names) {
    await expect(page.getByRole("link", { name, exact: true }).first()).toBeVisible();
  }
});

test("a changed headline is saved on one line of one file", async ({ page }) => {
  await page.goto(entry);
  await expect(headlineField(page)).toHaveValue(headline);
  await headlineField(page).fill(newHeadline);
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect.poll(savedHeadline).toBe(newHeadline);
  expect(changedLines(String(snapshot.get(file)), readFileSync(file, "utf8"))).toEqual([
    [`    "title": "${headline}",`, `    "title": "${newHeadline}",`],
  ]);
  const otherFiles = [...snapshotFolder(content)].filter(
    ([other, bytes]) => other !== file && !snapshot.get(other)?.equals(bytes),
  );
  expect(otherFiles.map(([other]) => other)).toEqual([]);
});

/** Every text box's value and every word of the entry's screen (its lists' items' names too). */
async function shownText(page: Page) {
  const values = await page
    .locator("input, textarea")
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  return [...values, ...(await page.locator("body").allInnerTexts())];
}

const pricingFile = `${content}/pricing.json`;
const claims = JSON.parse(readFileSync("src/content/claims.json", "utf8"));

test("figures set elsewhere read as their values on Home, never as braces", async ({ page }) => {
  await page.goto(entry);
  await expect(headlineField(page)).toBeVisible();
  for (const text of await shownText(page)) expect(text).not.toContain("{{");
});

test("the Pricing page and a package read their figures as values; a price says where it is set, and typing beside a figure keeps it a figure in the file", async ({
  page,
}) => {
  await page.goto("/keystatic/singleton/pagePricing");
  await expect(headlineField(page)).toBeVisible();
  for (const text of await shownText(page)) expect(text, "the Pricing page").not.toContain("{{");
  // Every package's dialog has the same fields: one stands for the three.
  await page.getByText("Strategic Implementation", { exact: true }).first().click();
  const dialog = page.getByRole("dialog");
  const price = dialog.getByRole("textbox", { name: "Price", exact: true });
  await expect(price).toHaveValue(claims.pricing.implementation.price);
  for (const text of await shownText(page)) expect(text, "the package").not.toContain("{{");
  await expect(price).toHaveAccessibleDescription(
    `${claims.pricing.implementation.price} is Strategic Implementation › Price, set in Prices and figures`,
  );
  await expect(dialog.getByRole("link", { name: "Prices and figures" }).first()).toHaveAttribute(
    "href",
    "/keystatic/singleton/claims",
  );

  const duration = dialog.getByRole("textbox", { name: "Duration", exact: true });
  await expect(duration).toHaveValue(claims.pricing.implementation.duration);
  await duration.press("End");
  await duration.pressSequentially(" (typical)");
  await expect(duration).toHaveValue(`${claims.pricing.implementation.duration} (typical)`);
  await dialog.getByRole("button", { name: "Done", exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const savedDuration = () =>
    JSON.parse(readFileSync(pricingFile, "utf8")).packages.packages[1].duration;
  await expect.poll(savedDuration).toBe("{{pricing.implementation.duration}} (typical)");

  // The link under a figure opens the screen where it is set.
  await page.getByRole("link", { name: "Prices and figures" }).first().click();
  await expect(page).toHaveURL(/\/keystatic\/singleton\/claims$/);
  await expect(page.getByRole("textbox", { name: "Hours saved every week" })).toBeVisible();
});
