import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Resources",
  title: "Automation Best Practices",
  lead: "6 proven practices and 5 costly mistakes to avoid, drawn from real automation projects with Seattle businesses.",
  actions: [
    {
      kind: "contact",
      label: "Get Expert Guidance",
      source: "resource",
    },
  ],
} satisfies HeroContent;
