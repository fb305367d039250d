import { expect, type Locator, type Page, test } from "@playwright/test";
import { packages } from "../../app/content/pages/pricing";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, waitForApp, watchProblems } from "./helpers";

/**
 * /about-us and /pricing (spec section 2 "Company and legal pages", section 3 shapes, section 9
 * "Pricing page"). Names, prices, durations, areas, values and milestones are written out here as
 * the spec gives them, independent of the content modules, so a wrong edit there fails this test.
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

/** Records analytics calls (a stand-in gtag) and answers the scheduling page locally. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  await page
    .context()
    .route(`${site.bookingUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
}
const gtagCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);

async function open(page: Page, path: string) {
  const problems = watchProblems(page);
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
  return problems;
}

const main = (page: Page) => page.getByRole("main");
const hero = (page: Page) =>
  page.locator("main section").filter({ has: page.getByRole("heading", { level: 1 }) });
/** A section found by its eyebrow or title text. */
const sectionWith = (page: Page, text: string | RegExp) =>
  page.locator("main section").filter({ has: page.getByText(text, { exact: true }) });
const h3s = (scope: Locator) => scope.getByRole("heading", { level: 3 });

/** A booking link: external scheduling page, new tab, tracked with its label and source. */
async function expectBookingLink(link: Locator, label: string, source: string) {
  await expect(link).toHaveAttribute("href", site.bookingUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toHaveAttribute("data-track-label", label);
  await expect(link).toHaveAttribute("data-track-location", source);
}

/** Clicks a booking link: the scheduling page opens in a new tab and a button_click is sent. */
async function expectBookingClick(page: Page, link: Locator, label: string, source: string) {
  const path = new URL(page.url()).pathname;
  const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
  await expect(popup).toHaveURL(site.bookingUrl);
  await popup.close();
  expect(new URL(page.url()).pathname).toBe(path);
  expect(await gtagCalls(page)).toContainEqual([
    "event",
    "button_click",
    expect.objectContaining({ event_label: label, location: source }),
  ]);
}

async function expectInternalLinksResolve(page: Page) {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const paths = [...new Set(hrefs.map((href) => href.split(/[?#]/)[0] ?? href))];
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    expect(path, "no trailing slash").toMatch(/^\/$|[^/]$/);
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), `GET ${path}`).toBe(200);
  }
}

test.describe("/about-us", () => {
  test("hero, mission, served areas, values and 'Why Choose Us'", async ({ page }) => {
    const problems = await open(page, "/about-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero(page)).toContainText("Founded in 2020");
    await expect(hero(page).getByRole("definition")).toHaveText(["2020", "50+", "12"]);

    await expect(sectionWith(page, "Our mission").locator("p")).not.toHaveCount(0);

    const seattle = page.getByRole("region", { name: "Why Seattle?", exact: true });
    await expect(seattle).toBeVisible();
    await expect(h3s(seattle)).toHaveText(servedAreas.map((entry) => entry.group));
    for (const { group, areas } of servedAreas) {
      const card = seattle
        .locator("div")
        .filter({ has: page.getByRole("heading", { name: group }) });
      await expect(card.last().getByRole("listitem")).toHaveText(areas);
    }

    const valueCards = sectionWith(page, "Our values").getByRole("listitem");
    await expect(h3s(valueCards)).toHaveText(values);
    for (const card of await valueCards.all()) {
      await expect(card.locator("svg[aria-hidden=true]")).toHaveCount(1);
      expect(((await card.locator("p").textContent()) ?? "").length).toBeGreaterThan(60);
    }

    const whyChooseUs = sectionWith(page, "Why choose us").getByRole("listitem");
    await expect(whyChooseUs).toHaveCount(4);
    await expect(h3s(whyChooseUs)).toHaveCount(4);

    await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
    // 'Industry Recognition' describes talks and referrals, not an award the spec does not state.
    await expect(main(page)).not.toContainText(/award/i);
    expect(problems, "console errors and failed requests").toEqual([]);
  });

  test("the founder card: photo, name, title, experience, bio, six tags, link", async ({
    page,
  }) => {
    const problems = await open(page, "/about-us");
    const card = page.locator("main article").filter({ hasText: site.founder.name });
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(site.founder.name);
    await expect(card).toContainText(site.founder.title);
    await expect(card).toContainText("8+ years of experience");
    expect((await card.locator("p").allTextContents()).join(" ").length).toBeGreaterThan(300);
    await expect(card.getByRole("listitem")).toHaveCount(6);
    const link = card.getByRole("link");
    await expect(link).toHaveAttribute("href", "/custom-development");
    await link.click();
    await expect(page).toHaveURL(/\/custom-development$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the founder photo is a <picture> with AVIF, WebP and a fallback, all served", async ({
    page,
  }) => {
    const problems = await open(page, "/about-us");
    const picture = page.locator("main picture");
    await expect(picture).toHaveCount(1);
    await expect(picture.locator("source")).toHaveCount(2);
    const types = await picture
      .locator("source")
      .evaluateAll((sources) => sources.map((source) => source.getAttribute("type")));
    expect(types).toEqual(["image/avif", "image/webp"]);

    const image = picture.getByRole("img", { name: new RegExp(site.founder.name) });
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
    // Below the first screen: loaded lazily.
    await expect(image).toHaveAttribute("loading", "lazy");

    const urls = await picture.evaluate((element) => {
      const entries = [...element.querySelectorAll("source, img")].flatMap((node) =>
        (node.getAttribute("srcset") ?? "").split(",").map((entry) => entry.trim().split(" ")[0]),
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

    // Chromium picks the AVIF and actually shows it once scrolled to.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    const box = await image.boundingBox();
    expect(box?.width).toBeGreaterThan(150);
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThan(1);
    expect(problems).toEqual([]);
  });

  test("the timeline runs 2020 to 2024, one milestone a year, each described", async ({ page }) => {
    await open(page, "/about-us");
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
  });

  test("'Schedule Your Consultation' opens the scheduling page in a new tab and is tracked", async ({
    page,
  }) => {
    await recordAnalytics(page);
    await open(page, "/about-us");
    const booking = main(page).getByRole("link", { name: /^Schedule Your Consultation\b/ });
    await expect(booking).toHaveCount(1);
    await expectBookingLink(booking, "Schedule Your Consultation", "about");
    await expectBookingClick(page, booking, "Schedule Your Consultation", "about");
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page, "/about-us");
    await expectInternalLinksResolve(page);
  });

  test("has no axe violations", async ({ page }) => {
    await open(page, "/about-us");
    await expectNoAxeViolations(page);
  });
});

test.describe("/pricing", () => {
  test("hero with the ROI guarantee and a description naming the prices", async ({ page }) => {
    const problems = await open(page, "/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(hero(page)).toContainText("positive return within 6 months");
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute("content", /\$1,500.*\$4,500.*custom quote/);
    await hero(page).getByRole("link", { name: "Compare Packages" }).click();
    await expect(page).toHaveURL(/\/pricing#packages$/);
    await expect(page.locator("#packages")).toBeInViewport();
    await expect(main(page)).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
    expect(problems).toEqual([]);
  });

  test("the three packages: name, price, duration, description, features, popular", async ({
    page,
  }) => {
    await open(page, "/pricing");
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
  });

  test("each package button opens the contact form headed with its cta, source pricing-package", async ({
    page,
  }) => {
    await recordAnalytics(page);
    await open(page, "/pricing");
    expect(packages.packages.map((entry) => entry.cta)).toHaveLength(3);
    for (const { cta } of packages.packages) {
      const button = page.locator("#packages").getByRole("button", { name: cta, exact: true });
      await button.click();
      const dialog = page.getByRole("dialog", { name: cta, exact: true });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(cta);
      expect(await gtagCalls(page)).toContainEqual([
        "event",
        "contact_form_open",
        expect.objectContaining({ event_label: "pricing-package" }),
      ]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }

    // The lead sent from a package button carries the source tag.
    const [first] = packages.packages;
    await page.locator("#packages").getByRole("button", { name: first?.cta, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: first?.cta, exact: true });
    await dialog.getByRole("textbox", { name: "First name" }).fill("Dana");
    await dialog.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
    await dialog.getByRole("textbox", { name: "Company" }).fill("Pike Street Bakery");
    await dialog.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.method() === "POST"),
      dialog.getByRole("button", { name: /Request My Free Consultation/ }).click(),
    ]);
    const body = new URLSearchParams(request.postData() ?? "");
    expect(body.get("source")).toBe("pricing-package");
    expect(body.get("company")).toBe("Pike Street Bakery");
    expect((await request.response())?.ok()).toBe(true);
  });

  test("the four add-ons with their prices", async ({ page }) => {
    await open(page, "/pricing");
    const section = sectionWith(page, "Add-ons");
    const cards = section.getByRole("listitem");
    await expect(h3s(cards)).toHaveText(addOns.map((entry) => entry.name));
    for (const { name, price } of addOns) {
      const card = cards.filter({ has: page.getByRole("heading", { name }) });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      expect(((await card.locator("p").last().textContent()) ?? "").length).toBeGreaterThan(60);
    }
  });

  test("the FAQ answers the spec's questions and matches its FAQPage JSON-LD", async ({ page }) => {
    await open(page, "/pricing");
    const faq = page.locator("main details");
    expect(await faq.count()).toBeGreaterThanOrEqual(5);
    const visible = [];
    for (const item of await faq.all()) {
      await item.locator("summary").click();
      visible.push({
        question: ((await item.locator("summary").textContent()) ?? "").trim(),
        answer: ((await item.locator("p").textContent()) ?? "").trim(),
      });
    }
    const all = visible.map((item) => `${item.question} ${item.answer}`).join("\n");
    expect(all).toMatch(/free[^\n]*30-minute discovery call/i);
    expect(all).toMatch(/payment plans[^\n]*50% upfront and the rest on completion/i);
    expect(all).toMatch(/Minor changes are included/);

    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "")));
    const faqPages = blocks.filter((block) => block["@type"] === "FAQPage");
    expect(faqPages).toHaveLength(1);
    const structured = faqPages[0].mainEntity.map(
      (entry: { "@type": string; name: string; acceptedAnswer: { text: string } }) => {
        expect(entry["@type"]).toBe("Question");
        return { question: entry.name, answer: entry.acceptedAnswer.text };
      },
    );
    expect(structured).toEqual(visible);
  });

  test("'Schedule Free Consultation' closes the page: scheduling page in a new tab, tracked", async ({
    page,
  }) => {
    await recordAnalytics(page);
    await open(page, "/pricing");
    const booking = main(page).getByRole("link", { name: /^Schedule Free Consultation\b/ });
    await expect(booking).toHaveCount(1);
    await expect(page.locator("main section").last().getByRole("link")).toHaveCount(1);
    await expect(page.locator("main section").last()).toContainText("Schedule Free Consultation");
    await expectBookingLink(booking, "Schedule Free Consultation", "pricing");
    await expectBookingClick(page, booking, "Schedule Free Consultation", "pricing");
  });

  test("every internal link resolves", async ({ page }) => {
    await open(page, "/pricing");
    await expectInternalLinksResolve(page);
  });

  test("has no axe violations", async ({ page }) => {
    await open(page, "/pricing");
    await expectNoAxeViolations(page);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/about-us", "/pricing"]) {
    test(`${path} fits the screen and has no axe violations`, async ({ page }) => {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await expectNoAxeViolations(page);
    });
  }
});
