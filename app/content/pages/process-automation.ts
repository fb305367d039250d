import { priceLabels } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Strategic Process Automation",
  lead: "We map how work really moves through your business, then automate the repetitive steps (invoicing, approvals, order entry, reporting) so your people spend their time on customers, not copy-and-paste.",
  actions: [
    {
      kind: "contact",
      label: "Start Your Automation Project",
      source: "service",
    },
  ],
  priceLabel: priceLabels.processAutomation,
} satisfies HeroContent;
