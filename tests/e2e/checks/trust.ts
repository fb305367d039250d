import type { Locator, Page } from "@playwright/test";
import { testimonials } from "../../../src/collections/testimonials";
import { expect } from "../fixtures";
import { region } from "../helpers";
import type { PageCheck, PageChecks } from "../page-checks";

/**
 * Trust: the success-stories article's four testimonials and the case-study results
 * on home and on the service pages, and the founder's portrait on home's closing call to action
 * and on an article's author note. Quotes, attributions, metrics and mappings are written out
 * here, independent of the content modules, and every figure is compared with the page it comes
 * from: a quote with the article as served, a metric with the case-study page (each case-study
 * page checks that it shows every metric written out here, and home and the service pages check
 * that their cards show the same written-out metrics).
 */

const article = "/blog/seattle-automation-success-stories";

/** The four quotes (opening words and closing words) and who said them, as the article has them. */
const quotes = {
  "capitol-hill-bakery": {
    starts: "“I used to spend every evening turning texts and voicemails into a production sheet.",
    ends: "Nothing caught fire.”",
    by: "Operations manager",
    business: "a Capitol Hill bakery and café group",
  },
  "eastside-physical-therapy": {
    starts: "“Our front desk used to start the day with a list of forty phone calls.",
    ends: "the waitlist alone paid for the project.”",
    by: "Practice administrator",
    business: "a physical therapy practice in Redmond and Kirkland",
  },
  "kent-hvac-contractor": {
    starts: "“We were doing the work and then waiting almost two months to get paid for it.",
    ends: "We haven't touched the line of credit since spring.”",
    by: "Owner",
    business: "a heating, cooling and plumbing contractor in Kent",
  },
  "belltown-property-management": {
    starts: "“Tenants don't mind waiting for a plumber",
    ends: "Our coordinator finally has time to actually coordinate.”",
    by: "Managing director",
    business: "a property management company in Belltown",
  },
} as const;
type QuoteId = keyof typeof quotes;

/** Home's strip: each case study's headline metric. */
const headline = [
  ["/manufacturing-automation", "40%"],
  ["/retail-operations", "22%"],
  ["/service-industry", "9 days"],
  ["/ecommerce-solutions", "90%"],
  ["/healthcare-operations", "38%"],
  ["/dealership-automation", "4 min"],
] as const;

/** Each service page: its testimonial (if any) and the case-study results it shows. */
const servicePages: readonly {
  path: string;
  quote?: QuoteId;
  results: readonly (readonly [string, string])[];
}[] = [
  {
    path: "/process-automation",
    quote: "eastside-physical-therapy",
    results: [
      ["/service-industry", "45%"],
      ["/manufacturing-automation", "60%"],
    ],
  },
  {
    path: "/custom-development",
    quote: "capitol-hill-bakery",
    results: [
      ["/manufacturing-automation", "40%"],
      ["/ecommerce-solutions", "100%"],
    ],
  },
  {
    path: "/system-integration",
    quote: "kent-hvac-contractor",
    results: [
      ["/dealership-automation", "4 min"],
      ["/healthcare-operations", "18 days"],
    ],
  },
  {
    path: "/data-management",
    quote: "belltown-property-management",
    results: [
      ["/retail-operations", "12 hrs"],
      ["/healthcare-operations", "20 min"],
    ],
  },
  {
    path: "/inventory-management",
    results: [
      ["/retail-operations", "31%"],
      ["/retail-operations", "22%"],
      ["/ecommerce-solutions", "90%"],
    ],
  },
];

const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

/**
 * The quotes as the article renders them, by testimonial id, read from the article as served
 * (the page itself stays as it is: the HTML is fetched and parsed apart from it). The article's
 * inline stylesheets are left out before parsing: a parsed document takes the checked page's
 * Content-Security-Policy, which does not allow another page's inline styles, and Chromium would
 * report them as refused in the console.
 */
async function articleQuotes(page: Page) {
  const response = await page.request.get(article);
  expect(response.status(), article).toBe(200);
  const html = (await response.text()).replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "");
  const figures = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll(".article-prose figure[data-testimonial]")].map((figure) => ({
      id: figure.getAttribute("data-testimonial") ?? "",
      quote: figure.querySelector("blockquote")?.textContent ?? null,
      caption: figure.querySelector("figcaption")?.textContent ?? null,
    }));
  }, html);
  expect(figures).toHaveLength(4);
  return new Map(
    figures.map(({ id, quote, caption }) => [
      id,
      { quote: squash(quote), caption: squash(caption) },
    ]),
  );
}

/** A result card: a link to its case study, with the metric it shows. */
async function resultCards(section: Locator) {
  const cards = section.locator("a:has([data-metric])");
  return Promise.all(
    (await cards.all()).map(async (card) => ({
      to: (await card.getAttribute("href")) ?? "",
      metric: squash(await card.locator("[data-metric]").textContent()),
    })),
  );
}

/**
 * Internal links are written without a trailing slash; that each one answers 200 without a
 * redirect is checked for every link of every page by pages.spec.ts.
 */
function expectLinkForm(hrefs: readonly string[]) {
  for (const href of new Set(hrefs)) {
    expect(href, "internal links have no trailing slash").toMatch(/^\/[a-z0-9/-]*[a-z0-9]$/);
  }
}

/** A build-time `<picture>`: AVIF and WebP sources, an img with size, loading mode and pixels. */
async function expectPortrait(container: Locator, loading: "lazy" | "eager") {
  const picture = container.locator("picture");
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\.avif \d+w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\.webp \d+w/,
  );
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", /^\d+$/);
  await expect(img).toHaveAttribute("height", /^\d+$/);
  await expect(img).toHaveAttribute("loading", loading);
  await expect(img).toHaveAttribute("alt", /Jordan Ellis/);
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The browser picked a modern format, not the JPEG fallback.
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\.(avif|webp)$/,
  );
}

const homeChecks: PageCheck[] = [
  {
    name: "shows the four testimonials exactly as the article quotes them",
    run: async ({ page }) => {
      const fromArticle = await articleQuotes(page);
      const section = region(page, "What Seattle business owners tell us");
      const cards = section.locator("figure[data-testimonial]");
      await expect(cards).toHaveCount(4);

      for (const [id, expected] of Object.entries(quotes)) {
        const card = section.locator(`figure[data-testimonial="${id}"]`);
        const quote = squash(await card.locator("blockquote").textContent());
        expect(quote.startsWith(expected.starts), quote).toBe(true);
        expect(quote.endsWith(expected.ends), quote).toBe(true);
        expect(quote).toBe(fromArticle.get(id)?.quote);
        expect(fromArticle.get(id)?.caption).toBe(`— ${expected.by}, ${expected.business}`);
        await expect(card.locator("figcaption")).toHaveText(`${expected.by}, ${expected.business}`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
      }

      const links = await section
        .getByRole("link")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      // In the order of their files (src/content/testimonials), then the article.
      expect(links).toEqual([...testimonials.map((quote) => quote.related.to), article]);
      expect(new Set(links)).toEqual(
        new Set([
          "/custom-development",
          "/process-automation",
          "/system-integration",
          "/data-management",
          article,
        ]),
      );
      expectLinkForm(links);
    },
  },
  {
    name: "the results strip shows each case study's metric as its page does, linked",
    run: async ({ page }) => {
      const cards = await resultCards(region(page, "Results from six automation projects"));
      expect(cards).toEqual(headline.map(([to, metric]) => ({ to, metric })));
      expectLinkForm(cards.map((card) => card.to));
    },
  },
  {
    name: "the closing call to action shows the founder's portrait, lazy, in AVIF and WebP",
    staysOnPage: true,
    run: async ({ page }) => {
      const cta = region(page, "Ready to get your hours back?");
      await expect(cta.locator("figcaption")).toContainText("Jordan Ellis");
      await expect(cta.locator("figcaption")).toContainText("Founder & Lead Automation Strategist");
      await expectPortrait(cta, "lazy");
      // The buttons are unchanged: booking and contact.
      await expect(cta.getByRole("link", { name: /Book Discovery Call/ })).toBeVisible();
      await expect(cta.getByRole("button", { name: "Request a Consultation" })).toBeVisible();
    },
  },
];

const serviceCheck = (service: (typeof servicePages)[number]): PageCheck => ({
  name: "shows its testimonial and case-study results, as their sources show them",
  run: async ({ page }) => {
    const fromArticle = service.quote ? await articleQuotes(page) : undefined;
    const section = page.locator("#client-results");
    await expect(section.getByRole("heading", { level: 2 })).toHaveCount(1);

    const figures = section.locator("figure[data-testimonial]");
    if (service.quote) {
      const expected = quotes[service.quote];
      await expect(figures).toHaveCount(1);
      await expect(figures).toHaveAttribute("data-testimonial", service.quote);
      const quote = squash(await figures.locator("blockquote").textContent());
      expect(quote.startsWith(expected.starts), quote).toBe(true);
      expect(quote).toBe(fromArticle?.get(service.quote)?.quote);
      await expect(figures.locator("figcaption")).toHaveText(
        `${expected.by}, ${expected.business}`,
      );
      // On its own related page the quote links to the full story, not to the page itself.
      await expect(figures.getByRole("link")).toHaveAttribute("href", article);
    } else {
      await expect(figures).toHaveCount(0);
    }

    const cards = await resultCards(section);
    expect(cards).toEqual(service.results.map(([to, metric]) => ({ to, metric })));
    const hrefs = await section
      .getByRole("link")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(hrefs).not.toContain(service.path);
    expectLinkForm(hrefs);
  },
});

/** Every metric home and the service pages show for a case study, by case-study path. */
const quotedMetrics = new Map<string, Set<string>>();
for (const [to, metric] of [...headline, ...servicePages.flatMap((service) => service.results)]) {
  quotedMetrics.set(to, (quotedMetrics.get(to) ?? new Set()).add(metric));
}

const caseStudyCheck = (metrics: ReadonlySet<string>): PageCheck => ({
  name: "its results show every metric home and the service pages quote from it",
  run: async ({ page }) => {
    const results = page.locator("section", {
      has: page.getByText("The results", { exact: true }),
    });
    await expect(results).toHaveCount(1);
    const shown = (await results.locator("dd").allTextContents()).map(squash);
    for (const metric of metrics) expect(shown, metric).toContain(metric);
  },
});

/** Every article draws the same author note from the same record: one article stands for all. */
const authorPortrait: PageCheck = {
  name: "the author note shows the founder's portrait, lazy, in AVIF and WebP",
  staysOnPage: true,
  run: async ({ page }) => {
    const note = region(page, "About the author");
    await expect(note).toContainText("Jordan Ellis");
    await expectPortrait(note, "lazy");
  },
};

const articleChecks: PageCheck[] = [
  {
    name: "the success stories render each quote once, from the testimonials",
    run: async ({ page }) => {
      const prose = page.locator(".article-prose");
      const text = squash(await prose.textContent());
      for (const [id, expected] of Object.entries(quotes)) {
        const figure = prose.locator(`figure[data-testimonial="${id}"]`);
        await expect(figure.locator("blockquote")).toContainText(expected.ends);
        expect(text.split(expected.ends.replace("”", "")).length - 1, id).toBe(1);
      }
      // No Markdown quote left behind beside the component.
      await expect(prose.locator(":scope > blockquote")).toHaveCount(0);
    },
  },
  authorPortrait,
];

export const checks: PageChecks = {
  "/": homeChecks,
  ...Object.fromEntries(servicePages.map((service) => [service.path, [serviceCheck(service)]])),
  ...Object.fromEntries(
    [...quotedMetrics].map(([path, metrics]) => [path, [caseStudyCheck(metrics)]]),
  ),
  [article]: articleChecks,
};
