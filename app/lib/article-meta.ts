import type { ArticleSummary } from "~/content/blog/articles";
import type { Page } from "~/content/pages";
import { countWords } from "./format";
import { articleJsonLd, pageMeta } from "./seo";

/** The head of an article page: the page's own head plus its Article JSON-LD. */
export const articleMeta = (page: Page, article: ArticleSummary, bodyText = "") =>
  pageMeta(page, [
    articleJsonLd({
      headline: article.title,
      description: page.description,
      author: article.author,
      datePublished: article.date,
      dateModified: article.dateModified,
      wordCount: countWords(`${article.title} ${article.excerpt} ${bodyText}`),
      keywords: page.keywords,
      path: page.path,
    }),
  ]);
