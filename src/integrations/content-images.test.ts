import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile } from "@mdx-js/mdx";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
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

it("names every bad image of the file, each with its line", async () => {
  await expect(check("![a](../probe/evil.md)\n\n![b][ref]\n\n[ref]: /etc/passwd")).rejects.toThrow(
    `${ARTICLE}: line 3: the image "../probe/evil.md" is not an image in src/assets/images/; line 5: the image "/etc/passwd" is not an image in src/assets/images/`,
  );
});
