import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: Healthcare",
  title: "Healthcare Operations Automation",
  lead: "A healthcare group with 8 locations and $4.5M in revenue automated patient intake, appointment reminders and billing follow-up in 6 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Healthcare Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "8",
      label: "Locations",
    },
    {
      value: "$4.5M",
      label: "Annual revenue",
    },
    {
      value: "6 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
