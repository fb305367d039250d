import type { Page } from "@playwright/test";
import { site } from "../../../src/collections/facts";
import { homePage } from "../../../src/collections/page-copy";
import { getPage } from "../../../src/collections/page-list";
import { expect } from "../fixtures";
import {
  expectBookingClickTracked,
  expectNoAxeViolations,
  expectOpenerSendsSource,
  horizontalOverflow,
  region,
} from "../helpers";
import type { PageChecks } from "../page-checks";

const { benefits, faq, hero, process, services, stats } = homePage();

/**
 * The home page (spec section 1: hero with 'Book Discovery Call' and 'Get Free Guide', five-step
 * process, four benefits, six-question FAQ; section 9 claims; stated facts). The figures are
 * written out here on purpose, so a wrong edit of claims.ts or site.ts fails this check.
 */

const faqQuestions = (page: Page) => region(page, faq.heading.title).locator("details > summary");
const firstAnswer = (page: Page) =>
  region(page, faq.heading.title).getByText(faq.items[0]?.answer ?? "");

export const checks: PageChecks = {
  "/": [
    {
      name: "shows the five steps, four benefits and six questions",
      run: async ({ page }) => {
        const steps = region(page, process.heading.title).getByRole("listitem");
        await expect(steps).toHaveCount(5);
        await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
          process.steps.map((step) => step.title),
        );

        const benefitTitles = region(page, benefits.heading.title).getByRole("heading", {
          level: 3,
        });
        await expect(benefitTitles).toHaveText(benefits.items.map((item) => item.title));
        await expect(benefitTitles).toHaveCount(4);

        const questions = faqQuestions(page);
        await expect(questions).toHaveCount(6);
        await expect(questions).toHaveText(faq.items.map((item) => item.question));
        await expect(firstAnswer(page)).toBeHidden();
      },
    },
    {
      name: "states the facts and headline claims exactly",
      run: async ({ page }) => {
        const figures = region(page, stats.heading.title).locator("dd");
        await expect(figures).toHaveText(["2020", "50+", "30-50%", "20+", "3-6 months"]);
      },
    },
    {
      name: "each service card links to its page, under the page's name, with its description",
      run: async ({ page }) => {
        // The cards are the ones home.json chooses, in its order (the spec has no such section):
        // a service page added to the list needs no card, and a card always names a real page.
        const cards = region(page, services.heading.title).getByRole("listitem");
        await expect(cards).toHaveCount(services.links.length);
        await expect(cards.getByRole("heading", { level: 3 })).toHaveText(
          services.links.map((link) => getPage(link.to).name),
        );
        await expect(cards.locator("p")).toHaveText(services.links.map((link) => link.description));
        const hrefs = await cards
          .getByRole("link")
          .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
        expect(hrefs).toEqual(services.links.map((link) => link.to));
        expect(new Set(hrefs).size).toBe(hrefs.length);
      },
    },
    {
      name: "the static HTML carries the answers and FAQPage JSON-LD with six questions",
      run: async ({ html }) => {
        for (const item of faq.items) expect(html).toContain(item.question);
        expect(html).toContain(faq.items[0]?.answer.slice(0, 60));

        type Question = { "@type": string; name: string; acceptedAnswer: { text: string } };
        const blocks = [
          ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs),
        ].map(
          (match) =>
            JSON.parse(match[1] ?? "null") as { "@type"?: string; mainEntity?: Question[] } | null,
        );
        const faqPage = blocks.find((block) => block?.["@type"] === "FAQPage");
        expect(faqPage?.mainEntity).toHaveLength(6);
        const entries = faqPage?.mainEntity ?? [];
        expect(entries.map((entry) => entry.name)).toEqual(faq.items.map((item) => item.question));
        for (const entry of entries) {
          expect(entry["@type"]).toBe("Question");
          expect(entry.acceptedAnswer.text.length).toBeGreaterThan(40);
        }
      },
    },
    {
      name: "has one h1, no skipped heading levels",
      run: async ({ page }) => {
        const levels = await page
          .getByRole("main")
          .locator("h1, h2, h3, h4, h5, h6")
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
        expect(levels.filter((level) => level === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        levels.forEach((level, index) => {
          if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
        });
      },
    },
    {
      name: "every internal link on the page resolves: more than 20 internal paths",
      run: async ({ html }) => {
        const paths = new Set(
          [...html.matchAll(/<a\b[^>]*?\shref="(\/[^"?#]*)/g)].map((match) => match[1]),
        );
        expect(paths.size).toBeGreaterThan(20);
      },
    },
    {
      name: "the hero books a call in a new tab and tracks the click",
      staysOnPage: true,
      run: async ({ page }) => {
        const heroSection = region(page, hero.title);
        await expect(heroSection.getByRole("heading", { level: 1 })).toHaveText(hero.title);
        const booking = heroSection.getByRole("link", { name: /^Book Discovery Call\b/ });
        await expectBookingClickTracked(
          page,
          booking,
          site.bookingUrl,
          "Book Discovery Call",
          "hero",
        );
        expect(page.url()).toMatch(/\/$/);
      },
    },
    {
      name: "'Get Free Guide' opens the contact form under that heading and asks for the guide",
      opensDialogs: true,
      run: async ({ page }) => {
        const opener = region(page, hero.title).getByRole("button", {
          name: "Get Free Guide",
          exact: true,
        });
        await expectOpenerSendsSource(page, opener, "Get Free Guide", "hero", { intent: "guide" });
      },
    },
    {
      name: "a question opens its answer; no axe violations with every FAQ answer open",
      staysOnPage: true,
      run: async ({ page }) => {
        await expect(firstAnswer(page)).toBeHidden();
        await faqQuestions(page).first().click();
        await expect(firstAnswer(page)).toBeVisible();
        // Open every answer so its text is checked for contrast too. The rest of the page was
        // checked as loaded; axe looks at every <details>, in the context of the whole page.
        await page.locator("details").evaluateAll((all) => {
          for (const details of all) (details as HTMLDetailsElement).open = true;
        });
        await expectNoAxeViolations(page, "details");
      },
    },
    {
      name: "nothing overflows sideways at 360 px",
      widths: ["phone"],
      staysOnPage: true,
      run: async ({ page }) => {
        const viewport = page.viewportSize();
        await page.setViewportSize({ width: 360, height: 740 });
        expect(await horizontalOverflow(page)).toBe(0);
        if (viewport) await page.setViewportSize(viewport);
      },
    },
  ],
};
