import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { articleFigures, priceLabels, pricing, site } from "../../src/collections/facts";

/**
 * A price or a figure the facts hold is stated through the facts, never typed again: copy writes
 * `{{pricing.implementation.price}}`, an article `<Claim name="pricing.implementation.price" />`,
 * so one change in Prices and figures changes every page. Where the same number means something
 * else, the content says so: an article's `<Amount value="$4,500" />` (an example's amount), the
 * article's `<Figure examples>` (a table of planning ranges), the guide's `{% example %}` (a worked
 * example, all its numbers the example's).
 */
const prices = new Set(JSON.stringify({ pricing, priceLabels }).match(/\$\d{1,3}(?:,\d{3})*/g));
/** The figures no sentence states by chance: ranges ("2-4 weeks", "30-50%") and "20+". */
const figures = new Set(
  [...articleFigures.values()].filter((value) => /\d-\d|\d\+/.test(value) && !value.includes("$")),
);

const files = (folder: string, ...extensions: string[]): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(folder, entry.name), ...extensions)
      : extensions.some((extension) => entry.name.endsWith(extension))
        ? [join(folder, entry.name)]
        : [],
  );

/** The text as it states things of its own: said-so amounts and worked examples left out. */
const ownWords = (text: string) =>
  text
    .replace(/<Amount\s+value=(["']).*?\1\s*\/>/g, "")
    .replace(/<Figure\b[^>]*\sexamples(?:=\{true\})?[\s>][\s\S]*?<\/Figure>/g, "")
    .replace(/\{%\s*example[\s\S]*?\{%\s*\/example\s*%\}/g, "");

const sentences = (text: string) => ownWords(text).split(/(?<=[.!?|])\s+|\n/);
const quoted = (amount: string, sentence: string) =>
  `${amount} in "${sentence.trim().slice(0, 120)}"`;

/** Each sentence that types one of the firm's prices, with the price. */
function typedPrices(text: string) {
  return sentences(text).flatMap((sentence) =>
    // A price whole: "$200" in "$200,000" or in a range "$200-$400" is another number.
    (sentence.match(/\$\d{1,3}(?:,\d{3})*(?![\d-]|,\d)/g) ?? [])
      .filter((amount) => prices.has(amount))
      .map((amount) => quoted(amount, sentence)),
  );
}

/** Each sentence that types one of the firm's figures, with the figure. */
function typedFigures(text: string) {
  return sentences(text).flatMap((sentence) =>
    [...figures]
      .filter((figure) =>
        new RegExp(`(?<![\\w.-])${figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`).test(
          sentence,
        ),
      )
      .map((figure) => quoted(figure, sentence)),
  );
}

/** The firm's promises to whoever asks: the answer's delay and the free call's length. */
const promises = [
  new RegExp(`(?<![\\w.])${site.replyHours} business hours?`, "g"),
  new RegExp(
    `(?<![\\w.])${pricing.discoveryCallMinutes}-minute (?:discovery |strategy )?(?:call|consultation|conversation)`,
    "g",
  ),
];

/** Each sentence that types one of the promises. */
const typedPromises = (text: string) =>
  sentences(text).flatMap((sentence) =>
    promises.flatMap((promise) =>
      (sentence.match(promise) ?? []).map((said) => quoted(said, sentence)),
    ),
  );

const found = (paths: string[], typed: (text: string) => string[]) =>
  paths.flatMap((file) => typed(readFileSync(file, "utf8")).map((what) => `${file}: ${what}`));

it("knows the prices and figures it looks for", () => {
  expect([...prices]).toEqual(
    expect.arrayContaining([pricing.discovery.price, pricing.implementation.price]),
  );
  expect([...figures]).toEqual(expect.arrayContaining(["2-4 weeks", "20+", "30-50%"]));
});

it("finds no price typed anywhere in the content", () => {
  const content = files("src/content", ".json", ".md", ".mdx", ".yaml").filter(
    (file) => !file.endsWith("claims.json"),
  );
  expect(found(content, typedPrices)).toEqual([]);
});

it("finds no answer delay or free call's length typed anywhere in the content", () => {
  const content = files("src/content", ".json", ".md", ".mdx", ".yaml").filter(
    (file) => !file.endsWith("site.json") && !file.endsWith("claims.json"),
  );
  expect(found(content, typedPromises)).toEqual([]);
  expect(typedPromises("We reply within 2 business hours, then a free 30-minute call.")).toEqual([
    '2 business hours in "We reply within 2 business hours, then a free 30-minute call."',
    '30-minute call in "We reply within 2 business hours, then a free 30-minute call."',
  ]);
  expect(typedPromises("It took a 30-minute staff meeting and 12 business hours.")).toEqual([]);
});

it("finds no figure typed in an article or the guide", () => {
  const prose = [...files("src/content/blog", ".mdx"), ...files("src/content/guide", ".md")];
  expect(found(prose, typedFigures)).toEqual([]);
});

it("names the file and the sentence, and passes over what the content says is something else", () => {
  expect(
    typedPrices('Our package ($4,500, 4-6 weeks) fits. Savings: <Amount value="$4,500" />.'),
  ).toEqual(['$4,500 in "Our package ($4,500, 4-6 weeks) fits."']);
  expect(typedPrices("Over $200,000 in work; hosting at $200-$400 a month.")).toEqual([]);
  expect(
    typedPrices('{% example title="A shop" %}\nIt paid $600 for training.\n{% /example %}'),
  ).toEqual([]);
  expect(
    typedFigures('<Figure caption="Ranges" examples>\n| 2-4 weeks |\n</Figure> In 2-4 weeks.'),
  ).toEqual(['2-4 weeks in "In 2-4 weeks."']);
  expect(typedFigures("It goes live in 2-4 weeks. Reports: 12-4 weeks, 2-4 weeksend.")).toEqual([
    '2-4 weeks in "It goes live in 2-4 weeks."',
  ]);
});
