/** The blog's articles, newest first (Astro only: it reads `astro:content`). */

import { type CollectionEntry, getCollection } from "astro:content";
import type { BlogCardContent } from "~/components/blog/BlogCard";
import { readTimeLabel } from "~/lib/format";

export type Article = CollectionEntry<"blog">;

export const newestFirst = (a: Article, b: Article) =>
  b.data.datePublished.localeCompare(a.data.datePublished) || a.id.localeCompare(b.id);

export async function getArticles(): Promise<Article[]> {
  return (await getCollection("blog")).sort(newestFirst);
}

export const articlePath = (article: Article) => `/blog/${article.id}`;

export const articleCard = ({ id, data }: Article): BlogCardContent => ({
  title: data.title,
  excerpt: data.excerpt,
  author: data.author,
  date: data.datePublished,
  readTime: readTimeLabel(data.readTime),
  category: data.category,
  image: data.emoji,
  slug: id,
});
