/**
 * The hero visual of each page family, by name: a page passes `visual="<name>"` to its Hero.
 * Drawings are decorative inline SVG (aria-hidden); the case-study panels are real text built from
 * the page's own result records.
 */
import type { ReactNode } from "react";
import * as dealership from "~/content/pages/dealership-automation";
import * as ecommerce from "~/content/pages/ecommerce-solutions";
import * as healthcare from "~/content/pages/healthcare-operations";
import * as manufacturing from "~/content/pages/manufacturing-automation";
import * as retail from "~/content/pages/retail-operations";
import * as serviceIndustry from "~/content/pages/service-industry";
import type { Result } from "~/content/types";
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
  "manufacturing-automation": manufacturing.results.results,
  "retail-operations": retail.results.results,
  "service-industry": serviceIndustry.results.results,
  "ecommerce-solutions": ecommerce.results.results,
  "healthcare-operations": healthcare.results.results,
  "dealership-automation": dealership.results.results,
} satisfies Record<string, readonly Result[]>;

export type HeroVisualName = keyof typeof drawings | keyof typeof panels;

/** The visual named `name`: a drawing in its 4:3 box, or a case study's results panel. */
export function HeroVisual({ name }: { name: HeroVisualName }) {
  if (name in panels) return <CaseStudyPanel results={panels[name as keyof typeof panels]} />;
  const Drawing = drawings[name as keyof typeof drawings];
  return (
    <div className="aspect-[4/3] w-full">
      <Drawing />
    </div>
  );
}
