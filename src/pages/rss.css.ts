/**
 * The stylesheet that makes /rss.xml read as a page in a browser: the intro and the article list
 * in the site's colours, the elements only feed readers need hidden. Feed elements are matched by
 * name; the XHTML ones (the intro, the links) by namespace.
 */
import type { APIRoute } from "astro";
import { brandColors } from "~/lib/brand-colors";
import { feedNamespaces } from "~/lib/rss";

const css = `@namespace xhtml url(${feedNamespaces.xhtml});
@namespace atom url(${feedNamespaces.atom});
@namespace dc url(${feedNamespaces.dc});

rss {
  display: block;
  max-width: 44rem;
  margin: 0 auto;
  padding: 2.5rem 1.25rem 4rem;
  font: 1rem/1.6 ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
  color: ${brandColors.ink};
}
channel { display: flex; flex-direction: column; }
channel > title {
  order: 1;
  font-size: 2rem;
  line-height: 1.2;
  font-weight: 700;
}
channel > description { order: 2; margin-top: 0.75rem; color: ${brandColors.muted}; }
xhtml|div.intro {
  order: 3;
  margin: 1.75rem 0 1rem;
  padding: 1.25rem 1.5rem;
  border-radius: 1rem;
  background: ${brandColors["brand-50"]};
  border: 1px solid ${brandColors["brand-100"]};
}
xhtml|h2 { margin: 0; font-size: 1.125rem; color: ${brandColors["brand-900"]}; }
xhtml|p { margin: 0.5rem 0 0; }
xhtml|code {
  display: block;
  margin-top: 0.5rem;
  padding: 0.5rem 0.75rem;
  border-radius: 0.5rem;
  background: #fff;
  border: 1px solid ${brandColors["brand-100"]};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
  user-select: all;
}
xhtml|a { color: ${brandColors["brand-700"]}; font-weight: 600; }
xhtml|a:hover { color: ${brandColors["brand-900"]}; }
xhtml|a:focus-visible { outline: 2px solid ${brandColors["brand-600"]}; outline-offset: 2px; }
xhtml|div.intro > xhtml|a { display: inline-block; margin-top: 0.75rem; }
item {
  order: 4;
  display: flex;
  flex-direction: column;
  padding: 1.25rem 0;
  border-top: 1px solid #e2e8f0;
}
item > xhtml|a { order: 1; font-size: 1.25rem; line-height: 1.35; }
item > xhtml|p.meta { order: 2; font-size: 0.875rem; color: ${brandColors.muted}; }
item > description { order: 3; margin-top: 0.5rem; }
link, guid, pubDate, category, language, lastBuildDate, item > title, atom|link, dc|creator {
  display: none;
}
`;

export const GET: APIRoute = () =>
  new Response(css, { headers: { "Content-Type": "text/css; charset=utf-8" } });
