import { readdirSync, readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { claims, priceLabels, pricing } from "~/collections/facts";
import { Claim, claimNames, claimText, withClaimTexts } from "./Claim";

describe("Claim", () => {
  it("renders each claim's text exactly, as plain text", () => {
    expect(claimNames.slice(0, Object.keys(claims).length)).toEqual(Object.keys(claims));
    for (const [name, value] of Object.entries(claims)) {
      const html = renderToStaticMarkup(<Claim name={name} />);
      expect(html).toBe(String(value));
    }
    expect(renderToStaticMarkup(<Claim name="paybackMonths" />)).toBe("3-6 months");
    expect(renderToStaticMarkup(<Claim name="pricing.discovery.price" />)).toBe(
      pricing.discovery.price,
    );
    expect(claimText("priceLabels.customDevelopment")).toBe(priceLabels.customDevelopment);
  });

  it("fails on an unknown name, naming it and the known ones", () => {
    expect(() => renderToStaticMarkup(<Claim name="paybackWeeks" />)).toThrow(
      /^Unknown claim "paybackWeeks" in <Claim name="paybackWeeks" \/>: use one of costReduction, /,
    );
    expect(() => claimText("toString")).toThrow(/Unknown claim "toString"/);
  });

  it("puts the claims' texts into an MDX body for counting its words", () => {
    expect(
      withClaimTexts(
        `Pays back in <Claim name="paybackMonths" />, built in <Claim name='simpleAutomationWeeks'/>.`,
      ),
    ).toBe("Pays back in 3-6 months, built in 2-4 weeks.");
    expect(() => withClaimTexts('<Claim name="nope" />')).toThrow(/Unknown claim "nope"/);
  });
});

describe("the articles", () => {
  it("use <Claim /> with known names and no {claims.…} expression", () => {
    const folder = "src/content/blog";
    const files = readdirSync(folder).filter((name) => name.endsWith(".mdx"));
    expect(files).toHaveLength(6);
    let count = 0;
    for (const file of files) {
      const body = readFileSync(`${folder}/${file}`, "utf8");
      expect(body, file).not.toMatch(/\{\s*claims\./);
      expect(body, file).not.toMatch(/from "~\/content\/claims"/);
      for (const [, name] of body.matchAll(/<Claim\s+name="([^"]*)"/g)) {
        expect(claimNames, `${file}: ${name}`).toContain(name);
        count++;
      }
    }
    expect(count).toBe(27);
  });
});
