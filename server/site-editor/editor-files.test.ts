import { describe, expect, it } from "vitest";
import config from "../../keystatic.config";
import { IMAGE_FOLDER } from "../../src/lib/image-files";
import { listContentFiles } from "./content-files";
import { type EditorConfig, editorFiles, imageFolders } from "./editor-files";

/** The files a save may write, from the editor's real configuration. */
const files = editorFiles(config as EditorConfig);

// Loading the editor's configuration compiles its fields: seconds on a busy machine.
describe("the files a save may write", { timeout: 60_000 }, () => {
  it("are every content file: each one opens in the editor", async () => {
    const content = await listContentFiles(process.cwd());
    expect(content).toEqual(
      expect.arrayContaining(["src/content/page-list.json", "src/content/blog/categories.json"]),
    );
    expect(content.filter((path) => !files(path))).toEqual([]);
    for (const path of [
      "src/content/page-list.json",
      "src/content/contact-intents.json",
      "src/content/assessments.json",
      "src/content/service-offer.json",
      "src/content/downloads.json",
      "src/content/blog/categories.json",
      "src/content/blog/ai-vs-traditional-automation.mdx",
      "src/content/events/2024-03-14-automation-101.json",
      "src/content/page-copy/home.json",
      "src/content/page-copy/privacy-policy.md",
      "src/content/guide/chapters/getting-started.md",
      "src/content/site.json",
      "src/assets/images/case-studies/retail-operations/photo.jpg",
      "src/assets/images/blog/chart.png",
    ]) {
      expect(files(path), path).not.toBeNull();
    }
  });

  it("are nothing the configuration does not define, though it lies under src/content", () => {
    for (const path of [
      "src/content/probe/evil.md",
      "src/content/probe/evil.mdx",
      "src/content/blog/evil.md",
      "src/content/blog/article/evil.mdx",
      "src/content/blog/tags.json",
      "src/content/events/2024-03-14-automation-101.mdx",
      "src/content/events/nested/event.json",
      "src/content/events/Upper-Case.json",
      "src/content/page-copy/home.md",
      "src/content/page-copy/new-page.json",
      "src/content/guide/chapters/new-chapter.md",
      "src/content/site.yaml",
      "src/content/blog/chart.png",
      "src/assets/images/photo.png",
      "src/assets/images/founder-portrait.svg",
      "src/assets/images/blog/chart.svg",
      "src/content.config.ts",
    ]) {
      expect(files(path), path).toBeNull();
    }
  });

  it("put images only where the build takes them: inside the image folder", () => {
    const { collections = {}, singletons = {} } = config as EditorConfig;
    const folders = [...Object.values(collections), ...Object.values(singletons)].flatMap((entry) =>
      imageFolders(entry.schema),
    );
    expect(folders.length).toBeGreaterThan(0);
    for (const folder of folders) expect(`${folder}/`.startsWith(IMAGE_FOLDER), folder).toBe(true);
  });
});
