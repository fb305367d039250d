import { priceLabels } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "System Integration",
  lead: "Your CRM, accounting, e-commerce and scheduling tools should talk to each other. We connect them so an order, a client or an invoice is entered once and shows up everywhere it should.",
  actions: [
    {
      kind: "contact",
      label: "Connect Your Systems",
      source: "service",
    },
  ],
  priceLabel: priceLabels.systemIntegration,
} satisfies HeroContent;
