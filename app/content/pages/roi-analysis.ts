import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Process Analysis",
  title: "Automation ROI Analysis",
  lead: "Know the return before you spend a dollar. We model the labor, error and time costs of your current processes and show exactly what automation pays back, and when.",
  actions: [
    {
      kind: "contact",
      label: "Get Your ROI Analysis",
      source: "assessment",
    },
    {
      kind: "link",
      label: "Try the ROI Calculator",
      to: "/roi-calculator",
    },
  ],
  stats: [
    {
      value: "3-6 months",
      label: "Average payback",
    },
    {
      value: "300%",
      label: "Average ROI",
    },
    {
      value: "85%",
      label: "Cost reduction",
    },
  ],
} satisfies HeroContent;
