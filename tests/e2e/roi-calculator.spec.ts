import {
  CAUTION_SUMMARY,
  calculateButton,
  expectFigures,
  input,
  path,
  results,
  waitForCalculator,
} from "./checks/roi-calculator";
import { expect, test } from "./fixtures";

/**
 * The ROI calculator's flows that need an address of their own: a query in the URL, and the page
 * without JavaScript. Everything done on /roi-calculator as loaded is in checks/roi-calculator.ts,
 * run by pages.spec.ts.
 */
test.describe("ROI calculator", () => {
  test("unparseable values in a shared address count as 0", async ({ page }) => {
    const url = `${path}?currentLaborCosts=abc&currentTimeWaste=24000&expectedTimeSavings=25&automationInvestment=%3F%3F&utm_source=newsletter`;
    const response = await page.goto(url);
    expect(response?.status(), `HTTP status of ${url}`).toBe(200);
    await waitForCalculator(page);
    await expect(input(page, "currentLaborCosts")).toHaveValue("abc");
    // Shown on arrival, without pressing 'Calculate ROI'.
    await expectFigures(page, {
      "Annual savings": "$6,000",
      ROI: "0.0%",
      "Payback period": "0.0 years",
      Investment: "$0",
      "Net benefit (year 1)": "$6,000",
    });
    await expect(results(page).locator("p")).toHaveText(CAUTION_SUMMARY);
    // Other parameters stay; an emptied field leaves the query.
    await input(page, "currentLaborCosts").fill("");
    await expect.poll(() => new URL(page.url()).searchParams.has("currentLaborCosts")).toBe(false);
    expect(new URL(page.url()).searchParams.get("utm_source")).toBe("newsletter");
  });

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
