import { describe, expect, it } from "vitest";
import { assessmentFor, assessmentPage, assessments, pricingPage } from "~/collections/page-copy";
import { pagesInGroup } from "~/collections/page-list";
import type { AssessmentPath } from "~/components/sections/AssessmentComparison";
import { requireWeekRange } from "~/lib/weeks";

const { packages } = pricingPage();

/** [shortest, longest] of a duration in weeks. */
function weeks(duration: string): [number, number] {
  const { shortest, longest } = requireWeekRange(duration);
  return [shortest, longest];
}

/** Each page's own list of what the visitor receives. */
const deliverable = (path: AssessmentPath) => assessmentPage(path).howItWorks?.deliverable;
const roadmapContents = assessmentPage("/implementation-roadmap").sections.find(
  (section) => section.kind === "cards",
);
const deliverableLists: Record<AssessmentPath, { items: readonly { title: string }[] }> = {
  "/process-audit": deliverable("/process-audit") ?? { items: [] },
  "/efficiency-assessment": deliverable("/efficiency-assessment") ?? { items: [] },
  "/automation-review": deliverable("/automation-review") ?? { items: [] },
  "/roi-analysis": deliverable("/roi-analysis") ?? { items: [] },
  "/implementation-roadmap": roadmapContents ?? { items: [] },
};

describe("the assessment comparison", () => {
  it("lists the five assessment pages in the menu's order, by their names", () => {
    const menu = pagesInGroup("process-analysis");
    expect(assessments.map((item) => item.path)).toEqual(menu.map((page) => page.path));
    expect(assessments.map((item) => item.name)).toEqual(menu.map((page) => page.name));
  });

  it("says who each is for and names at least two of the page's own deliverables", () => {
    for (const item of assessments) {
      expect(item.bestFor.length, item.path).toBeGreaterThan(40);
      expect(item.youGet.length, item.path).toBeGreaterThanOrEqual(2);
      const onPage = (deliverableLists[item.path]?.items ?? []).map(
        (deliverable) => deliverable.title,
      );
      expect(onPage, item.path).toEqual(expect.arrayContaining([...item.youGet]));
    }
  });

  it("names a package of /pricing for each, by its record, and fits within its duration", () => {
    for (const item of assessments) {
      expect(packages.packages, item.path).toContainEqual(item.package);
      const [shortest, longest] = weeks(item.duration);
      const [packageShortest, packageLongest] = weeks(item.package.duration);
      expect(shortest, item.path).toBeGreaterThanOrEqual(packageShortest);
      expect(longest, item.path).toBeLessThanOrEqual(packageLongest);
    }
  });

  it("puts the four analyses in Discovery & Assessment and the roadmap where /pricing plans one", () => {
    const analyses = assessments.filter((item) => item.path !== "/implementation-roadmap");
    expect(new Set(analyses.map((item) => item.package.name))).toEqual(
      new Set(["Discovery & Assessment"]),
    );
    const roadmap = assessmentFor("/implementation-roadmap").package;
    expect(roadmap.features.some((feature) => /roadmap/i.test(feature))).toBe(true);
  });

  it("gives the roadmap the page's typical timeline: its phases before launch, end to end", () => {
    const roadmap = assessmentFor("/implementation-roadmap");
    const page = assessmentPage("/implementation-roadmap");
    const timeline = page.hero.stats?.find((stat) => stat.label === "Typical timeline");
    expect(roadmap.duration).toBe(timeline?.value);

    const { phases } = page.sections.find((section) => section.kind === "phases") ?? { phases: [] };
    const beforeLaunch = phases.slice(0, -1).map((phase) => weeks(phase.duration));
    const total = beforeLaunch.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
    expect(weeks(roadmap.duration)).toEqual(total);
    expect(phases.at(-1)?.duration).toBe("ongoing");
    // The note is written in src/content/assessments.json; it must name the phases as they are.
    const [first, lastBeforeLaunch, launch] = [phases[0], phases.at(-2), phases.at(-1)];
    expect(roadmap.durationNote).toBe(
      `${first?.title} through ${lastBeforeLaunch?.title}, then ${launch?.title} (${launch?.duration})`,
    );
    expect(roadmap.durationNote).toBe(
      "Foundation through Testing & Training, then Launch & Support (ongoing)",
    );
  });

  it("fails loudly on a page that is not an assessment", () => {
    expect(() => assessmentFor("/pricing" as AssessmentPath)).toThrow("No assessment at /pricing");
  });
});
