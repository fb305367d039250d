import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { type PictureData, pipelineState, responsiveImage } from "./images";

/** A 2:1 drawing, so the tests can tell width from height. */
const drawing = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="${color}"/></svg>`;

let root: string;
const saved = { ...pipelineState() };

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "eca-images-"));
  const state = pipelineState();
  state.root = root;
  state.cacheDir = join(root, "cache");
  state.emitted = new Map();
  await writeFile(join(root, "art.svg"), drawing("#047857"));
});

afterEach(async () => {
  Object.assign(pipelineState(), saved);
  await rm(root, { recursive: true, force: true });
});

const urls = (srcset: string) => srcset.split(", ").map((entry) => entry.split(" ")[0] ?? "");
const fileOf = (url: string) => join(pipelineState().cacheDir, url.split("/").at(-1) ?? "");

describe("responsiveImage", () => {
  it("renders AVIF, WebP and a JPEG fallback at every width, with the source's aspect ratio", async () => {
    const image = await responsiveImage("art.svg", { widths: [120, 60] });

    expect(image.width).toBe(60);
    expect(image.height).toBe(30);
    expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
    expect(image.fallback.type).toBe("image/jpeg");
    expect(image.fallback.src).toMatch(/^\/assets\/img\/art-60\.[0-9a-f]{10}\.jpg$/);

    const expected = { "image/avif": "heif", "image/webp": "webp", "image/jpeg": "jpeg" };
    for (const { type, srcset } of [...image.sources, image.fallback]) {
      expect(srcset).toMatch(/ 60w, .* 120w$/);
      for (const [index, url] of urls(srcset).entries()) {
        const metadata = await sharp(fileOf(url)).metadata();
        expect(metadata.format).toBe(expected[type as keyof typeof expected]);
        expect([metadata.width, metadata.height]).toEqual(index === 0 ? [60, 30] : [120, 60]);
      }
    }
    // Every file is registered for the integration to copy into the build.
    expect(pipelineState().emitted.size).toBe(6);
  });

  it("keeps names while the source is unchanged and renames every file when it changes", async () => {
    const first = await responsiveImage("art.svg", { widths: [40] });
    const again = await responsiveImage("art.svg", { widths: [40] });
    expect(again).toEqual(first);

    await writeFile(join(root, "art.svg"), drawing("#f59e0b"));
    const changed = await responsiveImage("art.svg", { widths: [40] });
    const all = (image: PictureData) => [
      ...image.sources.flatMap((source) => urls(source.srcset)),
      ...urls(image.fallback.srcset),
    ];
    for (const url of all(changed)) expect(all(first)).not.toContain(url);
    expect(await readdir(pipelineState().cacheDir)).toHaveLength(6);
  });

  it("takes a layout width and a PNG fallback, and never enlarges a raster source", async () => {
    await sharp({ create: { width: 100, height: 50, channels: 4, background: "#0000" } })
      .png()
      .toFile(join(root, "photo.png"));
    const image = await responsiveImage("photo.png", {
      widths: [80, 200],
      width: 50,
      fallback: "png",
    });
    expect([image.width, image.height]).toEqual([50, 25]);
    expect(image.fallback.type).toBe("image/png");
    expect(image.fallback.srcset).toMatch(/ 80w, .* 100w$/);
  });

  it("refuses an empty list of widths", async () => {
    await expect(responsiveImage("art.svg", { widths: [] })).rejects.toThrow(/no widths/);
  });
});
