import { describe, expect, it } from "vitest";
import { claims, priceLabels, site } from "~/collections/facts";
import { fillTokens, tokenNames, unknownTokens } from "./tokens";

describe("copy tokens", () => {
  it("replaces each token with its fact", () => {
    expect(
      fillTokens("Call {{site.phone}} to save {{ claims.hoursSavedWeekly }} hours", "test: field"),
    ).toBe(`Call ${site.phone} to save ${claims.hoursSavedWeekly} hours`);
    expect(fillTokens("Since {{site.foundingYear}}", "test: field")).toBe(
      `Since ${site.foundingYear}`,
    );
  });

  it("writes a fact in lower case inside a sentence, and the founder's first name", () => {
    expect(fillTokens("They are {{priceLabels.systemIntegration|lower}}.", "test: field")).toBe(
      `They are ${priceLabels.systemIntegration.toLowerCase()}.`,
    );
    expect(fillTokens("{{site.founder.firstName}} runs the calls", "test: field")).toBe(
      `${site.founder.name.split(" ")[0]} runs the calls`,
    );
    expect(unknownTokens("{{site.phone|upper}} {{site.nope|lower}}")).toEqual(["site.nope"]);
  });

  it("leaves text without tokens as it is", () => {
    expect(fillTokens("Plain {text} and }} braces", "test: field")).toBe(
      "Plain {text} and }} braces",
    );
  });

  it("stops on an unknown token, naming where it is", () => {
    expect(() =>
      fillTokens("{{claims.nope}}", "src/content/page-copy/home.json: hero.lead"),
    ).toThrow("src/content/page-copy/home.json: hero.lead: unknown token {{claims.nope}}");
    expect(unknownTokens("{{site.phone}} {{site}} {{site.address.nowhere}}")).toEqual([
      "site",
      "site.address.nowhere",
    ]);
  });

  it("names every leaf fact and no object", () => {
    expect(tokenNames).toContain("site.founder.name");
    expect(tokenNames).toContain("pricing.addOns.training");
    expect(tokenNames).not.toContain("site.founder");
    for (const name of tokenNames) expect(unknownTokens(`{{${name}}}`)).toEqual([]);
  });
});
