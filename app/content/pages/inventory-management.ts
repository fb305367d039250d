import { priceLabels } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Inventory Management Automation",
  lead: "Stop counting by hand and reordering on gut feel. Automated tracking, forecasting and reordering keep the right stock on the shelf in every location and every sales channel.",
  actions: [
    {
      kind: "contact",
      label: "Automate Your Inventory",
      source: "service",
    },
  ],
  priceLabel: priceLabels.contactForPricing,
} satisfies HeroContent;
