/**
 * The frontmatter of a blog article (src/content/blog/<slug>.mdx): the one contract shared by the
 * content collection (src/content.config.ts), the page list (src/content/page-list.ts) and the tests.
 * A plain module (no `astro:*` imports) so Node tests and scripts can use it too.
 */
import { z } from "astro/zod";
import { categoryNames } from "~/collections/blog/categories";
import { site } from "~/collections/facts";

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date, as "YYYY-MM-DD". Astro's YAML parser turns an unquoted `2025-09-16` into a Date
 * (UTC midnight), the `yaml` package keeps it a string: both become the same ISO date string.
 */
const isoDate = z.union([z.date(), z.string()]).transform((value, context) => {
  const text = value instanceof Date ? toIsoDate(value) : value;
  if (!isoDatePattern.test(text) || toIsoDate(new Date(`${text}T00:00:00Z`)) !== text) {
    context.addIssue({
      code: z.ZodIssueCode.custom,
      message: `must be a date written YYYY-MM-DD, got "${String(value)}"`,
    });
    return z.NEVER;
  }
  return text;
});

function toIsoDate(date: Date) {
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

const text = (field: string) =>
  z
    .string({ required_error: `${field} is required` })
    .trim()
    .min(1, `${field} is empty`);

/**
 * Where an article's images are stored by the editor, and how an article names them: relative to
 * the article's file (src/content/blog/), as the build resolves an image's path.
 */
export const articleImages = {
  folder: "src/assets/images/blog",
  fromArticle: "../../assets/images/blog/",
} as const;

export const articleSchema = z
  .object({
    title: text("title"),
    description: text("description")
      .min(50, "description must be 50-160 characters (it is the meta description)")
      .max(160, "description must be 50-160 characters (it is the meta description)"),
    excerpt: text("excerpt"),
    datePublished: isoDate,
    dateModified: isoDate.optional(),
    category: z.enum(categoryNames, {
      errorMap: () => ({ message: `category must be one of: ${categoryNames.join(", ")}` }),
    }),
    readTime: z
      .number({ invalid_type_error: "readTime must be a number of minutes, e.g. 8" })
      .int()
      .positive(),
    emoji: text("emoji"),
    keywords: z.array(text("keyword")).min(1, "keywords needs at least one keyword"),
    cta: text("cta"),
    author: text("author").default(site.founder.name),
  })
  .strict()
  .transform((data) => ({
    ...data,
    dateModified: articleModifiedDate(data.datePublished, data.dateModified),
  }));

/**
 * When an article last changed: the later of its two dates, so a missing `dateModified` or one
 * earlier than `datePublished` means the publication date. Not a refusal: the editor checks each
 * field alone and could not stop such a save, so the build reads it by its meaning instead
 * (JSON-LD dateModified, sitemap lastmod and the "Updated" label all use this).
 */
export function articleModifiedDate(datePublished: string, dateModified?: string): string {
  return dateModified !== undefined && dateModified > datePublished ? dateModified : datePublished;
}

/** Frontmatter as written in a file. */
export type ArticleFrontmatter = z.input<typeof articleSchema>;
/** An article's facts after validation: dates as ISO strings, defaults filled in. */
export type ArticleData = z.output<typeof articleSchema>;

/** "8 min read". */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;
