import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, waitForApp, watchProblems } from "./helpers";

/**
 * The five assessment pages (spec section 2, "Assessment pages"). The figures are written out
 * here, exactly as the spec gives them, rather than imported from the content modules: the test
 * is the independent check that the pages show what the spec says.
 */
interface AssessmentPage {
  path: string;
  h1: string;
  /** The label of the hero button that opens the contact form; the final call to action repeats it. */
  contactLabel: string;
  /** Values of the hero stats, in order, when the spec fixes them. */
  heroStats?: string[];
  /** Other figures that must appear on the page exactly as written (e.g. in a stats band). */
  figures: string[];
}

const assessmentPages: AssessmentPage[] = [
  {
    path: "/process-audit",
    h1: "Business Process Audit",
    contactLabel: "Schedule Your Process Audit",
    figures: ["15-30%"],
  },
  {
    path: "/efficiency-assessment",
    h1: "Operational Efficiency Assessment",
    contactLabel: "Get Your Efficiency Assessment",
    figures: ["20-40%"],
  },
  {
    path: "/automation-review",
    h1: "Automation Opportunity Review",
    contactLabel: "Request Your Automation Review",
    figures: [],
  },
  {
    path: "/roi-analysis",
    h1: "Automation ROI Analysis",
    contactLabel: "Get Your ROI Analysis",
    heroStats: ["3-6 months", "300%", "85%"],
    figures: [],
  },
  {
    path: "/implementation-roadmap",
    h1: "Implementation Roadmap",
    contactLabel: "Get Your Roadmap",
    heroStats: ["4", "8-15 weeks", "100%"],
    figures: [],
  },
];

const roadmapPhases = [
  { title: "Foundation", duration: "2-4 weeks" },
  { title: "Development", duration: "4-8 weeks" },
  { title: "Testing & Training", duration: "2-3 weeks" },
  { title: "Launch & Support", duration: "ongoing" },
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
}

/** The hero: the section that holds the page's one h1. */
const heroOf = (page: Page) =>
  page.locator("main section").filter({ has: page.getByRole("heading", { level: 1 }) });

/** Opens the contact dialog with a button and checks the dialog is named after that button. */
async function expectOpensContactDialog(page: Page, button: Locator, label: string) {
  await button.click();
  const dialog = page.getByRole("dialog", { name: label, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

for (const entry of assessmentPages) {
  test.describe(entry.path, () => {
    test("shows its heading, figures and sections", async ({ page }) => {
      const problems = watchProblems(page);
      await open(page, entry.path);

      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);

      if (entry.heroStats) {
        await expect(heroOf(page).getByRole("definition")).toHaveText(entry.heroStats);
      }
      for (const figure of entry.figures) {
        await expect(
          page.locator("main").getByText(figure, { exact: true }).first(),
          `figure ${figure}`,
        ).toBeVisible();
      }

      // The hero, at least three body sections and the closing call to action, all headed.
      const main = page.locator("main");
      expect(await main.locator("section h2").count()).toBeGreaterThanOrEqual(4);
      // Content built from templates never leaks a missing value.
      await expect(main).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);

      expect(problems, "console errors and failed requests").toEqual([]);
    });

    test(`'${entry.contactLabel}' opens the contact form, in the hero and the final call to action`, async ({
      page,
    }) => {
      await open(page, entry.path);
      const buttons = page
        .locator("main")
        .getByRole("button", { name: entry.contactLabel, exact: true });
      await expect(buttons).toHaveCount(2);

      await expectOpensContactDialog(
        page,
        heroOf(page).getByRole("button", { name: entry.contactLabel, exact: true }),
        entry.contactLabel,
      );
      await expectOpensContactDialog(
        page,
        page
          .locator("main section")
          .last()
          .getByRole("button", { name: entry.contactLabel, exact: true }),
        entry.contactLabel,
      );
    });

    test("has no axe violations", async ({ page }) => {
      await open(page, entry.path);
      await expectNoAxeViolations(page);
    });

    test("every internal link resolves", async ({ page }) => {
      await open(page, entry.path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const paths = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        const response = await page.request.get(path, { maxRedirects: 0 });
        expect(response.status(), `GET ${path}`).toBe(200);
      }
    });
  });
}

test.describe("/roi-analysis", () => {
  test("links to the ROI calculator from the hero, the body and the call to action", async ({
    page,
  }) => {
    await open(page, "/roi-analysis");
    const calculatorLinks = page.locator('main a[href="/roi-calculator"]');
    await expect(calculatorLinks).toHaveCount(3);
    await expect(
      heroOf(page).getByRole("link", { name: "Try the ROI Calculator", exact: true }),
    ).toHaveAttribute("href", "/roi-calculator");

    await page
      .locator("main")
      .getByRole("link", { name: /^ROI Calculator/ })
      .click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("/implementation-roadmap", () => {
  test("shows the four phases with their durations and task lists", async ({ page }) => {
    await open(page, "/implementation-roadmap");
    const phaseList = page
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Foundation", exact: true }) });
    const phases = phaseList.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(phases.getByRole("heading", { level: 3 })).toHaveText(
      roadmapPhases.map((phase) => phase.title),
    );

    for (const { title, duration } of roadmapPhases) {
      const phase = phases.filter({
        has: page.getByRole("heading", { level: 3, name: title, exact: true }),
      });
      await expect(phase.getByText(duration, { exact: true }), `${title} duration`).toBeVisible();
      const tasks = await phase.getByRole("list").getByRole("listitem").count();
      expect(tasks, `${title} tasks`).toBeGreaterThanOrEqual(4);
      expect(tasks, `${title} tasks`).toBeLessThanOrEqual(6);
    }
  });
});
