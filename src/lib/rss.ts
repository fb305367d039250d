/**
 * The blog's RSS 2.0 feed, written by @astrojs/rss. Feed readers read the standard elements; a
 * browser shows the feed as a page, styled by /rss.css (src/pages/rss.css.ts), with an
 * explanation and real links carried by XHTML elements that feed readers ignore. (A CSS
 * stylesheet rather than XSLT: browsers are removing XSLT; decision 018.)
 */
import type { RSSOptions } from "@astrojs/rss";
import { formatIsoDate } from "~/lib/format";
import { escapeXml } from "~/lib/xml";

export const feedStylesheetPath = "/rss.css";

export const feedNamespaces = {
  atom: "http://www.w3.org/2005/Atom",
  dc: "http://purl.org/dc/elements/1.1/",
  xhtml: "http://www.w3.org/1999/xhtml",
} as const;

/**
 * XHTML elements carry the namespace as their default rather than a prefix, so they are plain
 * `div`, `h2` and `a` elements to the browser and its accessibility tree.
 */
const xhtml = ` xmlns="${feedNamespaces.xhtml}"`;

export interface FeedArticle {
  title: string;
  /** Absolute URL; also the item's guid. */
  link: string;
  description: string;
  author: string;
  category: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

/** What a visitor who opens the feed in a browser reads above the articles. */
export interface FeedIntro {
  heading: string;
  paragraphs: readonly string[];
  /** Said before the feed's address, which follows it to be copied. */
  copyPrompt: string;
  backLabel: string;
}

export interface BlogFeed {
  title: string;
  description: string;
  /** Absolute URL of the blog. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  intro: FeedIntro;
  articles: readonly FeedArticle[];
}

const element = (name: string, text: string, attributes = "") =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The options @astrojs/rss turns into the feed. */
export function blogFeedOptions({
  title,
  description,
  link,
  self,
  intro,
  articles,
}: BlogFeed): RSSOptions {
  const newest = articles
    .map((article) => article.date)
    .sort()
    .at(-1);
  const introBlock = [
    `<div${xhtml} class="intro">`,
    element("h2", intro.heading),
    ...intro.paragraphs.map((text) => element("p", text)),
    element("p", intro.copyPrompt),
    element("code", self),
    element("a", intro.backLabel, ` href="${escapeXml(link)}"`),
    "</div>",
  ].join("");
  return {
    title,
    description,
    site: link,
    trailingSlash: false,
    stylesheet: feedStylesheetPath,
    xmlns: { atom: feedNamespaces.atom, dc: feedNamespaces.dc },
    customData: [
      "<language>en-us</language>",
      ...(newest ? [element("lastBuildDate", utcDay(newest).toUTCString())] : []),
      `<atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
      introBlock,
    ].join(""),
    items: articles.map((article) => ({
      title: article.title,
      link: article.link,
      description: article.description,
      pubDate: utcDay(article.date),
      categories: [article.category],
      customData: [
        element("dc:creator", article.author),
        element("a", article.title, `${xhtml} href="${escapeXml(article.link)}"`),
        element(
          "p",
          `${formatIsoDate(article.date)} · ${article.category} · ${article.author}`,
          `${xhtml} class="meta"`,
        ),
      ].join(""),
    })),
  };
}
