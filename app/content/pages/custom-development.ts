import { priceLabels } from "~/content/claims";
import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Automation Solutions",
  title: "Custom Software Development",
  lead: "When off-the-shelf software almost fits, you pay for the gap every day. We build the internal tools, customer portals and integrations your business actually needs, and we hand you the code.",
  actions: [
    {
      kind: "contact",
      label: "Discuss Your Custom Project",
      source: "service",
    },
  ],
  priceLabel: priceLabels.customDevelopment,
} satisfies HeroContent;
