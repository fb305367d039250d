import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations, heroOf, hydrateContactIsland, main } from "../helpers";
import type { PageChecks } from "../page-checks";

/**
 * The ROI calculator (spec sections 3, 4, 5 and 9). Expected figures are worked out by hand from
 * the spec's formulas and written out here, independent of src/features/roi/roi.ts. The flows
 * that need their own address (a query in the URL, no JavaScript) are in roi-calculator.spec.ts,
 * which uses the locators and helpers exported here.
 */
export const path = "/roi-calculator";

/** The seven inputs: spec name, visible label and unit. */
export const fields = [
  { name: "currentLaborCosts", label: "Current labor costs per year", unit: "$" },
  { name: "expectedEfficiencyGain", label: "Expected efficiency gain", unit: "%" },
  { name: "currentErrorCosts", label: "Current error costs per year", unit: "$" },
  { name: "expectedErrorReduction", label: "Expected error reduction", unit: "%" },
  { name: "currentTimeWaste", label: "Current time waste costs per year", unit: "$" },
  { name: "expectedTimeSavings", label: "Expected time savings", unit: "%" },
  { name: "automationInvestment", label: "Automation investment", unit: "$" },
] as const;

type FieldName = (typeof fields)[number]["name"];
type Inputs = Partial<Record<FieldName, string>>;

const POSITIVE_SUMMARY = (roi: string, years: string) =>
  `Your automation investment shows a positive ROI of ${roi}% with a payback period of ${years} years.`;
const CAUTION_SUMMARY =
  "Your automation investment may not show immediate positive returns. Consider reviewing your assumptions or consulting with our experts.";

export interface Figures {
  "Annual savings": string;
  ROI: string;
  "Payback period": string;
  Investment: string;
  "Net benefit (year 1)": string;
}

interface Case {
  title: string;
  inputs: Inputs;
  figures: Figures;
  summary: string;
}

const positive: Case = {
  title: "positive ROI",
  // 120000 × 30% + 15000 × 60% + 30000 × 50% = 60000; (60000 − 25000) / 25000 = 140%;
  // 25000 / 60000 = 0.42 years; 60000 − 25000 = 35000.
  inputs: {
    currentLaborCosts: "120000",
    currentErrorCosts: "15000",
    currentTimeWaste: "30000",
    automationInvestment: "25000",
    expectedEfficiencyGain: "30",
    expectedErrorReduction: "60",
    expectedTimeSavings: "50",
  },
  figures: {
    "Annual savings": "$60,000",
    ROI: "140.0%",
    "Payback period": "0.4 years",
    Investment: "$25,000",
    "Net benefit (year 1)": "$35,000",
  },
  summary: POSITIVE_SUMMARY("140.0", "0.4"),
};

/** The positive case last: the steps after the cases go on from its result. */
const cases: Case[] = [
  {
    title: "zero investment, empty and non-numeric inputs",
    // Empty and unparseable text counts as 0: only 24000 × 25% = 6000 remains. With no
    // investment the ROI is 0 (so the cautious sentence) and the payback 0 / 6000 = 0.
    inputs: {
      currentLaborCosts: "lots",
      currentErrorCosts: "",
      currentTimeWaste: "24000",
      automationInvestment: "",
      expectedEfficiencyGain: "50",
      expectedErrorReduction: "n/a",
      expectedTimeSavings: "25",
    },
    figures: {
      "Annual savings": "$6,000",
      ROI: "0.0%",
      "Payback period": "0.0 years",
      Investment: "$0",
      "Net benefit (year 1)": "$6,000",
    },
    summary: CAUTION_SUMMARY,
  },
  positive,
];

export const input = (page: Page, name: FieldName) =>
  page.locator(`#calculator input[name="${name}"]`);
export const calculateButton = (page: Page) =>
  page.locator("#calculator").getByRole("button", { name: "Calculate ROI", exact: true });
export const results = (page: Page) => page.locator("#calculator [data-roi-figures]");

/** The value shown for a result, found by its label (a dt/dd pair). */
const figure = (page: Page, label: string) =>
  results(page)
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");

const consultationButtonName = "Get Expert Consultation";
const consultationDialog = (page: Page) =>
  page.getByRole("dialog", { name: consultationButtonName, exact: true });
const descriptionOf = (dialog: Locator) => dialog.locator('textarea[name="description"]');

/**
 * Brings the calculator into view (it hydrates when visible, client:visible) and waits until its
 * island has hydrated: Astro drops the island's ssr attribute then. Until that, pressing
 * 'Calculate ROI' would send the static GET form.
 */
export async function waitForCalculator(page: Page) {
  await page.locator("#calculator").scrollIntoViewIfNeeded();
  await expect(page.locator("#calculator astro-island")).not.toHaveAttribute("ssr", {
    timeout: 10_000,
  });
}

async function fill(page: Page, inputs: Inputs) {
  for (const { name } of fields) await input(page, name).fill(inputs[name] ?? "");
}

/** The five results, each value under its label (dt/dd pairs, in the order shown). */
export async function expectFigures(page: Page, expected: Figures) {
  await expect(results(page).locator("dl > div > dt")).toHaveText(Object.keys(expected));
  await expect(results(page).locator("dl > div > dd")).toHaveText(Object.values(expected));
}

/** Fills every field with the positive case and presses 'Calculate ROI'. */
async function calculatePositive(page: Page) {
  await fill(page, positive.inputs);
  await calculateButton(page).click();
}

/** After a step changed the investment: the positive case's inputs again, calculated. */
async function backToPositive(page: Page) {
  await input(page, "automationInvestment").fill(positive.inputs.automationInvestment ?? "");
  await calculateButton(page).click();
}

/**
 * Sends the contact form after filling the required fields and returns what was posted. The POST
 * is answered here, so no lead is stored (contact.spec.ts covers the real one) and no response is
 * left unread when the page is loaded again for the next check.
 */
async function submitContactForm(page: Page, dialog: Locator) {
  await dialog.getByRole("textbox", { name: /first name/i }).fill("Dana");
  await dialog.getByRole("textbox", { name: /last name/i }).fill("Whitfield");
  await dialog.getByRole("textbox", { name: /company/i }).fill("Ballard Bike Works");
  await dialog.getByRole("textbox", { name: /email/i }).fill("dana@example.com");
  const posts: string[] = [];
  await page.route("/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    posts.push(route.request().postData() ?? "");
    await route.fulfill({ status: 200, contentType: "application/json", body: "{}" });
  });
  await dialog.getByRole("button", { name: "Request My Free Consultation" }).click();
  await expect(
    dialog.getByRole("heading", { name: "Your consultation request is in." }),
  ).toBeVisible();
  expect(posts, "one post").toHaveLength(1);
  return new URLSearchParams(posts[0]);
}

export const checks: PageChecks = {
  [path]: [
    {
      name: "shows seven labelled inputs with units and examples, and no results at first",
      run: async ({ page }) => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Automation ROI Calculator",
        );
        for (const { name, label, unit } of fields) {
          const control = page.getByRole("textbox", { name: `${label} (${unit})`, exact: true });
          await expect(control, name).toBeVisible();
          await expect(control, name).toHaveAttribute("name", name);
          // An example as the placeholder, never as a value the calculation would read.
          await expect(control, name).toHaveAttribute("placeholder", /^e\.g\. \d/);
          await expect(control, name).toHaveValue("");
        }
        await expect(page.locator("#calculator input")).toHaveCount(fields.length);

        await expect(results(page)).toBeEmpty();
        await expect(page.locator("#calculator dl")).toHaveCount(0);
        await expect(page.getByText(CAUTION_SUMMARY)).toHaveCount(0);
        await expect(page.getByText(/shows a positive ROI/)).toHaveCount(0);
        await expect(page.locator("#calculator figure")).toHaveCount(0);
      },
    },
    {
      name: "the form and its labels are in the static HTML, as a GET form to the page",
      run: async ({ html }) => {
        expect(html).toContain(`action="${path}"`);
        expect(html).toMatch(/<form[^>]*method="get"/);
        for (const { name, label } of fields) {
          expect(html, name).toContain(`name="${name}"`);
          expect(html, name).toContain(label);
        }
        expect(html).toContain("Calculate ROI</button>");
      },
    },
    {
      // The visitor's path through the calculator, every fill-and-calculate case on one page, one
      // after the other: each case fills all seven fields, so none depends on the one before.
      name: "Start Calculating, then the spec's formulas, recomputing, the chart, the shared address, and axe after calculating",
      interactive: true,
      run: async ({ page }) => {
        await test.step("the hero's 'Start Calculating' leads straight to the calculator's first field", async () => {
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await expect(input(page, "currentLaborCosts")).not.toBeInViewport();
          await heroOf(page).getByRole("link", { name: "Start Calculating" }).click();
          await expect(input(page, "currentLaborCosts")).toBeInViewport();
          // Pressed before the calculator hydrated: it focuses the field once it has.
          await waitForCalculator(page);
          await expect(input(page, "currentLaborCosts")).toBeFocused();
        });

        for (const entry of cases) {
          await test.step(`computes the spec's formulas: ${entry.title}`, async () => {
            await fill(page, entry.inputs);
            await calculateButton(page).click();
            await expectFigures(page, entry.figures);
            await expect(results(page).locator("p")).toHaveText(entry.summary);
            await expect(main(page)).not.toContainText(/\bNaN\b|\bundefined\b|Infinity/);
          });
        }

        // From here on every step starts from the positive case's inputs and result.
        await test.step("pressing Calculate ROI again recomputes", async () => {
          await expectFigures(page, positive.figures);
          // Double the investment: ROI (60000 − 50000) / 50000 = 20%, payback 50000 / 60000 = 0.8.
          await input(page, "automationInvestment").fill("50000");
          await expect(figure(page, "ROI"), "not before pressing").toHaveText("140.0%");
          await calculateButton(page).click();
          await expectFigures(page, {
            "Annual savings": "$60,000",
            ROI: "20.0%",
            "Payback period": "0.8 years",
            Investment: "$50,000",
            "Net benefit (year 1)": "$10,000",
          });
          await expect(results(page).locator("p")).toHaveText(POSITIVE_SUMMARY("20.0", "0.8"));
        });

        await test.step("draws the savings chart with the payback point and a text alternative", async () => {
          await backToPositive(page);
          const chart = page.getByRole("figure", { name: /Cumulative savings over 3 years/ });
          await expect(chart).toBeVisible();
          await expect(chart).toContainText(
            "Cumulative savings cover the $25,000 investment after 0.4 years (in month 5) and reach $180,000 by the end of year 3.",
          );
          await expect(chart.getByText("Payback at 0.4 years")).toBeVisible();
          const rows = chart.getByRole("table").getByRole("row");
          await expect(rows).toHaveText([
            /End of\s*Saved to date\s*After investment/,
            /Year 1\s*\$60,000\s*\$35,000/,
            /Year 2\s*\$120,000\s*\$95,000/,
            /Year 3\s*\$180,000\s*\$155,000/,
          ]);
          // The marker sits where the savings line crosses the investment line: 0.42 of 3 years in.
          const plotBox = await chart.locator("svg").boundingBox();
          const markerX = await chart
            .getByText("Payback at 0.4 years")
            .locator("..")
            .evaluate((marker) => marker.getBoundingClientRect().x);
          if (!plotBox) throw new Error("chart not laid out");
          expect((markerX - plotBox.x) / plotBox.width).toBeCloseTo(25000 / 60000 / 3, 2);

          // Payback after the three years shown: no marker, and the caption says when.
          await input(page, "automationInvestment").fill("200000");
          await calculateButton(page).click();
          await expect(chart.getByText(/^Payback at/)).toHaveCount(0);
          await expect(chart).toContainText(
            "Cumulative savings reach $180,000 by the end of year 3, short of the $200,000 investment; at this rate it pays back after 3.3 years.",
          );
        });

        await test.step("keeps the inputs in the URL, so a shared address reopens them with the result", async () => {
          await backToPositive(page);
          await expectFigures(page, positive.figures);

          const shared = new URL(page.url());
          expect(shared.pathname).toBe(path);
          expect(shared.hash, "the address points at the results").toBe("#roi-results");
          for (const { name } of fields) {
            expect(shared.searchParams.get(name), name).toBe(positive.inputs[name]);
          }

          // Opened in another tab, as a visitor the address was sent to would.
          const other = await page.context().newPage();
          try {
            const response = await other.goto(`${shared.pathname}${shared.search}`);
            expect(response?.status(), "HTTP status of the shared address").toBe(200);
            await waitForCalculator(other);
            for (const { name } of fields) {
              await expect(input(other, name), name).toHaveValue(positive.inputs[name] ?? "");
            }
            // The answer is there on arrival; 'Calculate ROI' computes the same again.
            await expectFigures(other, positive.figures);
            await expect(other.locator("#calculator figure")).toBeVisible();
            await calculateButton(other).click();
            await expectFigures(other, positive.figures);
          } finally {
            await other.close();
          }
        });

        // Before calculating: the runner's axe step, on the whole page as loaded. A result changes
        // the calculator only, so axe checks that part again in each state.
        await test.step("has no axe violations after calculating, with a positive and with a negative result", async () => {
          await expect(page.locator("#calculator figure")).toBeVisible();
          await expectNoAxeViolations(page, "#calculator");
          // (60000 − 90000) / 90000 = −33.33%; 90000 / 60000 = 1.5 years; 60000 − 90000 = −30000.
          await input(page, "automationInvestment").fill("90000");
          await calculateButton(page).click();
          await expectFigures(page, {
            "Annual savings": "$60,000",
            ROI: "-33.3%",
            "Payback period": "1.5 years",
            Investment: "$90,000",
            "Net benefit (year 1)": "-$30,000",
          });
          await expect(results(page).locator("p")).toHaveText(CAUTION_SUMMARY);
          await expectNoAxeViolations(page, "#calculator");
        });
      },
    },
    {
      name: "works with the keyboard alone, and announces the results",
      interactive: true,
      run: async ({ page }) => {
        await waitForCalculator(page);
        // The dialog opened at the end is the contact island's: let it hydrate first.
        await hydrateContactIsland(page);
        await input(page, "currentLaborCosts").focus();
        // Tab order follows the form: each cost, then its expected improvement, then the investment.
        for (const value of ["120000", "30", "15000", "60", "30000", "50", "25000"]) {
          await page.keyboard.type(value);
          await page.keyboard.press("Tab");
        }
        await expect(calculateButton(page)).toBeFocused();
        await page.keyboard.press("Enter");
        await expectFigures(page, positive.figures);
        await expect(results(page)).toContainText(positive.summary);

        // Enter in a field recomputes too.
        await input(page, "automationInvestment").focus();
        await page.keyboard.press("Control+A");
        await page.keyboard.type("50000");
        await page.keyboard.press("Enter");
        await expect(figure(page, "ROI")).toHaveText("20.0%");

        // On to the consultation button under the results, and into the contact form.
        const consult = page
          .locator("#calculator")
          .getByRole("button", { name: consultationButtonName });
        await consult.focus();
        await page.keyboard.press("Enter");
        const dialog = consultationDialog(page);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(consult).toBeFocused();
      },
    },
    {
      // Flows that start before any result, on one page: the openers, the form starting empty,
      // and a description the visitor wrote being left alone.
      name: "'Get Expert Consultation' opens the contact form in the hero, the results and the closing call to action, empty before a result, and leaves a description the visitor wrote alone",
      interactive: true,
      run: async ({ page }) => {
        await waitForCalculator(page);
        // The visitor types into the island's form: let it hydrate first.
        await hydrateContactIsland(page);
        const buttons = main(page).getByRole("button", {
          name: consultationButtonName,
          exact: true,
        });
        const dialog = consultationDialog(page);
        const description = descriptionOf(dialog);
        await expect(buttons, "hero and closing call to action").toHaveCount(2);

        const heroButton = heroOf(page).getByRole("button", { name: consultationButtonName });
        // What the form sends as the lead's source (the send itself is checked with a result).
        await expect(heroButton).toHaveAttribute("data-contact-source", "roi-calculator");
        await heroButton.click();
        await expect(description, "no result, no summary").toHaveValue("");
        await description.fill("Our invoices are typed in twice.");
        await page.keyboard.press("Escape");

        await calculatePositive(page);
        await expect(buttons, "and the one under the results").toHaveCount(3);
        for (let index = 0; index < 3; index++) {
          await buttons.nth(index).click();
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(
            consultationButtonName,
          );
          await expect(description, "a description the visitor wrote is left alone").toHaveValue(
            "Our invoices are typed in twice.",
          );
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      },
    },
    {
      name: "with a result the contact form's description starts with it, editable, and is sent",
      interactive: true,
      run: async ({ page }) => {
        await waitForCalculator(page);
        // The visitor types into the island's form: let it hydrate first.
        await hydrateContactIsland(page);
        await calculatePositive(page);

        const line =
          "ROI calculator estimate: $60,000 annual savings on a $25,000 investment, 140.0% ROI, payback 0.4 years, year-1 net benefit $35,000.";
        const dialog = consultationDialog(page);
        const description = descriptionOf(dialog);
        await page
          .locator("#calculator")
          .getByRole("button", { name: consultationButtonName })
          .click();
        await expect(description).toHaveValue(line);

        // The visitor adds a line, closes, recalculates and reopens from the closing call to
        // action: the summary is replaced, their line stays.
        await description.press("End");
        await description.pressSequentially("\nWe run two bike shops in Ballard.");
        await page.keyboard.press("Escape");
        await input(page, "automationInvestment").fill("50000");
        await calculateButton(page).click();
        await main(page)
          .locator("section")
          .last()
          .getByRole("button", { name: consultationButtonName })
          .click();
        const updated =
          "ROI calculator estimate: $60,000 annual savings on a $50,000 investment, 20.0% ROI, payback 0.8 years, year-1 net benefit $10,000.";
        await expect(description).toHaveValue(`${updated}\nWe run two bike shops in Ballard.`);

        const sent = await submitContactForm(page, dialog);
        expect(sent.get("source")).toBe("roi-calculator");
        expect(sent.get("description")).toBe(`${updated}\nWe run two bike shops in Ballard.`);
      },
    },
  ],
};
