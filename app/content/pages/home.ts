import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Seattle business automation since 2020",
  title: "Automate the busywork. Grow the business.",
  lead: "We help Seattle small and mid-size businesses replace manual invoicing, scheduling, data entry and reporting with reliable automation and practical AI, so your team gets back 20+ hours every week.",
  actions: [
    {
      kind: "booking",
      label: "Book Discovery Call",
      source: "hero",
    },
    {
      kind: "contact",
      label: "Get Free Guide",
      source: "hero",
    },
  ],
} satisfies HeroContent;
