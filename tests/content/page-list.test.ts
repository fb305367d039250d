import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { menuGroups, pages } from "~/collections/page-list";
import { familyKinds, pageFile } from "~/collections/pages";
import type { MenuGroup, Page } from "~/lib/page";
import { canonicalPath, findPage, getPage, pagesInGroup } from "~/lib/page";

const list: readonly Page[] = pages;
const appDir = fileURLToPath(new URL("../../src/", import.meta.url));

/** The menu groups of spec section 2, in the spec's order. */
const specMenus: Record<MenuGroup, string[]> = {
  "Automation Solutions": [
    "/process-automation",
    "/custom-development",
    "/system-integration",
    "/data-management",
    "/inventory-management",
  ],
  "Process Analysis": [
    "/process-audit",
    "/efficiency-assessment",
    "/automation-review",
    "/roi-analysis",
    "/implementation-roadmap",
  ],
  "Case Studies": [
    "/manufacturing-automation",
    "/retail-operations",
    "/service-industry",
    "/ecommerce-solutions",
    "/healthcare-operations",
    "/dealership-automation",
  ],
  Resources: [
    "/automation-guide",
    "/roi-calculator",
    "/best-practices",
    "/webinars-events",
    "/blog-insights",
  ],
  About: ["/about-us", "/pricing"],
};

const specArticles = [
  "/blog/5-signs-small-business-needs-automation",
  "/blog/automation-roi-calculator",
  "/blog/seattle-automation-success-stories",
  "/blog/ai-vs-traditional-automation",
  "/blog/no-code-vs-custom-development",
  "/blog/change-management-automation",
];

describe("the page list", () => {
  const publicPages = list.filter((page) => !page.noindex);

  it("has the spec's 33 public pages and the noindex confirmation page", () => {
    expect(publicPages).toHaveLength(33);
    expect(list.filter((page) => page.noindex).map((page) => page.path)).toEqual([
      "/contact-received",
    ]);
    const expected = [
      "/",
      ...Object.values(specMenus).flat(),
      "/blog",
      ...specArticles,
      "/privacy-policy",
      "/terms-of-service",
    ];
    expect(expected).toHaveLength(33);
    expect(publicPages.map((page) => page.path).sort()).toEqual([...expected].sort());
  });

  it("counts 5 services, 5 assessments, 6 case studies, 5 resources, 6 articles", () => {
    const count = (kind: Page["kind"]) => list.filter((page) => page.kind === kind).length;
    expect(count("service")).toBe(5);
    expect(count("assessment")).toBe(5);
    expect(count("case-study")).toBe(6);
    expect(count("article")).toBe(6);
    expect(count("home")).toBe(1);
    expect(list.filter((page) => page.kind === "article").map((page) => page.path)).toEqual(
      specArticles,
    );
  });

  it("has unique paths, without trailing slashes", () => {
    const paths = list.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(path).toMatch(/^\//);
      if (path !== "/") expect(path).not.toMatch(/\/$/);
      expect(path).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });

  it("puts every menu group's pages in the spec's order, and the groups too", () => {
    expect(menuGroups).toEqual(Object.keys(specMenus));
    for (const group of menuGroups) {
      expect(pagesInGroup(group).map((page) => page.path)).toEqual(specMenus[group]);
    }
  });

  it("gives every page an Astro page file (its own, the articles' [slug] route, or its family's)", () => {
    for (const page of list) {
      if (familyKinds.includes(page.kind)) {
        expect(existsSync(pageFile(page.path)), `${page.path} -> ${pageFile(page.path)}`).toBe(
          true,
        );
        continue;
      }
      const own = [`pages${page.path}.astro`, `pages${page.path}/index.astro`];
      const parent = page.path.slice(0, page.path.lastIndexOf("/"));
      const candidates = [...own, ...(parent ? [`pages${parent}/[slug].astro`] : [])];
      expect(
        candidates.some((file) => existsSync(`${appDir}${file}`)),
        `${page.path} -> src/${own[0]}`,
      ).toBe(true);
    }
  });

  it("gives every page a name, title, keywords and a 50-160 character description", () => {
    for (const page of list) {
      expect(page.name.trim(), page.path).not.toBe("");
      expect(page.title.trim(), page.path).not.toBe("");
      expect(page.keywords.length, page.path).toBeGreaterThan(0);
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("gives distinct pages distinct titles and descriptions (aliases share them)", () => {
    const byCanonical = new Map(list.map((page) => [canonicalPath(page), page]));
    const kept = [...byCanonical.values()];
    expect(new Set(kept.map((page) => page.title)).size).toBe(kept.length);
    expect(new Set(kept.map((page) => page.description)).size).toBe(kept.length);
  });

  it("serves the blog index at /blog and /blog-insights, both canonical at /blog", () => {
    expect(canonicalPath(getPage("/blog"))).toBe("/blog");
    expect(canonicalPath(getPage("/blog-insights"))).toBe("/blog");
    for (const file of ["pages/blog/index.astro", "pages/blog-insights.astro"]) {
      expect(readFileSync(`${appDir}${file}`, "utf8"), file).toContain("<BlogIndex");
    }
    for (const page of list.filter((entry) => entry.path !== "/blog-insights")) {
      expect(canonicalPath(page), page.path).toBe(page.path);
    }
  });

  it("finds pages by path, ignoring a trailing slash, and refuses unknown ones", () => {
    expect(findPage("/pricing")?.name).toBe("Pricing");
    // The prerenderer renders each page at "/path/"; its head must still be the page's own.
    expect(findPage("/blog-insights/")?.canonical).toBe("/blog");
    expect(findPage("/")?.name).toBe("Home");
    expect(findPage("/business-process-audit")).toBeUndefined();
    expect(() => getPage("/nope" as never)).toThrow(/Unknown page/);
  });
});
