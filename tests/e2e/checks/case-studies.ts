import { gzipSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectOpenersSendSource, heroOf, main } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * The six industry case-study pages (spec section 2 "Industry case-study pages", section 9 price
 * labels). The profile figures, button labels, price label and result figures are written out
 * here on purpose, independent of the content modules: a wrong edit there fails this test.
 * Each tells its story in three chapters, with a figure of the work before and after
 * (captioned with the result figures, its steps in tables, the hours written out here) and an
 * illustration of the delivered tool within its byte budget.
 */
interface CaseStudy {
  path: string;
  h1: string;
  /** The spec's button: in the hero and again in the closing call to action. */
  button: string;
  /** The hero's profile, in order: values as the spec writes them, with their labels. */
  profile: { value: string; label: string }[];
  /** The result metrics, in order (manufacturing's are fixed by the spec). */
  results: string[];
  /** People's hours a week in the before/after figure, before and after (none: it shows delays). */
  hours?: [before: number, after: number];
}

const caseStudies: readonly CaseStudy[] = [
  {
    path: "/manufacturing-automation",
    h1: "Manufacturing Automation",
    button: "Get Your Manufacturing Assessment",
    profile: [
      { value: "200", label: "Employees" },
      { value: "$2.5M", label: "Annual revenue" },
      { value: "6 months", label: "Project timeline" },
    ],
    results: ["40%", "60%", "35%", "25%"],
    hours: [80, 32],
  },
  {
    path: "/retail-operations",
    h1: "Retail Operations Automation",
    button: "Get Your Retail Assessment",
    profile: [
      { value: "15", label: "Stores" },
      { value: "$8M", label: "Annual revenue" },
      { value: "4 months", label: "Project timeline" },
    ],
    results: ["22%", "31%", "8%", "12 hrs"],
    hours: [15, 3],
  },
  {
    path: "/service-industry",
    h1: "Service Industry Automation",
    button: "Get Your Service Assessment",
    profile: [
      { value: "50", label: "Technicians" },
      { value: "$3.2M", label: "Annual revenue" },
      { value: "5 months", label: "Project timeline" },
    ],
    results: ["45%", "9 days", "18%", "30%"],
    hours: [40, 22],
  },
  {
    path: "/ecommerce-solutions",
    h1: "E-commerce Automation",
    button: "Get Your E-commerce Assessment",
    profile: [
      { value: "5", label: "Sales channels" },
      { value: "$1.8M", label: "Annual revenue" },
      { value: "3 months", label: "Project timeline" },
    ],
    results: ["90%", "70%", "100%", "12%"],
    hours: [40, 12],
  },
  {
    path: "/healthcare-operations",
    h1: "Healthcare Operations Automation",
    button: "Get Your Healthcare Assessment",
    profile: [
      { value: "8", label: "Locations" },
      { value: "$4.5M", label: "Annual revenue" },
      { value: "6 months", label: "Project timeline" },
    ],
    results: ["38%", "20 min", "18 days", "60 hrs"],
    hours: [70, 10],
  },
  {
    path: "/dealership-automation",
    h1: "Dealership Automation",
    button: "Get Your Dealership Assessment",
    profile: [
      { value: "12", label: "Locations" },
      { value: "500+", label: "Vehicles per month" },
      { value: "4 months", label: "Project timeline" },
    ],
    results: ["4 min", "1 day", "40%", "16%"],
  },
];

const MIN_BODY_WORDS = 350;

/** What one illustration of a delivered tool may add to its page, gzip, to keep drawings light. */
const ILLUSTRATION_BUDGET = 3 * 1024;

/** Whole-figure occurrences of `metric` in `text` ("4 min" is not in "14 min"). */
const occurrences = (text: string, metric: string) =>
  text.match(new RegExp(`(?<![\\d.,])${metric.replace(/[$.]/g, "\\$&")}(?!\\d)`, "g"))?.length ?? 0;

/** The sum of a table column's numbers (cells such as "none" count 0). */
const columnSum = async (cells: Locator) =>
  (await cells.allTextContents()).reduce((sum, text) => sum + (Number(text) || 0), 0);

/** The results section: the one whose definitions are the result metrics (Results renders a dl). */
const resultsOf = (page: Page) =>
  page
    .locator("main > section")
    .filter({ has: page.locator("dl") })
    .last();

/** Words of main outside the hero (a word: a run of non-space characters with a letter or digit). */
/**
 * The words of the body beyond the hero, as shown: every text of an element the page displays
 * (checkVisibility), whether or not its section has been drawn yet (app.css draws a section when
 * it comes near the screen, and innerText leaves out one not drawn).
 */
const bodyWordCount = (page: Page) =>
  page.evaluate(() => {
    const words: string[] = [];
    for (const part of document.querySelectorAll("main > *")) {
      if (part.querySelector("h1")) continue;
      const texts = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      while (texts.nextNode()) {
        if (!texts.currentNode.parentElement?.checkVisibility()) continue;
        words.push(...(texts.currentNode.nodeValue ?? "").split(/\s+/));
      }
    }
    return words.filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  });

/** The two sides of the before-and-after figure. */
const workflowSides = (page: Page) =>
  main(page).locator("figure[data-workflow] [data-workflow-side]");

/**
 * The before-and-after figure and the tool's illustration, read in the browser on the first case
 * study: every study draws them with the same components, whose unit tests read each study's
 * record (workflow.test.tsx, drawings.test.tsx). Each other study is checked for the phone's
 * stacked layout, which its own tables' lengths could break.
 */
const drawingChecks = (study: CaseStudy): PageCheck[] => [
  {
    name: "draws the work before and after, captioned with the page's result figures",
    widths: ["desktop", "phone"],
    run: async ({ page, width }) => {
      // A figure named by its caption (not hidden), which states each result figure once.
      const figure = main(page).getByRole("figure", { name: /^Before: \d+ steps, / });
      await expect(figure).toHaveCount(1);
      await expect(figure).toHaveAttribute("data-workflow");
      await expect(figure).toBeVisible();
      const caption = (await figure.locator("figcaption").textContent()) ?? "";
      for (const metric of study.results) expect(occurrences(caption, metric), metric).toBe(1);

      // Before and after: each a drawing a screen reader can reach, and a table of its steps.
      const sides = figure.locator("[data-workflow-side]");
      await expect(sides).toHaveCount(2);
      for (const side of await sides.all()) {
        const drawing = side.getByRole("img");
        await expect(drawing).toHaveCount(1);
        await expect(drawing).toHaveAccessibleName(/^(Before|After): the \d+ steps/);
        const steps = await drawing.locator("g[data-step]").count();
        expect(steps).toBeGreaterThanOrEqual(4);
        const table = side.getByRole("table");
        await expect(table.locator("tbody tr")).toHaveCount(steps);
        for (const task of await table.locator("tbody th").allTextContents()) {
          expect(task.trim().length, "a step's task").toBeGreaterThan(5);
        }
        expect(await drawing.boundingBox().then((box) => box?.width ?? 0)).toBeGreaterThan(280);
      }

      // The hours add up, in the tables, to what the caption says.
      const [before, after] = await sides.all();
      if (!before || !after) throw new Error("two sides");
      if (study.hours) {
        const [hoursBefore, hoursAfter] = study.hours;
        expect(caption).toContain(`in ${hoursAfter} hours a week instead of ${hoursBefore}`);
        expect(await columnSum(before.locator("tbody [data-hours]"))).toBe(hoursBefore);
        expect(await columnSum(after.locator("tbody [data-hours]"))).toBe(hoursAfter);
        await expect(before.locator("tfoot [data-hours-total]")).toHaveText(String(hoursBefore));
        await expect(after.locator("tfoot [data-hours-total]")).toHaveText(String(hoursAfter));
      } else {
        expect(caption).not.toContain("hours a week");
      }

      // Side by side on a desktop, stacked on a phone.
      const a = await before.boundingBox();
      const b = await after.boundingBox();
      if (!a || !b) throw new Error("no bounding box");
      if (width === "desktop") {
        expect(Math.abs(a.y - b.y)).toBeLessThan(2);
        expect(b.x).toBeGreaterThan(a.x + a.width);
      } else {
        expect(b.y).toBeGreaterThan(a.y + a.height);
      }
    },
  },
  {
    name: `shows an illustration of the delivered tool, labelled as one, under ${ILLUSTRATION_BUDGET / 1024} KB gzip`,
    run: async ({ page }) => {
      const figure = main(page).locator("figure[data-tool-illustration]");
      await expect(figure).toHaveCount(1);
      await expect(figure.locator("figcaption")).toHaveText(/^Illustration: \S/);
      const drawing = figure.getByRole("img");
      await expect(drawing).toHaveCount(1);
      await expect(drawing).toHaveAccessibleName(/^Illustration: .{40,}/);
      const box = await drawing.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(280);
      const markup = await drawing.evaluate((element) => element.outerHTML);
      const bytes = gzipSync(markup, { level: 9 }).length;
      test
        .info()
        .annotations.push({ type: "illustration gzip", description: `${study.path}: ${bytes} B` });
      expect(bytes).toBeLessThan(ILLUSTRATION_BUDGET);
    },
  },
];

const stackedOnPhone: PageCheck = {
  name: "the work before and after stack on a phone",
  widths: ["phone"],
  run: async ({ page }) => {
    const [before, after] = await workflowSides(page).all();
    const a = await before?.boundingBox();
    const b = await after?.boundingBox();
    if (!a || !b) throw new Error("two sides, rendered");
    expect(b.y).toBeGreaterThan(a.y + a.height);
  },
};

const checksOf = (study: CaseStudy): PageCheck[] => [
  {
    name: "shows the spec's profile, button and price label in the hero",
    run: async ({ page }) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.h1);

      const hero = heroOf(page);
      await expect(hero.getByRole("definition")).toHaveText(study.profile.map((p) => p.value));
      await expect(hero.getByRole("term")).toHaveText(study.profile.map((p) => p.label));
      await expect(hero.getByText("Contact for pricing", { exact: true })).toBeVisible();
      await expect(hero.getByRole("button", { name: study.button, exact: true })).toBeVisible();

      await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
    },
  },
  {
    name: "tells the story: client, challenges, what was built, timeline, results",
    run: async ({ page }) => {
      // Hero, situation, challenges, what we built, timeline, results, related, closing CTA.
      expect(await main(page).locator("section h2").count()).toBeGreaterThanOrEqual(7);
      // Challenges and what was built are cards with h3 titles; the timeline is an ordered list.
      expect(await main(page).locator("section ul > li h3").count()).toBeGreaterThanOrEqual(8);
      expect(await main(page).locator("section ol > li").count()).toBeGreaterThanOrEqual(3);

      const results = resultsOf(page);
      await expect(results.getByRole("definition")).toHaveText(study.results);
      for (const description of await results.getByRole("term").allTextContents()) {
        expect(description.trim().split(/\s+/).length, description).toBeGreaterThanOrEqual(6);
      }
    },
  },
  {
    name: `has at least ${MIN_BODY_WORDS} words of body copy beyond the hero`,
    run: async ({ page }) => {
      const words = await bodyWordCount(page);
      test.info().annotations.push({ type: "body words", description: `${study.path}: ${words}` });
      expect(words).toBeGreaterThanOrEqual(MIN_BODY_WORDS);
    },
  },
  {
    name: "tells the story in three chapters, each a section of the page",
    run: async ({ page }) => {
      const chapters = main(page).getByRole("navigation", { name: "The story" }).getByRole("link");
      await expect(chapters).toHaveText([/The situation$/, /What we did$/, /What changed$/]);
      const targets = await chapters.evaluateAll((links) =>
        links.map((link) => document.querySelector(link.getAttribute("href") ?? "")?.tagName),
      );
      expect(targets).toEqual(["SECTION", "SECTION", "SECTION"]);
    },
  },
  ...(study === caseStudies[0] ? drawingChecks(study) : [stackedOnPhone]),
  {
    name: "the closing booking button opens the scheduling page in a new tab",
    run: async ({ page }) => {
      const booking = main(page).getByRole("link", { name: "Book a Free 30-Minute Call" });
      await expect(booking).toHaveCount(1);
      await expect(booking).toHaveAttribute("target", "_blank");
      await expect(booking).toHaveAttribute("href", /^https:\/\//);
    },
  },
  {
    name: "its internal links resolve",
    run: async ({ page }) => {
      // Each link is requested by the runner's site-wide link test; here: main links to 3 or more.
      const hrefs = await main(page)
        .locator('a[href^="/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
      expect(hrefs.length).toBeGreaterThanOrEqual(3);
    },
  },
  {
    name: `both '${study.button}' buttons open the contact form and send source 'case-study'`,
    opensDialogs: true,
    run: async ({ page }) => {
      const buttons = main(page).getByRole("button", { name: study.button, exact: true });
      await expect(buttons).toHaveCount(2);
      await expectOpenersSendSource(
        page,
        [buttons.first(), buttons.last()],
        study.button,
        "case-study",
      );
    },
  },
];

export const checks: PageChecks = Object.fromEntries(
  caseStudies.map((study) => [study.path, checksOf(study)]),
);
