import { describe, expect, it } from "vitest";
import { withTestimonials } from "~/lib/article-meta";
import { countArticleWords } from "~/lib/article-text";
import { getTestimonial, testimonialFor, testimonials } from "./testimonials";

describe("testimonials", () => {
  it("have unique ids and one related page each", () => {
    expect(new Set(testimonials.map((item) => item.id)).size).toBe(testimonials.length);
    expect(new Set(testimonials.map((item) => item.related.to)).size).toBe(testimonials.length);
    expect(testimonialFor("/system-integration")?.id).toBe("kent-hvac-contractor");
    expect(testimonialFor("/inventory-management")).toBeUndefined();
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
