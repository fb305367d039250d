/** /robots.txt: everything may be crawled but the owner's inbox (server/admin, staff only). */
import type { APIRoute } from "astro";
import { absoluteUrl } from "~/lib/origin";

export const GET: APIRoute = () =>
  new Response(`User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${absoluteUrl("/sitemap.xml")}
`);
