// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { BlogCard, type BlogCardContent, requestArticleLabel } from "./BlogCard";

const card: BlogCardContent = {
  title: "5 Signs Your Small Business Needs Automation",
  excerpt: "Five signs it is time to automate.",
  author: "Jordan Ellis",
  date: "2025-09-16",
  readTime: "8 min read",
  category: "Best Practices",
  image: "🚦",
  slug: "5-signs-small-business-needs-automation",
};

const render = (content: BlogCardContent) => {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<BlogCard card={content} />);
  return container;
};

describe("BlogCard", () => {
  it("shows every field: title, excerpt, author, US date, read time, category, emoji", () => {
    const text = render(card).textContent ?? "";
    for (const part of [
      card.title,
      card.excerpt,
      "Jordan Ellis",
      "September 16, 2025",
      "8 min read",
      "Best Practices",
    ]) {
      expect(text).toContain(part);
    }
    // The emoji is Twemoji's drawing, a cached file named by its code points and content.
    const emoji = render(card).querySelector("img[data-emoji]");
    expect(emoji?.getAttribute("data-emoji")).toBe("🚦");
    expect(emoji?.getAttribute("src")).toMatch(/^\/assets\/emoji\/1f6a6\.[\w-]{10}\.svg$/);
    expect(emoji?.getAttribute("alt")).toBe("");
    expect(render(card).querySelector("time")?.getAttribute("datetime")).toBe("2025-09-16");
  });

  it("links the title to the article when it has a slug, with no contact button", () => {
    const container = render(card);
    const links = [...container.querySelectorAll("a")];
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/blog/5-signs-small-business-needs-automation", card.title],
    ]);
    expect(container.querySelector("h3 a")).not.toBeNull();
    expect(container.querySelector("button")).toBeNull();
  });

  it("opens the contact form instead when it has no slug", () => {
    const { slug: _slug, ...withoutSlug } = card;
    const container = render(withoutSlug);
    expect(container.querySelector("a")).toBeNull();
    const button = container.querySelector("button");
    expect(button?.textContent).toBe(requestArticleLabel);
    expect(button?.getAttribute("commandfor")).toBe("contact-dialog");
    expect(button?.getAttribute("command")).toBe("show-modal");
    expect(button?.dataset.contactLabel).toBe(requestArticleLabel);
    expect(button?.dataset.contactSource).toBe("blog");
  });
});
