/**
 * The hero visual of each page family: a page passes `visual="<name>"` to its Hero, a case study
 * its name and its own result records. Drawings are decorative inline SVG (aria-hidden); the
 * case-study panels are real text.
 */
import type { ComponentProps, ReactNode } from "react";
import {
  AutomationReviewVisual,
  EfficiencyAssessmentVisual,
  ImplementationRoadmapVisual,
  ProcessAuditVisual,
  RoiAnalysisVisual,
} from "./assessments";
import { CaseStudyPanel } from "./CaseStudyPanel";
import { AboutUsVisual, PricingVisual } from "./company";
import {
  AutomationGuideVisual,
  BestPracticesVisual,
  BlogVisual,
  RoiCalculatorVisual,
  WebinarsEventsVisual,
} from "./resources";
import {
  CustomDevelopmentVisual,
  DataManagementVisual,
  HomeVisual,
  InventoryManagementVisual,
  ProcessAutomationVisual,
  SystemIntegrationVisual,
} from "./services";

/** Decorative drawings, each shown in a fixed 4:3 box (no layout shift). */
const drawings = {
  home: HomeVisual,
  "process-automation": ProcessAutomationVisual,
  "custom-development": CustomDevelopmentVisual,
  "system-integration": SystemIntegrationVisual,
  "data-management": DataManagementVisual,
  "inventory-management": InventoryManagementVisual,
  "process-audit": ProcessAuditVisual,
  "efficiency-assessment": EfficiencyAssessmentVisual,
  "automation-review": AutomationReviewVisual,
  "roi-analysis": RoiAnalysisVisual,
  "implementation-roadmap": ImplementationRoadmapVisual,
  "automation-guide": AutomationGuideVisual,
  "roi-calculator": RoiCalculatorVisual,
  "best-practices": BestPracticesVisual,
  "webinars-events": WebinarsEventsVisual,
  blog: BlogVisual,
  "about-us": AboutUsVisual,
  pricing: PricingVisual,
} satisfies Record<string, () => ReactNode>;

export type DrawingName = keyof typeof drawings;

/** The hero's visual: a drawing by name, or a case study's panel of its own result records. */
export type Visual =
  | DrawingName
  | { name: string; results: ComponentProps<typeof CaseStudyPanel>["results"] };

/**
 * The visual of the page at `path` ("/process-automation" -> "process-automation"), or the family's
 * `fallback` for a page that has no drawing of its own yet.
 */
export const visualFor = (path: string, fallback: DrawingName): DrawingName => {
  const name = path.slice(1);
  return name in drawings ? (name as DrawingName) : fallback;
};

/**
 * Whether the visual is a decorative drawing, which narrow screens show small beside the eyebrow.
 * A case study's panel is a column of text shown from lg only: on a phone it would push the
 * hero's text a screen down, and the page lists the same results further on.
 */
export const isDrawing = (visual: Visual): visual is DrawingName => typeof visual === "string";

/** The visual: a drawing in its 4:3 box, or a case study's results panel. */
export function HeroVisual({ visual }: { visual: Visual }) {
  if (!isDrawing(visual)) return <CaseStudyPanel results={visual.results} />;
  const Drawing = drawings[visual];
  return (
    <div className="aspect-[4/3] w-full">
      <Drawing />
    </div>
  );
}
