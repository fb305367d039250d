import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: Automotive",
  title: "Dealership Automation",
  lead: "A dealership group with 12 locations selling 500+ vehicles per month automated lead routing, inventory syncing and deal paperwork in 4 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Dealership Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "12",
      label: "Locations",
    },
    {
      value: "500+",
      label: "Vehicles per month",
    },
    {
      value: "4 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
