import { describe, expect, it } from "vitest";
import type { AssessmentPath } from "~/components/types";
import { assessmentFor, assessments } from "~/content/assessments";
import * as automationReview from "~/content/copy/automation-review";
import * as efficiencyAssessment from "~/content/copy/efficiency-assessment";
import * as implementationRoadmap from "~/content/copy/implementation-roadmap";
import { packages } from "~/content/copy/pricing";
import * as processAudit from "~/content/copy/process-audit";
import * as roiAnalysis from "~/content/copy/roi-analysis";
import { pagesInGroup } from "~/lib/page";
import { requireWeekRange } from "~/lib/weeks";

/** [shortest, longest] of a duration in weeks. */
function weeks(duration: string): [number, number] {
  const { shortest, longest } = requireWeekRange(duration);
  return [shortest, longest];
}

/** Each page's own list of what the visitor receives. */
const deliverableLists: Record<AssessmentPath, { items: readonly { title: string }[] }> = {
  "/process-audit": processAudit.deliverables,
  "/efficiency-assessment": efficiencyAssessment.whatYouReceive,
  "/automation-review": automationReview.whatYouReceive,
  "/roi-analysis": roiAnalysis.deliverables,
  "/implementation-roadmap": implementationRoadmap.roadmapContents,
};

describe("the assessment comparison", () => {
  it("lists the five assessment pages in the menu's order, by their names", () => {
    const menu = pagesInGroup("Process Analysis");
    expect(assessments.map((item) => item.path)).toEqual(menu.map((page) => page.path));
    expect(assessments.map((item) => item.name)).toEqual(menu.map((page) => page.name));
  });

  it("says who each is for and names at least two of the page's own deliverables", () => {
    for (const item of assessments) {
      expect(item.bestFor.length, item.path).toBeGreaterThan(40);
      expect(item.youGet.length, item.path).toBeGreaterThanOrEqual(2);
      const onPage = deliverableLists[item.path].items.map((deliverable) => deliverable.title);
      expect(onPage, item.path).toEqual(expect.arrayContaining([...item.youGet]));
    }
  });

  it("names a package of /pricing for each, by its record, and fits within its duration", () => {
    for (const item of assessments) {
      expect(packages.packages, item.path).toContain(item.package);
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
    const timeline = implementationRoadmap.hero.stats.find(
      (stat) => stat.label === "Typical timeline",
    );
    expect(roadmap.duration).toBe(timeline?.value);

    const phases = implementationRoadmap.phases.phases;
    const beforeLaunch = phases.slice(0, -1).map((phase) => weeks(phase.duration));
    const total = beforeLaunch.reduce(([a, b], [c, d]) => [a + c, b + d], [0, 0]);
    expect(weeks(roadmap.duration)).toEqual(total);
    expect(phases.at(-1)?.duration).toBe("ongoing");
    expect(roadmap.durationNote).toBe(
      "Foundation through Testing & Training, then Launch & Support (ongoing)",
    );
  });

  it("fails loudly on a page that is not an assessment", () => {
    expect(() => assessmentFor("/pricing" as AssessmentPath)).toThrow("No assessment at /pricing");
  });
});
