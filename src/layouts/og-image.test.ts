import { site } from "~/collections/facts";
import { getPage, type Page, pages } from "~/collections/page-list";
import { ogImagePath, ogImageSvg, pageFamily, wrapTitle } from "./og-image";

describe("wrapTitle", () => {
  it("fills lines greedily up to the width", () => {
    expect(wrapTitle("Manufacturing Automation Case Study", 26, 4)).toEqual([
      "Manufacturing Automation",
      "Case Study",
    ]);
  });

  it("ends an overflowing last line with an ellipsis", () => {
    expect(wrapTitle("one two three four five six", 9, 2)).toEqual(["one two", "three..."]);
  });
});

describe("ogImageSvg", () => {
  it("names the page's family and title, escaped, with the brand", () => {
    const svg = ogImageSvg(getPage("/webinars-events"));
    expect(svg).toContain("FREE RESOURCE");
    expect(svg).toContain("Automation Webinars &amp;");
    expect(svg).not.toMatch(/ & /);
    expect(svg).toContain(site.name);
    expect(svg).toMatch(/^<svg[^>]+width="1200" height="630"/);
  });

  it("gives every page its own image path and a family", () => {
    const list: readonly Page[] = pages;
    const paths = list.map(ogImagePath);
    expect(new Set(paths).size).toBe(list.length);
    expect(ogImagePath(getPage("/"))).toBe("/og/home.png");
    expect(ogImagePath(getPage("/blog/change-management-automation"))).toBe(
      "/og/blog/change-management-automation.png",
    );
    for (const page of list) expect(pageFamily(page), page.path).toMatch(/\S/);
  });
});
