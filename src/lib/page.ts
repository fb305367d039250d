import { type MenuGroup, type Page, type PagePath, pages } from "~/collections/page-list";

export type { Menu, MenuGroup, Page, PageKind, PagePath } from "~/collections/page-list";

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
