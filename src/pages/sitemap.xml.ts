/**
 * /sitemap.xml: one entry per canonical URL of the page list (two paths may share one, noindex
 * pages are left out), with the date its content last changed. The sitemaps.org schema alone: the
 * site uses no news, image, video or xhtml entries.
 */
import { Readable } from "node:stream";
import type { APIRoute } from "astro";
import { SitemapStream, streamToPromise } from "sitemap";
import { canonicalPath, type Page, pages } from "~/collections/page-list";
import { absoluteUrl } from "~/lib/origin";

export const GET: APIRoute = async () => {
  const entries = new Map<string, string | undefined>();
  for (const page of pages as readonly Page[]) {
    const url = absoluteUrl(canonicalPath(page));
    if (!page.noindex && !entries.has(url)) entries.set(url, page.lastModified);
  }
  const sitemap = await streamToPromise(
    Readable.from([...entries].map(([url, lastmod]) => ({ url, lastmod }))).pipe(
      new SitemapStream({
        lastmodDateOnly: true,
        xmlns: { news: false, xhtml: false, image: false, video: false },
      }),
    ),
  );
  return new Response(sitemap.toString(), { headers: { "Content-Type": "application/xml" } });
};
