import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { contentImages } from "./content-images";

/**
 * The check of every image an article names, on a throwaway project folder: only a real image in
 * the image folder passes; anything else stops the compile naming the file and the line, before
 * the target is read (a Markdown target's `layout:` would be imported, any file's text could show
 * in the build's message).
 */
let root: string;
const ARTICLE = "src/content/blog/article.mdx";

const check = (body: string) =>
  compile(
    { value: `Intro.\n\n${body}\n`, path: join(root, ARTICLE) },
    { remarkPlugins: [[contentImages, { root }]] },
  );

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "eca-images-"));
  const images = join(root, "src/assets/images/blog");
  mkdirSync(images, { recursive: true });
  mkdirSync(join(root, "src/content/blog"), { recursive: true });
  mkdirSync(join(root, "src/content/probe"), { recursive: true });
  const png = await sharp({
    create: { width: 4, height: 4, channels: 3, background: "#059669" },
  })
    .png()
    .toBuffer();
  writeFileSync(join(images, "chart.png"), png);
  writeFileSync(join(images, "page.png"), "<html><script>alert(1)</script></html>");
  writeFileSync(join(images, "chart.md"), "---\nlayout: x\n---\n");
  writeFileSync(join(root, "src/content/probe/evil.md"), '---\nlayout: "data:x"\n---\n');
  writeFileSync(join(root, "outside.png"), png);
  symlinkSync(join(root, "outside.png"), join(images, "linked.png"));
  symlinkSync(join(root, "src/content/probe"), join(images, "probe"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("lets an image in the image folder through, inline or by reference", async () => {
  await expect(check("![A chart](../../assets/images/blog/chart.png)")).resolves.toBeTruthy();
  await expect(
    check("![A chart][c]\n\n[c]: ../../assets/images/blog/chart.png"),
  ).resolves.toBeTruthy();
  await expect(check("[A link to anything](../probe/evil.md)")).resolves.toBeTruthy();
});

it("stops on any other image path, naming the file and the line, without reading the target", async () => {
  for (const url of [
    "../probe/evil.md",
    "../probe/evil.mdx",
    "../../../../../../../../etc/passwd",
    "/etc/passwd",
    "file:///etc/passwd",
    "data:image/png;base64,iVBORw0KGgo=",
    "https://example.com/chart.png",
    "//example.com/chart.png",
    "../../assets/images/blog/chart.md",
    "../../assets/images/blog/chart.png?raw",
    "../../assets/images/blog/chart.png#x",
    "..%2F..%2Fassets/images/blog/chart.png",
    "../../assets/images/blog/missing.png",
    "../../assets/images/blog/page.png",
    "../../assets/images/blog/linked.png",
    "../../assets/images/blog/probe/evil.md",
    "../../assets/images/../../content/probe/evil.md",
  ]) {
    const error = await check(`![chart](${url})`).then(
      () => null,
      (thrown: Error) => thrown.message,
    );
    expect(error, url).toContain(`${ARTICLE}: line 3: the image "${url}"`);
    expect(error, url).not.toContain("root:");
    expect(error, url).not.toContain("layout");
  }
});

it("reads a label's first definition, as Astro does, when a later one names a real image", async () => {
  await expect(
    check("![chart][a]\n\n[a]: ../probe/evil.md\n[a]: ../../assets/images/blog/chart.png"),
  ).rejects.toThrow(`${ARTICLE}: line 3: the image "../probe/evil.md" is not an image`);
});

it("names every bad image of the file, each with its line", async () => {
  await expect(check("![a](../probe/evil.md)\n\n![b][ref]\n\n[ref]: /etc/passwd")).rejects.toThrow(
    `${ARTICLE}: line 3: the image "../probe/evil.md" is not an image in src/assets/images/; line 5: the image "/etc/passwd" is not an image in src/assets/images/`,
  );
});

/**
 * Differential fuzz: Markdown and MDX documents built from reference shapes (duplicate and
 * case-folded labels, titles, angle brackets, nested brackets, collapsed and shortcut references,
 * footnotes, definitions in quotes and lists), each run through Astro's own image collection after
 * the check. Whatever the check lets through, every path Astro would import is the real image.
 */
it("lets Astro import nothing but checked images, whatever shape the references take", async () => {
  const { createMarkdownProcessor } = await import("@astrojs/markdown-remark");
  const { remarkCollectImages } = await import("@astrojs/markdown-remark");
  // Astro's processor prints each refusal before throwing it; the test reads the thrown message.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const markdown = await createMarkdownProcessor({ remarkPlugins: [[contentImages, { root }]] });
  const good = "../../assets/images/blog/chart.png";
  const urls = [
    good,
    `<${good}>`,
    "../probe/evil.md",
    "<../probe/evil.md>",
    "../../../astro.config.ts",
    "/etc/passwd",
    "../../assets/images/blog/chart.md",
  ];
  const labels = ["a", "A", "a ", " a", "ẞ", "ss", "SS", "x y", "x  y", "a\\]", "^a"];
  const titles = ["", ' "t"', " 't'", " (t)"];
  const uses = (label: string) => [
    `![chart][${label}]`,
    `![ch [nested] art][${label}]`,
    `![${label}][]`,
    `![${label}]`,
    `[![chart][${label}]](https://example.com)`,
    `[^${label}]`,
  ];
  const wraps = [
    (line: string) => line,
    (line: string) => `> ${line}`,
    (line: string) => `- ${line}`,
  ];
  let seed = 2026;
  const pick = <T>(list: readonly T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return list[seed % list.length] as T;
  };
  let accepted = 0;
  let imported = 0;
  for (let round = 0; round < 240; round++) {
    const lines: string[] = [];
    for (let n = 0; n < 4; n++) {
      const label = pick(labels);
      lines.push(pick(wraps)(pick(uses(label))));
      lines.push(pick(wraps)(`[${pick(labels)}]: ${pick(urls)}${pick(titles)}`));
      if (round % 5 === 0) lines.push(`[^${pick(labels)}]: A footnote.`);
    }
    const body = lines.join("\n\n");
    const asMdx = round % 2 === 1;
    let collected: string[];
    try {
      if (asMdx) {
        const file = await compile(
          { value: body, path: join(root, ARTICLE) },
          { remarkPlugins: [[contentImages, { root }], remarkCollectImages] },
        );
        collected = (file.data.astro as { localImagePaths?: string[] }).localImagePaths ?? [];
      } else {
        // Astro passes the file as fileURL, which its render options do not declare.
        const file = { fileURL: new URL(`file://${root}/${ARTICLE}`) };
        const rendered = await markdown.render(body, file as Parameters<typeof markdown.render>[1]);
        collected = rendered.metadata.localImagePaths;
      }
    } catch (error) {
      expect((error as Error).message, body).toContain(`${ARTICLE}: line`);
      continue;
    }
    accepted++;
    for (const path of collected) expect(path, body).toBe(good);
    imported += collected.length;
  }
  expect(accepted).toBeGreaterThan(10);
  expect(imported).toBeGreaterThan(10);
});
