import type { ArticleData } from "~/collections/blog/schema";
import type { Page } from "~/collections/page-list";
import { getTestimonial } from "~/collections/testimonials";
import { articleJsonLd } from "~/layouts/seo";
import { countArticleWords } from "~/lib/article-text";

/** The Article JSON-LD of an article page, from its page list entry, frontmatter and MDX body. */
export const articleJsonLdFor = (page: Page, article: ArticleData, body: string) =>
  articleJsonLd({
    headline: article.title,
    description: article.description,
    author: article.author,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    wordCount: countArticleWords(withTestimonials(body)),
    keywords: article.keywords,
    path: page.path,
  });

/** The body with each `<Testimonial id="..." />` replaced by the words it shows (quote, who said it). */
export const withTestimonials = (body: string) =>
  body.replace(/<Testimonial\s+id=(["'])(.*?)\1\s*\/>/g, (_, _quote, id: string) => {
    const { quote, role, business } = getTestimonial(id);
    return `${quote} ${role}, ${business}`;
  });

/** Whether an MDX body already has a `<ContactCta label="...">` with this label. */
export function hasContactCta(body: string, label: string) {
  return [...body.matchAll(/<ContactCta\b[^>]*?\blabel=(["'])(.*?)\1/g)].some(
    (match) => match[2] === label,
  );
}
