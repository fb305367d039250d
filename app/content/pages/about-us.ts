import { site } from "~/content/site";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "About Us",
  title: "Seattle's Partner for Practical Automation",
  lead: `Founded in ${site.foundingYear}, we help Seattle-area small and mid-size businesses replace repetitive work with reliable systems, one process at a time. ${site.clientCount} clients later, that is still all we do.`,
  actions: [
    {
      kind: "booking",
      label: "Schedule Your Consultation",
      source: "about",
    },
  ],
} satisfies HeroContent;
