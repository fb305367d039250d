import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Resources",
  title: "Webinars & Events",
  lead: "Live sessions on automation and AI for business owners and operations leaders: practical demos, real case studies and time for your questions.",
  actions: [
    {
      kind: "contact",
      label: "Subscribe to Updates",
      source: "event",
    },
  ],
} satisfies HeroContent;
