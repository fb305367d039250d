import { claims } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Pricing",
  title: "Simple, Transparent Pricing",
  lead: `Fixed-scope packages with clear deliverables, backed by our ROI guarantee: a positive return within ${claims.roiGuaranteeMonths} months.`,
  actions: [
    {
      kind: "booking",
      label: "Schedule Free Consultation",
      source: "pricing",
    },
  ],
} satisfies HeroContent;
