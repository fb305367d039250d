import { isContentFile } from "./content-reload";

describe("the development server's content reload", () => {
  it.each([
    "/site/src/content/events/2024-03-14-automation-101.json",
    "/site/src/content/blog/automation-roi-calculator.mdx",
    "/site/src/content/guide/chapters/getting-started.md",
    "C:\\site\\src\\content\\guide\\introduction.md",
  ])("follows a saved content file: %s", (file) => {
    expect(isContentFile(file)).toBe(true);
  });

  it.each([
    "/site/src/collections/guide/index.ts",
    "/site/src/content/README.txt",
    "/site/README.md",
  ])("leaves other files to Vite: %s", (file) => {
    expect(isContentFile(file)).toBe(false);
  });
});
