import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: Field Services",
  title: "Service Industry Automation",
  lead: "A field service company with 50 technicians and $3.2M in revenue automated dispatch, scheduling and invoicing in 5 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Service Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "50",
      label: "Technicians",
    },
    {
      value: "$3.2M",
      label: "Annual revenue",
    },
    {
      value: "5 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
