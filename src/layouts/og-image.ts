/**
 * Per-page Open Graph images (1200x630 PNG), drawn as SVG and rasterised with sharp at build time
 * by src/pages/og/[...slug].png.ts: the page's title, its family (Service, Case Study...) and the
 * brand, so a shared link shows what it points at.
 */

import { site } from "~/collections/facts";
import type { Page, PageKind } from "~/collections/page-list";
import { escapeXml } from "~/lib/xml";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const families: Record<PageKind, string> = {
  home: "Seattle business automation",
  service: "Automation service",
  assessment: "Process analysis",
  "case-study": "Case study",
  resource: "Free resource",
  blog: "Blog & insights",
  article: "Article",
  company: "About the company",
  legal: "Legal",
  utility: site.name,
};

export const pageFamily = (page: Page) => families[page.kind];

/** Where a page's image is served: /og/<path>.png, /og/home.png for the home page. */
export const ogImagePath = (page: Page) =>
  `/og/${page.path === "/" ? "home" : page.path.slice(1)}.png`;

/** Greedy word wrap to at most `maxLines` lines of `maxChars`; an overflowing last line ends in "...". */
export function wrapTitle(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const current = lines.at(-1);
    if (current !== undefined && `${current} ${word}`.length <= maxChars) {
      lines[lines.length - 1] = `${current} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[\s,.:;-]*$/, "")}...`;
  return kept;
}

const font = `font-family="DejaVu Sans, Arial, Helvetica, sans-serif"`;

export function ogImageSvg(page: Page): string {
  const title = page.path === "/" ? site.name : page.title;
  const long = title.length > 60;
  const fontSize = long ? 56 : 68;
  const lines = wrapTitle(title, long ? 30 : 26, 4);
  const lineHeight = Math.round(fontSize * 1.18);
  const firstBaseline = 250 + (4 - lines.length) * (lineHeight / 2) - lineHeight / 2;
  const titleLines = lines
    .map(
      (line, index) =>
        `<text x="80" y="${Math.round(firstBaseline + index * lineHeight)}" ${font} font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#064e3b"/><stop offset="0.6" stop-color="#065f46"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
<circle cx="1090" cy="80" r="250" fill="#10b981" opacity="0.18"/>
<text x="80" y="118" ${font} font-size="28" font-weight="700" letter-spacing="3" fill="#a7f3d0">${escapeXml(pageFamily(page).toUpperCase())}</text>
${titleLines}
<rect x="80" y="500" width="1040" height="2" fill="#ffffff" opacity="0.2"/>
<g transform="translate(80,530) scale(1.75)"><rect width="32" height="32" rx="7" fill="#047857" stroke="#a7f3d0" stroke-width="0.6"/><path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff"/><circle cx="23" cy="10.5" r="2.5" fill="#f59e0b"/></g>
<text x="150" y="570" ${font} font-size="30" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
<text x="1120" y="570" text-anchor="end" ${font} font-size="26" fill="#d1fae5">${escapeXml(site.address.locality)}, ${escapeXml(site.address.region)}</text>
</svg>`;
}
