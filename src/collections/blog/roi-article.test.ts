import { readFileSync } from "node:fs";
import {
  calculateRoi,
  formatDollars,
  formatPayback,
  formatRoi,
  inputsFromQuery,
  type RoiInput,
  roiSummary,
} from "~/features/roi/roi";

/**
 * The worked examples of "How to Calculate the ROI of Business Automation" use the spec's formulas
 * (section 9): the figures the article prints are the calculator's own results for its inputs.
 */
const article = readFileSync("src/content/blog/automation-roi-calculator.mdx", "utf8");

/**
 * The calculator link of the worked example, with its inputs in the query, as Markdown reads it:
 * the editor writes `&` in a link as `\&` (a backslash escape), which the page renders as `&`.
 */
const exampleLink = (/\]\((\/roi-calculator\?[^)]+)\)/.exec(article)?.[1] ?? "").replace(
  /\\([!-/:-@[-`{-~])/g,
  "$1",
);

describe("the ROI article's worked example", () => {
  const input = inputsFromQuery(new URL(exampleLink, "http://x").searchParams);
  const result = calculateRoi(input);

  it("links to the calculator with all seven inputs filled in", () => {
    expect(Object.keys(input)).toHaveLength(7);
    expect(input).toEqual({
      currentLaborCosts: "38000",
      currentErrorCosts: "6000",
      currentTimeWaste: "5200",
      automationInvestment: "8260",
      expectedEfficiencyGain: "60",
      expectedErrorReduction: "75",
      expectedTimeSavings: "50",
    });
  });

  it("prints the calculator's savings, ROI, payback, net benefit and summary", () => {
    expect(formatDollars(result.annualSavings)).toBe("$29,900");
    expect(formatRoi(result.roi)).toBe("262.0%");
    expect(formatPayback(result.paybackPeriod)).toBe("0.3 years");
    expect(formatDollars(result.netBenefit)).toBe("$21,640");
    for (const text of [
      "**$29,900**",
      "**$8,260**",
      "= **262.0%**",
      "= **0.3 years**",
      "= **$21,640**",
      `"${roiSummary(result)}"`,
    ]) {
      expect(article).toContain(text);
    }
  });

  it("prints the conservative and the negative cases as the formulas give them", () => {
    const cases: [RoiInput, string[]][] = [
      [
        {
          ...input,
          expectedEfficiencyGain: "30",
          expectedErrorReduction: "40",
          expectedTimeSavings: "25",
        },
        ["$15,100", "82.8%", "0.5 years", "$6,840"],
      ],
      [
        {
          currentLaborCosts: "6000",
          currentErrorCosts: "1000",
          currentTimeWaste: "0",
          automationInvestment: "8260",
          expectedEfficiencyGain: "50",
          expectedErrorReduction: "50",
          expectedTimeSavings: "50",
        },
        ["$3,500", "-57.6%", "2.4 years", "-$4,760"],
      ],
    ];
    for (const [caseInput, expected] of cases) {
      const outcome = calculateRoi(caseInput);
      expect([
        formatDollars(outcome.annualSavings),
        formatRoi(outcome.roi),
        formatPayback(outcome.paybackPeriod),
        formatDollars(outcome.netBenefit),
      ]).toEqual(expected);
      // The article writes minus signs as "−" (U+2212).
      for (const figure of expected) expect(article).toContain(figure.replace("-", "−"));
    }
    const negative = calculateRoi(cases[1]?.[0] ?? {});
    expect(article).toContain(`"${roiSummary(negative)}"`);
  });
});
