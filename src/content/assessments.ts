import { claims, pricing } from "~/collections/facts";
import type { Assessment, AssessmentPath, Benefit, SectionHeading } from "~/components/types";
import * as automationReview from "~/content/copy/automation-review";
import * as efficiencyAssessment from "~/content/copy/efficiency-assessment";
import * as implementationRoadmap from "~/content/copy/implementation-roadmap";
import * as processAudit from "~/content/copy/process-audit";
import * as roiAnalysis from "~/content/copy/roi-analysis";
import { getPage } from "~/lib/page";
import { pricingPackage } from "~/lib/pricing-packages";

/**
 * "Choosing an assessment", to pick one: the five assessments side by side, shown on every
 * assessment page. Who each is for is written here; what you get is read from the page's own
 * deliverables, and the package (with its price and duration) from the pricing page's records.
 */

/** These titles, each checked to be an item of the page's list (a typo fails the build). */
function itemsOf(
  list: { heading: SectionHeading; items: readonly Benefit[] },
  ...titles: string[]
): readonly string[] {
  for (const title of titles) {
    if (!list.items.some((item) => item.title === title)) {
      throw new Error(`No deliverable "${title}" in "${list.heading.title}"`);
    }
  }
  return titles;
}

const discovery = pricingPackage("Discovery & Assessment");
const enterprise = pricingPackage("Enterprise Transformation");

/** The roadmap's phases: the typical timeline runs from the first to the last before launch. */
function roadmapPhase(index: number) {
  const phase = implementationRoadmap.phases.phases[index];
  if (!phase) throw new Error(`The roadmap has no phase ${index + 1}`);
  return phase;
}
const firstPhase = roadmapPhase(0);
const lastPhaseBeforeLaunch = roadmapPhase(2);
const support = roadmapPhase(3);

const assessment = (path: AssessmentPath, fields: Omit<Assessment, "path" | "name">) => ({
  path,
  name: getPage(path).name,
  ...fields,
});

export const assessments: readonly Assessment[] = [
  assessment("/process-audit", {
    bestFor:
      "Owners who know work is slow but not where: your core workflows mapped step by step, and every fix ranked by return.",
    youGet: itemsOf(
      processAudit.deliverables,
      "Current-state process maps",
      "Ranked opportunity list",
      "Next-step roadmap",
    ),
    duration: discovery.duration,
    package: discovery,
  }),
  assessment("/efficiency-assessment", {
    bestFor:
      "Operations where time leaks across people, tools and handoffs, and the fix may be a process change as much as software.",
    youGet: itemsOf(
      efficiencyAssessment.whatYouReceive,
      "Efficiency scorecard",
      "Savings breakdown",
      "Prioritized action plan",
    ),
    duration: "2 weeks",
    package: discovery,
  }),
  assessment("/automation-review", {
    bestFor:
      "Teams with a list of repetitive tasks who want a straight answer for each: automate now, plan it, or leave it alone.",
    youGet: itemsOf(
      automationReview.whatYouReceive,
      "Task inventory",
      "A verdict for every task",
      "Recommended first project",
    ),
    duration: "1 week",
    package: discovery,
  }),
  assessment("/roi-analysis", {
    bestFor:
      "Owners who need the business case first: savings, ROI and payback measured from their own numbers before they commit.",
    youGet: itemsOf(
      roiAnalysis.deliverables,
      "ROI report",
      "Editable model",
      "Scenario comparison",
    ),
    duration: discovery.duration,
    package: discovery,
  }),
  assessment("/implementation-roadmap", {
    bestFor:
      "Businesses that know what to automate and want a dated plan, with owners and milestones, carried through to launch.",
    youGet: itemsOf(
      implementationRoadmap.roadmapContents,
      "Scope and priorities",
      "Timeline and milestones",
      "Budget by phase",
    ),
    duration: claims.roadmapTimeline,
    durationNote: `${firstPhase.title} through ${lastPhaseBeforeLaunch.title}, then ${support.title} (${support.duration})`,
    package: enterprise,
  }),
];

export function assessmentFor(path: AssessmentPath): Assessment {
  const found = assessments.find((item) => item.path === path);
  if (!found) throw new Error(`No assessment at ${path}`);
  return found;
}

/** The heading of the comparison; the pricing page's packages, where each package is described. */
export const comparison = {
  heading: {
    eyebrow: "Choosing an assessment",
    title: "Five assessments, side by side",
    intro: `Each one ends with something you keep. Not sure which fits? Ask on the free ${pricing.discoveryCallMinutes}-minute discovery call.`,
  } satisfies SectionHeading,
  packagesLink: "/pricing#packages",
};
