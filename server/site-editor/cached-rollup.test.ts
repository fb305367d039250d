import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, expect, it } from "vitest";
import { copyProject } from "../../tests/support/project-copy";
import { siteBuilder } from "./site-build";

/**
 * The worker's second build starts from the first's Rollup cache (cached-rollup.mjs). Whatever it
 * keeps, the site it writes must be the one a cold `astro build` of the same folder writes.
 */
const root = mkdtempSync(join(tmpdir(), "eca-cached-rollup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const build = siteBuilder();

/**
 * What differs between two writings of the same file: an event's time, a PDF's dates and id. The
 * guide's PDFs are cached in node_modules/.cache, which the copy shares with the checkout: a build
 * there beside this test keeps only its own PDFs, and either build here may draw them again.
 */
const writingTime = /^DTSTAMP:.*$|\(D:\d{14}[^)]*\)|\/ID \[<\w+> ?<\w+>\]/gm;

/** Every file under `dir`, by its path there, with the time it was written left out. */
function builtFiles(dir: string) {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const written = /\.(?:ics|pdf)$/.test(path);
    files.set(
      relative(dir, path),
      written ? Buffer.from(bytes.toString("latin1").replace(writingTime, ""), "latin1") : bytes,
    );
  }
  return files;
}

/** Replaces `from` with `to` in a project file, which must hold it. */
function edit(file: string, from: string, to: string) {
  const text = readFileSync(join(root, file), "utf8");
  expect(text).toContain(from);
  writeFileSync(join(root, file), text.replace(from, to));
}

it("a warm build of a content change writes, byte for byte, what a cold build of it writes", async () => {
  copyProject(root);
  expect(await build(root, "warm-first")).toMatchObject({ ok: true });

  // A page's copy (read as the page renders), an article (an MDX module) and the site's facts (a
  // JSON module the browser's scripts import too). "lowercase" is a Tailwind utility no page used
  // before: the stylesheet has to be made again to hold it.
  edit("src/content/page-copy/home.json", "Automate the busywork.", "Automate the lowercase work.");
  edit(
    "src/content/blog/change-management-automation.mdx",
    "Every automation project has two halves.",
    "Every automation project has two halves, and a third.",
  );
  edit("src/content/site.json", '"Seattle', '"Greater Seattle');

  const warm = await build(root, "warm-second");
  expect(warm.ok, warm.output).toBe(true);
  // Both of its bundles, the server's and the browser's, started from the first build's.
  expect(warm.output.match(/\d+ of \d+ modules kept from the build before/g)).toHaveLength(2);
  // A process of its own, after the warm build: two builds side by side slowed the suite's
  // other tests past their limits.
  await promisify(execFile)(process.execPath, ["node_modules/astro/astro.js", "build"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: "cold", SKIP_NETLIFY_HEADERS: "1", NO_COLOR: "1" },
    maxBuffer: 64e6,
  });

  const warmFiles = builtFiles(join(root, "warm-second"));
  const coldFiles = builtFiles(join(root, "cold"));
  expect([...warmFiles.keys()].sort()).toEqual([...coldFiles.keys()].sort());
  const differing = [...coldFiles].filter(([path, bytes]) => !warmFiles.get(path)?.equals(bytes));
  expect(differing.map(([path]) => path)).toEqual([]);
  // The change reached the page and its styles.
  expect(warmFiles.get("index.html")?.toString()).toContain("Automate the lowercase work.");
  expect(warmFiles.get("blog/change-management-automation/index.html")?.toString()).toContain(
    "two halves, and a third.",
  );
  const styles = [...warmFiles].filter(([path]) => path.endsWith(".css"));
  expect(styles.some(([, bytes]) => bytes.toString().includes(".lowercase{"))).toBe(true);
}, 300_000);

it("an article that names an image has the image checked again at each build", async () => {
  const article = "src/content/blog/change-management-automation.mdx";
  const image = join(root, "src/assets/images/square.png");
  const square = { width: 8, height: 8, channels: 3, background: "#336699" } as const;
  writeFileSync(image, await sharp({ create: square }).png().toBuffer());
  edit(article, "Every automation project", "![A square](../../assets/images/square.png)\n\nEvery");
  expect(await build(root, "warm-image")).toMatchObject({ ok: true });

  // The article is the same, its image is not: the article's cached module must not stand.
  writeFileSync(image, "not a picture");
  const rebuilt = await build(root, "warm-image-replaced");
  expect(rebuilt.ok).toBe(false);
  expect(rebuilt.output).toContain(
    `${article}: line 30: the image "../../assets/images/square.png" is not an image that can be read`,
  );
}, 120_000);
