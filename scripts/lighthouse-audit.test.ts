import { floorRatio, withoutScripts } from "./lighthouse-audit.mjs";

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
});
