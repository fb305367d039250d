import type { Locator, Page, Request } from "@playwright/test";
import { site } from "../../../src/collections/facts";
import { pricingPage } from "../../../src/collections/page-copy";
import { expect } from "../fixtures";
import {
  expectOpenerSendsSource,
  heroOf,
  hydrateContactIsland,
  main,
  recordAnalytics,
} from "../helpers";
import type { PageChecks } from "../page-checks";

const { packages } = pricingPage();

/**
 * /about-us and /pricing (spec section 2 "Company and legal pages", section 3 shapes, section 9
 * "Pricing page"). Names, prices, durations, areas, values and milestones are written out here as
 * the spec gives them, independent of the content modules, so a wrong edit there fails this check.
 * Only the company's placeholder facts (site.ts) and the package button texts, which the spec
 * leaves to the copy, are imported.
 */

const servedAreas = [
  {
    group: "Downtown & Central",
    areas: ["Downtown Seattle", "Capitol Hill", "South Lake Union", "Belltown"],
  },
  { group: "Eastside", areas: ["Bellevue", "Redmond", "Kirkland", "Issaquah"] },
  { group: "South King County", areas: ["Kent", "Tukwila", "Renton", "Federal Way"] },
];
const values = [
  "Strategic Approach",
  "Client-First Focus",
  "Proven Results",
  "Continuous Innovation",
];
const milestones = [
  { year: "2020", title: "Company Founded" },
  { year: "2021", title: "First 50 Clients" },
  { year: "2022", title: "AI Integration Launch" },
  { year: "2023", title: "Industry Recognition" },
  { year: "2024", title: "Expansion & Growth" },
];
const pricingPackages = [
  {
    name: "Discovery & Assessment",
    price: "$1,500",
    duration: "1-2 weeks",
    popular: false,
    features: [],
  },
  {
    name: "Strategic Implementation",
    price: "$4,500",
    duration: "4-6 weeks",
    popular: true,
    features: ["2 months of support after launch", "Bi-weekly check-ins to review results"],
  },
  {
    name: "Enterprise Transformation",
    price: "Custom Quote",
    duration: "8+ weeks",
    popular: false,
    features: ["3 months of dedicated support"],
  },
];
const addOns = [
  { name: "Additional Training Sessions", price: "$200 per session" },
  { name: "Extended Support", price: "$500 per month" },
  { name: "Custom Integrations", price: "$800+" },
  { name: "Advanced Analytics Setup", price: "$600" },
];

/** A section of main found by its eyebrow or title text. */
const sectionWithText = (page: Page, text: string | RegExp) =>
  page.locator("main section").filter({ has: page.getByText(text, { exact: true }) });
const h3s = (scope: Locator) => scope.getByRole("heading", { level: 3 });
const founderCard = (page: Page) =>
  page.locator("main article").filter({ hasText: site.founder.name });
const founderPicture = (page: Page) => page.locator("main picture");
const founderImage = (page: Page) =>
  founderPicture(page).getByRole("img", { name: new RegExp(site.founder.name) });

/** The distinct internal paths the served HTML links to (the runner requests each of them). */
const internalPaths = (html: string) =>
  new Set([...html.matchAll(/<a\b[^>]*?\shref="(\/[^"?#]*)/g)].map((match) => match[1]));

const placeholderText = /\bundefined\b|\bNaN\b|\[object Object\]/;

/**
 * The page's one link named `label` books a call: the scheduling page in a new tab, its click
 * tracked with `label` and `location` (the click itself is followed on home's hero).
 */
async function expectBookingLink(page: Page, label: string, location: string) {
  const booking = main(page).getByRole("link", { name: new RegExp(`^${label}\\b`) });
  await expect(booking).toHaveCount(1);
  await expect(booking).toHaveAttribute("href", site.bookingUrl);
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(booking).toHaveAttribute("data-track-label", label);
  await expect(booking).toHaveAttribute("data-track-location", location);
}

export const checks: PageChecks = {
  "/about-us": [
    {
      name: "hero, mission, served areas, values and 'Why Choose Us'",
      run: async ({ page }) => {
        await expect(heroOf(page)).toContainText("Founded in 2020");
        await expect(heroOf(page).getByRole("definition")).toHaveText(["2020", "50+", "12"]);

        await expect(sectionWithText(page, "Our mission").locator("p")).not.toHaveCount(0);

        const seattle = page.getByRole("region", { name: "Why Seattle?", exact: true });
        await expect(seattle).toBeVisible();
        await expect(h3s(seattle)).toHaveText(servedAreas.map((entry) => entry.group));
        for (const { group, areas } of servedAreas) {
          const card = seattle
            .locator("div")
            .filter({ has: page.getByRole("heading", { name: group }) });
          await expect(card.last().getByRole("listitem")).toHaveText(areas);
        }

        const valueCards = sectionWithText(page, "Our values").getByRole("listitem");
        await expect(h3s(valueCards)).toHaveText(values);
        for (const card of await valueCards.all()) {
          await expect(card.locator("svg[aria-hidden=true]")).toHaveCount(1);
          expect(((await card.locator("p").textContent()) ?? "").length).toBeGreaterThan(60);
        }

        const whyChooseUs = sectionWithText(page, "Why choose us").getByRole("listitem");
        await expect(whyChooseUs).toHaveCount(4);
        await expect(h3s(whyChooseUs)).toHaveCount(4);

        await expect(main(page)).not.toContainText(placeholderText);
        // 'Industry Recognition' describes talks and referrals, not an award the spec does not state.
        await expect(main(page)).not.toContainText(/award/i);
      },
    },
    {
      name: "the founder card: photo, name, title, experience, bio, six tags, link",
      run: async ({ page }) => {
        const card = founderCard(page);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(site.founder.name);
        await expect(card).toContainText(site.founder.title);
        await expect(card).toContainText("8+ years of experience");
        expect((await card.locator("p").allTextContents()).join(" ").length).toBeGreaterThan(300);
        await expect(card.getByRole("listitem")).toHaveCount(6);
        await expect(card.getByRole("link")).toHaveAttribute("href", "/custom-development");
      },
    },
    {
      name: "the founder photo is a <picture> with AVIF, WebP and a fallback, all served",
      run: async ({ page }) => {
        const picture = founderPicture(page);
        await expect(picture).toHaveCount(1);
        await expect(picture.locator("source")).toHaveCount(2);
        const types = await picture
          .locator("source")
          .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
        expect(types).toEqual(["image/avif", "image/webp"]);

        const image = founderImage(page);
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        // Below the first screen: loaded lazily.
        await expect(image).toHaveAttribute("loading", "lazy");

        const urls = await picture.evaluate((element) => {
          const entries = [...element.querySelectorAll("source, img")].flatMap((node) =>
            (node.getAttribute("srcset") ?? "")
              .split(",")
              .map((entry) => entry.trim().split(" ")[0]),
          );
          return [...new Set([...entries, element.querySelector("img")?.getAttribute("src")])];
        });
        expect(urls).toHaveLength(9);
        const expectedType = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };
        for (const url of urls) {
          const response = await page.request.get(url ?? "");
          expect(response.status(), `GET ${url}`).toBe(200);
          const extension = (url ?? "").split(".").at(-1) as keyof typeof expectedType;
          expect(response.headers()["content-type"]).toBe(expectedType[extension]);
          expect((await response.body()).length).toBeGreaterThan(1000);
        }
      },
    },
    {
      name: "the timeline runs 2020 to 2024, one milestone a year, each described",
      run: async ({ page }) => {
        const items = page
          .locator("main ol")
          .filter({ has: page.locator("time") })
          .locator("> li");
        await expect(items).toHaveCount(5);
        await expect(items.locator("time")).toHaveText(milestones.map((entry) => entry.year));
        await expect(h3s(items)).toHaveText(milestones.map((entry) => entry.title));
        for (const item of await items.all()) {
          expect(((await item.locator("p").last().textContent()) ?? "").length).toBeGreaterThan(80);
        }
      },
    },
    {
      name: "every internal link resolves: the page links to more than 10 internal paths",
      run: async ({ html }) => {
        expect(internalPaths(html).size).toBeGreaterThan(10);
      },
    },
    {
      name: "'Schedule Your Consultation' links the scheduling page in a new tab, tracked as 'about'",
      run: ({ page }) => expectBookingLink(page, "Schedule Your Consultation", "about"),
    },
    {
      name: "the founder photo, scrolled to, shows the AVIF at a square size",
      staysOnPage: true,
      run: async ({ page }) => {
        const image = founderImage(page);
        // Chromium picks the AVIF and actually shows it once scrolled to.
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
        const box = await image.boundingBox();
        expect(box?.width).toBeGreaterThan(150);
        expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
      },
    },
  ],

  "/pricing": [
    {
      name: "hero with the ROI guarantee and a description naming the prices",
      run: async ({ page }) => {
        await expect(heroOf(page)).toContainText("positive return within 6 months");
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          /\$1,500.*\$4,500.*custom quote/,
        );
        await expect(main(page)).not.toContainText(placeholderText);
      },
    },
    {
      name: "the three packages: name, price, duration, description, features, popular",
      run: async ({ page }) => {
        const cards = page.locator("#packages ul > li").filter({ has: page.getByRole("heading") });
        await expect(h3s(cards)).toHaveText(pricingPackages.map((entry) => entry.name));
        for (const entry of pricingPackages) {
          const card = cards.filter({ has: page.getByRole("heading", { name: entry.name }) });
          await expect(card.getByText(entry.price, { exact: true })).toBeVisible();
          await expect(card.getByText(entry.duration, { exact: true })).toBeVisible();
          await expect(card.getByText("Most Popular", { exact: true })).toHaveCount(
            entry.popular ? 1 : 0,
          );
          const features = card.locator("ul > li");
          expect(await features.count()).toBeGreaterThanOrEqual(5);
          for (const feature of entry.features) await expect(features).toContainText([feature]);
          expect((await card.locator("p").allTextContents()).join(" ").length).toBeGreaterThan(100);
        }
      },
    },
    {
      name: "the four add-ons with their prices",
      run: async ({ page }) => {
        const cards = sectionWithText(page, "Add-ons").getByRole("listitem");
        await expect(h3s(cards)).toHaveText(addOns.map((entry) => entry.name));
        for (const { name, price } of addOns) {
          const card = cards.filter({ has: page.getByRole("heading", { name }) });
          await expect(card.getByText(price, { exact: true })).toBeVisible();
          expect(((await card.locator("p").last().textContent()) ?? "").length).toBeGreaterThan(60);
        }
      },
    },
    {
      name: "every internal link resolves: the page links to more than 10 internal paths",
      run: async ({ html }) => {
        expect(internalPaths(html).size).toBeGreaterThan(10);
      },
    },
    {
      name: "'Schedule Free Consultation' closes the page: the scheduling page in a new tab, tracked as 'pricing'",
      run: async ({ page }) => {
        const last = page.locator("main section").last();
        await expect(last.getByRole("link")).toHaveCount(1);
        await expect(last).toContainText("Schedule Free Consultation");
        await expectBookingLink(page, "Schedule Free Consultation", "pricing");
      },
    },
    {
      name: "hero with the ROI guarantee: 'Compare Packages' scrolls to the packages",
      staysOnPage: true,
      run: async ({ page }) => {
        await heroOf(page).getByRole("link", { name: "Compare Packages" }).click();
        await expect(page).toHaveURL(/\/pricing#packages$/);
        await expect(page.locator("#packages")).toBeInViewport();
      },
    },
    {
      name: "each package button opens the contact form headed with its cta, source pricing-package; the first sends its package",
      opensDialogs: true,
      run: async ({ page }) => {
        await hydrateContactIsland(page);
        const calls = await recordAnalytics(page);
        expect(packages.packages.map((entry) => entry.cta)).toHaveLength(3);
        const button = (cta: string) =>
          page.locator("#packages").getByRole("button", { name: cta, exact: true });
        for (const { cta } of packages.packages) {
          const before = (await calls()).length;
          await button(cta).click();
          const dialog = page.getByRole("dialog", { name: cta, exact: true });
          await expect(dialog).toBeVisible();
          await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(cta);
          await expect
            .poll(async () => (await calls()).slice(before))
            .toContainEqual([
              "event",
              "contact_form_open",
              expect.objectContaining({ event_label: "pricing-package" }),
            ]);
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }

        // The lead sent from a package button carries the source tag (and the company typed).
        const [first] = packages.packages;
        const posted: string[] = [];
        const recordPost = (request: Request) => {
          if (request.method() === "POST") posted.push(request.postData() ?? "");
        };
        page.on("request", recordPost);
        await expectOpenerSendsSource(
          page,
          button(first?.cta ?? ""),
          first?.cta ?? "",
          "pricing-package",
          { intent: "consultation", package: pricingPackages[0]?.name },
        );
        page.off("request", recordPost);
        expect(posted).toHaveLength(1);
        expect(new URLSearchParams(posted[0]).get("company")).toBe("Ballard Bike Works");
      },
    },
    {
      name: "the FAQ answers the spec's questions and matches its FAQPage JSON-LD",
      staysOnPage: true,
      run: async ({ page }) => {
        const faq = page.locator("main details");
        expect(await faq.count()).toBeGreaterThanOrEqual(5);
        for (const item of await faq.all()) await item.locator("summary").click();
        const read = await faq.evaluateAll((items) =>
          items.map((item) => ({
            open: (item as HTMLDetailsElement).open,
            question: (item.querySelector("summary")?.textContent ?? "").trim(),
            answer: (item.querySelector("p")?.textContent ?? "").trim(),
            answers: item.querySelectorAll("p").length,
          })),
        );
        // Every question opened on its click, with its one answer.
        expect(read.map(({ open, answers }) => ({ open, answers }))).toEqual(
          read.map(() => ({ open: true, answers: 1 })),
        );
        await expect(faq.locator("p").last()).toBeVisible();
        const visible = read.map(({ question, answer }) => ({ question, answer }));
        const all = visible.map((item) => `${item.question} ${item.answer}`).join("\n");
        expect(all).toMatch(/free[^\n]*30-minute discovery call/i);
        expect(all).toMatch(/payment plans[^\n]*50% upfront and the rest on completion/i);
        expect(all).toMatch(/Minor changes are included/);

        type Question = { "@type": string; name: string; acceptedAnswer: { text: string } };
        const blocks = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map(
              (script) =>
                JSON.parse(script.textContent ?? "") as {
                  "@type"?: string;
                  mainEntity?: Question[];
                },
            ),
          );
        const faqPages = blocks.filter((block) => block["@type"] === "FAQPage");
        expect(faqPages).toHaveLength(1);
        const structured = (faqPages[0]?.mainEntity ?? []).map((entry) => {
          expect(entry["@type"]).toBe("Question");
          return { question: entry.name, answer: entry.acceptedAnswer.text };
        });
        expect(structured).toEqual(visible);
      },
    },
  ],
};
