// @vitest-environment jsdom
// jsdom, not the component tests' happy-dom, whose XML parser drops the feed's namespaces (the
// checks below read the XHTML intro by its namespace).
import { getRssString } from "@astrojs/rss";
import { blogFeedOptions, feedNamespaces, feedStylesheetPath } from "./rss";

const feedXml = () =>
  getRssString(
    blogFeedOptions({
      title: "Blog & <News>",
      description: 'Articles "on" automation',
      link: "https://example.com/blog",
      self: "https://example.com/rss.xml",
      intro: {
        heading: "This is a feed",
        paragraphs: ["Readers & apps follow it."],
        copyPrompt: "Copy this address:",
        backLabel: "Back to the blog",
      },
      articles: [
        {
          title: "Q&A: <AI> vs. rules",
          link: "https://example.com/blog/q-and-a",
          description: "It's 'complicated' & useful",
          author: "Jordan Ellis",
          category: "Trends",
          date: "2025-05-13",
        },
        {
          title: "Older",
          link: "https://example.com/blog/older",
          description: "An older article.",
          author: "Jordan Ellis",
          category: "Technology",
          date: "2024-06-11",
        },
      ],
    }),
  );

const parse = (xml: string) => new DOMParser().parseFromString(xml, "application/xml");

describe("blogFeedOptions", () => {
  it("makes well-formed RSS 2.0 whatever the text contains", async () => {
    const doc = parse(await feedXml());
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("Blog & <News>");
    expect(doc.querySelector("channel > link")?.textContent).toBe("https://example.com/blog");
    expect(doc.querySelector("lastBuildDate")?.textContent).toBe("Tue, 13 May 2025 00:00:00 GMT");
    const self = doc.getElementsByTagNameNS(feedNamespaces.atom, "link")[0];
    expect(self?.getAttribute("href")).toBe("https://example.com/rss.xml");
    expect(self?.getAttribute("rel")).toBe("self");
  });

  it("lists the items with their texts intact, guid, author and RFC 822 dates", async () => {
    const items = [...parse(await feedXml()).querySelectorAll("item")];
    expect(items).toHaveLength(2);
    const first = items[0] as Element;
    expect(first.querySelector("title")?.textContent).toBe("Q&A: <AI> vs. rules");
    expect(first.querySelector("description")?.textContent).toBe("It's 'complicated' & useful");
    expect(first.querySelector("link")?.textContent).toBe("https://example.com/blog/q-and-a");
    expect(first.querySelector("guid")?.textContent).toBe("https://example.com/blog/q-and-a");
    expect(first.querySelector("pubDate")?.textContent).toBe("Tue, 13 May 2025 00:00:00 GMT");
    expect(first.querySelector("category")?.textContent).toBe("Trends");
    expect(first.getElementsByTagNameNS(feedNamespaces.dc, "creator")[0]?.textContent).toBe(
      "Jordan Ellis",
    );
  });

  it("asks browsers to style it, and carries an intro and real links for them", async () => {
    const xml = await feedXml();
    expect(xml).toContain(`<?xml-stylesheet href="${feedStylesheetPath}"?>`);
    const doc = parse(xml);
    const xhtml = (scope: Element | Document, name: string) => [
      ...scope.getElementsByTagNameNS(feedNamespaces.xhtml, name),
    ];
    const [intro] = xhtml(doc, "div");
    expect(intro?.parentElement?.nodeName).toBe("channel");
    expect(xhtml(intro as Element, "h2")[0]?.textContent).toBe("This is a feed");
    expect(xhtml(intro as Element, "code")[0]?.textContent).toBe("https://example.com/rss.xml");
    expect(xhtml(intro as Element, "a")[0]?.getAttribute("href")).toBe("https://example.com/blog");
    const [first] = doc.querySelectorAll("item");
    const link = xhtml(first as Element, "a")[0];
    expect(link?.textContent).toBe("Q&A: <AI> vs. rules");
    expect(link?.getAttribute("href")).toBe("https://example.com/blog/q-and-a");
    expect(xhtml(first as Element, "p")[0]?.textContent).toBe(
      "May 13, 2025 · Trends · Jordan Ellis",
    );
  });
});
