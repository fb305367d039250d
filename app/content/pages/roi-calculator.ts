import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Free Tool",
  title: "Automation ROI Calculator",
  lead: "Enter what manual work costs you today and what automation would change. The calculator shows your annual savings, ROI, payback period and first-year net benefit.",
  actions: [
    {
      kind: "contact",
      label: "Get Expert Consultation",
      source: "roi-calculator",
    },
  ],
} satisfies HeroContent;
