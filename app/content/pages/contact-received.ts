import type { HeroContent } from "~/content/types";

export const hero = {
  eyebrow: "Request received",
  title: "Thank you! Your request is on its way to us.",
  lead: "We review every consultation request within 2 business hours and will contact you to schedule your free 30-minute strategy consultation.",
  actions: [
    { kind: "link", label: "Back to the home page", to: "/" },
    { kind: "link", label: "Try the ROI Calculator", to: "/roi-calculator" },
  ],
} satisfies HeroContent;
