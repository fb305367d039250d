import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: Manufacturing",
  title: "Manufacturing Automation",
  lead: "A 200-employee manufacturer with $2.5M in revenue replaced paper travelers and spreadsheet schedules with connected production tracking in 6 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Manufacturing Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "200",
      label: "Employees",
    },
    {
      value: "$2.5M",
      label: "Annual revenue",
    },
    {
      value: "6 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
