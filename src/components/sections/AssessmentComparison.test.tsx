// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { assessments, comparison } from "~/collections/page-copy";
import { AssessmentComparison } from "./AssessmentComparison";

const render = (current: string) => {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(
    <AssessmentComparison {...comparison} assessments={assessments} current={current} />,
  );
  return container;
};

describe("AssessmentComparison", () => {
  it("links every assessment by name and marks only the current page", () => {
    const html = render("/roi-analysis");
    const links = [...html.querySelectorAll("li h3 a")];
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      assessments.map((item) => item.path),
    );
    expect(links.map((link) => link.textContent)).toEqual(assessments.map((item) => item.name));
    expect(html.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
    expect(html.querySelector('[aria-current="page"]')?.getAttribute("href")).toBe("/roi-analysis");
    expect(html.querySelector("li[data-current]")?.textContent).toContain("You are here");
  });

  it("gives each its facts under the same four terms", () => {
    for (const card of render("/process-audit").querySelectorAll(
      "[data-assessment-comparison] > li",
    )) {
      expect([...card.querySelectorAll("dt")].map((term) => term.textContent)).toEqual([
        "Best for",
        "You get",
        "Typical duration",
        "Covered by",
      ]);
    }
  });

  it("names the current page's package, price and duration in a line linking to /pricing", () => {
    const line = render("/implementation-roadmap").querySelector("[data-pricing-line]");
    expect(line?.textContent).toBe(
      "The Implementation Roadmap is part of our Enterprise Transformation package: Custom Quote, 8+ weeks.Compare packages on the pricing page",
    );
    expect(line?.querySelector("a")?.getAttribute("href")).toBe("/pricing#packages");
  });

  it("refuses a page that is not one of the assessments", () => {
    expect(() => render("/pricing")).toThrow("/pricing is not one of the assessments compared");
  });
});
