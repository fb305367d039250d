import {
  calculateRoi,
  consultationSummary,
  formatDollars,
  formatPayback,
  formatRoi,
  inputsFromQuery,
  parseAmount,
  queryWithInputs,
  roiSummary,
  withConsultationSummary,
} from "./roi";

const positive = {
  currentLaborCosts: "120000",
  currentErrorCosts: "15000",
  currentTimeWaste: "30000",
  automationInvestment: "25000",
  expectedEfficiencyGain: "30",
  expectedErrorReduction: "60",
  expectedTimeSavings: "50",
};

describe("parseAmount", () => {
  it("reads numeric text", () => {
    expect(parseAmount("85000")).toBe(85000);
    expect(parseAmount("12.5")).toBe(12.5);
    expect(parseAmount("-400")).toBe(-400);
    expect(parseAmount(" 7 ")).toBe(7);
  });

  it("counts empty or unparseable text as 0", () => {
    expect(parseAmount("")).toBe(0);
    expect(parseAmount(undefined)).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount("abc")).toBe(0);
    expect(parseAmount("--5")).toBe(0);
    expect(parseAmount("Infinity")).toBe(0);
    expect(parseAmount("1e999")).toBe(0);
  });

  it("ignores dollar signs, percent signs and thousands separators", () => {
    expect(parseAmount("$85,000")).toBe(85000);
    expect(parseAmount("1,250,000.50")).toBe(1250000.5);
    expect(parseAmount("35%")).toBe(35);
  });

  it("takes the leading number of mixed text", () => {
    expect(parseAmount("12abc")).toBe(12);
  });
});

describe("calculateRoi (spec section 9)", () => {
  it("computes savings, ROI, payback and net benefit", () => {
    // 120000 × 30% + 15000 × 60% + 30000 × 50% = 36000 + 9000 + 15000
    expect(calculateRoi(positive)).toEqual({
      annualSavings: 60000,
      roi: 140,
      paybackPeriod: 25000 / 60000,
      investment: 25000,
      netBenefit: 35000,
    });
  });

  it("gives a negative ROI when savings fall short of the investment", () => {
    const result = calculateRoi({
      currentLaborCosts: "40000",
      expectedEfficiencyGain: "20",
      automationInvestment: "20000",
    });
    expect(result.annualSavings).toBe(8000);
    expect(result.roi).toBe(-60);
    expect(result.paybackPeriod).toBe(2.5);
    expect(result.netBenefit).toBe(-12000);
  });

  it("reports an ROI of 0 without an investment", () => {
    const result = calculateRoi({ ...positive, automationInvestment: "" });
    expect(result.roi).toBe(0);
    expect(result.investment).toBe(0);
    expect(result.paybackPeriod).toBe(0);
    expect(result.netBenefit).toBe(60000);
  });

  it("treats a negative investment as no investment for the ROI", () => {
    expect(calculateRoi({ ...positive, automationInvestment: "-5000" }).roi).toBe(0);
  });

  it("reports a payback of 0 without savings", () => {
    const result = calculateRoi({ automationInvestment: "10000" });
    expect(result).toEqual({
      annualSavings: 0,
      roi: -100,
      paybackPeriod: 0,
      investment: 10000,
      netBenefit: -10000,
    });
  });

  it("counts empty and garbage inputs as 0", () => {
    expect(
      calculateRoi({
        currentLaborCosts: "lots",
        currentErrorCosts: "",
        currentTimeWaste: "12000",
        automationInvestment: "n/a",
        expectedEfficiencyGain: "50",
        expectedErrorReduction: "??",
        expectedTimeSavings: "25",
      }),
    ).toEqual({ annualSavings: 3000, roi: 0, paybackPeriod: 0, investment: 0, netBenefit: 3000 });
    expect(calculateRoi({})).toEqual({
      annualSavings: 0,
      roi: 0,
      paybackPeriod: 0,
      investment: 0,
      netBenefit: 0,
    });
  });
});

describe("display", () => {
  it("shows dollars with thousands grouping", () => {
    expect(formatDollars(60000)).toBe("$60,000");
    expect(formatDollars(1234567)).toBe("$1,234,567");
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(-12000)).toBe("-$12,000");
  });

  it("keeps cents when an amount has them", () => {
    expect(formatDollars(4073.85)).toBe("$4,073.85");
    expect(formatDollars(925.5)).toBe("$925.50");
    expect(formatDollars(-0.001)).toBe("$0");
  });

  it("shows ROI and payback to one decimal", () => {
    expect(formatRoi(140)).toBe("140.0%");
    expect(formatRoi(-60)).toBe("-60.0%");
    expect(formatRoi(1900)).toBe("1900.0%");
    expect(formatRoi(-0.01)).toBe("0.0%");
    expect(formatPayback(25000 / 60000)).toBe("0.4 years");
    expect(formatPayback(2.5)).toBe("2.5 years");
    expect(formatPayback(0)).toBe("0.0 years");
  });
});

describe("roiSummary", () => {
  it("states a positive ROI with its payback period", () => {
    expect(roiSummary(calculateRoi(positive))).toBe(
      "Your automation investment shows a positive ROI of 140.0% with a payback period of 0.4 years.",
    );
  });

  it("cautions when the ROI is zero or negative", () => {
    const caution =
      "Your automation investment may not show immediate positive returns. Consider reviewing your assumptions or consulting with our experts.";
    expect(roiSummary(calculateRoi({ automationInvestment: "10000" }))).toBe(caution);
    expect(roiSummary(calculateRoi({ ...positive, automationInvestment: "0" }))).toBe(caution);
  });
});

describe("consultation summary", () => {
  const summary = consultationSummary(calculateRoi(positive));

  it("is one line with the result's figures", () => {
    expect(summary).toBe(
      "ROI calculator estimate: $60,000 annual savings on a $25,000 investment, 140.0% ROI, payback 0.4 years, year-1 net benefit $35,000.",
    );
  });

  it("fills an empty description", () => {
    expect(withConsultationSummary("", summary)).toBe(summary);
    expect(withConsultationSummary("  \n", summary)).toBe(summary);
  });

  it("replaces an earlier summary and keeps the visitor's lines after it", () => {
    const earlier = consultationSummary(calculateRoi({ automationInvestment: "1" }));
    expect(withConsultationSummary(earlier, summary)).toBe(summary);
    expect(withConsultationSummary(`${earlier}\nWe run two shops.`, summary)).toBe(
      `${summary}\nWe run two shops.`,
    );
  });

  it("leaves a description the visitor wrote alone", () => {
    expect(withConsultationSummary("Invoices are typed twice.", summary)).toBe(
      "Invoices are typed twice.",
    );
  });
});

describe("URL query", () => {
  it("reads only the calculator's keys", () => {
    expect(
      inputsFromQuery(new URLSearchParams("currentLaborCosts=5000&automationInvestment=abc&x=1")),
    ).toEqual({ currentLaborCosts: "5000", automationInvestment: "abc" });
  });

  it("writes non-empty inputs under their spec names and keeps other parameters", () => {
    const query = queryWithInputs(
      new URLSearchParams("utm_source=newsletter&currentErrorCosts=9"),
      { currentLaborCosts: "120000", currentErrorCosts: " ", expectedEfficiencyGain: "30" },
    );
    expect(query.toString()).toBe(
      "utm_source=newsletter&currentLaborCosts=120000&expectedEfficiencyGain=30",
    );
  });

  it("round-trips a calculation", () => {
    const query = queryWithInputs(new URLSearchParams(), positive);
    expect(calculateRoi(inputsFromQuery(new URLSearchParams(query.toString())))).toEqual(
      calculateRoi(positive),
    );
  });
});
