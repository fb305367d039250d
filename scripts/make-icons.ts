/**
 * Renders the favicon set and the default Open Graph image (1200x630) from SVG into public/.
 * The outputs are committed; run `npx tsx scripts/make-icons.ts` after changing the brand.
 */
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { site } from "../app/content/site";

const mark = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#047857"/>
<path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff"/>
<circle cx="23" cy="10.5" r="2.5" fill="#f59e0b"/></svg>`;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const ogImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#064e3b"/><stop offset="0.6" stop-color="#065f46"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="1080" cy="90" r="260" fill="#10b981" opacity="0.18"/>
<g transform="translate(80,80) scale(3)"><rect width="32" height="32" rx="7" fill="#047857" stroke="#a7f3d0" stroke-width="0.6"/>
<path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff"/><circle cx="23" cy="10.5" r="2.5" fill="#f59e0b"/></g>
<text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
<text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d1fae5">Business process automation &amp; AI integration</text>
<text x="80" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" fill="#d1fae5">for Seattle small businesses</text>
<text x="80" y="540" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" font-weight="700" fill="#f59e0b">Cut costs 30-50% · Save 20+ hours a week · Payback in 3-6 months</text>
</svg>`;

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
await sharp(Buffer.from(ogImage)).png({ compressionLevel: 9 }).toFile("public/og-default.png");
