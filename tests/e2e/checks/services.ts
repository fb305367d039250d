import type { Locator } from "@playwright/test";
import { site } from "../../../src/collections/facts";
import { servicePage } from "../../../src/collections/page-copy";
import type {
  PageSection,
  ServicePageContent,
} from "../../../src/components/sections/page-sections";
import type { SectionHeading } from "../../../src/components/sections/Section";
import type { Action } from "../../../src/components/ui/ActionButton";
import { expect } from "../fixtures";
import { heroOf, region, sitePages } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * Every service page of the page list (spec section 2 "Service pages", section 9 price labels and
 * claims): what each shows and does, from its data file, and what the spec states of each. The
 * figures, titles and price labels the spec states are written out here on purpose, so a wrong
 * edit of src/content/claims.json or a page's file fails these checks; the rest (section titles,
 * buttons) comes from the pages' data files, so a service page added later is checked as well.
 */
type ContentModule = ServicePageContent;

interface ServicePage {
  path: string;
  h1: string;
  price: string;
  content: ContentModule;
}

const processAutomation = servicePage("/process-automation");
const customDevelopment = servicePage("/custom-development");
const systemIntegration = servicePage("/system-integration");
const dataManagement = servicePage("/data-management");
const inventoryManagement = servicePage("/inventory-management");

/** The `nth` section of `kind` a page adds (its data file's `sections`). */
function added<Kind extends PageSection["kind"]>(
  content: ContentModule,
  kind: Kind,
  nth = 0,
): Extract<PageSection, { kind: Kind }> {
  const found = content.sections.filter((section) => section.kind === kind)[nth];
  if (!found) throw new Error(`no ${kind} section ${nth}`);
  return found as Extract<PageSection, { kind: Kind }>;
}

/** The titles the spec gives (section 2); another service's title is its hero's. */
const specTitles: Record<string, string> = {
  "/process-automation": "Strategic Process Automation",
  "/custom-development": "Custom Software Development",
};

/**
 * The price labels of spec section 9: three services start at a price, "Every other service and
 * case study: 'Contact for pricing'", a service added later included.
 */
const specPrices: Record<string, string> = {
  "/process-automation": "Starting at $4,500",
  "/custom-development": "Starting at $2,500",
  "/system-integration": "Starting at $1,800",
};

const servicePages: readonly ServicePage[] = sitePages
  .filter((page) => page.kind === "service")
  .map((page) => {
    const content = servicePage(page.path);
    return {
      path: page.path,
      h1: specTitles[page.path] ?? content.hero.title,
      price: specPrices[page.path] ?? "Contact for pricing",
      content,
    };
  });

/** The heading of every section of the page but the hero and the closing call to action. */
const sectionHeadings = (content: ContentModule): SectionHeading[] => [
  content.offer.heading,
  content.process.heading,
  content.clientResults.heading,
  ...content.sections.flatMap((section) => (section.heading ? [section.heading] : [])),
  content.price.heading,
  ...(content.related ? [content.related.heading] : []),
];

const contactActions = (content: ContentModule) =>
  [...content.hero.actions, ...content.callToAction.actions].filter(
    (action): action is Extract<Action, { kind: "contact" }> => action.kind === "contact",
  );

const stepItems = (section: Locator) => section.locator("ol > li");

const h3Texts = (section: Locator) => section.getByRole("heading", { level: 3 }).allTextContents();

/** What every service page shows and does, whatever its own content. */
function commonChecks(service: ServicePage): PageCheck[] {
  return [
    {
      name: "shows its title, price label and every section",
      run: async ({ page }) => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.h1);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        await expect(heroOf(page).getByText(service.price, { exact: true })).toBeVisible();
        await expect(
          region(page, "What it costs").getByText(service.price, { exact: true }),
        ).toBeVisible();

        for (const heading of sectionHeadings(service.content)) {
          await expect(
            page.getByRole("heading", { level: 2, name: heading.title, exact: true }),
          ).toBeVisible();
        }
        await expect(
          page.getByRole("heading", {
            level: 2,
            name: service.content.callToAction.title,
            exact: true,
          }),
        ).toBeVisible();

        // Every page has a process with at least three steps and a closing contact action.
        const process = service.content.process as { heading: SectionHeading };
        const steps = stepItems(region(page, process.heading.title));
        expect(await steps.count()).toBeGreaterThanOrEqual(3);
        expect(
          service.content.callToAction.actions.some(
            (action) => action.kind === "contact" && action.source === "service",
          ),
        ).toBe(true);
      },
    },
    {
      name: "carries Service structured data with its name and price",
      run: async ({ page }) => {
        const blocks = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
        const services = blocks.filter((block) => block["@type"] === "Service");
        expect(services).toHaveLength(1);
        expect(services[0]).toMatchObject({
          name: service.h1,
          areaServed: site.areaServed,
          offers: { price: service.price },
        });
      },
    },
    {
      name: "booking buttons open the scheduling page in a new tab",
      run: async ({ page }) => {
        const bookings = service.content.callToAction.actions.filter((a) => a.kind === "booking");
        for (const action of bookings) {
          const link = page.getByRole("link", { name: action.label });
          await expect(link).toHaveAttribute("href", site.bookingUrl);
          await expect(link).toHaveAttribute("target", "_blank");
        }
      },
    },
    {
      name: "every contact button opens the contact dialog named after it",
      opensDialogs: true,
      run: async ({ page }) => {
        const actions = contactActions(service.content);
        // The hero's button and at least one more further down the page.
        expect(actions.length).toBeGreaterThanOrEqual(2);
        for (const action of actions) {
          expect(action.source).toBe("service");
          await page.getByRole("button", { name: action.label, exact: true }).click();
          const dialog = page.getByRole("dialog", { name: action.label, exact: true });
          await expect(dialog).toBeVisible();
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
      },
    },
  ];
}

/** The four parts of an offer, in order, as the overview under the hero links them. */
const offerParts = [
  { label: "What you get", target: "#what-you-get" },
  { label: "How it works", target: "#how-it-works" },
  { label: "Proof", target: "#client-results" },
  { label: "Price", target: "#price" },
];

const caseStudyPaths = sitePages
  .filter((page) => page.kind === "case-study")
  .map((page) => page.path);

/** A service page reads as an offer: what you get, how it works, proof, price. */
function offerChecks(service: ServicePage): PageCheck[] {
  return [
    {
      name: "reads as an offer: what you get, how it works, proof and price, in that order",
      widths: ["desktop", "phone"],
      run: async ({ page }) => {
        const overview = page.getByRole("navigation", { name: "This offer at a glance" });
        const links = overview.getByRole("link");
        await expect(links).toHaveCount(offerParts.length);
        const tops: number[] = [];
        for (const [index, part] of offerParts.entries()) {
          const link = links.nth(index);
          await expect(link).toContainText(part.label);
          await expect(link).toHaveAttribute("href", part.target);
          const target = page.locator(`main section${part.target}`);
          await expect(target, part.target).toHaveCount(1);
          tops.push((await target.boundingBox())?.y ?? Number.NaN);
        }
        expect(tops).toEqual([...tops].sort((a, b) => a - b));
        // Right under the hero, before any section.
        const [heroBox, overviewBox] = await Promise.all([
          heroOf(page).boundingBox(),
          overview.boundingBox(),
        ]);
        expect(overviewBox?.y).toBeCloseTo((heroBox?.y ?? 0) + (heroBox?.height ?? 0), 0);
        await expect(links.nth(3)).toContainText(service.price);
        await expect(links.nth(1)).toContainText(/How it works\s*\d steps, from /);
      },
    },
    {
      name: "the proof links to case studies, and the price to /pricing",
      run: async ({ page }) => {
        const proof = page.locator("main section#client-results");
        const hrefs = await proof
          .getByRole("link")
          .evaluateAll((all) => all.map((a) => a.getAttribute("href")));
        expect(hrefs.filter((href) => caseStudyPaths.includes(href ?? "")).length).toBeGreaterThan(
          0,
        );
        const price = region(page, "What it costs");
        await expect(price.getByText(service.price, { exact: true })).toBeVisible();
        await expect(price.getByRole("link", { name: /pricing|packages/i })).toHaveAttribute(
          "href",
          "/pricing",
        );
        await expect(price.getByRole("listitem").filter({ hasText: "50% upfront" })).toHaveCount(1);
      },
    },
  ];
}

const processAutomationChecks: PageCheck[] = [
  {
    name: "states the ROI claims, four steps and three industries",
    run: async ({ page }) => {
      const { process } = processAutomation;
      const related = processAutomation.related as NonNullable<ContentModule["related"]>;
      const industrySolutions = added(processAutomation, "cards");
      const roiBenefits = added(processAutomation, "benefits");
      const roi = region(page, roiBenefits.heading.title);
      for (const figure of [
        "30-50% cost reduction",
        "20+ hours saved weekly",
        "Payback in 3-6 months",
        "95% accuracy improvement",
        "60-80% manual-work reduction",
        "2-4 weeks",
        "6-12 weeks",
      ]) {
        await expect(roi).toContainText(figure);
      }

      await expect(stepItems(region(page, process.heading.title))).toHaveCount(4);
      expect(await h3Texts(region(page, industrySolutions.heading.title))).toEqual([
        "Retail",
        "Professional services",
        "Manufacturing",
      ]);

      const links = region(page, related.heading.title).getByRole("link");
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual([
        "/custom-development",
        "/system-integration",
        "/business-process-audit",
      ]);
    },
  },
  {
    name: "its price is the Strategic Implementation package of /pricing",
    run: async ({ page }) => {
      await expect(region(page, "What it costs")).toContainText(
        "Most projects fit our Strategic Implementation package ($4,500, 4-6 weeks)",
      );
    },
  },
];

const customDevelopmentChecks: PageCheck[] = [
  {
    name: "/custom-development has four steps and the four technology groups",
    run: async ({ page }) => {
      const { process } = customDevelopment;
      const technologies = added(customDevelopment, "tags");
      await expect(stepItems(region(page, process.heading.title))).toHaveCount(4);
      const tech = region(page, technologies.heading.title);
      expect(await h3Texts(tech)).toEqual(["Frontend", "Backend", "Database", "Cloud"]);
      for (const tag of ["React", "TypeScript", "Node.js", "PostgreSQL", "AWS"]) {
        await expect(tech.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
      }
    },
  },
];

const listsIntegration = (integrations: Locator, name: string) =>
  expect(integrations.getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();

const systemIntegrationChecks: PageCheck[] = [
  {
    name: "/system-integration lists the common integrations",
    run: async ({ page }) => {
      const integrations = region(page, added(systemIntegration, "tags").heading.title);
      for (const name of [
        "QuickBooks Online",
        "Xero",
        "Salesforce",
        "HubSpot",
        "Shopify",
        "Square",
      ]) {
        await listsIntegration(integrations, name);
      }
      for (const name of ["Google Workspace", "Microsoft 365", "Slack"]) {
        await listsIntegration(integrations, name);
      }
    },
  },
];

const dataManagementChecks: PageCheck[] = [
  {
    name: "/data-management covers security and compliance without claiming certification",
    run: async ({ page }) => {
      const security = region(page, added(dataManagement, "benefits").heading.title);
      expect(await h3Texts(security)).toEqual(
        expect.arrayContaining(["Access controls", "Encryption", "Audit trails"]),
      );
      await expect(security).toContainText("HIPAA");
      await expect(security).toContainText("PCI");
      await expect(page.getByRole("main")).not.toContainText(
        /HIPAA[- ]certified|PCI[- ]certified/i,
      );
    },
  },
];

const inventoryManagementChecks: PageCheck[] = [
  {
    name: "/inventory-management states exactly the three inventory claims",
    run: async ({ page }) => {
      const results = region(page, added(inventoryManagement, "results").heading.title);
      await expect(results.locator("dd")).toHaveText(["20-30%", "5-15%", "99%+"]);
      await expect(results.locator("dt")).toHaveText([
        /carrying costs/i,
        /sales/i,
        /inventory accuracy/i,
      ]);
      expect(
        await h3Texts(region(page, added(inventoryManagement, "tags").heading.title)),
      ).toHaveLength(4);
    },
  },
];

const ownChecks: Record<string, readonly PageCheck[]> = {
  "/process-automation": processAutomationChecks,
  "/custom-development": customDevelopmentChecks,
  "/system-integration": systemIntegrationChecks,
  "/data-management": dataManagementChecks,
  "/inventory-management": inventoryManagementChecks,
};

export const checks: PageChecks = Object.fromEntries(
  servicePages.map((service) => [
    service.path,
    [...commonChecks(service), ...offerChecks(service), ...(ownChecks[service.path] ?? [])],
  ]),
);
