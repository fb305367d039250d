import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { priceLabels, pricing } from "../../src/collections/facts";

/**
 * A price the facts hold is stated through the facts, never typed again: page copy writes
 * `{{pricing.implementation.price}}`, an article `<Claim name="pricing.implementation.price" />`,
 * so one change in Prices and figures changes every page. An amount that is the same number but
 * none of our prices (an example's savings) says so in the article: `<Amount value="$4,500" />`.
 */
const amounts = new Set(JSON.stringify({ pricing, priceLabels }).match(/\$\d{1,3}(?:,\d{3})*/g));

const files = (folder: string, extension: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(folder, entry.name), extension)
      : entry.name.endsWith(extension)
        ? [join(folder, entry.name)]
        : [],
  );

/** Each sentence of `text` that types one of the amounts, with the amount. */
function typedPrices(text: string) {
  const found: string[] = [];
  const plain = text.replace(/<Amount\s+value=(["']).*?\1\s*\/>/g, "");
  for (const sentence of plain.split(/(?<=[.!?|])\s+|\n/)) {
    // An amount whole: "$200" in "$200,000" or in a range "$200-$400" is another number.
    for (const amount of sentence.match(/\$\d{1,3}(?:,\d{3})*(?![\d-]|,\d)/g) ?? []) {
      if (amounts.has(amount)) found.push(`${amount} in "${sentence.trim().slice(0, 120)}"`);
    }
  }
  return found;
}

it("knows the prices it looks for", () => {
  expect([...amounts]).toEqual(
    expect.arrayContaining([pricing.discovery.price, pricing.implementation.price]),
  );
});

it("finds no price typed in the pages' copy or the articles", () => {
  const typed = [
    ...files("src/content/page-copy", ".json"),
    ...files("src/content/blog", ".mdx"),
  ].flatMap((file) => typedPrices(readFileSync(file, "utf8")).map((what) => `${file}: ${what}`));
  expect(typed).toEqual([]);
});

it("names the file and the sentence of a typed price, and passes over a marked example amount", () => {
  expect(
    typedPrices('Our package ($4,500, 4-6 weeks) fits. Savings: <Amount value="$4,500" />.'),
  ).toEqual(['$4,500 in "Our package ($4,500, 4-6 weeks) fits."']);
  expect(typedPrices("Over $200,000 in work; hosting at $200-$400 a month.")).toEqual([]);
});
