import type { ArticleSummary } from "~/content/blog/articles";
import type { Page } from "~/content/pages";
import { countWords } from "./format";
import { articleJsonLd } from "./seo";

/** The Article JSON-LD of an article page, from the page list entry and the article's facts. */
export const articleJsonLdFor = (page: Page, article: ArticleSummary, bodyText = "") =>
  articleJsonLd({
    headline: article.title,
    description: page.description,
    author: article.author,
    datePublished: article.date,
    dateModified: article.dateModified,
    wordCount: countWords(`${article.title} ${article.excerpt} ${bodyText}`),
    keywords: page.keywords,
    path: page.path,
  });
