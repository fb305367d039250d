/**
 * After `astro build`: writes the files that derive from the page list and the site facts
 * (sitemap.xml, robots.txt, site.webmanifest) into the build folder, and Netlify's `_headers` with
 * each built page's Content-Security-Policy (scripts/netlify-headers.ts).
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { site } from "../src/collections/facts";
import { pages } from "../src/collections/page-list";
import { canonicalPath, type Page } from "../src/lib/page";
import { buildDirOf } from "./build-dir";
import { netlifyHeaders } from "./netlify-headers";

const outDir = buildDirOf();
const origin = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

/** One entry per canonical URL (two paths may share one), with the date its content last changed. */
const sitemapEntries = new Map<string, string | undefined>();
for (const page of pages as readonly Page[]) {
  const url = `${origin}${canonicalPath(page)}`;
  if (!page.noindex && !sitemapEntries.has(url)) sitemapEntries.set(url, page.lastModified);
}

// The sitemaps.org schema alone (no news, image, video or xhtml namespaces: the site uses none),
// and each date as the page list gives it.
const sitemap = await streamToPromise(
  Readable.from([...sitemapEntries].map(([url, lastmod]) => ({ url, lastmod }))).pipe(
    new SitemapStream({
      lastmodDateOnly: true,
      xmlns: { news: false, xhtml: false, image: false, video: false },
    }),
  ),
);

// The owner's inbox on our own server (server/admin) is for signed-in staff only.
const robots = `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${origin}/sitemap.xml
`;

const manifest = {
  name: site.name,
  short_name: site.shortName,
  description: site.tagline,
  start_url: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: "#047857",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
  ],
};

await writeFile(join(outDir, "sitemap.xml"), sitemap);
await writeFile(join(outDir, "robots.txt"), robots);
await writeFile(join(outDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
// Also checks every page against the policy: a page the policy would break fails the build here.
const headers = await netlifyHeaders(outDir);
await writeFile(join(outDir, "_headers"), headers);
const policies = headers.split("\n").filter((line) => line.includes("Content-Security-Policy"));
console.log(
  `postbuild: sitemap with ${sitemapEntries.size} URLs, robots.txt, site.webmanifest, _headers (${policies.length - 1} page policies)`,
);
