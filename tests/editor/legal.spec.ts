import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { restoreFolder, snapshotFolder } from "../support/content-snapshot";
import { changedLines, inCopy } from "./built-editor";

/**
 * The owner edits a legal page in the content editor: "Privacy Policy" opens with its hero as
 * fields and the policy as a document (sections, terms, contact links, the analytics paragraph),
 * and a sentence changed in the document is saved on one line of src/content/page-copy/privacy-policy.md,
 * the rest written back exactly as it was. The pages' files are put back after each test.
 */
const content = inCopy("src/content/page-copy");
const file = `${content}/privacy-policy.md`;
const sentence = "We never share your information with anyone for their own marketing.";
const changedSentence = "We never share your information with anyone for their own advertising.";

const entry = "/keystatic/singleton/pagePrivacyPolicy";
const headlineField = (page: Page) => page.getByRole("textbox", { name: "Headline", exact: true });

let snapshot: Map<string, Buffer>;
test.beforeAll(() => {
  snapshot = snapshotFolder(content);
});
test.afterEach(async () => {
  await restoreFolder(content, snapshot);
});

test("a sentence changed in the privacy policy is saved on one line", async ({ page }) => {
  await page.goto(entry);
  await expect(headlineField(page)).toHaveValue("Privacy Policy");
  const paragraph = page.locator('[contenteditable="true"] p', { hasText: sentence });
  await paragraph.getByText(sentence).click();
  // Select the word "marketing" and type over it.
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
  }, "marketing");
  await page.keyboard.type("advertising");
  await page.getByRole("button", { name: "Save", exact: true }).click();

  await expect.poll(() => readFileSync(file, "utf8")).toContain(changedSentence);
  expect(changedLines(String(snapshot.get(file)), readFileSync(file, "utf8"))).toEqual([
    [sentence, changedSentence],
  ]);
  const otherFiles = [...snapshotFolder(content)].filter(
    ([other, bytes]) => other !== file && !snapshot.get(other)?.equals(bytes),
  );
  expect(otherFiles.map(([other]) => other)).toEqual([]);
});
