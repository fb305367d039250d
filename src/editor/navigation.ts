/**
 * The editor's menu as the owner thinks of the site, instead of Keystatic's "Collections" and
 * "Singletons" in the order they were declared: the pages in the site's menu order (Home first,
 * then each menu's pages, then the pages no menu lists: the legal pages, the error page), then what
 * applies across the site, then the records the pages show, then the free guide. Bundled for the
 * browser with the editor: import nothing that reads files.
 */
import pageList from "../content/page-list.json" with { type: "json" };
import { entryKey } from "./page-families";

/** The menu's section of the free guide's chapters: elsewhere a chapter is named with it. */
export const GUIDE_SECTION = "Free guide";

/** The menu's sections, each a list of entry keys of keystatic.config.ts, in order. */
export function editorNavigation<
  Pages extends Record<string, unknown>,
  Guide extends Record<string, unknown>,
  const Key extends string,
>(entries: {
  pages: Pages;
  siteWide: Key[];
  records: Key[];
  guide: Guide;
}): Record<string, (Key | (keyof Pages & string) | (keyof Guide & string))[]> {
  const menuIndex = (group: string | undefined) =>
    group === undefined
      ? pageList.menus.length
      : pageList.menus.findIndex(({ key }) => key === group);
  const pages = pageList.pages
    .map((page, index) => ({ page, index }))
    .sort(
      (a, b) =>
        Number(b.page.path === "/") - Number(a.page.path === "/") ||
        menuIndex(a.page.group) - menuIndex(b.page.group) ||
        a.index - b.index,
    )
    .map(({ page }) => entryKey(page.path))
    .filter((key): key is keyof Pages & string => key in entries.pages);
  const unlisted = Object.keys(entries.pages).filter(
    (key): key is keyof Pages & string => !pages.includes(key as keyof Pages & string),
  );
  return {
    Pages: [...pages, ...unlisted],
    "Across the site": entries.siteWide,
    "Articles, events and stories": entries.records,
    [GUIDE_SECTION]: Object.keys(entries.guide) as (keyof Guide & string)[],
  };
}
