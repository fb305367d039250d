/**
 * The blog's RSS 2.0 feed at /rss.xml, from the `blog` collection (newest first), with absolute
 * links. Linked from every page's head and from the blog index.
 */
import type { APIRoute } from "astro";
import { articlePath, getArticles } from "~/content/blog/collection";
import { getPage } from "~/content/pages";
import { site } from "~/content/site";
import { absoluteUrl } from "~/lib/origin";
import { rssFeed } from "~/lib/rss";

export const GET: APIRoute = async () => {
  const articles = await getArticles();
  const blog = getPage("/blog");
  const xml = rssFeed({
    title: `${site.name} Blog`,
    description: blog.description,
    link: absoluteUrl("/blog"),
    self: absoluteUrl("/rss.xml"),
    items: articles.map((article) => ({
      title: article.data.title,
      link: absoluteUrl(articlePath(article)),
      description: article.data.description,
      author: article.data.author,
      category: article.data.category,
      date: article.data.datePublished,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
};
