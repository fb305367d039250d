import { site } from "~/content/site";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Free Resource",
  title: "The Complete Business Automation Guide",
  lead: `Everything we have learned from automating ${site.clientCount} small businesses, in one practical guide: how to pick the first process, choose tools, roll out change and bring in AI safely.`,
  actions: [
    {
      kind: "contact",
      label: "Download Complete Guide",
      source: "resource",
    },
  ],
  stats: [
    {
      value: "50+",
      label: "Pages",
    },
    {
      value: "20+",
      label: "Tools reviewed",
    },
    {
      value: "100%",
      label: "Free",
    },
  ],
} satisfies HeroContent;
