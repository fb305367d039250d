import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/collections/facts";
import { notFoundPage } from "../../src/collections/page-copy";
import { menus, pagesInGroup } from "../../src/collections/page-list";
import { LOADING_AFTER_LOAD_MS, LOADING_MAX_MS } from "../../src/components/layout/loading-screen";
import { expect, test } from "./fixtures";
import {
  expectNoAxeViolations,
  holdRequests,
  hydrateContactIsland,
  main,
  pageScriptUrl,
  recordAnalytics,
  shellRunning,
  watchProblems,
} from "./helpers";
import { expectFirstScreenHeldStill, recordLayoutShifts } from "./layout-shift";

const notFound = notFoundPage();

const loadingText = `Loading ${site.name}...`;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page) {
  // The visitor's own scroll, at once: an animated one would repaint the page for a second.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  await expect.poll(() => scrollY(page), "the page is long enough to scroll").toBeGreaterThan(200);
}

/**
 * A page's footer as served, without React's text separators: its text, and its links as
 * [href, text].
 */
function servedFooter(html: string) {
  const footer = html
    .slice(html.indexOf("<footer"), html.indexOf("</footer>"))
    .replaceAll("<!-- -->", "");
  const text = (markup: string) => markup.replace(/<[^>]*>/g, "").trim();
  const links = [...footer.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    ([, href = "", inner = ""]) => [href, text(inner)],
  );
  return { text: text(footer), links };
}

/** Tabs through the page (bounded) until `target` has the focus. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>) {
  for (let step = 0; step < 30; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

test.describe("desktop header (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("dropdowns open on hover and close when the pointer leaves", async ({ page }) => {
    await page.goto("/");
    // The menus answer a hover once the page script runs (after the first paint): hover then.
    await shellRunning(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const { key, name } of menus) {
      const button = nav.getByRole("button", { name, exact: true });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.hover();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      for (const entry of pagesInGroup(key)) {
        await expect(nav.getByRole("link", { name: entry.name, exact: true })).toBeVisible();
      }
      await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(1);
    }
    await page.mouse.move(640, 700);
    await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Pricing", exact: true })).toBeHidden();
  });

  test("dropdowns work from the keyboard: Enter opens, Space toggles, Escape closes", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Automation Solutions", exact: true });
    const firstLink = nav.getByRole("link", { name: "Process Automation", exact: true });

    await tabTo(page, button);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(firstLink).toBeVisible();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(firstLink).toBeHidden();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");

    // Into the menu, then Escape: closed, and the focus is back on the group button.
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await expect(firstLink).toBeHidden();

    // Choosing a link with the keyboard, from far down the page (the header stays on screen),
    // navigates, closes the menu and opens the next page at its top.
    await scrollToBottom(page);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/process-automation");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Read once the new page's script has run: a page opens at its top before then, so a read
    // before it could not see the script move it.
    await shellRunning(page);
    expect(await scrollY(page)).toBe(0);
  });
});

test.describe("mobile menu (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The menu's group toggles are <summary> elements of exclusive <details> (one open at a time). */
  const groupToggle = (menu: Locator, group: string) =>
    menu.locator("summary").filter({ hasText: new RegExp(`^${group}$`) });

  test("toggles, keeps one group open at a time, and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    await shellRunning(page);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menuId = await close.getAttribute("aria-controls");
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    const expanded = menu.locator("details[open] > summary");
    await expect(expanded).toHaveCount(0);

    for (const { key, name } of menus) {
      await groupToggle(menu, name).click();
      await expect(expanded).toHaveCount(1);
      await expect(expanded).toHaveText(name);
      for (const entry of pagesInGroup(key)) {
        await expect(menu.getByRole("link", { name: entry.name, exact: true })).toBeVisible();
      }
    }
    // The open group closes again when pressed.
    await groupToggle(menu, menus.at(-1)?.name ?? "").click();
    await expect(expanded).toHaveCount(0);

    await groupToggle(menu, "Process Analysis").click();
    await menu.getByRole("link", { name: "Process Audit", exact: true }).click();
    await expect(page).toHaveURL("/process-audit");
    await expect(page).toHaveTitle(/^Business Process Audit \|/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("a tap before the page's script runs opens the menu, and the button says so once it runs", async ({
    page,
  }) => {
    const releaseShell = await holdRequests(page, pageScriptUrl);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();

    releaseShell();
    await shellRunning(page);
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await close.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens and closes, shows one group at a time, navigates, and GET STARTED opens the form", async ({
      page,
    }) => {
      await page.goto("/pricing");
      const menu = page.getByRole("navigation", { name: "Mobile" });
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      const expanded = menu.locator("details[open] > summary");

      await groupToggle(menu, "Case Studies").click();
      await expect(menu.getByRole("link", { name: "Healthcare", exact: true })).toBeVisible();
      await groupToggle(menu, "Resources").click();
      await expect(expanded).toHaveCount(1);
      await expect(expanded).toHaveText("Resources");
      await expect(menu.getByRole("link", { name: "Healthcare", exact: true })).toBeHidden();

      await menu.getByRole("link", { name: "ROI Calculator", exact: true }).click();
      await expect(page).toHaveURL("/roi-calculator");
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();

      await page.getByRole("banner").getByRole("button", { name: "GET STARTED" }).click();
      await expect(page.getByRole("dialog", { name: "Get Your Free Consultation" })).toBeVisible();
    });
  });
});

test.describe("loading screen", () => {
  test.use({ firstVisit: true });

  test("is in the prerendered HTML, visible", async ({ request }) => {
    const html = await (await request.get("/pricing")).text();
    // React separates text parts with empty comments (`Loading <!-- -->Name<!-- -->...`).
    expect(html.replaceAll("<!-- -->", "")).toContain(loadingText);
    const screen = html.match(/<div[^>]*id="loading-screen"[^>]*>/)?.[0];
    expect(screen, "loading screen element").toBeDefined();
    expect(screen).not.toMatch(/\shidden[\s=>]/);
  });

  // The timing rules, checked on a paused clock (page.clock fakes timers and performance.now):
  // exact and independent of how busy the machine is.
  const startPausedClock = async (page: Page) => {
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    // The installed clock runs until paused, and pausing in its past is refused: pause ahead of
    // where it stands now, with room for a busy machine between the two calls. Nothing is loaded
    // yet, so no timer of the page's fires on the way.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 5_000);
  };

  test("stays up to 1000 ms while the page is still loading, then goes", async ({ page }) => {
    await startPausedClock(page);
    // Hold the blog's pictures (and any script) back until the checks are done: no load event,
    // so only the 1000 ms rule applies, however slowly the machine parses the page.
    const releaseFiles = await holdRequests(page, /\/assets\/.+\.(svg|js)$/);
    await page.goto("/blog", { waitUntil: "commit" });
    const screen = page.getByText(loadingText);
    await expect(screen).toBeVisible();
    // The parser is past the shell's inline scripts once the header exists.
    await page.locator("header").waitFor({ state: "attached" });
    // The 1000 ms count from navigation start (performance.now() = 0), wherever the clock stands.
    const elapsed = await page.evaluate(() => performance.now());
    await page.clock.runFor(999 - elapsed);
    await expect(screen).toBeVisible();
    // Nothing on it moves: an animation costs the first view a long compositor commit.
    expect(
      await page.evaluate(() =>
        document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target && document.getElementById("loading-screen")?.contains(target);
        }),
      ),
    ).toEqual([]);
    await page.clock.runFor(1);
    await expect(screen).toBeHidden();
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    releaseFiles();
  });

  test("goes 500 ms after the load event, moving nothing on the page beneath", async ({ page }) => {
    await startPausedClock(page);
    await recordLayoutShifts(page);
    await page.goto("/pricing", { waitUntil: "load" });
    const screen = page.getByText(loadingText);
    await expect(screen, "still up right after the load event").toBeVisible();
    // It goes at whichever comes first: 500 ms after the load event, or 1000 ms after navigation
    // started. Both count on the page's (paused) clock, but the time before the page's first
    // script is real: on a busy machine the server's answer alone can take 500 ms.
    const loadedAt = await page.evaluate(() => performance.now());
    const due = Math.min(LOADING_AFTER_LOAD_MS, LOADING_MAX_MS - loadedAt);
    test.info().annotations.push({
      type: "rule",
      description: due === LOADING_AFTER_LOAD_MS ? "500 ms after load" : "1000 ms after start",
    });
    await page.clock.runFor(due - 1);
    await expect(screen).toBeVisible();
    await page.clock.runFor(1);
    await expect(screen).toBeHidden();
    await expectFirstScreenHeldStill(page);
  });

  test("shows on the first page of a visit and is never painted on the next ones", async ({
    page,
  }) => {
    // Record, in every document, whether the screen was ever rendered visible.
    await page.addInitScript(() => {
      const record = { visible: false };
      (window as unknown as { __loadingScreen: typeof record }).__loadingScreen = record;
      const check = () => {
        const screen = document.getElementById("loading-screen");
        if (screen && !screen.hidden && getComputedStyle(screen).display !== "none") {
          record.visible = true;
        }
      };
      new MutationObserver(check).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    const wasVisible = () =>
      page.evaluate(
        () =>
          (window as unknown as { __loadingScreen: { visible: boolean } }).__loadingScreen.visible,
      );

    await page.clock.install();
    await page.goto("/");
    await page.clock.runFor(LOADING_MAX_MS);
    await expect(page.locator("#loading-screen")).toBeHidden();
    expect(await wasVisible(), "first page of the visit").toBe(true);

    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL("/terms-of-service");
    await expect(page.locator("h1")).toHaveCount(1);
    expect(await wasVisible(), "later page of the visit").toBe(false);
    await expect(page.locator("#loading-screen")).toBeHidden();
  });
});

test.describe("unknown paths and redirects", () => {
  test("the content editor is not part of the site: /keystatic and its API answer 404", async ({
    request,
  }) => {
    for (const path of ["/keystatic", "/keystatic/collection/events", "/api/keystatic/tree"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  for (const path of ["/no-such-page", "/blog/no-such-article"]) {
    test(`${path} answers 404 with the error screen inside the site's header and footer`, async ({
      page,
    }) => {
      const problems = watchProblems(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The error screen's own policy, with its inline scripts allowed by hash.
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await hydrateContactIsland(page);
      await expect(
        page.getByRole("heading", { name: "Unexpected Application Error!" }),
      ).toBeVisible();
      await expect(page.getByText("404 Not Found", { exact: true })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: site.name })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // It names the address, finds no page near it, and offers the way on.
      await expect(main(page).locator("[data-requested-path]")).toHaveText(path);
      await expect(main(page).getByText(notFound.noSuggestion)).toBeVisible();
      await expect(main(page).getByText(notFound.didYouMean)).toBeHidden();
      await expect(main(page).getByRole("link", { name: "Go to the home page" })).toHaveAttribute(
        "href",
        "/",
      );
      const sections = main(page).getByRole("region", { name: notFound.sectionsHeading });
      await expect(sections.getByRole("navigation")).toHaveCount(menus.length);
      for (const { key, name } of menus) {
        const links = sections.getByRole("navigation", { name }).getByRole("link");
        await expect(links).toHaveText(pagesInGroup(key).map((entry) => entry.name));
      }
      // Every unknown address gets the same screen: axe reads it once.
      if (path === "/no-such-page") await expectNoAxeViolations(page);
      // The document's own 404 status (and Chromium's console line about it) is the point;
      // anything else is a defect.
      const documentStatus = [
        `HTTP 404: ${page.url()}`,
        "console error: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ];
      expect(problems.filter((problem) => !documentStatus.includes(problem))).toEqual([]);
    });
  }

  test("the 404 for /pricng offers /pricing, and its 'Ask Us Directly' opens the form", async ({
    page,
  }) => {
    await recordLayoutShifts(page);
    const response = await page.goto("/pricng");
    expect(response?.status()).toBe(404);
    const suggestion = main(page).getByText(notFound.didYouMean);
    await expect(suggestion).toBeVisible();
    await expect(suggestion.getByRole("link")).toHaveText("Pricing");
    await expect(main(page).getByText(notFound.noSuggestion)).toBeHidden();
    await expectFirstScreenHeldStill(page);
    await main(page).getByRole("button", { name: "Ask Us Directly" }).click();
    await expect(page.getByRole("dialog", { name: "Ask Us Directly" })).toBeVisible();
    await page.keyboard.press("Escape");
    await suggestion.getByRole("link").click();
    await expect(page).toHaveURL("/pricing");
  });

  for (const [from, to] of [
    ["/pricing/", "/pricing"],
    ["/business-process-audit", "/process-audit"],
  ] as const) {
    test(`${from} answers 301 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      const location = response.headers().location ?? "";
      expect(new URL(location, baseURL).pathname).toBe(to);
    });
  }

  test("a page path is served as is, without a redirect", async ({ request }) => {
    const response = await request.get("/pricing", { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });
});

test.describe("footer and booking links", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the footer carries the legal links, contact details and copyright", async ({ request }) => {
    const footer = servedFooter(await (await request.get("/")).text());
    expect(footer.text).toMatch(/©\s*2024\b/);
    const hrefs = footer.links.map(([href]) => href);
    for (const path of ["/privacy-policy", "/terms-of-service", "/dealership-automation"]) {
      expect(hrefs).toContain(path);
    }
    expect(footer.links).toContainEqual([site.phoneHref, site.phone]);
    expect(footer.links).toContainEqual([`mailto:${site.email}`, site.email]);
    expect(footer.text).toContain("Seattle, WA");
  });

  test("a booking link pressed before the page's script runs is counted once it runs", async ({
    page,
    context,
  }) => {
    await context.route(`${site.bookingUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    const releaseShell = await holdRequests(page, pageScriptUrl);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const calls = await recordAnalytics(page);
    const booking = main(page).getByRole("link", { name: /^Schedule Free Consultation\b/ });
    const [popup] = await Promise.all([context.waitForEvent("page"), booking.click()]);
    await expect(popup).toHaveURL(site.bookingUrl);
    expect(await page.locator("[data-desktop-menu][data-enhanced]").count()).toBe(0);
    expect(await calls()).toEqual([]);

    releaseShell();
    await shellRunning(page);
    const clicks = async () => (await calls()).filter(([, name]) => name === "button_click");
    await expect.poll(clicks).toEqual([
      [
        "event",
        "button_click",
        {
          event_category: "engagement",
          event_label: "Schedule Free Consultation",
          location: "pricing",
        },
      ],
    ]);
  });
});
