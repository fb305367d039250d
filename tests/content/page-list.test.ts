import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { familyKinds, pageFile } from "~/collections/page-copy";
import {
  canonicalPath,
  findPage,
  getPage,
  type MenuGroup,
  menus,
  type Page,
  pages,
  pagesInGroup,
} from "~/collections/page-list";

const list: readonly Page[] = pages;
const appDir = fileURLToPath(new URL("../../src/", import.meta.url));

/**
 * The menu groups of spec section 2, in the spec's order, with the pages the spec lists in each.
 * The spec names these pages, so each must stay; a page added later (a new service) may join its
 * family's menu, so the menus are checked to hold these, not to be these.
 */
const specMenus: Record<string, string[]> = {
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

/** The spec's full route table (section 2): every page it names. */
const specPaths = [
  "/",
  ...Object.values(specMenus).flat(),
  "/blog",
  ...specArticles,
  "/privacy-policy",
  "/terms-of-service",
];

/**
 * The families whose pages make up one menu (spec section 2: the service pages are the Automation
 * Solutions menu, and so on): each page of the family is in that menu, and the menu lists no other
 * kind of page.
 */
const familyMenus: Partial<Record<Page["kind"], MenuGroup>> = {
  service: "automation-solutions",
  assessment: "process-analysis",
  "case-study": "case-studies",
};

const paths = (entries: readonly Page[]) => entries.map((page) => page.path);

describe("the page list", () => {
  it("has every page the spec names, one home, and the noindex confirmation page alone", () => {
    expect(paths(list)).toEqual(expect.arrayContaining(specPaths));
    expect(list.filter((page) => page.noindex).map((page) => page.path)).toEqual([
      "/contact-received",
    ]);
    expect(paths(list.filter((page) => page.kind === "home"))).toEqual(["/"]);
  });

  it("has the spec's six articles among the articles, and articles only under /blog/", () => {
    const articles = paths(list.filter((page) => page.kind === "article"));
    expect(articles).toEqual(expect.arrayContaining(specArticles));
    for (const path of articles) expect(path).toMatch(/^\/blog\/[a-z0-9-]+$/);
  });

  it("has unique paths, without trailing slashes", () => {
    const all = paths(list);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) {
      expect(path).toMatch(/^\//);
      if (path !== "/") expect(path).not.toMatch(/\/$/);
      expect(path).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });

  it("keeps the spec's menus in order, each with the spec's pages in the spec's order", () => {
    expect(menus.map(({ name }) => name)).toEqual(Object.keys(specMenus));
    for (const { key, name } of menus) {
      const spec = specMenus[name] ?? [];
      const listed = paths(pagesInGroup(key));
      // In the spec's order, whatever else a menu lists between or after them.
      expect(
        listed.filter((path) => spec.includes(path)),
        name,
      ).toEqual(spec);
    }
  });

  it("lists each service, assessment and case study in its family's menu, and nothing else there", () => {
    for (const [kind, group] of Object.entries(familyMenus)) {
      const family = list.filter((page) => page.kind === kind);
      expect(family.length, kind).toBeGreaterThan(0);
      for (const page of family) expect(page.group, page.path).toBe(group);
      expect(paths(pagesInGroup(group as MenuGroup)), group).toEqual(paths(family));
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
