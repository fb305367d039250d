import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: Retail",
  title: "Retail Operations Automation",
  lead: "A 15-store retailer with $8M in revenue connected point of sale, inventory and reporting across every location in 4 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Retail Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "15",
      label: "Stores",
    },
    {
      value: "$8M",
      label: "Annual revenue",
    },
    {
      value: "4 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
