import { articleSchema } from "~/collections/blog/schema";
import { getPage } from "~/collections/page-list";
import { articleJsonLdFor, hasContactCta } from "./article-meta";

const origin = import.meta.env.SITE_URL as string;

describe("hasContactCta", () => {
  it("finds a ContactCta with the given label only", () => {
    const body = 'Text.\n\n<ContactCta label="Get Your ROI Analysis" />\n';
    expect(hasContactCta(body, "Get Your ROI Analysis")).toBe(true);
    expect(hasContactCta(body, "Get Your Roadmap")).toBe(false);
    expect(hasContactCta("No button here.", "Get Your ROI Analysis")).toBe(false);
    expect(hasContactCta("<ContactCta text=\"Hi\" label='Go' />", "Go")).toBe(true);
  });
});

describe("articleJsonLdFor", () => {
  it("builds the Article block from the frontmatter and counts the body's words", () => {
    const page = getPage("/blog/automation-roi-calculator");
    const data = articleSchema.parse({
      title: "How to Calculate the ROI of Business Automation",
      description: page.description,
      excerpt: "A method.",
      datePublished: "2025-08-19",
      category: "ROI Analysis",
      readTime: 12,
      emoji: "📈",
      keywords: ["automation ROI", "payback period"],
      cta: "Get Your ROI Analysis",
    });
    const jsonLd = articleJsonLdFor(page, data, "## Step one\n\nAdd up [labor](/x) costs.");
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: "How to Calculate the ROI of Business Automation",
      description: page.description,
      author: { "@type": "Person", name: data.author },
      datePublished: "2025-08-19",
      dateModified: "2025-08-19",
      image: `${origin}/icon-512.png`,
      wordCount: 6,
      articleSection: "Business Automation",
      keywords: "automation ROI, payback period",
      mainEntityOfPage: `${origin}/blog/automation-roi-calculator`,
    });
  });
});
