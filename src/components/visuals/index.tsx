/**
 * The hero visual of each page family, by name: a page passes `visual="<name>"` to its Hero.
 * Drawings are decorative inline SVG (aria-hidden); the case-study panels are real text built from
 * the page's own result records.
 */
import type { ReactNode } from "react";
import { caseStudies } from "~/collections/case-studies/results";
import type { Result } from "~/components/types";
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

/** Informative panels: each case study's own result records. */
const panels = {
  "manufacturing-automation": caseStudies["/manufacturing-automation"].results.results,
  "retail-operations": caseStudies["/retail-operations"].results.results,
  "service-industry": caseStudies["/service-industry"].results.results,
  "ecommerce-solutions": caseStudies["/ecommerce-solutions"].results.results,
  "healthcare-operations": caseStudies["/healthcare-operations"].results.results,
  "dealership-automation": caseStudies["/dealership-automation"].results.results,
} satisfies Record<string, readonly Result[]>;

export type HeroVisualName = keyof typeof drawings | keyof typeof panels;

/**
 * The visual of the page at `path` ("/process-automation" -> "process-automation"), or the family's
 * `fallback` for a page that has no drawing of its own yet.
 */
export const visualFor = (path: string, fallback: HeroVisualName): HeroVisualName => {
  const name = path.slice(1);
  return name in drawings || name in panels ? (name as HeroVisualName) : fallback;
};

/**
 * Whether the visual is a decorative drawing, which narrow screens show small beside the eyebrow.
 * A case study's panel is a column of text shown from lg only: on a phone it would push the
 * hero's text a screen down, and the page lists the same results further on.
 */
export const isDrawing = (name: HeroVisualName): boolean => name in drawings;

/** The visual named `name`: a drawing in its 4:3 box, or a case study's results panel. */
export function HeroVisual({ name }: { name: HeroVisualName }) {
  if (!isDrawing(name)) return <CaseStudyPanel results={panels[name as keyof typeof panels]} />;
  const Drawing = drawings[name as keyof typeof drawings];
  return (
    <div className="aspect-[4/3] w-full">
      <Drawing />
    </div>
  );
}
