import type { Locator, Page } from "@playwright/test";
import { site } from "../../../src/collections/facts";
import { countArticleWords } from "../../../src/lib/article-text";
import { expect } from "../fixtures";
import {
  drawWholePage,
  expectOpenerSendsSource,
  hydrateContactIsland,
  main,
  region,
  siteOrigin,
} from "../helpers";

import type { PageCheck, PageChecks } from "../page-checks";

/** Every image the locator finds has loaded and has its drawing (not a broken image). */
async function expectDrawn(images: Locator) {
  await expect
    .poll(() =>
      images.evaluateAll((found) =>
        (found as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/**
 * The blog (spec section 2, "Blog index" and "Blog articles"; section 3 blog card and article
 * structured data). The figures, labels and dates are written out here, independent of the content
 * modules and the MDX frontmatter, so a wrong edit there fails this test.
 */
export interface ArticleSpec {
  slug: string;
  title: string;
  category: string;
  emoji: string;
  /** ISO date and the same date as a visitor reads it. */
  datePublished: string;
  date: string;
  readTime: number;
  cta: string;
}

/** Newest first, as the index and the feed list them (blog.spec.ts reads the feed with it). */
export const articles: readonly ArticleSpec[] = [
  {
    slug: "5-signs-small-business-needs-automation",
    title: "5 Signs Your Small Business Needs Automation",
    category: "Best Practices",
    emoji: "🚦",
    datePublished: "2025-09-16",
    date: "September 16, 2025",
    readTime: 8,
    cta: "Find Your First Automation",
  },
  {
    slug: "automation-roi-calculator",
    title: "How to Calculate the ROI of Business Automation",
    category: "ROI Analysis",
    emoji: "📈",
    datePublished: "2025-08-19",
    date: "August 19, 2025",
    readTime: 12,
    cta: "Get Your ROI Analysis",
  },
  {
    slug: "seattle-automation-success-stories",
    title: "Seattle Automation Success Stories",
    category: "Case Studies",
    emoji: "🏙️",
    datePublished: "2025-07-22",
    date: "July 22, 2025",
    readTime: 10,
    cta: "Start Your Success Story",
  },
  {
    slug: "ai-vs-traditional-automation",
    title: "AI vs. Traditional Automation: Which Does Your Business Need?",
    category: "Trends",
    emoji: "🤖",
    datePublished: "2025-05-13",
    date: "May 13, 2025",
    readTime: 9,
    cta: "Explore AI for Your Business",
  },
  {
    slug: "no-code-vs-custom-development",
    title: "No-Code vs. Custom Development: How to Choose",
    category: "Technology",
    emoji: "🧩",
    datePublished: "2025-03-18",
    date: "March 18, 2025",
    readTime: 11,
    cta: "Get a Build Recommendation",
  },
  {
    slug: "change-management-automation",
    title: "Change Management for Automation Projects",
    category: "Change Management",
    emoji: "🤝",
    datePublished: "2024-06-11",
    date: "June 11, 2024",
    readTime: 10,
    cta: "Get Change Management Plan",
  },
];

const categories = [
  ["Trends", "12 articles"],
  ["Case Studies", "18 articles"],
  ["Best Practices", "15 articles"],
  ["Technology", "10 articles"],
  ["ROI Analysis", "8 articles"],
  ["Change Management", "6 articles"],
];

const author = site.founder.name;
const contactDialog = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });
const noPlaceholderText = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** Unique internal hrefs of main (the runner requests every one; here: main links somewhere). */
const mainInternalHrefs = (page: Page) =>
  main(page)
    .locator('a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);

/**
 * Opens the dialog with a contact button, checks its heading and the source it will send, and
 * closes it with Escape.
 */
async function expectOpensContactDialog(
  page: Page,
  button: Locator,
  label: string,
  source: string,
) {
  await hydrateContactIsland(page);
  await expect(button).toHaveAttribute("data-contact-source", source);
  await button.click();
  const dialog = contactDialog(page, label);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(label);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

const blogIndex: PageCheck = {
  name: "hero, six cards, six categories, links, canonical /blog",
  run: async ({ page }) => {
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteOrigin}/blog`,
    );
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/rss.xml");

    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    const stats = hero.locator("dl > div");
    await expect(stats.locator("dd")).toHaveText(["69+", "15K+", "6"]);
    await expect(stats.locator("dt")).toHaveText(["Articles", "Monthly readers", "Categories"]);

    const cards = region(page, "Featured Articles").getByRole("listitem");
    await expect(cards).toHaveCount(6);
    // Each assertion covers the six cards at once, in order (one round trip instead of six).
    const links = cards.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveText(articles.map((article) => article.title));
    expect(
      await links.evaluateAll((elements) => elements.map((link) => link.getAttribute("href"))),
    ).toEqual(articles.map((article) => `/blog/${article.slug}`));
    await expect(cards).toContainText(articles.map((article) => article.category));
    // Drawn from Twemoji (a cached SVG file per emoji), the same on every system.
    const emoji = cards.locator("img[data-emoji]");
    expect(await emoji.evaluateAll((images) => images.map((image) => image.dataset.emoji))).toEqual(
      articles.map((article) => article.emoji),
    );
    await expectDrawn(emoji);
    await expect(cards).toContainText(articles.map(() => author));
    const times = cards.locator("time");
    await expect(times).toHaveText(articles.map((article) => article.date));
    expect(
      await times.evaluateAll((elements) => elements.map((time) => time.getAttribute("datetime"))),
    ).toEqual(articles.map((article) => article.datePublished));
    await expect(cards).toContainText(articles.map((article) => `${article.readTime} min read`));
    // The excerpt: a sentence or two of its own.
    const paragraphs = await cards.evaluateAll((items) =>
      items.map((card) => [...card.querySelectorAll("p")].map((p) => p.textContent ?? "")),
    );
    for (const [index, article] of articles.entries()) {
      const excerpt = paragraphs[index]?.find((text) => text.split(" ").length >= 12);
      expect(excerpt, `excerpt of ${article.slug}`).toBeDefined();
    }
    // With a slug, the card links and does not open the contact form.
    await expect(cards.getByRole("button")).toHaveCount(0);

    const categoryItems = region(page, "Browse by Category").getByRole("listitem");
    await expect(categoryItems).toHaveCount(6);
    await expect(categoryItems.getByRole("heading", { level: 3 })).toHaveText(
      categories.map(([name]) => name ?? ""),
    );
    await expect(categoryItems).toContainText(categories.map(([, count]) => count ?? ""));

    await expect(main(page).locator('a[href="/process-automation"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/pricing"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/rss.xml"]')).toHaveCount(1);
    await expect(main(page)).not.toContainText(noPlaceholderText);
    expect((await mainInternalHrefs(page)).length, "internal links in main").toBeGreaterThan(0);
  },
};

const subscribe: PageCheck = {
  name: "'Subscribe to Blog Updates' opens the contact form and sends a subscription with the source 'blog'",
  opensDialogs: true,
  run: async ({ page }) => {
    const label = "Subscribe to Blog Updates";
    const buttons = main(page).getByRole("button", { name: label, exact: true });
    // The hero's and the closing call to action's.
    await expect(buttons).toHaveCount(2);
    await expectOpensContactDialog(page, buttons.first(), label, "blog");
    await expectOpensContactDialog(page, buttons.last(), label, "blog");
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await expectOpenerSendsSource(page, buttons.last(), label, "blog", { intent: "subscribe" });
    const fields = new URLSearchParams((await posted).postData() ?? "");
    expect(fields.get("source")).toBe("blog");
    expect(fields.get("form-name")).toBe("contact");
  },
};

/** Tables (figure frames) fit their frames at phone width; the page itself is the runner's. */
const tablesFit: PageCheck = {
  name: "fits the screen: no table overflows its frame",
  widths: ["phone"],
  run: async ({ page }) => {
    const figures = await page.evaluate(() =>
      [...document.querySelectorAll(".figure-body")].map(
        (frame) => frame.scrollWidth - frame.clientWidth,
      ),
    );
    for (const extra of figures) expect(extra, "a table overflows").toBe(0);
  },
};

type JsonLd = Record<string, unknown>;

function articleChecks(article: ArticleSpec, index: number): PageCheck[] {
  const path = `/blog/${article.slug}`;
  const articleOf = (page: Page) => main(page).locator("article");
  const closingButton = (page: Page) =>
    articleOf(page).locator('button[data-contact-source="blog-article"]').last();
  return [
    {
      name: "shows its headline, byline, body, author note and closing button",
      run: async ({ page }) => {
        const articleElement = articleOf(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
        const header = articleElement.locator("header");
        await expect(header).toContainText(article.category);
        const emoji = header.locator("img[data-emoji]");
        await expect(emoji).toHaveAttribute("data-emoji", article.emoji);
        await expectDrawn(emoji);
        await expect(header).toContainText(`By ${author}`);
        await expect(header.locator("time").first()).toHaveText(article.date);
        await expect(header.locator("time").first()).toHaveAttribute(
          "datetime",
          article.datePublished,
        );
        await expect(header).toContainText(`${article.readTime} min read`);

        // Headings go down one level at a time (h1, then h2, h3 under an h2).
        const levels = await articleElement
          .locator("h1, h2, h3, h4")
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
        expect(levels[0]).toBe(1);
        for (let i = 1; i < levels.length; i++) {
          expect(levels[i] ?? 0, `heading ${i} of ${levels.join(",")}`).toBeLessThanOrEqual(
            (levels[i - 1] ?? 0) + 1,
          );
        }
        expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(4);

        // The author note about the founder.
        const note = articleElement.getByRole("region", { name: "About the author" });
        await expect(note).toContainText(site.founder.name);
        await expect(note).toContainText(site.founder.title);

        // The last contact button of the article is the closing one, with the article's label.
        await expect(closingButton(page)).toHaveText(article.cta);

        // Previous and next articles, newest first.
        const newer = articles[index - 1];
        const older = articles[index + 1];
        const nav = main(page).getByRole("navigation", { name: "Keep reading" });
        if (newer) {
          await expect(nav.getByRole("link", { name: newer.title })).toHaveAttribute(
            "href",
            `/blog/${newer.slug}`,
          );
        }
        if (older) {
          await expect(nav.getByRole("link", { name: older.title })).toHaveAttribute(
            "href",
            `/blog/${older.slug}`,
          );
        }
        await expect(main(page)).not.toContainText(noPlaceholderText);
        expect((await mainInternalHrefs(page)).length, "internal links in main").toBeGreaterThan(0);
      },
    },
    {
      name: "carries Article structured data that matches the page",
      run: async ({ page }) => {
        const blocks = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map((script) => JSON.parse(script.textContent ?? "") as JsonLd),
          );
        const found = blocks.filter((block) => block["@type"] === "Article");
        expect(found).toHaveLength(1);
        const jsonLd = found[0] as JsonLd;
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        const keywords = await page.locator('meta[name="keywords"]').getAttribute("content");
        expect(jsonLd).toMatchObject({
          "@context": "https://schema.org",
          headline: article.title,
          description,
          author: { name: author },
          datePublished: article.datePublished,
          image: `${siteOrigin}${site.icon}`,
          articleSection: "Business Automation",
          keywords,
          mainEntityOfPage: `${siteOrigin}${path}`,
        });
        expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
        expect(description?.length ?? 0).toBeLessThanOrEqual(160);
        expect(String(jsonLd.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(String(jsonLd.dateModified) >= article.datePublished).toBe(true);

        // wordCount: at least readTime x 200, and close to the words a reader sees in the body.
        const wordCount = jsonLd.wordCount as number;
        expect(wordCount).toBeGreaterThanOrEqual(article.readTime * 200);
        await drawWholePage(page);
        // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it (table cells apart).
        const visible = await page.locator(".article-prose").innerText();
        const visibleWords = countArticleWords(visible);
        expect(Math.abs(wordCount - visibleWords) / visibleWords).toBeLessThan(0.08);
      },
    },
    {
      name:
        index === 0
          ? `the closing button '${article.cta}' opens the contact form and sends the source 'blog-article' with the lead`
          : `the closing button '${article.cta}' opens the contact form`,
      opensDialogs: true,
      run: async ({ page }) => {
        await expectOpensContactDialog(page, closingButton(page), article.cta, "blog-article");
        // The newest article also sends the form from it (one article stands for all six).
        if (index === 0) {
          const button = articleOf(page).getByRole("button", { name: article.cta, exact: true });
          await expectOpenerSendsSource(page, button.last(), article.cta, "blog-article", {
            intent: "consultation",
          });
        }
      },
    },
    tablesFit,
  ];
}

/** The old cross-article test, now one reading check on each of the two articles it named. */
const publishedIn = (month: string, year: string, category?: string): PageCheck => ({
  name: "the 5-signs article was published in September 2025 and change management in June 2024",
  run: async ({ page }) => {
    const time = page.locator("main article header time").first();
    await expect(time).toContainText(month);
    await expect(time).toContainText(year);
    if (category) await expect(page.locator("main article header")).toContainText(category);
  },
});

const articlePages = Object.fromEntries(
  articles.map((article, index) => {
    const checks = articleChecks(article, index);
    if (article.slug === "5-signs-small-business-needs-automation") {
      checks.push(publishedIn("September", "2025"));
    }
    if (article.slug === "change-management-automation") {
      checks.push(publishedIn("June", "2024", "Change Management"));
    }
    return [`/blog/${article.slug}`, checks];
  }),
);

export const checks: PageChecks = {
  "/blog": [blogIndex, subscribe, tablesFit],
  "/blog-insights": [blogIndex],
  ...articlePages,
};
