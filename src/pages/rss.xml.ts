/**
 * The blog's RSS 2.0 feed at /rss.xml, from the `blog` collection (newest first), with absolute
 * links. Linked from every page's head and from the blog index.
 */
import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { articlePath, getArticles } from "~/collections/blog/collection";
import { site } from "~/collections/facts";
import { blogPage } from "~/collections/page-copy";
import { getPage } from "~/collections/page-list";
import { absoluteUrl } from "~/lib/origin";
import { blogFeedOptions } from "~/lib/rss";

const { feedIntro } = blogPage();

export const GET: APIRoute = async () => {
  const articles = await getArticles();
  return rss(
    blogFeedOptions({
      title: `${site.name} Blog`,
      description: getPage("/blog").description,
      link: absoluteUrl("/blog"),
      self: absoluteUrl("/rss.xml"),
      intro: feedIntro,
      articles: articles.map((article) => ({
        title: article.data.title,
        link: absoluteUrl(articlePath(article)),
        description: article.data.description,
        author: article.data.author,
        category: article.data.category,
        date: article.data.datePublished,
      })),
    }),
  );
};
