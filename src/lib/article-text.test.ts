import { articleText, countArticleWords } from "./article-text";

describe("articleText / countArticleWords", () => {
  it("counts the words of plain paragraphs", () => {
    expect(countArticleWords("One two three.\n\nFour five.")).toBe(5);
    expect(countArticleWords("")).toBe(0);
  });

  it("keeps link texts and drops their targets", () => {
    expect(articleText("Try our [ROI calculator](/roi-calculator) today.")).toBe(
      "Try our ROI calculator today.",
    );
    expect(articleText("See https://example.com/a-very/long-path for details.")).toBe(
      "See for details.",
    );
  });

  it("drops heading, list and quote markers, emphasis and thematic breaks", () => {
    const markdown = [
      "## Why it matters",
      "",
      "- **Bold** point",
      "1. _first_ step",
      "> A quote",
      "",
      "---",
      "",
      "### Next",
    ].join("\n");
    expect(articleText(markdown)).toBe("Why it matters Bold point first step A quote Next");
  });

  it("counts table cells, not the table's rules or pipes", () => {
    const table = ["| Cost | Amount |", "|---|---:|", "| Labor | $52,000 |"].join("\n");
    expect(articleText(table)).toBe("Cost Amount Labor $52,000");
  });

  it("keeps the text inside MDX components and drops the tags and attributes", () => {
    const mdx = [
      'import Chart from "./Chart.astro";',
      '<Callout title="A quick rule of thumb">',
      "Rules for decisions, AI for inputs.",
      "</Callout>",
      '<ContactCta label="Get Your ROI Analysis" />',
      "{/* a note to the editor */}",
      "<!-- hidden -->",
    ].join("\n");
    expect(articleText(mdx)).toBe("Rules for decisions, AI for inputs.");
  });

  it("leaves code blocks and lone punctuation out", () => {
    expect(articleText("Before\n\n```ts\nconst x = 1;\n```\n\nafter - end")).toBe(
      "Before after end",
    );
  });

  it("keeps figures such as $4,500, 3-6 and 20% as words", () => {
    expect(countArticleWords("It costs $4,500, pays back in 3-6 months and saves 20%.")).toBe(11);
  });
});
