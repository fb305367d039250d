import type { Result } from "lighthouse";
import {
  bytesBeforePaint,
  floorRatio,
  medianOf,
  openedBefore,
  toMarkdown,
  withoutScripts,
} from "./lighthouse-audit";

describe("the no-JS floor", () => {
  it("takes out every executable script and module preload, and keeps data scripts", () => {
    const page = [
      '<head><link rel="modulepreload" href="/assets/a.js">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      "<script>document.title = 1</script></head>",
      '<body><script type="module" src="/assets/shell.js"></script>',
      '<script type="text/javascript">x()</script><p>Text</p></body>',
    ].join("");
    expect(withoutScripts(page)).toBe(
      [
        "<head>",
        '<script type="application/ld+json">{"@type":"Organization"}</script>',
        '<script type="speculationrules">{"prefetch":[]}</script>',
        "</head><body><p>Text</p></body>",
      ].join(""),
    );
  });

  it("shows what <noscript> holds, as a browser without JavaScript does", () => {
    expect(
      withoutScripts("<noscript><style>#loading-screen{display:none}</style></noscript>"),
    ).toBe("<style>#loading-screen{display:none}</style>");
  });

  it("gives the page's LCP over the floor's, or n/a", () => {
    expect(floorRatio({ "largest-contentful-paint": 1020, "no-js-lcp": 850 })).toBe("1.20");
    expect(floorRatio({ "largest-contentful-paint": 1020, "no-js-lcp": null })).toBe("n/a");
    expect(floorRatio(undefined)).toBe("n/a");
    expect(floorRatio({ "observed-lcp": 420, "no-js-observed-lcp": 400 }, { observed: true })).toBe(
      "1.05",
    );
  });

  it("reports the floor's LCP and blocking time beside the page's", () => {
    const row = {
      path: "/pricing",
      noindex: false,
      scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
      timings: {
        "first-contentful-paint": 1140,
        "largest-contentful-paint": 1300,
        "total-blocking-time": 24.4,
        "cumulative-layout-shift": 0,
        "no-js-lcp": 760,
        "no-js-tbt": 187.6,
        "observed-lcp": 493,
        "no-js-observed-lcp": 461,
        "bytes-before-paint": 26_214,
        "second-view-bytes": 14_950,
      },
    };
    const lines = toMarkdown([row]).split("\n");
    expect(lines).toContain(
      "| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | LCP no JS | TBT no JS | to paint | 2nd view | LCP / no JS | observed |",
    );
    expect(lines).toContain(
      "| /pricing | 99 | 100 | 100 | 100 | 1.14 s | 1.30 s | 24 ms | 0.000 | 0.76 s | 188 ms | 25.6 KB | 14.6 KB | 1.71 | 1.07 |",
    );
  });
});

describe("the two views' bytes", () => {
  /** A Lighthouse result with the network requests and the observed first paint (in µs). */
  const result = (items: object[], paintTs: number) =>
    ({
      audits: {
        "network-requests": { details: { items, debugData: { networkStartTimeTs: 1_000_000 } } },
        metrics: { details: { items: [{ observedFirstContentfulPaintTs: paintTs }] } },
      },
    }) as unknown as Result;

  it("counts the highest-priority requests that arrived before the first paint", () => {
    const requests = [
      { url: "/pricing", priority: "VeryHigh", transferSize: 15_000, networkEndTime: 40 },
      { url: "/assets/app.css", priority: "VeryHigh", transferSize: 11_000, networkEndTime: 90 },
      { url: "/assets/shell.js", priority: "High", transferSize: 5_000, networkEndTime: 60 },
      { url: "/assets/late.css", priority: "VeryHigh", transferSize: 2_000, networkEndTime: 140 },
    ];
    // The paint came 100 ms after the first request started.
    expect(bytesBeforePaint(result(requests, 1_100_000))).toBe(26_000);
    expect(bytesBeforePaint(result(requests, 1_050_000))).toBe(15_000);
    expect(bytesBeforePaint({ audits: {} } as unknown as Result)).toBeNull();
  });

  it("opens each page after the one listed before it, and the first after the second", () => {
    const pages = ["/", "/pricing", "/about-us"];
    expect(pages.map((_, index) => openedBefore(pages, index))).toEqual([
      "/pricing",
      "/",
      "/pricing",
    ]);
    expect(openedBefore(["/"], 0)).toBeUndefined();
  });
});

describe("the median run", () => {
  const run = (score: number, blocking: number) =>
    ({
      categories: { performance: { score } },
      audits: { "total-blocking-time": { numericValue: blocking } },
    }) as unknown as Result;
  const blockingOf = (result: Result) => result.audits["total-blocking-time"]?.numericValue;

  it("is the middle score, and among equal scores the middle Total Blocking Time", () => {
    expect(blockingOf(medianOf([run(1, 32), run(1, 19), run(1, 0), run(1, 47), run(1, 79)]))).toBe(
      32,
    );
    expect(blockingOf(medianOf([run(0.99, 120), run(1, 0), run(0.98, 200)]))).toBe(120);
  });
});
