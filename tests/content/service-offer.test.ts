import { describe, expect, it } from "vitest";
import { priceLabels, pricing } from "~/collections/facts";
import { pricingPackage, serviceOffer, servicePage } from "~/collections/pages";

const services = [
  "/process-automation",
  "/custom-development",
  "/system-integration",
  "/data-management",
  "/inventory-management",
].map((path) => servicePage(path));
const [processAutomation] = services as [ReturnType<typeof servicePage>];
const { pricingTerms } = serviceOffer;

describe("the service pages' price sections", () => {
  it("show the price label of their hero, which is the spec's", () => {
    expect(services.map((service) => service.price.label)).toEqual([
      priceLabels.processAutomation,
      priceLabels.customDevelopment,
      priceLabels.systemIntegration,
      priceLabels.contactForPricing,
      priceLabels.contactForPricing,
    ]);
    for (const service of services) expect(service.price.label).toBe(service.hero.priceLabel);
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
