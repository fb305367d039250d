import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Case Study: E-commerce",
  title: "E-commerce Automation",
  lead: "An online seller with $1.8M in revenue synced orders, stock and fulfillment across 5 sales channels in 3 months.",
  actions: [
    {
      kind: "contact",
      label: "Get Your E-commerce Assessment",
      source: "case-study",
    },
  ],
  stats: [
    {
      value: "5",
      label: "Sales channels",
    },
    {
      value: "$1.8M",
      label: "Annual revenue",
    },
    {
      value: "3 months",
      label: "Project timeline",
    },
  ],
} satisfies HeroContent;
