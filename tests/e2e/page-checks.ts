import type { Page } from "@playwright/test";
import type { Page as SitePage } from "../../src/collections/page-list";
import type { Width } from "./fixtures";

/** What a page check is given: the open page, its entry in the page list and its HTML as served. */
export interface PageCheckContext {
  page: Page;
  entry: SitePage;
  /** The document exactly as the server sent it, before any script ran (what crawlers read). */
  html: string;
  width: Width;
}

/**
 * One check of one page, run as a `test.step` of that page's test in pages.spec.ts, which loads
 * the page once per width and runs every check of every module on it.
 * - Reading checks (the default) run on the page as loaded, before axe, as steps of the page's test.
 * - `opensDialogs` checks press contact buttons and close every dialog they open, leaving the page
 *   as it was: steps of the page's test too, at its end, once the contact island has hydrated and
 *   the page has been read, axe and the layout-shift check included.
 * - `staysOnPage` checks act on the page without leaving it (scroll, open a disclosure, follow a
 *   link within it or to a new tab): steps after the contact buttons, each setting its own scene
 *   (where the page is scrolled to, what is open) rather than counting on the page as loaded.
 * - `interactive` checks click, type or navigate away; each is a test of its own on a fresh load
 *   of the page.
 */
export interface PageCheck {
  name: string;
  /** Default: desktop only. */
  widths?: readonly Width[];
  opensDialogs?: boolean;
  staysOnPage?: boolean;
  interactive?: boolean;
  run: (context: PageCheckContext) => Promise<void>;
}

/** A module's checks, by page path. */
export type PageChecks = Readonly<Record<string, readonly PageCheck[]>>;
