import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { writeText } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner renames a menu where the menus are listed, and its pages stay in it; a free PDF's
 * button is chosen from the pages' contact buttons, by their words. The files are put back after
 * each test.
 */
const pageList = inCopy("src/content/page-list.json");
const downloads = inCopy("src/content/downloads.json");
const stored = new Map<string, string>();
test.beforeAll(() => {
  for (const file of [pageList, downloads]) stored.set(file, readFileSync(file, "utf8"));
});
test.afterEach(async () => {
  for (const [file, text] of stored) await writeText(file, text);
});

test("a renamed menu keeps its pages, which offer it by its new name", async ({ page }) => {
  await page.goto("/keystatic/singleton/titlesAndMenus");
  await page.getByText("About", { exact: true }).click();
  const menu = page.getByRole("dialog");
  await menu.getByRole("textbox", { name: "Name" }).fill("Company");
  await menu.getByRole("button", { name: "Done", exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const saved = () => readFileSync(pageList, "utf8");
  await expect.poll(saved).toContain('"name": "Company"');
  expect(changedLines(String(stored.get(pageList)), saved())).toEqual([
    ['      "name": "About"', '      "name": "Company"'],
  ]);
  await page.getByText("Pricing", { exact: true }).last().click();
  await expect(page.getByRole("dialog").getByRole("button", { name: /^Company/ })).toBeVisible();
});

test("a PDF's button is chosen from the pages' contact buttons, stored as its words", async ({
  page,
}) => {
  await page.goto("/keystatic/singleton/downloads");
  await page.getByText("Get Free Guide", { exact: true }).click();
  const item = page.getByRole("dialog");
  await item.getByRole("button", { name: /^Get Free Guide \(on Home\)/ }).click();
  await page.getByRole("option", { name: "Connect Your Systems (on System Integration)" }).click();
  await item.getByRole("button", { name: "Done", exact: true }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  const saved = () => readFileSync(downloads, "utf8");
  await expect.poll(saved).toContain('"Connect Your Systems"');
  expect(changedLines(String(stored.get(downloads)), saved())).toEqual([
    ['        "Get Free Guide",', '        "Connect Your Systems",'],
  ]);
});
