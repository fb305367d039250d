/**
 * The editor's menu as the owner thinks of the site, instead of Keystatic's "Collections" and
 * "Singletons" in the order they were declared: the pages in the site's menu order (Home first,
 * then each menu's pages, then the pages no menu lists: the legal pages, the error page), then what
 * applies across the site, then the records the pages show, then the free guide. Bundled for the
 * browser with the editor: import nothing that reads files.
 */
import { type ContentType, contentTypes } from "~/collections/content-types";
import pageList from "../content/page-list.json" with { type: "json" };
import { entryKey } from "./page-families";

/** The menu's section of the free guide's chapters: elsewhere a chapter is named with it. */
export const GUIDE_SECTION = "Free guide";

/** The content types of a section of src/collections/content-types.ts, in the list's order. */
const typesIn = (section: ContentType["section"]) =>
  Object.entries(contentTypes)
    .filter(([, type]) => type.section === section)
    .map(([key]) => key);

/** The menu's sections, each a list of entry keys of keystatic.config.ts, in order. */
export function editorNavigation(entries: {
  pages: Record<string, unknown>;
  guide: Record<string, unknown>;
}): Record<string, string[]> {
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
    .filter((key) => key in entries.pages);
  const unlisted = Object.keys(entries.pages).filter((key) => !pages.includes(key));
  return {
    Pages: [...pages, ...unlisted],
    "Across the site": typesIn("siteWide"),
    "Articles, events and stories": typesIn("records"),
    [GUIDE_SECTION]: Object.keys(entries.guide),
  };
}
