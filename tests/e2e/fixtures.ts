import { test as base, expect } from "@playwright/test";
import { VISITED_KEY } from "../../src/components/layout/loading-screen";

/**
 * The one `test` every spec uses. Its `page` opens as a later page of a visit, so the loading
 * screen (shown on the first page of a visit only) is never painted and never covers what a test
 * reads or clicks. The loading screen's own tests set `firstVisit: true`.
 */
export const test = base.extend<{ firstVisit: boolean }>({
  firstVisit: [false, { option: true }],
  page: async ({ page, firstVisit }, use) => {
    if (!firstVisit) {
      await page.addInitScript((key) => {
        try {
          sessionStorage.setItem(key, "1");
        } catch {
          // Storage disabled: the page then shows its loading screen as a first page.
        }
      }, VISITED_KEY);
    }
    await use(page);
  },
});

export { expect };

/** The two widths every page is checked at: a desktop and a phone (touch, mobile viewport). */
export const widths = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

export type Width = keyof typeof widths;
