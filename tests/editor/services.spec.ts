import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner edits a service page in the content editor: "Process Automation" opens with the
 * sections the page adds as blocks named by their kind and title, and a block's changed title is
 * saved on one line of src/content/page-copy/process-automation.json. The pages' files are put back
 * after each test.
 */
const content = inCopy("src/content/page-copy");
const file = `${content}/process-automation.json`;
// Read when the spec loads, before the server copies the project: the copy's record is this.
const stored = JSON.parse(readFileSync("src/content/page-copy/process-automation.json", "utf8"));
const blockIndex = stored.sections.findIndex(
  (section: { discriminant: string }) => section.discriminant === "cards",
);
const title: string = stored.sections[blockIndex].value.heading.title;
const newTitle = "Automation built around your industry";

const entry = "/keystatic/singleton/pageProcessAutomation";
const headlineField = (page: Page) => page.getByRole("textbox", { name: "Headline", exact: true });

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

/** The block's title stored in the file (the editor writes it whole: it is always JSON). */
const savedTitle = (): string =>
  JSON.parse(readFileSync(file, "utf8")).sections[blockIndex].value.heading.title;

test("a block's changed title is saved on one line of one file", async ({ page }) => {
  await page.goto(entry);
  await expect(headlineField(page)).toHaveValue(stored.hero.title);
  await page.getByText(`Cards: ${title}`, { exact: true }).click();
  const block = page.getByRole("dialog", { name: "Edit Cards" });
  const titleField = block.getByRole("textbox", { name: "Title", exact: true }).first();
  await expect(titleField).toHaveValue(title);
  await titleField.fill(newTitle);
  await block.getByRole("button", { name: "Done", exact: true }).click();
  await expect(page.getByText(`Cards: ${newTitle}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect.poll(savedTitle).toBe(newTitle);
  expect(changedLines(String(snapshot.get(file)), readFileSync(file, "utf8"))).toEqual([
    [`          "title": "${title}",`, `          "title": "${newTitle}",`],
  ]);
  const otherFiles = [...snapshotFolder(content)].filter(
    ([other, bytes]) => other !== file && !snapshot.get(other)?.equals(bytes),
  );
  expect(otherFiles.map(([other]) => other)).toEqual([]);
});
