import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { writeText } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner changes a site fact in the content editor's "Company facts": the save changes one
 * line of src/content/site.json, the file every page that states the fact reads. The file is put
 * back after the test.
 */
const file = inCopy("src/content/site.json");
// Read when the spec loads, before the server copies the project: the copy's bytes are these.
const original = readFileSync("src/content/site.json");
const site = JSON.parse(original.toString("utf8"));
const newPhone = "(206) 555-0199";

test.afterEach(async () => {
  await writeText(file, original);
});

/** The phone stored in the file (the editor writes it whole: it is always JSON). */
const savedPhone = (): string => JSON.parse(readFileSync(file, "utf8")).phone;

test("a changed phone number is saved on one line", async ({ page }) => {
  await page.goto("/keystatic/singleton/site");
  const phone = page.getByRole("textbox", { name: "Phone", exact: true });
  await expect(phone).toHaveValue(site.phone);
  await phone.fill(newPhone);
  await page.getByRole("button", { name: "Save" }).click();

  await expect.poll(savedPhone).toBe(newPhone);
  expect(changedLines(original.toString("utf8"), readFileSync(file, "utf8"))).toEqual([
    [`  "phone": "${site.phone}",`, `  "phone": "${newPhone}",`],
  ]);
});
