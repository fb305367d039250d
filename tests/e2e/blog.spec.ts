import { site } from "../../src/collections/facts";
import { blogPage } from "../../src/collections/page-copy";
import { articles } from "./checks/blog";
import { expect, test } from "./fixtures";
import { horizontalOverflow, siteOrigin, watchProblems } from "./helpers";

const { feedIntro } = blogPage();

/**
 * The blog's tests that are not about one page's content: the RSS feed, read by a feed reader and
 * opened in a browser. Each page's own content (index, articles) is checked by checks/blog.ts, and
 * every page's head link to the feed by pages.spec.ts.
 */

test("the RSS feed lists the six articles with absolute links, newest first", async ({ page }) => {
  const response = await page.request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  // Parsed by the browser's XML parser, on the blank page (nothing needs loading for it).
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

test("opened in a browser, the feed reads as a page: what a feed is, its address, the articles as links", async ({
  page,
}) => {
  const problems = watchProblems(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/rss.xml");
    await expect(page.getByRole("heading", { name: feedIntro.heading })).toBeVisible();
    await expect(page.getByText(feedIntro.copyPrompt)).toBeVisible();
    await expect(page.getByText(`${siteOrigin}/rss.xml`, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: feedIntro.backLabel })).toHaveAttribute(
      "href",
      `${siteOrigin}/blog`,
    );
    for (const article of articles)
      await expect(page.getByRole("link", { name: article.title, exact: true })).toHaveAttribute(
        "href",
        `${siteOrigin}/blog/${article.slug}`,
      );
    // Styled by /rss.css: the elements only feed readers need are hidden.
    await expect(page.locator("guid").first()).toBeHidden();
    expect(await horizontalOverflow(page), `overflow at ${width} px`).toBe(0);
  }
  // The stylesheet is allowed by the feed's own policy: no CSP report, no console error.
  expect(problems).toEqual([]);
});
