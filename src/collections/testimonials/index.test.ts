import { describe, expect, it } from "vitest";
import { pages } from "~/collections/page-list";
import { countArticleWords } from "~/lib/article-text";
import { withTestimonials } from "~/page-families/article/article-meta";
import { getTestimonial, testimonials } from ".";
import { relatedPages } from "./schema";

describe("testimonials", () => {
  it("are read from their files, one related page each", () => {
    expect(testimonials.map((item) => item.id)).toEqual([
      "belltown-property-management",
      "capitol-hill-bakery",
      "eastside-physical-therapy",
      "kent-hvac-contractor",
    ]);
    expect(new Set(testimonials.map((item) => item.related.to)).size).toBe(testimonials.length);
    expect(getTestimonial("kent-hvac-contractor").related).toEqual({
      label: "System Integration",
      to: "/system-integration",
    });
  });

  it("link only to service pages, and the editor offers every service page", () => {
    const servicePages = pages.filter((page) => page.kind === "service").map((page) => page.path);
    expect([...relatedPages]).toEqual(servicePages);
  });

  it("fail loudly on an unknown id", () => {
    expect(() => getTestimonial("nobody")).toThrow('Unknown testimonial "nobody"');
  });

  it("count in an article's words where the article shows them", () => {
    const body = 'Before.\n\n<Testimonial id="kent-hvac-contractor" />\n\nAfter.';
    const expanded = withTestimonials(body);
    expect(expanded).toContain("We haven't touched the line of credit since spring.");
    expect(expanded).toContain("Owner, a heating, cooling and plumbing contractor in Kent");
    expect(countArticleWords(expanded)).toBe(
      2 +
        countArticleWords(
          `${getTestimonial("kent-hvac-contractor").quote} Owner, a heating, cooling and plumbing contractor in Kent`,
        ),
    );
  });
});
