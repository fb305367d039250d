import { pages } from "~/collections/page-list";
import { editDistance, nearestPage, normalisePath } from "./nearest-page";

const nearest = (path: string) => nearestPage(path, pages)?.path;

describe("nearestPage: the 404 page's 'did you mean'", () => {
  it.each([
    ["/pricng", "/pricing"],
    ["/Pricing/", "/pricing"],
    ["/prcing", "/pricing"],
    ["/about", "/about-us"],
    ["/roi-calculater", "/roi-calculator"],
    ["/process-automaton", "/process-automation"],
    ["/blog/change-management", "/blog/change-management-automation"],
    ["/blog/ai-vs-traditional-automaton", "/blog/ai-vs-traditional-automation"],
    ["/healthcare%2Doperations", "/healthcare-operations"],
    ["/blog", "/blog-insights"],
    ["/blog/change-managment", "/blog/change-management-automation"],
  ])("suggests %s -> %s", (asked, page) => {
    expect(nearest(asked)).toBe(page);
  });

  it.each([
    "/",
    "/no-such-page",
    "/wp-admin",
    "/blog/no-such-article",
    "/%E0%A4%A",
    "/x",
    "/p",
    "/abc",
  ])("suggests nothing for %s, which is not a typo of a page", (asked) => {
    expect(nearest(asked)).toBeUndefined();
  });

  it("counts edits and normalises addresses", () => {
    expect(editDistance("pricing", "pricng")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(normalisePath("/About-Us/")).toBe("/about-us");
    expect(normalisePath("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});
