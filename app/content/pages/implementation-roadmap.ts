import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Process Analysis",
  title: "Implementation Roadmap",
  lead: "A step-by-step plan that takes your automation from idea to daily use in four phases, with clear timelines, owners and milestones at every stage.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Roadmap",
      source: "assessment",
    },
  ],
  stats: [
    {
      value: "4",
      label: "Phases",
    },
    {
      value: "8-15 weeks",
      label: "Typical timeline",
    },
    {
      value: "100%",
      label: "Success rate",
    },
  ],
} satisfies HeroContent;
