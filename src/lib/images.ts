/**
 * The build-time image pipeline (docs/decisions/009-build-time-images.md).
 *
 * `responsiveImage(source, { widths })` turns one source file of the repository (an SVG drawing or
 * a raster image) into AVIF, WebP and a JPEG or PNG fallback at each width, with sharp, and returns
 * what `<Picture>` (src/components/ui/Picture.tsx) needs: the srcsets per format, the fallback URL
 * and the width and height attributes.
 *
 * Files are named `<name>-<width>.<hash>.<ext>`, where the hash covers everything that decides the
 * bytes (source content, width, format and encoder settings, sharp and libvips versions), so a name
 * never changes meaning and can be cached forever under /assets/. They are written to a cache
 * folder outside the repository's tracked files (node_modules/.cache/eca-images) and encoded only
 * when missing. The integration in src/integrations/images.ts copies the files a build used into
 * `dist/assets/img/` (or BUILD_DIR's) and serves the cache folder in `astro dev`.
 *
 * The function runs at build time only (page frontmatter), never in the browser.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { basename, extname, join, resolve } from "node:path";
import sharp, { type Sharp } from "sharp";

/** A source image of the repository and how to render it (`responsiveImage` below makes the files). */
export interface ImageSource {
  /** Path from the project root, e.g. "src/assets/images/founder-portrait.svg". */
  source: string;
  alt: string;
  /** Pixel widths to generate (cover 1x to 3x of the layout width). */
  widths: readonly number[];
}

/** Public URL folder of the generated files (immutable caching: every name carries a hash). */
export const IMAGE_URL_PREFIX = "/assets/img/";

/** Raster formats, in the order the browser should try them; the last one is the fallback. */
const encoders = {
  // AVIF effort 2: about 7 times faster than the default 4 for files about 9% larger.
  avif: { type: "image/avif", options: { quality: 55, effort: 2 } },
  webp: { type: "image/webp", options: { quality: 80, effort: 4 } },
  jpeg: { type: "image/jpeg", options: { quality: 82, mozjpeg: true } },
  png: { type: "image/png", options: { compressionLevel: 9, palette: false } },
} as const;

type Format = keyof typeof encoders;
export type FallbackFormat = "jpeg" | "png";

export interface ImageOptions {
  /** Widths in pixels to produce (each format at each width). */
  widths: readonly number[];
  /** The width attribute (CSS pixels at which the image is laid out); default the smallest width. */
  width?: number;
  /** Format for browsers without AVIF or WebP: JPEG for opaque art (default), PNG for transparency. */
  fallback?: FallbackFormat;
}

/** Everything `<Picture>` renders: plain, serialisable data. */
export interface PictureData {
  /** Width and height attributes: the layout size, with the source's aspect ratio. */
  width: number;
  height: number;
  /** Modern formats, best first (AVIF, then WebP), each with a `w` srcset. */
  sources: readonly { type: string; srcset: string }[];
  /** The `<img>`: smallest fallback rendition as `src`, every fallback width in `srcset`. */
  fallback: { src: string; srcset: string; type: string };
}

/** Shared between the page renderer and the integration (same process, separate module copies). */
interface PipelineState {
  /** Project root: source paths are relative to it. */
  root: string;
  /** Cache folder holding every generated file. */
  cacheDir: string;
  /** URL path -> cached file, for every file the current build referenced. */
  emitted: Map<string, string>;
}

const STATE_KEY = Symbol.for("eca.images.state");

export function pipelineState(): PipelineState {
  const holder = globalThis as { [STATE_KEY]?: PipelineState };
  holder[STATE_KEY] ??= {
    root: process.cwd(),
    cacheDir: resolve(process.cwd(), "node_modules/.cache/eca-images"),
    emitted: new Map(),
  };
  return holder[STATE_KEY];
}

/** Raster formats of a source: SVG is drawn at the density the largest width needs. */
async function rasterise(source: Buffer, isSvg: boolean, maxWidth: number) {
  if (!isSvg) return sharp(source);
  const { width = maxWidth } = await sharp(source).metadata();
  // librsvg renders at 72 dpi by default; scale so the drawing has at least maxWidth pixels.
  const density = Math.min(2400, Math.ceil((72 * maxWidth) / width));
  return sharp(source, { density });
}

/** Writes through a temporary name so parallel builds never see half a file. */
async function writeAtomically(path: string, data: Buffer) {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, path);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Renders `source` (a path relative to the project root) at each of `options.widths` as AVIF, WebP
 * and the fallback format, and returns the data `<Picture>` needs. Widths larger than a raster
 * source are clamped to its size; an SVG source is drawn at any width.
 */
export async function responsiveImage(source: string, options: ImageOptions): Promise<PictureData> {
  const state = pipelineState();
  const path = resolve(state.root, source);
  const input = await readFile(path);
  const isSvg = extname(path).toLowerCase() === ".svg";
  const name = basename(path, extname(path)).replace(/[^a-z0-9-]+/gi, "-");

  if (options.widths.length === 0) throw new Error(`responsiveImage(${source}): no widths`);
  const requested = [...new Set(options.widths)].sort((a, b) => a - b);
  const metadata = await sharp(input).metadata();
  if (!metadata.width || !metadata.height) throw new Error(`${source}: unknown image size`);
  const aspect = metadata.height / metadata.width;
  const widths = isSvg
    ? requested
    : [...new Set(requested.map((width) => Math.min(width, metadata.width ?? width)))];
  const maxWidth = widths.at(-1) ?? 0;

  const fallback = options.fallback ?? "jpeg";
  const formats: Format[] = ["avif", "webp", fallback];
  const versions = `${sharp.versions.sharp}/${sharp.versions.vips}`;
  const sourceHash = createHash("sha256").update(input).digest("hex");

  await mkdir(state.cacheDir, { recursive: true });
  const files = new Map<Format, { url: string; width: number }[]>();
  let base: Sharp | undefined;

  for (const format of formats) {
    const renditions = [];
    for (const width of widths) {
      const encoder = encoders[format];
      const hash = createHash("sha256")
        .update(JSON.stringify([sourceHash, width, format, encoder.options, versions]))
        .digest("hex")
        .slice(0, 10);
      const fileName = `${name}-${width}.${hash}.${format === "jpeg" ? "jpg" : format}`;
      const cached = join(state.cacheDir, fileName);
      if (!(await exists(cached))) {
        base ??= await rasterise(input, isSvg, maxWidth);
        const data = await base
          .clone()
          .resize({ width, height: Math.round(width * aspect), fit: "fill" })
          .flatten(format === "jpeg" ? { background: "#ffffff" } : false)
          .toFormat(format, encoder.options)
          .toBuffer();
        await writeAtomically(cached, data);
      }
      const url = `${IMAGE_URL_PREFIX}${fileName}`;
      state.emitted.set(url, cached);
      renditions.push({ url, width });
    }
    files.set(format, renditions);
  }

  const srcset = (format: Format) =>
    (files.get(format) ?? []).map((file) => `${file.url} ${file.width}w`).join(", ");
  const layoutWidth = options.width ?? widths[0] ?? maxWidth;
  return {
    width: layoutWidth,
    height: Math.round(layoutWidth * aspect),
    sources: (["avif", "webp"] as const).map((format) => ({
      type: encoders[format].type,
      srcset: srcset(format),
    })),
    fallback: {
      src: files.get(fallback)?.[0]?.url ?? "",
      srcset: srcset(fallback),
      type: encoders[fallback].type,
    },
  };
}
