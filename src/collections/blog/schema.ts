/**
 * The frontmatter of a blog article (src/content/blog/<slug>.mdx), for the content collection
 * (src/content.config.ts), the page list, scripts, tests and the editor: no `astro:*` imports.
 */
import type { z } from "astro/zod";
import { categoryNames } from "~/collections/blog/categories";
import { site } from "~/collections/facts";
import { choice, date, list, number, paragraph, text, title } from "../model/fields";
import { recordRule } from "../model/rules";

/**
 * Where an article's images are stored by the editor, and how an article names them: relative to
 * the article's file (src/content/blog/), as the build resolves an image's path.
 */
export const articleImages = {
  folder: "src/assets/images/blog",
  fromArticle: "../../assets/images/blog/",
} as const;

export const articleFields = {
  title: title({
    label: "Title",
    named: "title",
    id: {
      label: "File name",
      help: "The article's address: /blog/<file name>. Keep it once published.",
    },
  }),
  description: text({
    label: "Description",
    help: "The meta description search results show: 50-160 characters.",
    named: "description",
    length: {
      min: 50,
      max: 160,
      message: "description must be 50-160 characters (it is the meta description)",
    },
  }),
  excerpt: paragraph({
    label: "Excerpt",
    help: "The summary under the title and on the blog cards.",
    named: "excerpt",
  }),
  datePublished: date({ label: "Published" }),
  dateModified: date({
    optional: true,
    label: "Updated",
    help: 'Optional. Shown as "Updated" and given to search engines when later than Published.',
  }),
  category: choice(categoryNames, {
    label: "Category",
    message: `category must be one of: ${categoryNames.join(", ")}`,
  }),
  readTime: number({
    label: "Read time (minutes)",
    min: 1,
    message: "readTime must be a number of minutes, e.g. 8",
  }),
  emoji: text({
    label: "Emoji",
    help: "One emoji: the article's picture on its cards and share image.",
    named: "emoji",
  }),
  keywords: list(text({ label: "Keyword", named: "keyword" }), {
    label: "Keywords",
    min: 1,
    message: "keywords needs at least one keyword",
  }),
  cta: text({
    label: "Call to action",
    help: "The label of the contact button at the end of the article.",
    named: "cta",
  }),
  author: text({
    optional: true,
    label: "Author",
    help: `Optional: blank means ${site.founder.name}.`,
    named: "author",
  }),
};

export const articleSchema = recordRule(articleFields).transform((data) => ({
  ...data,
  author: data.author ?? site.founder.name,
  dateModified: articleModifiedDate(data.datePublished, data.dateModified),
}));

/**
 * When an article last changed (JSON-LD dateModified, sitemap lastmod, the "Updated" label): the
 * later of its two dates. Not a refusal: the editor checks each field alone and could not stop such
 * a save, so the build reads it by its meaning.
 */
export function articleModifiedDate(datePublished: string, dateModified?: string): string {
  return dateModified !== undefined && dateModified > datePublished ? dateModified : datePublished;
}

/** An article's facts after validation: dates as ISO strings, defaults filled in. */
export type ArticleData = z.output<typeof articleSchema>;
