// @vitest-environment happy-dom
import { renderToStaticMarkup } from "react-dom/server";
import { claims } from "~/collections/facts";
import { assessmentPage } from "~/collections/page-copy";

const phases = assessmentPage("/implementation-roadmap").sections.find(
  (section) => section.kind === "phases",
) as { phases: Parameters<typeof PhaseTimeline>[0]["phases"] };

import { requireWeekRange } from "~/lib/weeks";
import { PhaseTimeline, planTimeline } from "./PhaseTimeline";

const render = () => {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(<PhaseTimeline phases={phases.phases} />);
  return container;
};

describe("PhaseTimeline", () => {
  it("adds the roadmap's phases up to the page's typical timeline", () => {
    const { plans } = planTimeline(phases.phases);
    const { shortest, longest } = requireWeekRange(claims.roadmapTimeline);
    expect(plans.map((plan) => plan.weeks)).toEqual([shortest, longest]);
  });

  it("states the totals and the ongoing phase in its caption", () => {
    expect(render().querySelector("figcaption")?.textContent).toBe(
      "Foundation, Development and Testing & Training take 8 weeks at the shortest and 15 at the longest; Launch & Support is ongoing.",
    );
  });

  it("names each bar's phase and weeks as text, in order, then the ongoing phase", () => {
    const rows = [...render().querySelectorAll("ol")];
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual([
      "At the shortest, 8 weeks",
      "At the longest, 15 weeks",
    ]);
    const bars = (row?: Element) =>
      [...(row?.querySelectorAll("li .sr-only") ?? [])].map((label) => label.textContent);
    expect(bars(rows[0])).toEqual([
      "Foundation: 2 weeks",
      "Development: 4 weeks",
      "Testing & Training: 2 weeks",
      "then Launch & Support: ongoing",
    ]);
    expect(bars(rows[1])).toEqual([
      "Foundation: 4 weeks",
      "Development: 8 weeks",
      "Testing & Training: 3 weeks",
      "then Launch & Support: ongoing",
    ]);
  });

  it("draws each bar as wide as its weeks on one scale", () => {
    const longest = render().querySelectorAll("ol")[1];
    const widths = [...(longest?.querySelectorAll("li") ?? [])].map((bar) => bar.style.width);
    // 15 weeks of phases and 2 weeks of room for the ongoing phase.
    expect(widths).toEqual(["23.529%", "47.059%", "17.647%", "11.765%"]);
  });
});
