import { claims, pricing } from "~/content/claims";
import { pricingPackage } from "~/content/pricing-packages";
import type { SectionHeading } from "~/content/types";

/**
 * A service page read as an offer, as a buyer asks: what you get, how it works, proof, price. The
 * overview under the hero links to these four sections by their ids.
 */
export const offerParts = [
  { id: "what-you-get", label: "What you get" },
  { id: "how-it-works", label: "How it works" },
  { id: "client-results", label: "Proof" },
  { id: "price", label: "Price" },
] as const;

export type OfferPartId = (typeof offerParts)[number]["id"];

/** A service's price section: the label its hero shows, and what sets the price. */
export interface PriceContent {
  heading: SectionHeading;
  label: string;
  note: string;
}

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
