import type { PricingPackage } from "~/components/types";
import { packages } from "~/content/copy/pricing";

/** A package of /pricing, by name: other pages refer to its record, never retype its figures. */
export function pricingPackage(name: string): PricingPackage {
  const found = packages.packages.find((item) => item.name === name);
  if (!found) throw new Error(`/pricing has no package "${name}"`);
  return found;
}
