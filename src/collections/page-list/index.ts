/**
 * The one list of pages: src/content/page-list.json, and after the blog's own pages the articles,
 * newest first, from their frontmatter (read when this module loads: build time and Node only).
 */
import pageListFile from "~/content/page-list.json" with { type: "json" };
import { readArticleFiles } from "../blog/frontmatter";
import { checkData } from "../schema-rules";
import { type ListedMenu, type ListedPage, pageListSchema } from "./schema";

export type PageKind = ListedPage["kind"] | "article";

/** A page as the head, the menus, the breadcrumbs and the sitemap read it. */
export interface Page extends Omit<ListedPage, "kind"> {
  kind: PageKind;
  ogImage?: string;
  /** ISO date of the last change to the content (articles: from their frontmatter); the sitemap's lastmod. */
  lastModified?: string;
}

const pageList = checkData("src/content/page-list.json", pageListSchema, pageListFile);

function articlePages(): Page[] {
  const articles = readArticleFiles();
  pageList.articleNames.forEach(({ article }, index) => {
    if (!articles.some(({ slug }) => slug === article)) {
      throw new Error(
        `src/content/page-list.json: articleNames.${index}.article: no article src/content/blog/${article}.mdx`,
      );
    }
  });
  return articles.map(({ slug, data }) => ({
    path: `/blog/${slug}`,
    name: pageList.articleNames.find(({ article }) => article === slug)?.name ?? data.title,
    title: data.title,
    description: data.description,
    keywords: data.keywords,
    kind: "article",
    lastModified: data.dateModified ?? data.datePublished,
  }));
}

const afterBlog = pageList.pages.findLastIndex((page) => page.kind === "blog") + 1;

export const pages: readonly Page[] = [
  ...pageList.pages.slice(0, afterBlog),
  ...articlePages(),
  ...pageList.pages.slice(afterBlog),
];

/** A page's path: the data says which exist, so a path is any string the lookups check. */
export type PagePath = string;

/** A menu's key ("automation-solutions"): what a page's `group` holds. */
export type MenuGroup = string;

/** The menus, each with the key its pages name it by and the name the site shows. */
export const menus: readonly ListedMenu[] = pageList.menus;

/** The page at a path; a trailing slash (as in the prerenderer's locations) is ignored. */
export function findPage(path: string): Page | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return pages.find((page) => page.path === normalized);
}

/** The page at a path; a path the page list does not have fails the build. */
export function getPage(path: PagePath): Page {
  const page = findPage(path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

export function pagesInGroup(group: MenuGroup): readonly Page[] {
  return pages.filter((page) => page.group === group);
}

export const canonicalPath = (page: Page) => page.canonical ?? page.path;
