import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Process Analysis",
  title: "Operational Efficiency Assessment",
  lead: "Find the hours and dollars leaking out of your operations. Our efficiency assessment measures how work gets done today and shows where you can save 20-40%.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Efficiency Assessment",
      source: "assessment",
    },
  ],
} satisfies HeroContent;
