import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";
import { heroOf, main, region } from "../helpers";
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
  /** Its name in the comparison of the five (the menu's name). */
  name: string;
  /** Its typical duration in the comparison, within its package's duration on /pricing. */
  duration: string;
  /** The /pricing package that covers it, with that package's price and duration. */
  pricingPackage: { name: string; price: string; duration: string };
  /** The steps and deliverables it shows as one process (the roadmap shows phases instead). */
  process?: { steps: number; deliverables: number };
}

const discoveryPackage = { name: "Discovery & Assessment", price: "$1,500", duration: "1-2 weeks" };
const enterprisePackage = {
  name: "Enterprise Transformation",
  price: "Custom Quote",
  duration: "8+ weeks",
};

const assessmentPages: AssessmentPage[] = [
  {
    path: "/process-audit",
    h1: "Business Process Audit",
    contactLabel: "Schedule Your Process Audit",
    figures: ["15-30%"],
    name: "Process Audit",
    duration: "1-2 weeks",
    pricingPackage: discoveryPackage,
    process: { steps: 5, deliverables: 6 },
  },
  {
    path: "/efficiency-assessment",
    h1: "Operational Efficiency Assessment",
    contactLabel: "Get Your Efficiency Assessment",
    figures: ["20-40%"],
    name: "Efficiency Assessment",
    duration: "2 weeks",
    pricingPackage: discoveryPackage,
    process: { steps: 5, deliverables: 6 },
  },
  {
    path: "/automation-review",
    h1: "Automation Opportunity Review",
    contactLabel: "Request Your Automation Review",
    figures: [],
    name: "Automation Review",
    duration: "1 week",
    pricingPackage: discoveryPackage,
    process: { steps: 5, deliverables: 6 },
  },
  {
    path: "/roi-analysis",
    h1: "Automation ROI Analysis",
    contactLabel: "Get Your ROI Analysis",
    heroStats: ["3-6 months", "300%", "85%"],
    figures: [],
    name: "ROI Analysis",
    duration: "1-2 weeks",
    pricingPackage: discoveryPackage,
    process: { steps: 5, deliverables: 6 },
  },
  {
    path: "/implementation-roadmap",
    h1: "Implementation Roadmap",
    contactLabel: "Get Your Roadmap",
    heroStats: ["4", "8-15 weeks", "100%"],
    figures: [],
    name: "Implementation Roadmap",
    duration: "8-15 weeks",
    pricingPackage: enterprisePackage,
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
      opensDialogs: true,
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

/** The comparison of the five assessments every assessment page carries, to pick one. */
const comparisonTitle = "Five assessments, side by side";
const factTerms = ["Best for", "You get", "Typical duration", "Covered by"];

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
};

/**
 * One component draws the comparison from one list on every assessment page: its contents and its
 * row are read on the first page, and what differs from page to page (the current page, the
 * pricing line) and the phone's stacked list on each.
 */
function comparisonChecks(entry: AssessmentPage): PageCheck[] {
  const contentsChecks: PageCheck[] = [
    {
      name: "compares the five assessments: who each is for, what you get, duration, package, link",
      run: async ({ page }) => {
        const comparison = region(page, comparisonTitle);
        const cards = comparison.locator("[data-assessment-comparison] > li");
        await expect(cards).toHaveCount(assessmentPages.length);
        const links = comparison.getByRole("heading", { level: 3 }).getByRole("link");
        await expect(links).toHaveText(assessmentPages.map((other) => other.name));
        expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
          assessmentPages.map((other) => other.path),
        );
        for (const [index, other] of assessmentPages.entries()) {
          const card = cards.nth(index);
          await expect(card.locator("dt")).toHaveText(factTerms);
          const facts = card.locator("dd");
          await expect(facts.nth(0)).toHaveText(/\w+( \w+){6,}/);
          expect(await facts.nth(1).getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
          await expect(facts.nth(2)).toContainText(other.duration);
          await expect(facts.nth(3)).toContainText(other.pricingPackage.name);
          await expect(facts.nth(3)).toContainText(other.pricingPackage.price);
        }
      },
    },
    {
      name: "the comparison sits side by side at 1280 px",
      run: async ({ page }) => {
        const cards = region(page, comparisonTitle).locator("[data-assessment-comparison] > li");
        const boxes = await Promise.all((await cards.all()).map(boxOf));
        for (const [index, box] of boxes.entries()) {
          expect(Math.abs(box.y - (boxes[0]?.y ?? 0)), `card ${index + 1} top`).toBeLessThan(1);
          if (index > 0) expect(box.x).toBeGreaterThan((boxes[index - 1]?.x ?? 0) + box.width / 2);
        }
        // The facts line up across the row: each term at the same height in every card.
        const termTops = await cards.evaluateAll((all) =>
          all.map((card) =>
            [...card.querySelectorAll("dt")].map((term) => term.getBoundingClientRect().top),
          ),
        );
        for (const tops of termTops) expect(tops).toEqual(termTops[0]);
      },
    },
  ];
  return [
    ...(entry === assessmentPages[0] ? contentsChecks : []),
    {
      name: "the comparison marks this page as current and says so",
      run: async ({ page }) => {
        const comparison = region(page, comparisonTitle);
        const markedCurrent = page.locator('[aria-current="page"]');
        const current = comparison.locator(markedCurrent);
        await expect(current).toHaveCount(1);
        await expect(current).toHaveAttribute("href", entry.path);
        await expect(current).toHaveText(entry.name);
        const card = comparison.locator("li", { has: markedCurrent });
        await expect(card.getByText("You are here", { exact: true })).toBeVisible();
        // Outlined unlike the others.
        const outline = (locator: Locator) =>
          locator.evaluate((element) => getComputedStyle(element).boxShadow);
        const other = comparison
          .locator("[data-assessment-comparison] > li")
          .filter({ hasNot: markedCurrent })
          .first();
        expect(await outline(card)).not.toBe(await outline(other));
      },
    },
    {
      name: "the pricing line names this assessment's package and links to /pricing",
      widths: ["desktop", "phone"],
      run: async ({ page }) => {
        const line = region(page, comparisonTitle).locator("[data-pricing-line]");
        const { name, price, duration } = entry.pricingPackage;
        await expect(line).toContainText(
          `The ${entry.name} is part of our ${name} package: ${price}, ${duration}.`,
        );
        const link = line.getByRole("link", { name: "Compare packages on the pricing page" });
        await expect(link).toBeVisible();
        expect(new URL((await link.getAttribute("href")) ?? "", page.url()).pathname).toBe(
          "/pricing",
        );
      },
    },
    {
      name: "the comparison is a stacked list on a phone, each card the width of the screen",
      widths: ["phone"],
      run: async ({ page }) => {
        const cards = region(page, comparisonTitle).locator("[data-assessment-comparison] > li");
        const boxes = await Promise.all((await cards.all()).map(boxOf));
        for (const [index, box] of boxes.entries()) {
          expect(box.width, `card ${index + 1} width`).toBeGreaterThan(330);
          if (index > 0) {
            const above = boxes[index - 1];
            expect(box.y).toBeGreaterThanOrEqual((above?.y ?? 0) + (above?.height ?? 0));
          }
        }
      },
    },
  ];
}

/** Steps in order down a numbered line, the duration above them, the deliverables at the end. */
function processChecks(entry: AssessmentPage): PageCheck[] {
  const { process } = entry;
  if (!process) return [];
  return [
    {
      name: "reads as a process: its duration, the steps in order, then the deliverables you keep",
      widths: ["desktop", "phone"],
      run: async ({ page, width }) => {
        const section = main(page)
          .locator("section")
          .filter({ has: page.getByText(/^Typical duration: /) });
        await expect(section.getByText(`Typical duration: ${entry.duration}`)).toBeVisible();
        const steps = section.locator("ol > li");
        await expect(steps).toHaveCount(process.steps);
        await expect(steps.locator("[aria-hidden]").filter({ hasText: /^\d+$/ })).toHaveText(
          Array.from({ length: process.steps }, (_, index) => String(index + 1)),
        );
        await expect(
          section.getByText(`Ends with ${process.deliverables} deliverables you keep`),
        ).toBeVisible();
        const deliverable = section.locator("section");
        await expect(deliverable.getByRole("heading", { level: 2 })).toBeVisible();
        await expect(deliverable.getByRole("heading", { level: 3 })).toHaveCount(
          process.deliverables,
        );
        // Beside the steps on a desktop, after them on a phone.
        const stepsBox = await boxOf(section.locator("ol"));
        const deliverableBox = await boxOf(deliverable);
        if (width === "desktop") {
          expect(deliverableBox.x).toBeGreaterThan(stepsBox.x + stepsBox.width);
        } else {
          expect(deliverableBox.y).toBeGreaterThan(stepsBox.y + stepsBox.height);
        }
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

const roadmapTimelineChecks: PageCheck[] = [
  {
    name: "lays the phases end to end on a scale of weeks: 8 at the shortest, 15 at the longest",
    widths: ["desktop", "phone"],
    run: async ({ page }) => {
      const figure = main(page).getByRole("figure").filter({ hasText: "at the shortest" });
      await expect(figure.locator("figcaption")).toHaveText(
        "Foundation, Development and Testing & Training take 8 weeks at the shortest and 15 at the longest; Launch & Support is ongoing.",
      );
      const plans = figure.getByRole("list", { name: /^At the (shortest|longest)/ });
      await expect(plans).toHaveCount(2);
      await expect(plans.nth(0).getByRole("listitem")).toHaveText([
        /Foundation: 2 weeks/,
        /Development: 4 weeks/,
        /Testing & Training: 2 weeks/,
        /Launch & Support: ongoing/,
      ]);
      await expect(plans.nth(1).getByRole("listitem")).toHaveText([
        /Foundation: 4 weeks/,
        /Development: 8 weeks/,
        /Testing & Training: 3 weeks/,
        /Launch & Support: ongoing/,
      ]);
      // Bars on one scale: four weeks of Foundation are twice as wide as two.
      const shortest = await boxOf(plans.nth(0).getByRole("listitem").first());
      const longest = await boxOf(plans.nth(1).getByRole("listitem").first());
      expect(longest.width / shortest.width).toBeCloseTo(2, 1);
    },
  },
];

const extraChecks: Record<string, PageCheck[]> = {
  "/roi-analysis": roiAnalysisChecks,
  "/implementation-roadmap": [...implementationRoadmapChecks, ...roadmapTimelineChecks],
};

export const checks: PageChecks = Object.fromEntries(
  assessmentPages.map((entry) => [
    entry.path,
    [
      ...assessmentChecks(entry),
      ...processChecks(entry),
      ...comparisonChecks(entry),
      ...(extraChecks[entry.path] ?? []),
    ],
  ]),
);
