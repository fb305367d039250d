import type { Page } from "@playwright/test";
import { site } from "../../src/collections/facts";
import type { Page as SitePage } from "../../src/collections/page-list";
import type * as OgImage from "../../src/layouts/og-image";
import type * as Seo from "../../src/layouts/seo";
import { checkedPaths, pageChecksFor } from "./checks";
import { withVisual } from "./checks/visuals";
import { analytics, expectStrictPolicy, recordViolations } from "./csp-recorder";
import { expect, test, type Width, widths } from "./fixtures";
import {
  expectedCanonical,
  expectNarrowFirstScreen,
  expectNoAxeViolations,
  expectTextOrPrioritizedImageAsLargestPaint,
  firstPageOfEachTemplate,
  horizontalOverflow,
  hydrateContactIsland,
  loadAppModule,
  recordLargestContentfulPaint,
  recordScripts,
  scriptsOnIntent,
  shellRunning,
  siteOrigin,
  sitePages,
  watchProblems,
} from "./helpers";
import { expectFirstScreenHeldStill, recordLayoutShifts } from "./layout-shift";

const { documentTitle } = await loadAppModule<typeof Seo>("/src/layouts/seo.ts");
const { ogImagePath } = await loadAppModule<typeof OgImage>("/src/layouts/og-image.ts");

type JsonLdNode = Record<string, unknown> & { "@type"?: string | string[] };

/**
 * Axe reads every page at 1280 px, and at the phone's width the first page of each template: what
 * the narrow layout changes (the menu, what shows, the size of targets) is the template's, and the
 * words and images of each page were read at 1280 px.
 */
const phoneAxePages = new Set(firstPageOfEachTemplate.map((entry) => entry.path));

/** The head and headings of the HTML as served, before any script runs (what crawlers read). */
async function readStaticDocument(page: Page, html: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta = (selector: string) =>
      doc.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? null;
    return {
      title: doc.title,
      titleCount: doc.querySelectorAll("head title").length,
      description: meta('name="description"'),
      descriptionCount: doc.querySelectorAll('meta[name="description"]').length,
      robots: meta('name="robots"'),
      canonicals: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) =>
        link.getAttribute("href"),
      ),
      og: {
        title: meta('property="og:title"'),
        description: meta('property="og:description"'),
        url: meta('property="og:url"'),
        image: meta('property="og:image"'),
        type: meta('property="og:type"'),
      },
      twitterCard: meta('name="twitter:card"'),
      feeds: [
        ...doc.querySelectorAll('head link[rel="alternate"][type="application/rss+xml"]'),
      ].map((link) => link.getAttribute("href")),
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
      h1Count: doc.querySelectorAll("h1").length,
    };
  }, html);
}

const typesOf = (node: JsonLdNode) =>
  Array.isArray(node["@type"]) ? node["@type"] : [node["@type"] ?? ""];

function parseJsonLd(sources: string[]): JsonLdNode[] {
  return sources.flatMap((source) => {
    const data = JSON.parse(source) as JsonLdNode | JsonLdNode[];
    const nodes = Array.isArray(data) ? data : [data];
    return nodes.flatMap((node) =>
      Array.isArray(node["@graph"]) ? (node["@graph"] as JsonLdNode[]) : [node],
    );
  });
}

const ofType = (nodes: JsonLdNode[], ...types: string[]) =>
  nodes.filter((node) => typesOf(node).some((type) => types.includes(type)));

const isAbsoluteHttpUrl = (value: unknown) =>
  typeof value === "string" && /^https?:\/\/[^/]+/.test(value);

const asArray = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);

/** The structured data every page carries, and what its kind adds (service, article). */
function expectStructuredData(entry: SitePage, jsonLd: string[]) {
  const canonical = expectedCanonical(entry.path);
  const nodes = parseJsonLd(jsonLd);
  const businesses = ofType(nodes, "LocalBusiness", "ProfessionalService");
  expect(businesses, "one LocalBusiness block").toHaveLength(1);
  const business = businesses[0] as JsonLdNode;
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: site.name,
    telephone: site.phone,
    email: site.email,
    url: `${siteOrigin}/`,
    serviceType: "Business Process Automation",
    areaServed: site.areaServed,
    address: {
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
  });
  const offers = [...asArray(business.makesOffer), ...asArray(business.offers)] as JsonLdNode[];
  expect(offers.map((offer) => offer.url)).toContain(`${siteOrigin}/pricing`);

  const breadcrumbLists = ofType(nodes, "BreadcrumbList");
  if (entry.path === "/") {
    expect(breadcrumbLists).toHaveLength(0);
  } else {
    expect(breadcrumbLists).toHaveLength(1);
    const items = (breadcrumbLists[0] as JsonLdNode).itemListElement as JsonLdNode[];
    const depth = entry.path.split("/").filter(Boolean).length;
    expect(items).toHaveLength(depth + 1);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]).toMatchObject({ name: "Home", item: `${siteOrigin}/` });
    expect(items.at(-1)).toMatchObject({ name: entry.name, item: `${siteOrigin}${entry.path}` });
  }

  const services = ofType(nodes, "Service");
  if (entry.kind === "service") {
    expect(services, "Service block on a service page").toHaveLength(1);
    const service = services[0] as JsonLdNode;
    expect(service.name).toEqual(expect.any(String));
    expect(service.description).toEqual(expect.any(String));
    expect(service.areaServed).toBe(site.areaServed);
    expect((service.offers as JsonLdNode | undefined)?.price).toEqual(expect.stringMatching(/\S/));
  }

  const articles = ofType(nodes, "Article", "BlogPosting");
  if (entry.kind === "article") {
    expect(articles, "Article block on an article").toHaveLength(1);
    const article = articles[0] as JsonLdNode;
    expect(article).toMatchObject({
      headline: expect.stringMatching(/\S/),
      description: entry.description,
      author: { name: expect.stringMatching(/\S/) },
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      articleSection: "Business Automation",
      wordCount: expect.any(Number),
      mainEntityOfPage: canonical,
    });
    expect(isAbsoluteHttpUrl(article.image), "absolute article image").toBe(true);
    expect(String(article.dateModified) >= String(article.datePublished)).toBe(true);
  } else {
    expect(articles).toHaveLength(0);
  }
}

/** The prerendered head: title, description, canonical, robots, Open Graph, the feed, one h1. */
function expectHead(entry: SitePage, head: Awaited<ReturnType<typeof readStaticDocument>>) {
  const canonical = expectedCanonical(entry.path);
  const title = documentTitle(entry);
  expect(head.title).toBe(title);
  expect(head.titleCount).toBe(1);
  expect(head.descriptionCount).toBe(1);
  expect(head.description).toBe(entry.description);
  expect(head.description?.length ?? 0).toBeGreaterThanOrEqual(50);
  expect(head.description?.length ?? 0).toBeLessThanOrEqual(160);
  expect(head.canonicals).toEqual([canonical]);
  expect(head.robots).toBe(entry.noindex ? "noindex" : null);
  expect(head.og).toEqual({
    title,
    description: entry.description,
    url: canonical,
    image: expect.stringMatching(/^https?:\/\/[^/]+\/.+/),
    type: entry.kind === "article" ? "article" : "website",
  });
  expect(head.twitterCard).toBe("summary_large_image");
  expect(head.feeds, "the blog's RSS feed linked from the head").toEqual(["/rss.xml"]);
  expect(head.h1Count, "one h1 in the static HTML").toBe(1);
}

/**
 * Every request the page makes to another origin. Without a measurement ID the site makes none,
 * not even for analytics (spec section 7); data: and blob: URLs never touch the network.
 */
function recordRequestsElsewhere(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin)
      elsewhere.push(request.url());
  });
  return elsewhere;
}

/**
 * The document as the browser holds it once the scripts have run (what a crawler that runs them
 * reads): its title, headings, structured data and breadcrumb trail, read in one pass.
 */
function readLiveDocument(page: Page) {
  return page.evaluate(() => {
    const trails = document.querySelectorAll('nav[aria-label="Breadcrumb"]');
    const crumbs = [...(trails[0]?.querySelectorAll(":scope > ol > li") ?? [])];
    const last = crumbs.at(-1);
    return {
      title: document.title,
      h1Count: document.querySelectorAll("h1").length,
      jsonLdCount: document.querySelectorAll('script[type="application/ld+json"]').length,
      trailCount: trails.length,
      crumbCount: crumbs.length,
      homeLinks: [...(crumbs[0]?.querySelectorAll("a") ?? [])].map((link) => ({
        text: link.textContent?.trim(),
        href: link.getAttribute("href"),
      })),
      last: last && {
        text: last.textContent?.trim(),
        links: last.querySelectorAll("a").length,
        current: last.querySelectorAll('[aria-current="page"]').length,
      },
    };
  });
}

/** Title and one h1 as served, JSON-LD kept, and the breadcrumb trail: Home first, the page last. */
function expectLiveDocument(
  entry: SitePage,
  jsonLdServed: number,
  live: Awaited<ReturnType<typeof readLiveDocument>>,
) {
  expect(live.title).toBe(documentTitle(entry));
  expect(live.h1Count, "one h1 once the scripts have run").toBe(1);
  expect(live.jsonLdCount, "the JSON-LD blocks kept").toBe(jsonLdServed);
  if (entry.path === "/") {
    expect(live.trailCount, "no breadcrumbs on the home page").toBe(0);
    return;
  }
  expect(live.trailCount).toBe(1);
  expect(live.crumbCount).toBe(entry.path.split("/").filter(Boolean).length + 1);
  expect(live.homeLinks).toEqual([{ text: "Home", href: "/" }]);
  // The page itself ends the trail: its name, not a link, marked as the current page.
  expect(live.last).toEqual({ text: entry.name, links: 0, current: 1 });
}

for (const [width, use] of Object.entries(widths) as [Width, (typeof widths)[Width]][]) {
  test.describe(`at ${use.viewport.width} px`, () => {
    // Read as by a visitor who asks for less motion: no check here is about motion, and each
    // smooth scroll repaints the page for half a second in software, about a sixth of these
    // tests' time. The page-level specs keep the default (decision 062).
    test.use({ ...use, reducedMotion: "reduce" });
    // Each test makes all of one page's checks (what used to be ten tests or more), axe among
    // them: its time limit is the sum of theirs, not one test's 30 s.
    test.describe.configure({ timeout: 120_000 });

    for (const entry of sitePages) {
      const checks = pageChecksFor(entry.path, width);
      test(`${entry.path}: served, described, structured, accessible, and as the spec says`, async ({
        page,
        baseURL,
      }) => {
        const problems = watchProblems(page);
        const elsewhere = recordRequestsElsewhere(page, baseURL);
        const csp = await recordViolations(page);
        await recordLargestContentfulPaint(page);
        await recordLayoutShifts(page);
        const scriptsLoaded = recordScripts(page);
        const response = await page.goto(entry.path);
        expect(response?.status(), "HTTP status").toBe(200);
        const html = (await response?.text()) ?? "";
        const head = await readStaticDocument(page, html);
        const context = { page, entry, html, width };

        // The document is the same at both widths: what reads it, and not its layout, runs once.
        if (width === "desktop") {
          await test.step("head: title, description, canonical, Open Graph, RSS feed, one h1", () =>
            expectHead(entry, head));
          await test.step("structured data", () => expectStructuredData(entry, head.jsonLd));
          await test.step("live document: title, one h1, JSON-LD kept, breadcrumbs", async () =>
            expectLiveDocument(entry, head.jsonLd.length, await readLiveDocument(page)));
        }
        await test.step("the largest paint is text or a sized, high-priority image", () =>
          expectTextOrPrioritizedImageAsLargestPaint(page));
        await test.step("nothing overflows sideways", async () => {
          expect(await horizontalOverflow(page), "horizontal overflow in px").toBeLessThanOrEqual(
            0,
          );
        });
        const readingChecks = checks.filter(
          (check) => !check.interactive && !check.opensDialogs && !check.staysOnPage,
        );
        for (const check of readingChecks) {
          await test.step(check.name, () => check.run(context));
        }
        await test.step("no framework code before the visitor reaches for the form", async () => {
          const onIntent = scriptsOnIntent(entry.path);
          expect(onIntent, "the contact form's scripts").not.toEqual([]);
          expect(scriptsLoaded.filter((path) => onIntent.includes(path))).toEqual([]);
        });
        if (width === "desktop" || phoneAxePages.has(entry.path)) {
          await test.step("no axe violations", () => expectNoAxeViolations(page));
        }
        // The island and its markup are the same at both widths: it is hydrated at 1280 px, and
        // at the phone's width on the pages whose buttons open it here.
        const hydrates = width === "desktop" || checks.some((check) => check.opensDialogs);
        await test.step(
          hydrates
            ? "the contact island hydrates on intent; nothing was refused or failed"
            : "nothing was refused or failed",
          async () => {
            if (hydrates) await hydrateContactIsland(page);
            else await shellRunning(page);
            expectStrictPolicy(response);
            expect(await csp.violations(), "Content-Security-Policy violations").toEqual([]);
            expect(csp.consoleReports).toEqual([]);
            expect(problems, "console errors and failed requests").toEqual([]);
            if (!analytics) expect(elsewhere, "requests to another site").toEqual([]);
          },
        );
        // Hydration is the last thing that changes a later page of a visit on its own (the
        // loading screen's timers run on the first page only: shell.spec checks them on the clock).
        await test.step("no layout shift in the hero, nor on the first screen once parsed", () =>
          expectFirstScreenHeldStill(page));
        // The contact buttons after the reading: each closes the dialog it opens, but a dialog
        // changes what the page shows while open, and every reading check reads it as it loaded.
        // Then what acts on the page without leaving it: scrolling, disclosures, links within it.
        const actingChecks = [
          ...checks.filter((check) => check.opensDialogs),
          ...checks.filter((check) => check.staysOnPage),
        ];
        for (const check of actingChecks) {
          await test.step(check.name, () => check.run(context));
        }
        if (actingChecks.length > 0) {
          await test.step("nothing was refused or failed while the page was used", async () => {
            expect(await csp.violations(), "Content-Security-Policy violations").toEqual([]);
            expect(problems, "console errors and failed requests").toEqual([]);
            if (!analytics) expect(elsewhere, "requests to another site").toEqual([]);
          });
        }
        if (width === "phone") {
          await test.step("at 320 x 640 the brand, the eyebrow and the main button fit the first screen", () =>
            expectNarrowFirstScreen(page));
        }
      });

      // Interactive checks click, type and navigate: each gets its own load of the page and its
      // own test, so the two workers share them out. Each starts once the page's script runs (it
      // is requested after the first paint): a link followed before then cancels its request, which
      // a visitor never sees but the test would count as a failed request.
      for (const check of checks.filter((check) => check.interactive)) {
        test(`${entry.path}: ${check.name}`, async ({ page }) => {
          const problems = watchProblems(page);
          const response = await page.goto(entry.path);
          expect(response?.status(), "HTTP status").toBe(200);
          const html = (await response?.text()) ?? "";
          await shellRunning(page);
          await check.run({ page, entry, html, width });
          expect(problems, "console errors and failed requests").toEqual([]);
        });
      }
    }
  });
}

test("every page check names a page of the list", () => {
  const paths = new Set(sitePages.map((entry) => entry.path));
  expect(checkedPaths.filter((path) => !paths.has(path))).toEqual([]);
});

test("the page list yields the pages that must have a visual", () => {
  expect(withVisual.map((page) => page.path)).toEqual(
    expect.arrayContaining([
      "/",
      "/process-automation",
      "/process-audit",
      "/manufacturing-automation",
      "/automation-guide",
      "/roi-calculator",
      "/blog",
      "/blog-insights",
      "/about-us",
      "/pricing",
    ]),
  );
  expect(withVisual.length).toBeGreaterThanOrEqual(24);
});

test("the sitemap lists every canonical URL once and leaves out the noindex page", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const xml = await response.text();
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = [
    ...new Set(
      sitePages.filter((entry) => !entry.noindex).map((entry) => expectedCanonical(entry.path)),
    ),
  ];
  expect([...listed].sort()).toEqual([...expected].sort());
  for (const hidden of sitePages.filter((entry) => entry.noindex)) {
    expect(listed).not.toContain(`${siteOrigin}${hidden.path}`);
  }
  // Articles carry the date of their last change, from their frontmatter.
  for (const article of sitePages.filter((entry) => entry.kind === "article")) {
    expect(article.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(xml).toContain(
      `<loc>${expectedCanonical(article.path)}</loc><lastmod>${article.lastModified}</lastmod>`,
    );
  }
});

/** The one link the spec sends through a redirect (/process-automation links the old path). */
const specRedirects: Readonly<Record<string, string>> = {
  "/business-process-audit": "/process-audit",
};

/** The links to the booking page in a page's HTML: how each opens, and what it tells analytics. */
const bookingLinksIn = (page: Page, html: string) =>
  page.evaluate(
    ({ source, bookingUrl }) =>
      [
        ...new DOMParser()
          .parseFromString(source, "text/html")
          .querySelectorAll<HTMLAnchorElement>(`a[href="${bookingUrl}"]`),
      ].map((link) => ({
        target: link.target,
        rel: link.rel,
        label: link.dataset.trackLabel ?? "",
        location: link.dataset.trackLocation ?? "",
      })),
    { source: html, bookingUrl: site.bookingUrl },
  );

test("every internal link on every page resolves, without a redirect but the spec's; every booking link opens a new tab", async ({
  page,
  request,
}) => {
  const linked = new Map<string, string>();
  for (const entry of sitePages) {
    const html = await (await request.get(entry.path)).text();
    // The header, the phone menu and the footer each offer the booking page, in a new tab that
    // cannot reach back into the site, and tell analytics which button it was.
    const bookingLinks = await bookingLinksIn(page, html);
    expect(bookingLinks.length, `booking links on ${entry.path}`).toBeGreaterThanOrEqual(3);
    for (const link of bookingLinks) {
      expect(link, `a booking link on ${entry.path}`).toMatchObject({
        target: "_blank",
        rel: expect.stringMatching(/\bnoopener\b/),
        label: expect.stringMatching(/\S/),
        location: expect.stringMatching(/\S/),
      });
    }
    for (const [, href] of html.matchAll(/<a\b[^>]*?\shref="(\/[^"]*)"/g)) {
      const path = (href ?? "").split(/[?#]/)[0] ?? "";
      if (!linked.has(path)) linked.set(path, entry.path);
    }
  }
  expect(linked.size).toBeGreaterThan(sitePages.length / 2);
  for (const [path, from] of linked) {
    expect(path, `no trailing slash (linked from ${from})`).toMatch(/^\/$|[^/]$/);
    const response = await request.get(path, { maxRedirects: 0 });
    const redirect = specRedirects[path];
    if (redirect) {
      expect(response.status(), `GET ${path} (linked from ${from})`).toBe(301);
      expect(new URL(response.headers().location ?? "", siteOrigin).pathname).toBe(redirect);
    } else {
      expect(response.status(), `GET ${path} (linked from ${from})`).toBe(200);
    }
  }
});

test("robots.txt allows crawling except the inbox, and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${siteOrigin}/sitemap\\.xml$`, "m"));
});

test("favicons and the web manifest are served", async ({ page, request }) => {
  const head = await page.evaluate(
    (source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const hrefs = (selector: string) =>
        [...doc.querySelectorAll(selector)].map((link) => link.getAttribute("href") ?? "");
      return {
        icons: hrefs('head link[rel="icon"], head link[rel="apple-touch-icon"]'),
        manifests: hrefs('head link[rel="manifest"]'),
      };
    },
    await (await request.get("/")).text(),
  );
  expect(head.icons.length).toBeGreaterThan(0);
  for (const href of head.icons) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()["content-type"], href).toMatch(/^image\//);
  }

  expect(head.manifests).toEqual(["/site.webmanifest"]);
  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe(site.name);
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test("every Open Graph image is a 1200x630 PNG", async ({ request }) => {
  const images = [...new Set(sitePages.map((entry) => entry.ogImage ?? ogImagePath(entry)))];
  for (const path of images) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^image\/png/);
    const png = await response.body();
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(0, 8).toString("hex"), path).toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("latin1"), path).toBe("IHDR");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, path).toEqual({
      width: 1200,
      height: 630,
    });
  }
});
