// @vitest-environment jsdom
import { escapeXml, rfc822Date, rssFeed } from "./rss";

describe("rssFeed", () => {
  const feed = rssFeed({
    title: "Blog & <News>",
    description: 'Articles "on" automation',
    link: "https://example.com/blog",
    self: "https://example.com/rss.xml",
    items: [
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
  });
  const doc = new DOMParser().parseFromString(feed, "application/xml");

  it("is well-formed RSS 2.0 whatever the text contains", () => {
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(doc.querySelector("channel > title")?.textContent).toBe("Blog & <News>");
  });

  it("lists the items with their texts intact, guid and RFC 822 dates", () => {
    const items = [...doc.querySelectorAll("item")];
    expect(items).toHaveLength(2);
    const first = items[0] as Element;
    expect(first.querySelector("title")?.textContent).toBe("Q&A: <AI> vs. rules");
    expect(first.querySelector("description")?.textContent).toBe("It's 'complicated' & useful");
    expect(first.querySelector("link")?.textContent).toBe("https://example.com/blog/q-and-a");
    expect(first.querySelector("guid")?.textContent).toBe("https://example.com/blog/q-and-a");
    expect(first.querySelector("pubDate")?.textContent).toBe("Tue, 13 May 2025 00:00:00 GMT");
    expect(doc.querySelector("lastBuildDate")?.textContent).toBe("Tue, 13 May 2025 00:00:00 GMT");
  });
});

describe("escapeXml and rfc822Date", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
    );
  });
  it("formats an ISO date as an RFC 822 date in GMT", () => {
    expect(rfc822Date("2025-09-16")).toBe("Tue, 16 Sep 2025 00:00:00 GMT");
  });
});
