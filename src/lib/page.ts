import { type PagePath, pages } from "~/content/page-list";

/** The shape of a page in the page list (src/content/page-list.ts), as the head, the menus, the breadcrumbs and the sitemap read it. */
export type MenuGroup =
  | "Automation Solutions"
  | "Process Analysis"
  | "Case Studies"
  | "Resources"
  | "About";

export type PageKind =
  | "home"
  | "service"
  | "assessment"
  | "case-study"
  | "resource"
  | "blog"
  | "article"
  | "company"
  | "legal"
  | "utility";

export interface Page {
  path: string;
  /** Short name: menu label and breadcrumb. */
  name: string;
  /** Full document title (the site name is appended by the head builder). */
  title: string;
  description: string;
  keywords: readonly string[];
  kind: PageKind;
  group?: MenuGroup;
  /** Canonical path, when it is not the page's own path. */
  canonical?: string;
  ogImage?: string;
  /** Kept out of search results and the sitemap (the form confirmation page). */
  noindex?: boolean;
  /** ISO date of the last change to the content (articles: from their frontmatter); the sitemap's lastmod. */
  lastModified?: string;
}

/** The page at a path; a trailing slash (as in the prerenderer's locations) is ignored. */
export function findPage(path: string): Page | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return (pages as readonly Page[]).find((page) => page.path === normalized);
}

export function getPage(path: PagePath): Page {
  const page = findPage(path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

export function pagesInGroup(group: MenuGroup): readonly Page[] {
  return (pages as readonly Page[]).filter((page) => page.group === group);
}

export const canonicalPath = (page: Page) => page.canonical ?? page.path;
