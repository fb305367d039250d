/**
 * The page list (src/content/page-list.json): every page but the articles, in menu and sitemap
 * order, with its menu name, title, description and keywords, and the menus' groups. It feeds the
 * pages' heads, the sitemap, the breadcrumbs, the menus and the tests. A plain module.
 */
import { z } from "astro/zod";
import { copyText } from "../copy-text";
import { requiredText as text } from "../schema-rules";

/** The families of pages; each family's pages share a template (or are one of a kind). */
export const pageKinds = [
  "home",
  "service",
  "assessment",
  "case-study",
  "resource",
  "blog",
  "company",
  "legal",
  "utility",
] as const;

const sitePath = z
  .string()
  .regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, "must be a path such as /process-automation");

export const listedPageSchema = z
  .object({
    path: sitePath,
    /** Short name: menu label and breadcrumb. */
    name: text,
    /** Full document title (the site name is appended by the head builder). */
    title: copyText,
    description: copyText,
    keywords: z.array(text).min(1),
    kind: z.enum(pageKinds, {
      errorMap: () => ({ message: `kind must be one of: ${pageKinds.join(", ")}` }),
    }),
    /** The menu it is listed in. */
    group: text.optional(),
    /** Canonical path, when it is not the page's own path. */
    canonical: sitePath.optional(),
    /** Kept out of search results and the sitemap (the form confirmation page). */
    noindex: z.literal(true).optional(),
  })
  .strict();

export const pageListSchema = z
  .object({
    /** The menus' groups, in order: header, footer and mobile menu. */
    menus: z.array(text).min(1),
    pages: z.array(listedPageSchema).min(1),
    /** Breadcrumb names of articles, where a shorter one reads better than the title. */
    articleNames: z.array(z.object({ article: text, name: text }).strict()),
  })
  .strict()
  .superRefine(({ menus, pages }, context) => {
    const paths = new Set<string>();
    pages.forEach((page, index) => {
      if (paths.has(page.path)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "path"],
          message: `${page.path} is listed twice`,
        });
      }
      paths.add(page.path);
      if (page.group !== undefined && !menus.includes(page.group)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "group"],
          message: `group must be one of the menus: ${menus.join(", ")}`,
        });
      }
    });
    pages.forEach((page, index) => {
      if (page.canonical !== undefined && !paths.has(page.canonical)) {
        context.addIssue({
          code: "custom",
          path: ["pages", index, "canonical"],
          message: `no page ${page.canonical} in the list`,
        });
      }
    });
  });

export type ListedPage = z.output<typeof listedPageSchema>;
