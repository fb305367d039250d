import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner edits a chapter of the free guide in the content editor: the chapter opens with its
 * frontmatter and Markdown, and a sentence changed in the body is saved on one line of one file,
 * the rest of the file (tips, examples, worksheets, frontmatter) written back exactly as it was.
 * The guide's files are put back after each test.
 */
const content = inCopy("src/content/guide");
const file = `${content}/chapters/understanding-automation.md`;
const sentence = "This chapter answers those three questions in plain terms";
const changedSentence = "This chapter answers those three questions in plain words";

const entry = "/keystatic/singleton/guideUnderstandingAutomation";
const sectionField = (page: Page) => page.getByRole("textbox", { name: "Section" });

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

test("a sentence changed in a chapter is saved on one line of one file", async ({ page }) => {
  const before = readFileSync(file, "utf8");
  await page.goto(entry);
  await expect(sectionField(page)).toHaveValue("Understanding Automation");
  const paragraph = page.locator('[contenteditable="true"] p', { hasText: sentence });
  await paragraph.getByText(sentence).click();
  // Select the word "terms" at the end of the sentence and type over it.
  await paragraph.evaluate((element, word) => {
    const text = [...element.childNodes].find((node) => node.textContent?.includes(word));
    if (!text) throw new Error(`no "${word}"`);
    const start = (text.textContent ?? "").indexOf(word);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + word.length);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }, "plain terms");
  await page.keyboard.type("plain words");
  await page.getByRole("button", { name: "Save" }).click();

  await expect.poll(() => readFileSync(file, "utf8")).toContain(changedSentence);
  const changed = changedLines(before, readFileSync(file, "utf8"));
  expect(changed).toHaveLength(1);
  expect(changed[0]?.[1]).toBe(changed[0]?.[0]?.replace(sentence, changedSentence));
  const changedFiles = [...snapshotFolder(content)].filter(
    ([path, bytes]) => !snapshot.get(path)?.equals(bytes),
  );
  expect(changedFiles.map(([path]) => path)).toEqual([file]);
});
