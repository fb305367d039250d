import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { heroOf, main } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * The five assessment pages (spec section 2, "Assessment pages"). The figures are written out
 * here, exactly as the spec gives them, rather than imported from the content modules: the checks
 * are the independent proof that the pages show what the spec says.
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

/** Opens the contact dialog with a button and checks the dialog is named after that button. */
async function expectOpensContactDialog(page: Page, button: Locator, label: string) {
  await button.click();
  const dialog = page.getByRole("dialog", { name: label, exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** The checks every assessment page gets. */
function assessmentChecks(entry: AssessmentPage): PageCheck[] {
  return [
    {
      name: "shows its heading, figures and sections",
      run: async ({ page }) => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.h1);
        if (entry.heroStats) {
          await expect(heroOf(page).getByRole("definition")).toHaveText(entry.heroStats);
        }
        for (const figure of entry.figures) {
          await expect(
            main(page).getByText(figure, { exact: true }).first(),
            `figure ${figure}`,
          ).toBeVisible();
        }
        // The hero, at least three body sections and the closing call to action, all headed.
        expect(await main(page).locator("section h2").count()).toBeGreaterThanOrEqual(4);
        // Content built from templates never leaks a missing value.
        await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
      },
    },
    {
      name: `'${entry.contactLabel}' opens the contact form, in the hero and the final call to action`,
      interactive: true,
      run: async ({ page }) => {
        const name = entry.contactLabel;
        await expect(main(page).getByRole("button", { name, exact: true })).toHaveCount(2);
        await expectOpensContactDialog(
          page,
          heroOf(page).getByRole("button", { name, exact: true }),
          name,
        );
        await expectOpensContactDialog(
          page,
          main(page).locator("section").last().getByRole("button", { name, exact: true }),
          name,
        );
      },
    },
  ];
}

const roiAnalysisChecks: PageCheck[] = [
  {
    name: "links to the ROI calculator from the hero, the body and the call to action",
    run: async ({ page }) => {
      await expect(main(page).locator('a[href="/roi-calculator"]')).toHaveCount(3);
      await expect(
        heroOf(page).getByRole("link", { name: "Try the ROI Calculator", exact: true }),
      ).toHaveAttribute("href", "/roi-calculator");
    },
  },
  {
    name: "links to the ROI calculator: the body's 'ROI Calculator' link leads to it",
    interactive: true,
    run: async ({ page }) => {
      await main(page)
        .getByRole("link", { name: /^ROI Calculator/ })
        .click();
      await expect(page).toHaveURL(/\/roi-calculator$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
];

const implementationRoadmapChecks: PageCheck[] = [
  {
    name: "shows the four phases with their durations and task lists",
    run: async ({ page }) => {
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
    },
  },
];

const extraChecks: Record<string, PageCheck[]> = {
  "/roi-analysis": roiAnalysisChecks,
  "/implementation-roadmap": implementationRoadmapChecks,
};

export const checks: PageChecks = Object.fromEntries(
  assessmentPages.map((entry) => [
    entry.path,
    [...assessmentChecks(entry), ...(extraChecks[entry.path] ?? [])],
  ]),
);
