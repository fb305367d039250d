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
