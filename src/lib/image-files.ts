/**
 * Which files are images the site may use: raster files in the image folder, checked by their
 * bytes as well as their name. The editor's saves (server/site-editor/content-files.ts) and the
 * build's check of every image an article names (src/integrations/content-images.ts) apply the
 * same rules, so an image the editor accepted is one the build accepts.
 */
import { extname } from "node:path";
import sharp from "sharp";

/** Every image the content uses lives under this folder (project-relative). */
export const IMAGE_FOLDER = "src/assets/images/";

/** Raster formats sharp decodes, by extension; SVG is left out because it can carry script. */
export const imageFormats: Readonly<Record<string, string>> = {
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".webp": "webp",
  ".avif": "heif",
  ".gif": "gif",
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** About 8000 x 5000: enough for any photo, and a bound on the memory one decode takes. */
const MAX_IMAGE_PIXELS = 40_000_000;

/** True when the name ends with an image extension. */
export const hasImageExtension = (path: string) => extname(path).toLowerCase() in imageFormats;

/**
 * Decodes run one after another, whichever folder they are saved to: a decode of the largest image
 * allowed can hold about 160 MB, and ten saves at once must not hold ten of them, nor every core.
 */
let decoding: Promise<unknown> = Promise.resolve();

/** Why these bytes may not be an image under this path, or null when they may. */
export function imageProblem(path: string, bytes: Uint8Array): Promise<string | null> {
  const check = decoding.then(() => decodeProblem(path, bytes));
  decoding = check.catch(() => undefined);
  return check;
}

async function decodeProblem(path: string, bytes: Uint8Array): Promise<string | null> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) {
    return `${path} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  }
  const expected = imageFormats[extname(path).toLowerCase()];
  if (!expected) return `${path} is not a PNG, JPEG, WebP, AVIF or GIF image`;
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS });
    const { format } = await image.metadata();
    if (format !== expected) return `${path} is not a ${expected} image`;
    // Decodes every pixel: a file that only starts like an image fails here.
    await image.stats();
    return null;
  } catch {
    return `${path} is not an image that can be read`;
  }
}
