import { downloads } from "~/collections/downloads";
import type { HeroContent } from "~/components/types";

export const hero = {
  eyebrow: "Request received",
  title: "Thank you! Your request is on its way to us.",
  lead: "We review every consultation request within 2 business hours and will contact you to schedule your free 30-minute strategy consultation.",
  actions: [
    { kind: "link", label: "Back to the home page", to: "/" },
    { kind: "link", label: "Try the ROI Calculator", to: "/roi-calculator" },
  ],
} satisfies HeroContent;

/** A visitor without JavaScript lands here after asking for a free resource: it is here too. */
export const freeResources = {
  heading: {
    eyebrow: "Free resources",
    title: "Asked for the guide? Download it here",
    intro:
      "The complete guide and its two companions are yours, whichever you asked for. Print the worksheets and fill them in with the people who do the work.",
  },
  downloads,
} as const;
