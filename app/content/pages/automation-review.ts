import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Process Analysis",
  title: "Automation Opportunity Review",
  lead: "A focused review of the repetitive tasks in your business, with a clear answer for each one: automate now, automate later, or leave it alone, and what it is worth.",
  actions: [
    {
      kind: "contact",
      label: "Request Your Automation Review",
      source: "assessment",
    },
  ],
} satisfies HeroContent;
