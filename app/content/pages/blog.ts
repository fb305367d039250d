import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Blog & Insights",
  title: "Automation Insights for Growing Businesses",
  lead: "Practical articles on automation, AI, ROI and change management, written by the people who design and build the systems.",
  actions: [
    {
      kind: "contact",
      label: "Subscribe to Blog Updates",
      source: "blog",
    },
  ],
  stats: [
    {
      value: "69+",
      label: "Articles",
    },
    {
      value: "15K+",
      label: "Monthly readers",
    },
    {
      value: "6",
      label: "Categories",
    },
  ],
} satisfies HeroContent;
