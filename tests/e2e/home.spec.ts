import { expect, type Page, test } from "@playwright/test";
import { pagesInGroup } from "../../app/content/pages";
import { benefits, faq, hero, process, services, stats } from "../../app/content/pages/home";
import { site } from "../../app/content/site";
import { expectNoAxeViolations, waitForApp, watchProblems } from "./helpers";

/**
 * The home page (spec section 1: hero with 'Book Discovery Call' and 'Get Free Guide', five-step
 * process, four benefits, six-question FAQ; section 9 claims; stated facts). The figures are
 * written out here on purpose, so a wrong edit of claims.ts or site.ts fails this test.
 */
const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home page", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the hero books a call in a new tab and tracks the click", async ({ page, context }) => {
    // Record analytics calls, and answer the external scheduling page locally (no internet).
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
    });
    await context.route(`${site.bookingUrl}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Booking</title>" }),
    );
    await page.goto("/");
    await waitForApp(page);

    const heroSection = region(page, hero.title);
    await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.title);
    const booking = heroSection.getByRole("link", { name: /^Book Discovery Call\b/ });
    await expect(booking).toHaveAttribute("href", site.bookingUrl);
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", /\bnoopener\b/);

    const [popup] = await Promise.all([context.waitForEvent("page"), booking.click()]);
    await expect(popup).toHaveURL(site.bookingUrl);
    expect(page.url()).toMatch(/\/$/);
    const calls = await page.evaluate(
      () => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls,
    );
    expect(calls).toContainEqual([
      "event",
      "button_click",
      expect.objectContaining({ event_label: "Book Discovery Call", location: "hero" }),
    ]);
  });

  test("'Get Free Guide' opens the contact form under that heading", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    await region(page, hero.title)
      .getByRole("button", { name: "Get Free Guide", exact: true })
      .click();
    await expect(page.getByRole("dialog", { name: "Get Free Guide" })).toBeVisible();
  });

  test("shows the five steps, four benefits and six questions", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);

    const steps = region(page, process.heading.title).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
      process.steps.map((step) => step.title),
    );

    const benefitTitles = region(page, benefits.heading.title).getByRole("heading", { level: 3 });
    await expect(benefitTitles).toHaveText(benefits.items.map((item) => item.title));
    await expect(benefitTitles).toHaveCount(4);

    const faqSection = region(page, faq.heading.title);
    const questions = faqSection.locator("details > summary");
    await expect(questions).toHaveCount(6);
    await expect(questions).toHaveText(faq.items.map((item) => item.question));
    const [first] = faq.items;
    await expect(faqSection.getByText(first?.answer ?? "")).toBeHidden();
    await questions.first().click();
    await expect(faqSection.getByText(first?.answer ?? "")).toBeVisible();
  });

  test("states the facts and headline claims exactly", async ({ page }) => {
    await page.goto("/");
    const figures = region(page, stats.heading.title).locator("dd");
    await expect(figures).toHaveText(["2020", "50+", "30-50%", "20+", "3-6 months"]);
  });

  test("links to the five service pages", async ({ page }) => {
    await page.goto("/");
    const cards = region(page, services.heading.title).getByRole("link");
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    );
    expect(hrefs).toEqual(pagesInGroup("Automation Solutions").map((p) => p.path));
    expect(hrefs).toHaveLength(5);
  });

  test("the static HTML carries the answers and FAQPage JSON-LD with six questions", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    for (const item of faq.items) expect(html).toContain(item.question);
    expect(html).toContain(faq.items[0]?.answer.slice(0, 60));

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? "null"),
    );
    const faqPage = blocks.find((block) => block?.["@type"] === "FAQPage");
    expect(faqPage?.mainEntity).toHaveLength(6);
    expect(faqPage.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(
      faq.items.map((item) => item.question),
    );
    for (const entry of faqPage.mainEntity) {
      expect(entry["@type"]).toBe("Question");
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });

  test("has one h1, no skipped heading levels and no axe violations", async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto("/");
    await waitForApp(page);
    // Open every answer so its text is checked for contrast too.
    await page.locator("details").evaluateAll((all) => {
      for (const details of all) (details as HTMLDetailsElement).open = true;
    });
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test("every internal link on the page resolves", async ({ page, request, baseURL }) => {
    await page.goto("/");
    await waitForApp(page);
    const origin = new URL(baseURL ?? page.url()).origin;
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    const paths = [
      ...new Set(
        hrefs
          .map((href) => new URL(href))
          .filter((url) => url.origin === origin)
          .map((url) => url.pathname),
      ),
    ];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
  });
});

test.describe("home page on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("nothing overflows sideways at 360 px", async ({ page }) => {
    await page.goto("/");
    await waitForApp(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});
