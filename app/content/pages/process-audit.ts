import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Process Analysis",
  title: "Business Process Audit",
  lead: "Before you automate anything, know where the time goes. Our audit maps your core workflows, measures the bottlenecks and ranks every automation opportunity by return.",
  actions: [
    {
      kind: "contact",
      label: "Schedule Your Process Audit",
      source: "assessment",
    },
  ],
} satisfies HeroContent;
