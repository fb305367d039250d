import { priceLabels } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Data Management",
  lead: "Decisions are only as good as the data behind them. We clean up, connect and protect your business data, then turn it into dashboards your team checks every morning.",
  actions: [
    {
      kind: "contact",
      label: "Get Your Data Organized",
      source: "service",
    },
  ],
  priceLabel: priceLabels.contactForPricing,
} satisfies HeroContent;
