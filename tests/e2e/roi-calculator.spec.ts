import type { Page } from "@playwright/test";
import {
  calculateButton,
  expectFigures,
  fields,
  input,
  path,
  results,
  waitForCalculator,
} from "./checks/roi-calculator";
import { expect, test, widths } from "./fixtures";
import { heroOf } from "./helpers";

/**
 * The ROI calculator's flows that need an address of their own: a query in the URL, and the page
 * without JavaScript. Everything done on /roi-calculator as loaded is in checks/roi-calculator.ts,
 * run by pages.spec.ts.
 */
test.describe("ROI calculator", () => {
  test("the ROI article's worked example lands on the calculator, showing the article's answer", async ({
    page,
  }) => {
    await page.goto("/blog/automation-roi-calculator");
    await page.getByRole("link", { name: "ROI calculator with this example filled in" }).click();
    await expect(page).toHaveURL(/\/roi-calculator\?.*#calculator$/);
    await waitForCalculator(page);
    await expect(page.locator("#calculator")).toBeInViewport();
    await expect(results(page).locator("p")).toHaveText(
      "Your automation investment shows a positive ROI of 262.0% with a payback period of 0.3 years.",
    );
  });

  test.describe("asking for less motion", () => {
    test.use({ ...widths.phone, reducedMotion: "reduce" });
    test("the results are in view as soon as their heading has the focus", async ({ page }) => {
      await page.goto(path);
      await waitForCalculator(page);
      await input(page, "currentLaborCosts").fill("120000");
      await calculateButton(page).click();
      const heading = page.locator("#roi-results").getByRole("heading", { level: 3 });
      await expect(heading).toBeFocused();
      // Read once, not retried: a smooth scroll would still be on its way.
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(844 / 2);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form sends its inputs to the page's query", async ({ page }) => {
      await page.goto(path);
      await input(page, "currentLaborCosts").fill("120000");
      await input(page, "expectedEfficiencyGain").fill("30");
      await calculateButton(page).click();
      await expect(page).toHaveURL(/currentLaborCosts=120000/);
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).searchParams.get("expectedEfficiencyGain")).toBe("30");
    });
  });
});

/** 120000 × 30% + 15000 × 60% + 30000 × 50% = 60000 a year on 25000: ROI 140%, payback 0.4 years. */
const positiveQuery =
  "currentLaborCosts=120000&expectedEfficiencyGain=30&currentErrorCosts=15000&expectedErrorReduction=60&currentTimeWaste=30000&expectedTimeSavings=50&automationInvestment=25000";
const positiveFigures = {
  "Annual savings": "$60,000",
  ROI: "140.0%",
  "Payback period": "0.4 years",
  Investment: "$25,000",
  "Net benefit (year 1)": "$35,000",
};

const resultsPanel = (page: Page) => page.locator("#calculator").locator("#roi-results");
const copyLinkButton = (page: Page) =>
  page.locator("#calculator").getByRole("button", { name: "Copy link", exact: true });
const shareStatus = (page: Page) => page.locator("#calculator").getByRole("status");

/** Records what the page hands to the Web Share API; `refuse` makes it act as a closed share sheet. */
async function stubWebShare(page: Page, { refuse = false } = {}) {
  await page.addInitScript((refuseShare) => {
    const calls: ShareData[] = [];
    Object.assign(window, { sharedData: calls });
    Object.defineProperty(navigator, "canShare", { value: () => true, configurable: true });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push(data);
        if (refuseShare) throw new DOMException("Share canceled", "AbortError");
      },
    });
  }, refuse);
}

/**
 * A shared address without the results' fragment (shared before addresses named the results, or
 * trimmed on the way) lands on the results all the same; the address then follows the inputs.
 */
async function expectSharedAddressOpensOnResults(page: Page) {
  await page.goto(`${path}?${positiveQuery}&utm_source=newsletter`);
  expect(new URL(page.url()).hash).toBe("#roi-results");
  await expectFigures(page, positiveFigures);
  await expect(resultsPanel(page).getByRole("heading", { name: "Your results" })).toBeInViewport();
  // Other parameters stay; an emptied field leaves the query.
  await input(page, "currentLaborCosts").fill("");
  await expect.poll(() => new URL(page.url()).searchParams.has("currentLaborCosts")).toBe(false);
  expect(new URL(page.url()).searchParams.get("utm_source")).toBe("newsletter");
  await page.goto(path);
  expect(new URL(page.url()).hash).toBe("");
}

const sharedAddressTitle =
  "a shared address with no fragment at all opens on its results, then follows the inputs";

test.describe("ROI calculator at 1280 px", () => {
  test.use(widths.desktop);

  test(sharedAddressTitle, ({ page }) => expectSharedAddressOpensOnResults(page));
});

/**
 * Where the results land and what takes the focus, on a phone, where the results sit a screen or
 * two below the inputs. At 1280 px the page checks press 'Start Calculating' and reopen a
 * calculated address.
 */
test.describe("ROI calculator at 390 px", () => {
  test.use(widths.phone);

  test(sharedAddressTitle, ({ page }) => expectSharedAddressOpensOnResults(page));

  test("'Calculate ROI' brings the results into view and focuses their heading", async ({
    page,
  }) => {
    await page.goto(path);
    await waitForCalculator(page);
    await input(page, "currentLaborCosts").fill("120000");
    await input(page, "expectedEfficiencyGain").fill("30");
    await input(page, "automationInvestment").fill("20000");
    // Pressed where a visitor presses it: the button at the bottom of the screen.
    await calculateButton(page).evaluate((button) => button.scrollIntoView({ block: "end" }));
    const heading = page.locator("#roi-results").getByRole("heading", { level: 3 });
    await expect(heading).not.toBeInViewport();
    await calculateButton(page).click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Said once, with the summary: no live region repeats the figures.
    await expect(heading).toHaveAccessibleDescription(/positive ROI of 80\.0%/);
    await expect(page.locator("#roi-results [aria-live]")).toHaveCount(0);
    await expect(page.locator("#roi-results dl")).toBeInViewport();
  });

  test("'Start Calculating' puts the visitor in the first field", async ({ page }) => {
    await page.goto(path);
    await heroOf(page).getByRole("link", { name: "Start Calculating" }).click();
    await expect(input(page, "currentLaborCosts")).toBeFocused();
    await expect(input(page, "currentLaborCosts")).toBeInViewport();
    // Again once the calculator has hydrated (the first press may have come before).
    await waitForCalculator(page);
    await page.keyboard.press("Tab");
    await expect(input(page, "currentLaborCosts")).not.toBeFocused();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await heroOf(page).getByRole("link", { name: "Start Calculating" }).click();
    await expect(input(page, "currentLaborCosts")).toBeFocused();
  });

  test("the address after calculating lands on the results when opened", async ({ page }) => {
    await page.goto(path);
    await waitForCalculator(page);
    for (const [name, value] of new URLSearchParams(positiveQuery)) {
      await input(page, name as (typeof fields)[number]["name"]).fill(value);
    }
    await calculateButton(page).click();
    await expectFigures(page, positiveFigures);
    const address = new URL(page.url());
    expect(address.hash).toBe("#roi-results");

    const other = await page.context().newPage();
    try {
      await other.goto(`${address.pathname}${address.search}${address.hash}`);
      await expectFigures(other, positiveFigures);
      await expect(
        resultsPanel(other).getByRole("heading", { name: "Your results" }),
      ).toBeInViewport();
      // The inputs are a screen or two above: the visitor does not have to scroll for the answer.
      await expect(input(other, "currentLaborCosts")).not.toBeInViewport();
    } finally {
      await other.close();
    }
  });

  test("a shared address without the results anchor still scrolls to the results, which fit a 360 px screen", async ({
    page,
  }) => {
    await page.goto(`${path}?${positiveQuery}#calculator`);
    await expectFigures(page, positiveFigures);
    await expect(
      resultsPanel(page).getByRole("heading", { name: "Your results" }),
    ).toBeInViewport();
    await expect(input(page, "currentLaborCosts")).not.toBeFocused();

    await page.setViewportSize({ width: 360, height: 740 });
    // Nothing in the calculator, results and chart included, reaches past the screen's right
    // edge, the root's client width: a phone's browser widens its layout viewport (innerWidth
    // too) to fit content that overflows, so innerWidth moves with the overflow it should catch.
    const overflowing = await page.locator("#calculator").evaluate((section) => {
      const edge = document.documentElement.clientWidth;
      return [section, ...section.querySelectorAll("*")]
        .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
        .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`);
    });
    expect(overflowing, "elements wider than the screen").toEqual([]);
    for (const { name } of fields) {
      const box = await input(page, name).boundingBox();
      expect(box?.width ?? 0, name).toBeGreaterThan(200);
    }
  });
});

test.describe("Copy link at 1280 px", () => {
  test.use(widths.desktop);

  test("copies the estimate's address and confirms it in a live region", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${path}?${positiveQuery}`);
    await waitForCalculator(page);
    await expectFigures(page, positiveFigures);
    await expect(shareStatus(page)).toHaveText("");
    await copyLinkButton(page).click();
    await expect(shareStatus(page)).toHaveText(
      "Link copied. Anyone who opens it sees this estimate.",
    );
    await expect(shareStatus(page)).toBeVisible();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe(path);
    expect([...copied.searchParams]).toEqual([...new URLSearchParams(positiveQuery)]);

    // A new calculation makes the confirmation stale: it goes.
    await input(page, "automationInvestment").fill("50000");
    await calculateButton(page).click();
    await expect(shareStatus(page)).toHaveText("");
    await copyLinkButton(page).click();
    await expect(shareStatus(page)).toHaveText(/^Link copied/);
    const again = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(again.searchParams.get("automationInvestment")).toBe("50000");
    expect(again.hash).toBe("#roi-results");
  });

  test("uses the clipboard even where the browser could share (a desktop)", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await stubWebShare(page);
    await page.goto(`${path}?${positiveQuery}`);
    await waitForCalculator(page);
    await copyLinkButton(page).click();
    await expect(shareStatus(page)).toHaveText(/^Link copied/);
    expect(
      await page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData),
    ).toEqual([]);
  });
});

test.describe("Copy link at 390 px", () => {
  test.use(widths.phone);

  test("hands the estimate's address to the phone's share sheet and confirms it", async ({
    page,
  }) => {
    await stubWebShare(page);
    await page.goto(`${path}?${positiveQuery}`);
    await waitForCalculator(page);
    await expectFigures(page, positiveFigures);
    await copyLinkButton(page).click();
    await expect(shareStatus(page)).toHaveText(
      "Link shared. Anyone who opens it sees this estimate.",
    );
    const shared = await page.evaluate(
      () => (window as unknown as { sharedData: ShareData[] }).sharedData,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.title).toBe("My automation ROI estimate");
    const url = new URL(shared[0]?.url ?? "");
    expect([...url.searchParams]).toEqual([...new URLSearchParams(positiveQuery)]);
  });

  test("says nothing when the visitor closes the share sheet", async ({ page }) => {
    await stubWebShare(page, { refuse: true });
    await page.goto(`${path}?${positiveQuery}`);
    await waitForCalculator(page);
    await copyLinkButton(page).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData.length),
      )
      .toBe(1);
    await expect(shareStatus(page)).toHaveText("");
  });

  test("falls back to the clipboard on a phone without a share sheet", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${path}?${positiveQuery}`);
    await waitForCalculator(page);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    await copyLinkButton(page).click();
    await expect(shareStatus(page)).toHaveText(/^Link copied/);
  });
});
