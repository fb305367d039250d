/**
 * Renders the favicon set from SVG into public/ (Open Graph images are made per page at build:
 * src/layouts/og-image.ts).
 * The outputs are committed; run `npx tsx scripts/make-icons.ts` after changing the brand.
 */
import { writeFile } from "node:fs/promises";
import sharp from "sharp";

const mark = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#047857"/>
<path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff"/>
<circle cx="23" cy="10.5" r="2.5" fill="#f59e0b"/></svg>`;

await writeFile("public/favicon.svg", mark(32));
await sharp(Buffer.from(mark(32)))
  .resize(32, 32)
  .png()
  .toFile("public/favicon-32.png");
await sharp(Buffer.from(mark(180)))
  .resize(180, 180)
  .png()
  .toFile("public/apple-touch-icon.png");
await sharp(Buffer.from(mark(192)))
  .resize(192, 192)
  .png()
  .toFile("public/icon-192.png");
await sharp(Buffer.from(mark(512)))
  .resize(512, 512)
  .png()
  .toFile("public/icon-512.png");
