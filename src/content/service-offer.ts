import { claims, pricing } from "~/collections/facts";
import type { SectionHeading } from "~/components/types";
import { pricingPackage } from "~/lib/pricing-packages";

export const priceHeading = {
  eyebrow: "Price",
  title: "What it costs",
} satisfies SectionHeading;

const implementation = pricingPackage("Strategic Implementation");
const enterprise = pricingPackage("Enterprise Transformation");

/** How every project is priced, as /pricing states it, beside each service's price. */
export const pricingTerms = {
  title: "How pricing works",
  terms: [
    "A written scope and a fixed price before any work begins.",
    `Typically ${pricing.upfrontShare} upfront and the rest on completion.`,
    `${implementation.name} and ${enterprise.name} projects carry our ROI guarantee: a positive return within ${claims.roiGuaranteeMonths} months.`,
    "Software subscriptions are billed by their vendors, and included in every estimate.",
  ],
  link: { label: "See packages, add-ons and the guarantee", to: "/pricing" },
} as const;
