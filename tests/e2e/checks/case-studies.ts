import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectOpenersSendSource, heroOf, main } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * The six industry case-study pages (spec section 2 "Industry case-study pages", section 9 price
 * labels). The profile figures, button labels, price label and result figures are written out
 * here on purpose, independent of the content modules: a wrong edit there fails this test.
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

/** The results section: the one whose definitions are the result metrics (Results renders a dl). */
const resultsOf = (page: Page) =>
  page
    .locator("main > section")
    .filter({ has: page.locator("dl") })
    .last();

/** Words of main outside the hero (a word: a run of non-space characters with a letter or digit). */
const bodyWordCount = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll("main > *")]
        .filter((element) => !element.querySelector("h1"))
        // biome-ignore lint/performance/useDomNodeTextContent: rendered text keeps words of adjacent elements apart
        .map((element) => (element as HTMLElement).innerText)
        .join(" ")
        .split(/\s+/)
        .filter((word) => /[\p{L}\p{N}]/u.test(word)).length,
  );

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
    interactive: true,
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
