import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner edits an event in the content editor: a one-field save changes one line of one file;
 * what the build would reject is refused at the field and never written. Every event file is put
 * back after each test.
 */
const content = inCopy("src/content/events");
const slug = "2024-03-14-automation-101";
const file = `${content}/${slug}.json`;
const title = "Automation 101: Where Small Businesses Save the Most Time";
const newTitle = "Automation 101: Where Small Businesses Save the Most Hours";

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

/** Every save the editor sends to its API (none when it refuses an entry). */
function recordSaves(page: Page) {
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/keystatic/update")) {
      saves.push(request.url());
    }
  });
  return saves;
}

const readFile = () => readFileSync(file, "utf8");
/** The title stored in the file (the editor writes it whole: it is always JSON). */
const savedTitle = (): string => JSON.parse(readFile()).title;

async function openEvent(page: Page) {
  await page.goto(`/keystatic/collection/events/item/${slug}`);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
}

test("a changed title is saved on one line of one file", async ({ page }) => {
  const before = readFile();
  await openEvent(page);
  await page.getByRole("textbox", { name: "Title" }).fill(newTitle);
  // Scrolled past its last field, the entry's own Save is still on screen, not under the site bar.
  await page.getByRole("textbox", { name: "Title" }).hover();
  await page.mouse.wheel(0, 5000);
  const save = page.getByRole("button", { name: "Save" });
  const box = await save.boundingBox();
  const atItsCentre = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("button")?.textContent,
    [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
  );
  expect(atItsCentre).toBe("Save");
  await save.click();

  await expect.poll(savedTitle).toBe(newTitle);
  expect(changedLines(before, readFile())).toEqual([
    [`  "title": "${title}",`, `  "title": "${newTitle}",`],
  ]);
  const changedFiles = [...snapshotFolder(content)].filter(
    ([path, bytes]) => !snapshot.get(path)?.equals(bytes),
  );
  expect(changedFiles.map(([path]) => path)).toEqual([file]);
});

test("an empty title is refused at the field and the file stays as it was", async ({ page }) => {
  const saves = recordSaves(page);
  const before = readFile();
  await openEvent(page);
  const titleField = page.getByRole("textbox", { name: "Title" });
  await titleField.fill("");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(titleField).toHaveAttribute("aria-invalid", "true");
  await expect(titleField).toHaveAccessibleDescription(/must not be empty/);
  expect(saves).toEqual([]);
  expect(readFile()).toBe(before);
});

test("an end before the start is refused at the field", async ({ page }) => {
  const saves = recordSaves(page);
  const before = readFile();
  await openEvent(page);
  const ends = page.getByLabel("Ends (Pacific time)");
  await ends.fill("10:30");
  await page.getByRole("button", { name: "Save" }).click();

  await expect(ends).toHaveAttribute("aria-invalid", "true");
  await expect(ends).toHaveAccessibleDescription(/The end time must be after the start time/);
  expect(saves).toEqual([]);
  expect(readFile()).toBe(before);
});
