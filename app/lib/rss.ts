/** A small RSS 2.0 writer: every text is XML-escaped, dates are RFC 822. */

export interface RssItem {
  title: string;
  /** Absolute URL; also the item's guid. */
  link: string;
  description: string;
  author: string;
  category: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

export interface RssChannel {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  items: readonly RssItem[];
}

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char] ?? "");

/** "Tue, 16 Sep 2025 00:00:00 GMT" for "2025-09-16". */
export const rfc822Date = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function rssFeed({ title, description, link, self, items }: RssChannel) {
  const newest = items
    .map((item) => item.date)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", title),
    element("link", link),
    element("description", description),
    "<language>en-us</language>",
    ...(newest ? [element("lastBuildDate", rfc822Date(newest))] : []),
    `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items.map((item) =>
      [
        "<item>",
        element("title", item.title),
        element("link", item.link),
        `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
        element("description", item.description),
        element("dc:creator", item.author),
        element("category", item.category),
        element("pubDate", rfc822Date(item.date)),
        "</item>",
      ].join("\n"),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
