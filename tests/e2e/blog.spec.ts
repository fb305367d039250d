import { expect, type Locator, type Page, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { countArticleWords } from "../../app/lib/article-text";
import { expectNoAxeViolations, siteOrigin, waitForApp, watchProblems } from "./helpers";

/**
 * The blog (spec section 2, "Blog index" and "Blog articles"; section 3 blog card and article
 * structured data). The figures, labels and dates are written out here, independent of the content
 * modules and the MDX frontmatter, so a wrong edit there fails this test.
 */
interface ArticleSpec {
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

/** Newest first, as the index and the feed list them. */
const articles: readonly ArticleSpec[] = [
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

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
  await waitForApp(page);
}

/** Opens the dialog with a contact button and checks its heading and the source it will send. */
async function expectOpensContactDialog(
  page: Page,
  button: Locator,
  label: string,
  source: string,
) {
  await expect(button).toHaveAttribute("data-contact-source", source);
  await button.click();
  const dialog = contactDialog(page, label);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2 })).toHaveText(label);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** Sends the form opened by a button and returns the posted fields. */
async function submitFrom(page: Page, button: Locator, label: string) {
  await button.click();
  const dialog = contactDialog(page, label);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "First name" }).fill("Dana");
  await dialog.getByRole("textbox", { name: "Last name" }).fill("Nguyen");
  await dialog.getByRole("textbox", { name: "Company" }).fill("Rainier Bakery");
  await dialog.getByRole("textbox", { name: "Email" }).fill(`blog-${Date.now()}@example.com`);
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await dialog.getByRole("button", { name: /Request My Free Consultation/ }).click();
  const request = await posted;
  expect((await request.response())?.status()).toBe(200);
  return new URLSearchParams(request.postData() ?? "");
}

/** Every internal link of the main content answers 200 (no redirect). */
async function expectInternalLinksResolve(page: Page) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href, "no trailing slash").not.toMatch(/.\/($|[?#])/);
    const response = await page.request.get(href.split("#")[0] ?? href, { maxRedirects: 0 });
    expect(response.status(), `GET ${href}`).toBe(200);
  }
}

test.describe("blog index", () => {
  for (const path of ["/blog", "/blog-insights"]) {
    test(`${path}: hero, six cards, six categories, links, canonical /blog`, async ({ page }) => {
      const problems = watchProblems(page);
      await open(page, path);

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

      const featured = page.getByRole("region", { name: "Featured Articles" });
      const cards = featured.getByRole("listitem");
      await expect(cards).toHaveCount(6);
      for (const [index, article] of articles.entries()) {
        const card = cards.nth(index);
        const link = card.getByRole("heading", { level: 3 }).getByRole("link");
        await expect(link).toHaveText(article.title);
        await expect(link).toHaveAttribute("href", `/blog/${article.slug}`);
        await expect(card).toContainText(article.category);
        await expect(card).toContainText(article.emoji);
        await expect(card).toContainText(author);
        await expect(card.locator("time")).toHaveText(article.date);
        await expect(card.locator("time")).toHaveAttribute("datetime", article.datePublished);
        await expect(card).toContainText(`${article.readTime} min read`);
        // The excerpt: a sentence or two of its own.
        const excerpt = (await card.locator("p").allTextContents()).find(
          (text) => text.split(" ").length >= 12,
        );
        expect(excerpt, `excerpt of ${article.slug}`).toBeDefined();
        // With a slug, the card links and does not open the contact form.
        await expect(card.getByRole("button")).toHaveCount(0);
      }

      const categoryList = page.getByRole("region", { name: "Browse by Category" });
      const categoryItems = categoryList.getByRole("listitem");
      await expect(categoryItems).toHaveCount(6);
      for (const [index, [name, count]] of categories.entries()) {
        await expect(categoryItems.nth(index).getByRole("heading", { level: 3 })).toHaveText(
          name ?? "",
        );
        await expect(categoryItems.nth(index)).toContainText(count ?? "");
      }

      const main = page.locator("main");
      await expect(main.locator('a[href="/process-automation"]')).toHaveCount(1);
      await expect(main.locator('a[href="/pricing"]')).toHaveCount(1);
      await expect(main.locator('a[href="/rss.xml"]')).toHaveCount(1);
      await expect(main).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);

      expect(problems, "console errors and failed requests").toEqual([]);
    });
  }

  test("'Subscribe to Blog Updates' opens the contact form and sends the source 'blog'", async ({
    page,
  }) => {
    await open(page, "/blog");
    const buttons = page
      .locator("main")
      .getByRole("button", { name: "Subscribe to Blog Updates", exact: true });
    // The hero's and the closing call to action's.
    await expect(buttons).toHaveCount(2);
    await expectOpensContactDialog(page, buttons.first(), "Subscribe to Blog Updates", "blog");
    await expectOpensContactDialog(page, buttons.last(), "Subscribe to Blog Updates", "blog");
    const fields = await submitFrom(page, buttons.last(), "Subscribe to Blog Updates");
    expect(fields.get("source")).toBe("blog");
    expect(fields.get("form-name")).toBe("contact");
  });

  test("its internal links resolve and it has no axe violations", async ({ page }) => {
    await open(page, "/blog");
    await expectInternalLinksResolve(page);
    await expectNoAxeViolations(page);
  });
});

type JsonLd = Record<string, unknown>;

for (const [index, article] of articles.entries()) {
  test.describe(`/blog/${article.slug}`, () => {
    const path = `/blog/${article.slug}`;

    test("shows its headline, byline, body, author note and closing button", async ({ page }) => {
      const problems = watchProblems(page);
      await open(page, path);
      const main = page.locator("main");
      const articleElement = main.locator("article");

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      const header = articleElement.locator("header");
      await expect(header).toContainText(article.category);
      await expect(header).toContainText(article.emoji);
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
      const contactButtons = articleElement.locator('button[data-contact-source="blog-article"]');
      await expect(contactButtons.last()).toHaveText(article.cta);
      await expectOpensContactDialog(page, contactButtons.last(), article.cta, "blog-article");

      // Previous and next articles, newest first.
      const newer = articles[index - 1];
      const older = articles[index + 1];
      const nav = main.getByRole("navigation", { name: "Keep reading" });
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
      await expect(main).not.toContainText(/\bundefined\b|\bNaN\b|\[object Object\]/);
      expect(problems, "console errors and failed requests").toEqual([]);
    });

    test("carries Article structured data that matches the page", async ({ page }) => {
      await open(page, path);
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>),
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
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as a reader sees it (table cells apart).
      const visible = await page.locator(".article-prose").innerText();
      const visibleWords = countArticleWords(visible);
      expect(Math.abs(wordCount - visibleWords) / visibleWords).toBeLessThan(0.08);
    });

    test("its internal links resolve and it has no axe violations", async ({ page }) => {
      await open(page, path);
      await expectInternalLinksResolve(page);
      await expectNoAxeViolations(page);
    });
  });
}

test("an article's closing button sends the source 'blog-article' with the lead", async ({
  page,
}) => {
  const [article] = articles;
  if (!article) throw new Error("no article");
  await open(page, `/blog/${article.slug}`);
  const button = page
    .locator("main article")
    .getByRole("button", { name: article.cta, exact: true })
    .last();
  const fields = await submitFrom(page, button, article.cta);
  expect(fields.get("source")).toBe("blog-article");
  expect(fields.get("subject")).toBe("New Automation Consultation Request - Rainier Bakery");
});

test("the RSS feed lists the six articles with absolute links, newest first", async ({ page }) => {
  const response = await page.request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  await page.goto("/blog");
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (scope: Element | Document, selector: string) =>
      scope.querySelector(selector)?.textContent ?? null;
    return {
      parseError: doc.querySelector("parsererror")?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channel: {
        title: text(doc, "channel > title"),
        link: text(doc, "channel > link"),
        description: text(doc, "channel > description"),
      },
      items: [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        description: text(item, "description"),
        pubDate: text(item, "pubDate"),
        category: text(item, "category"),
      })),
    };
  }, xml);

  expect(feed.parseError).toBeNull();
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channel.title).toContain(site.name);
  expect(feed.channel.link).toBe(`${siteOrigin}/blog`);
  expect(feed.channel.description?.length ?? 0).toBeGreaterThan(20);
  expect(feed.items).toHaveLength(6);
  for (const [index, article] of articles.entries()) {
    const item = feed.items[index];
    expect(item).toMatchObject({
      title: article.title,
      link: `${siteOrigin}/blog/${article.slug}`,
      guid: `${siteOrigin}/blog/${article.slug}`,
      category: article.category,
    });
    expect(new Date(item?.pubDate ?? "").toISOString().slice(0, 10)).toBe(article.datePublished);
    expect(item?.description?.length ?? 0).toBeGreaterThanOrEqual(50);
    // Every link of the feed is a page that exists.
    expect((await page.request.get(`/blog/${article.slug}`)).status()).toBe(200);
  }
});

test("every page's head links the RSS feed", async ({ page }) => {
  for (const path of ["/", "/pricing", `/blog/${articles[0]?.slug}`]) {
    await page.goto(path);
    await expect(
      page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
      path,
    ).toHaveAttribute("href", "/rss.xml");
  }
});

test("the 5-signs article was published in September 2025 and change management in June 2024", async ({
  page,
}) => {
  await open(page, "/blog/5-signs-small-business-needs-automation");
  await expect(page.locator("main article header time").first()).toContainText("September");
  await expect(page.locator("main article header time").first()).toContainText("2025");
  await open(page, "/blog/change-management-automation");
  await expect(page.locator("main article header time").first()).toContainText("June");
  await expect(page.locator("main article header time").first()).toContainText("2024");
  await expect(page.locator("main article header")).toContainText("Change Management");
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("articles and the index fit the screen and have no axe violations", async ({ page }) => {
    for (const path of ["/blog", ...articles.map((article) => `/blog/${article.slug}`)]) {
      await open(page, path);
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        figures: [...document.querySelectorAll(".figure-body")].map(
          (frame) => frame.scrollWidth - frame.clientWidth,
        ),
      }));
      expect(overflow.page, `${path}: horizontal scroll`).toBe(0);
      for (const extra of overflow.figures) expect(extra, `${path}: a table overflows`).toBe(0);
      // Axe on the index and on the article with the most tables.
      if (path === "/blog" || path.endsWith("/automation-roi-calculator")) {
        await expectNoAxeViolations(page);
      }
    }
  });
});
