import { isContentFile, isLayerFile } from "./content-reload";

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

describe("which saved files Astro's content layer reloads the page for", () => {
  it.each([
    "/site/src/content/events/2024-03-14-automation-101.json",
    "/site/src/content/blog/automation-roi-calculator.mdx",
    "C:\\site\\src\\content\\events\\2024-03-14-automation-101.json",
  ])("the layer's own record: %s", (file) => {
    expect(isLayerFile(file)).toBe(true);
  });

  it.each([
    "/site/src/content/blog/categories.json",
    "/site/src/content/page-copy/home.json",
    "/site/src/content/testimonials/capitol-hill-bakery.json",
    "/site/src/content/events/notes/2024.json",
  ])("a file the site reads itself: %s", (file) => {
    expect(isLayerFile(file)).toBe(false);
  });
});
