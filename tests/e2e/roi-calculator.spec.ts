import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForApp, watchProblems } from "./helpers";

/**
 * The ROI calculator (spec sections 3, 4, 5 and 9). Expected figures are worked out by hand from
 * the spec's formulas and written out here, independent of app/features/roi/roi.ts.
 */
const path = "/roi-calculator";

/** The seven inputs: spec name, visible label and unit. */
const fields = [
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

interface Case {
  title: string;
  inputs: Inputs;
  figures: {
    "Annual savings": string;
    ROI: string;
    "Payback period": string;
    Investment: string;
    "Net benefit (year 1)": string;
  };
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

const cases: Case[] = [
  positive,
  {
    title: "negative ROI",
    // 40000 × 20% + 5000 × 40% + 10000 × 10% = 11000; (11000 − 30000) / 30000 = −63.33%;
    // 30000 / 11000 = 2.73 years; 11000 − 30000 = −19000.
    inputs: {
      currentLaborCosts: "40000",
      currentErrorCosts: "5000",
      currentTimeWaste: "10000",
      automationInvestment: "30000",
      expectedEfficiencyGain: "20",
      expectedErrorReduction: "40",
      expectedTimeSavings: "10",
    },
    figures: {
      "Annual savings": "$11,000",
      ROI: "-63.3%",
      "Payback period": "2.7 years",
      Investment: "$30,000",
      "Net benefit (year 1)": "-$19,000",
    },
    summary: CAUTION_SUMMARY,
  },
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
];

const input = (page: Page, name: FieldName) => page.locator(`#calculator input[name="${name}"]`);
const calculateButton = (page: Page) =>
  page.locator("#calculator").getByRole("button", { name: "Calculate ROI", exact: true });
const results = (page: Page) => page.locator("#calculator [aria-live='polite']");

/** The value shown for a result, found by its label (a dt/dd pair). */
const figure = (page: Page, label: string) =>
  results(page)
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition");

/** Opens the page and waits for the contact island and the calculator island to hydrate. */
async function open(page: Page, url = path) {
  const response = await page.goto(url);
  expect(response?.status(), `HTTP status of ${url}`).toBe(200);
  await waitForApp(page);
  await page.locator("#calculator").scrollIntoViewIfNeeded();
  // Astro drops the island's ssr attribute once the calculator has hydrated.
  await expect(page.locator("#calculator astro-island")).not.toHaveAttribute("ssr", {
    timeout: 10_000,
  });
}

async function fill(page: Page, inputs: Inputs) {
  for (const { name } of fields) await input(page, name).fill(inputs[name] ?? "");
}

async function expectFigures(page: Page, expected: Case["figures"]) {
  for (const [label, value] of Object.entries(expected)) {
    await expect(figure(page, label), label).toHaveText(value);
  }
}

/** The request the contact form sends, after filling the required fields. */
async function submitContactForm(page: Page, dialog: Locator) {
  await dialog.getByRole("textbox", { name: /first name/i }).fill("Dana");
  await dialog.getByRole("textbox", { name: /last name/i }).fill("Whitfield");
  await dialog.getByRole("textbox", { name: /company/i }).fill("Ballard Bike Works");
  await dialog.getByRole("textbox", { name: /email/i }).fill("dana@example.com");
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await dialog.getByRole("button", { name: "Request My Free Consultation" }).click();
  const request = await posted;
  return new URLSearchParams(request.postData() ?? "");
}

test.describe("ROI calculator", () => {
  test("shows seven labelled inputs with units and no results at first", async ({ page }) => {
    const problems = watchProblems(page);
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Automation ROI Calculator");

    for (const { name, label, unit } of fields) {
      const control = page.getByRole("textbox", { name: `${label} (${unit})`, exact: true });
      await expect(control, name).toBeVisible();
      await expect(control, name).toHaveAttribute("name", name);
      await expect(control, name).toHaveValue("");
    }
    await expect(page.locator("#calculator input")).toHaveCount(fields.length);

    await expect(results(page)).toBeEmpty();
    await expect(page.locator("#calculator dl")).toHaveCount(0);
    await expect(page.getByText(CAUTION_SUMMARY)).toHaveCount(0);
    await expect(page.getByText(/shows a positive ROI/)).toHaveCount(0);
    await expect(page.locator("#calculator figure")).toHaveCount(0);

    // The hero leads straight to the calculator.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(input(page, "currentLaborCosts")).not.toBeInViewport();
    await page
      .locator("main section")
      .first()
      .getByRole("link", { name: "Start Calculating" })
      .click();
    await expect(input(page, "currentLaborCosts")).toBeInViewport();
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("the form and its labels are in the static HTML, as a GET form to the page", async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`action="${path}"`);
    expect(html).toMatch(/<form[^>]*method="get"/);
    for (const { name, label } of fields) {
      expect(html, name).toContain(`name="${name}"`);
      expect(html, name).toContain(label);
    }
    expect(html).toContain("Calculate ROI</button>");
  });

  for (const entry of cases) {
    test(`computes the spec's formulas: ${entry.title}`, async ({ page }) => {
      const problems = watchProblems(page);
      await open(page);
      await fill(page, entry.inputs);
      await calculateButton(page).click();

      await expectFigures(page, entry.figures);
      await expect(results(page).locator("p")).toHaveText(entry.summary);
      await expect(page.locator("main")).not.toContainText(/\bNaN\b|\bundefined\b|Infinity/);
      expect(problems, "console errors and failed requests").toEqual([]);
    });
  }

  test("pressing Calculate ROI again recomputes", async ({ page }) => {
    await open(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();
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

  test("draws the savings chart with the payback point and a text alternative", async ({
    page,
  }) => {
    await open(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();

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

  test("keeps the inputs in the URL, so a shared address reopens them without a result", async ({
    page,
    context,
  }) => {
    await open(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();
    await expectFigures(page, positive.figures);

    const shared = new URL(page.url());
    expect(shared.pathname).toBe(path);
    for (const { name } of fields) {
      expect(shared.searchParams.get(name), name).toBe(positive.inputs[name]);
    }

    const other = await context.newPage();
    await open(other, `${shared.pathname}${shared.search}`);
    for (const { name } of fields) {
      await expect(input(other, name), name).toHaveValue(positive.inputs[name] ?? "");
    }
    // The spec: results are absent until 'Calculate ROI' is pressed.
    await expect(results(other)).toBeEmpty();
    await calculateButton(other).click();
    await expectFigures(other, positive.figures);
  });

  test("unparseable values in a shared address count as 0", async ({ page }) => {
    await open(
      page,
      `${path}?currentLaborCosts=abc&currentTimeWaste=24000&expectedTimeSavings=25&automationInvestment=%3F%3F&utm_source=newsletter`,
    );
    await expect(input(page, "currentLaborCosts")).toHaveValue("abc");
    await calculateButton(page).click();
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

  test("works with the keyboard alone, and announces the results", async ({ page }) => {
    await open(page);
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
      .getByRole("button", { name: "Get Expert Consultation" });
    await consult.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Get Expert Consultation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(consult).toBeFocused();
  });

  test("'Get Expert Consultation' opens the contact form in the hero, the results and the closing call to action", async ({
    page,
  }) => {
    await open(page);
    const main = page.locator("main");
    const buttons = main.getByRole("button", { name: "Get Expert Consultation", exact: true });
    await expect(buttons, "hero and closing call to action").toHaveCount(2);
    await fill(page, positive.inputs);
    await calculateButton(page).click();
    await expect(buttons, "and the one under the results").toHaveCount(3);

    for (let index = 0; index < 3; index++) {
      await buttons.nth(index).click();
      const dialog = page.getByRole("dialog", { name: "Get Expert Consultation", exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText("Get Expert Consultation");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
  });

  test("without a result the contact form starts empty and sends the source", async ({ page }) => {
    await open(page);
    await page
      .locator("main section")
      .first()
      .getByRole("button", {
        name: "Get Expert Consultation",
      })
      .click();
    const dialog = page.getByRole("dialog", { name: "Get Expert Consultation" });
    const description = dialog.locator('textarea[name="description"]');
    await expect(description).toHaveValue("");
    const sent = await submitContactForm(page, dialog);
    expect(sent.get("source")).toBe("roi-calculator");
    expect(sent.get("description")).toBe("");
    await expect(dialog.getByRole("heading", { name: /thank you/i })).toBeVisible();
  });

  test("with a result the contact form's description starts with it, editable, and is sent", async ({
    page,
  }) => {
    const problems = watchProblems(page);
    await open(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();

    const line =
      "ROI calculator estimate: $60,000 annual savings on a $25,000 investment, 140.0% ROI, payback 0.4 years, year-1 net benefit $35,000.";
    const dialog = page.getByRole("dialog", { name: "Get Expert Consultation" });
    const description = dialog.locator('textarea[name="description"]');
    await page
      .locator("#calculator")
      .getByRole("button", { name: "Get Expert Consultation" })
      .click();
    await expect(description).toHaveValue(line);

    // The visitor adds a line, closes, recalculates and reopens from the closing call to action:
    // the summary is replaced, their line stays.
    await description.press("End");
    await description.pressSequentially("\nWe run two bike shops in Ballard.");
    await page.keyboard.press("Escape");
    await input(page, "automationInvestment").fill("50000");
    await calculateButton(page).click();
    await page
      .locator("main section")
      .last()
      .getByRole("button", {
        name: "Get Expert Consultation",
      })
      .click();
    const updated =
      "ROI calculator estimate: $60,000 annual savings on a $50,000 investment, 20.0% ROI, payback 0.8 years, year-1 net benefit $10,000.";
    await expect(description).toHaveValue(`${updated}\nWe run two bike shops in Ballard.`);

    const sent = await submitContactForm(page, dialog);
    expect(sent.get("source")).toBe("roi-calculator");
    expect(sent.get("description")).toBe(`${updated}\nWe run two bike shops in Ballard.`);
    await expect(dialog.getByRole("heading", { name: /thank you/i })).toBeVisible();
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("a description the visitor wrote is left alone", async ({ page }) => {
    await open(page);
    const hero = page.locator("main section").first();
    const dialog = page.getByRole("dialog", { name: "Get Expert Consultation" });
    const description = dialog.locator('textarea[name="description"]');
    await hero.getByRole("button", { name: "Get Expert Consultation" }).click();
    await description.fill("Our invoices are typed in twice.");
    await page.keyboard.press("Escape");

    await fill(page, positive.inputs);
    await calculateButton(page).click();
    await hero.getByRole("button", { name: "Get Expert Consultation" }).click();
    await expect(description).toHaveValue("Our invoices are typed in twice.");
  });

  test("fits a 360 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();
    await expectFigures(page, positive.figures);
    // Nothing in the calculator reaches past the right edge of the screen.
    const overflowing = await page
      .locator("#calculator")
      .evaluate((section) =>
        [section, ...section.querySelectorAll("*")]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((element) => `${element.tagName} ${element.textContent?.slice(0, 40)}`),
      );
    expect(overflowing, "elements wider than the screen").toEqual([]);
    for (const { name } of fields) {
      const box = await input(page, name).boundingBox();
      expect(box?.width ?? 0, name).toBeGreaterThan(200);
    }
  });

  test("has no axe violations, before and after calculating", async ({ page }) => {
    test.slow(); // three full axe runs
    await open(page);
    await expectNoAxeViolations(page);
    await fill(page, positive.inputs);
    await calculateButton(page).click();
    await expect(page.locator("#calculator figure")).toBeVisible();
    await expectNoAxeViolations(page);
    await input(page, "automationInvestment").fill("90000");
    await calculateButton(page).click();
    await expect(results(page).locator("p")).toHaveText(CAUTION_SUMMARY);
    await expectNoAxeViolations(page);
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page);
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const paths = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
    expect(paths.length).toBeGreaterThan(0);
    for (const linked of paths) {
      const response = await page.request.get(linked, { maxRedirects: 0 });
      expect(response.status(), `GET ${linked}`).toBe(200);
    }
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
