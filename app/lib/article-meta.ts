import type { ArticleData } from "~/content/blog/schema";
import type { Page } from "~/content/pages";
import { countArticleWords } from "./article-text";
import { articleJsonLd } from "./seo";

/** The Article JSON-LD of an article page, from its page list entry, frontmatter and MDX body. */
export const articleJsonLdFor = (page: Page, article: ArticleData, body: string) =>
  articleJsonLd({
    headline: article.title,
    description: article.description,
    author: article.author,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    wordCount: countArticleWords(body),
    keywords: article.keywords,
    path: page.path,
  });

/** Whether an MDX body already has a `<ContactCta label="...">` with this label. */
export function hasContactCta(body: string, label: string) {
  return [...body.matchAll(/<ContactCta\b[^>]*?\blabel=(["'])(.*?)\1/g)].some(
    (match) => match[2] === label,
  );
}
