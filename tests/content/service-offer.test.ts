import { describe, expect, it } from "vitest";
import { priceLabels, pricing } from "~/collections/facts";
import { pricingPackage, serviceOffer, servicePage } from "~/collections/page-copy";
import { pages } from "~/collections/page-list";

/** Every service page of the page list, with its content. */
const services = pages
  .filter((page) => page.kind === "service")
  .map((page) => ({ path: page.path, ...servicePage(page.path) }));
const processAutomation = servicePage("/process-automation");
const { pricingTerms } = serviceOffer;

/**
 * Spec section 9: three services have a starting price; every other service shows 'Contact for
 * pricing', a service added later included.
 */
const specPriceLabels: Record<string, string> = {
  "/process-automation": priceLabels.processAutomation,
  "/custom-development": priceLabels.customDevelopment,
  "/system-integration": priceLabels.systemIntegration,
};

describe("the service pages' price sections", () => {
  it("show the price label of their hero, which is the spec's", () => {
    expect(services.map((service) => service.path)).toEqual(
      expect.arrayContaining(Object.keys(specPriceLabels)),
    );
    for (const service of services) {
      const expected = specPriceLabels[service.path] ?? priceLabels.contactForPricing;
      expect(service.price.label, service.path).toBe(expected);
      expect(service.hero.priceLabel, service.path).toBe(expected);
    }
    expect(priceLabels.contactForPricing).toBe("Contact for pricing");
  });

  it("give process automation's starting price as the Strategic Implementation package", () => {
    const implementation = pricingPackage("Strategic Implementation");
    expect(processAutomation.price.label).toBe(`Starting at ${implementation.price}`);
    expect(processAutomation.price.note).toContain(
      `${implementation.name} package (${implementation.price}, ${implementation.duration})`,
    );
    expect(processAutomation.price.note).toContain(
      `${pricing.implementation.supportMonths} months of support`,
    );
  });

  it("state the payment terms and the guarantee as /pricing does", () => {
    expect(pricingTerms.terms).toContain(
      `Typically ${pricing.upfrontShare} upfront and the rest on completion.`,
    );
    expect(pricingTerms.terms.join(" ")).toMatch(
      /Strategic Implementation and Enterprise Transformation projects carry our ROI guarantee: a positive return within 6 months\./,
    );
    expect(pricingTerms.link.to).toBe("/pricing");
  });

  it("fail loudly on a package /pricing does not have", () => {
    expect(() => pricingPackage("Gold")).toThrow('/pricing has no package "Gold"');
  });
});
