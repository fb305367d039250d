import type { CDPSession, Page } from "@playwright/test";
import { expect, test, widths } from "./fixtures";
import { pageScriptUrl, shellRunning } from "./helpers";

/**
 * What a visitor's second page costs and how the first paints (decision 041): the stylesheets are
 * cached files that every page waits for before its first paint, and the next page is prefetched
 * before the tap unless the visitor asked to save data.
 */

/** What the page's first animation frame saw; an init script records it. */
interface FirstFrame {
  sheets: number;
  loadedSheets: number;
}

const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      (window as { __firstFrame?: FirstFrame }).__firstFrame = {
        sheets: links.length,
        loadedSheets: links.filter((link) => link.sheet !== null).length,
      };
    });
  });

// Every page links the home page's one stylesheet in <head> (`npm run budget` checks the build)
// and runs the same page script: the home page stands for all.
test.describe("the home page on a phone", () => {
  test.use(widths.phone);

  test("nothing paints until the stylesheet is there, then the first screen is styled", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = () => {};
    const stylesheetRequested = new Promise<void>((resolve) => {
      requested = resolve;
    });
    await page.route("**/assets/*.css", async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await recordFirstFrame(page);
    await page.goto("/", { waitUntil: "commit" });
    await stylesheetRequested;

    // While the stylesheet is held the browser shows nothing of the page, styled or not.
    const held = await page.evaluate(() => ({
      paints: performance.getEntriesByType("paint").map((entry) => entry.name),
      frame: (window as { __firstFrame?: FirstFrame }).__firstFrame ?? null,
    }));
    expect(held).toEqual({ paints: [], frame: null });

    release();
    // The first frame comes once the sheet is there, whenever that is after the load event.
    const frame = await (
      await page.waitForFunction(() => (window as { __firstFrame?: FirstFrame }).__firstFrame)
    ).jsonValue();
    expect(frame?.sheets).toBeGreaterThan(0);
    expect(frame?.loadedSheets).toBe(frame?.sheets);
    // The header and the page's first section are styled (the unstyled header is static and
    // the first section's background transparent).
    await expect(page.locator("body > header")).toHaveCSS("position", "sticky");
    const main = page.locator("#main");
    await expect(main).toHaveCSS("flex-grow", "1");
    await page.unroute("**/assets/*.css");
  });

  test("the page script is requested only after the browser has shown the first paint", async ({
    page,
  }) => {
    await page.goto("/");
    await shellRunning(page);
    const timings = await page.evaluate((source) => {
      const script = performance
        .getEntriesByType("resource")
        .find((entry) => new RegExp(source).test(new URL(entry.name).pathname));
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      return { requested: script?.startTime, painted: paint?.startTime };
    }, pageScriptUrl.source);
    expect(timings.painted).toBeGreaterThan(0);
    expect(timings.requested).toBeGreaterThan(timings.painted ?? Number.POSITIVE_INFINITY);
  });
});

/** Bytes received from the network, by resource type (a file from the cache: none). */
async function recordTransfers(cdp: CDPSession) {
  const types = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on("Network.responseReceived", (event) => {
    if (!event.response.fromDiskCache && !event.response.fromPrefetchCache)
      types.set(event.requestId, event.type);
  });
  cdp.on("Network.loadingFinished", (event) => {
    const type = types.get(event.requestId);
    if (type) bytes[type] = (bytes[type] ?? 0) + event.encodedDataLength;
  });
  await cdp.send("Network.enable");
  return bytes;
}

/**
 * A visitor's second page: home then pricing, and the blog then its longest article. Every page's
 * second view, as the server sends it, is held to 16 KB by `npm run budget`; these show the
 * browser really takes the stylesheet from the cache and that the headers leave room.
 */
const secondViews: readonly (readonly [string, string])[] = [
  ["/", "/pricing"],
  ["/blog", "/blog/change-management-automation"],
];

test.describe("a later page of the visit", () => {
  test.use(widths.phone);

  for (const [first, second] of secondViews) {
    test(`${second} after ${first} takes the stylesheet from the cache and travels in 16 KB`, async ({
      page,
    }) => {
      await page.goto(first);
      await shellRunning(page);
      const cdp = await page.context().newCDPSession(page);
      const transferred = await recordTransfers(cdp);
      await page.goto(second);
      await expect(page.locator("body > header")).toHaveCSS("position", "sticky");
      await page.waitForLoadState("load");
      expect(transferred.Stylesheet ?? 0).toBe(0);
      expect(transferred.Document).toBeGreaterThan(0);
      const total = Object.values(transferred).reduce((sum, bytes) => sum + bytes, 0);
      expect(total, JSON.stringify(transferred)).toBeLessThanOrEqual(16 * 1024);
      await cdp.detach();
    });
  }
});

test.describe("prefetch of the next page", () => {
  test.use(widths.desktop);

  /** Chrome's account of the page's speculation rules: candidates and prefetches. */
  async function watchPreloading(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    const candidates: number[] = [];
    const ready = new Set<string>();
    cdp.on("Preload.preloadingAttemptSourcesUpdated", (event) => {
      candidates.push(event.preloadingAttemptSources.length);
    });
    cdp.on("Preload.prefetchStatusUpdated", (event) => {
      if (event.status === "Ready") ready.add(new URL(event.key.url).pathname);
    });
    await cdp.send("Preload.enable");
    return { cdp, candidates, ready };
  }

  test("hovering a header link fetches its page, and the tap opens the prefetched page", async ({
    page,
  }) => {
    const preloading = await watchPreloading(page);
    await page.goto("/pricing");
    await page.locator('header a[href="/"]').first().hover();
    await expect.poll(() => preloading.ready.has("/")).toBe(true);
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(
        () =>
          // Not yet in TypeScript's DOM types.
          (performance.getEntriesByType("navigation")[0] as { deliveryType?: string }).deliveryType,
      ),
    ).toBe("navigational-prefetch");
    await preloading.cdp.detach();
  });

  test("a visitor saving data gets no prefetch", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "connection", { value: { saveData: true } });
    });
    const preloading = await watchPreloading(page);
    await page.goto("/pricing");
    await expect(page.locator("html")).toHaveAttribute("data-save-data", "");
    // Chrome has read the rules and found no link to prefetch...
    expect(preloading.candidates.length).toBeGreaterThan(0);
    expect(preloading.candidates.every((count) => count === 0)).toBe(true);
    // ...while the same page's links are candidates once the mark is gone.
    await page.evaluate(() => document.documentElement.removeAttribute("data-save-data"));
    await expect.poll(() => preloading.candidates.at(-1) ?? 0).toBeGreaterThan(0);
    await preloading.cdp.detach();
  });
});
