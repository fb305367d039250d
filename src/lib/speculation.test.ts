// @vitest-environment jsdom
// jsdom, not the component tests' happy-dom, whose matches() misses `[data-save-data] a` when the
// attribute is on <html>.
import { likelyNextLinks, markSaveData, markSaveDataScript, speculationRules } from "./speculation";

describe("speculation rules", () => {
  const stubPreferences = ({ saveData = false, reducedData = false }) => {
    vi.stubGlobal("navigator", { ...navigator, connection: { saveData } });
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: reducedData && query === "(prefers-reduced-data: reduce)",
    }));
  };

  afterEach(() => document.documentElement.removeAttribute("data-save-data"));

  it.each([
    ["Save-Data", { saveData: true }, true],
    ["prefers-reduced-data", { reducedData: true }, true],
    ["neither", {}, false],
  ])("marks the document of a visitor asking to save data (%s)", (_, preferences, marked) => {
    stubPreferences(preferences);
    markSaveData("data-save-data");
    expect(document.documentElement.hasAttribute("data-save-data")).toBe(marked);
  });

  it("runs inline with the attribute the rules look for", () => {
    stubPreferences({ saveData: true });
    new Function(markSaveDataScript)();
    expect(document.documentElement.hasAttribute("data-save-data")).toBe(true);
  });

  it("matches no link in a marked document, and each link in one rule only", () => {
    document.body.innerHTML = `
      <header><a href="/pricing">Pricing</a></header>
      <main id="main"><section><a href="/process-audit">Audit</a></section>
        <section><a href="/blog">Blog</a><a href="/guide.pdf" download>PDF</a></section></main>`;
    const matches = (link: Element, condition: unknown): boolean => {
      const c = condition as Record<string, unknown>;
      if ("and" in c) return (c.and as unknown[]).every((part) => matches(link, part));
      if ("not" in c) return !matches(link, c.not);
      if ("selector_matches" in c) return link.matches(c.selector_matches as string);
      return true; // href_matches "/*": every link here is same-site
    };
    const eagerness = () =>
      [...document.querySelectorAll("a")].map((link) => {
        const rule = speculationRules.prefetch.find((r) => matches(link, r.where));
        return [link.getAttribute("href"), rule?.eagerness ?? null];
      });
    expect(eagerness()).toEqual([
      ["/pricing", "eager"],
      ["/process-audit", "eager"],
      ["/blog", "moderate"],
      ["/guide.pdf", null],
    ]);
    document.documentElement.setAttribute("data-save-data", "");
    expect(eagerness().every(([, rule]) => rule === null)).toBe(true);
    expect(likelyNextLinks).toContain("header a");
  });
});
