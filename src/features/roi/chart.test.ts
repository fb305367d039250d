import { chartCaption, chartModel, formatAxisDollars, heightPercent, niceTicks } from "./chart";
import { calculateRoi } from "./roi";

const result = (annualSavings: number, investment: number) =>
  calculateRoi({
    currentLaborCosts: String(annualSavings),
    expectedEfficiencyGain: "100",
    automationInvestment: String(investment),
  });

describe("niceTicks", () => {
  it("covers the range with round steps", () => {
    expect(niceTicks(0, 180000)).toEqual([0, 50000, 100000, 150000, 200000]);
    expect(niceTicks(0, 24000)).toEqual([0, 10000, 20000, 30000]);
    expect(niceTicks(0, 1000)).toEqual([0, 250, 500, 750, 1000]);
  });

  it("spans negative values", () => {
    expect(niceTicks(-30000, 10000)).toEqual([-30000, -20000, -10000, 0, 10000]);
  });

  it("still has a scale when everything is zero", () => {
    expect(niceTicks(0, 0)).toEqual([0, 250, 500, 750, 1000]);
  });
});

describe("chartModel", () => {
  it("marks the payback point inside three years", () => {
    const model = chartModel(result(60000, 25000));
    expect(model.payback).toBeCloseTo(25000 / 60000);
    expect(model.savingsAtEnd).toBe(180000);
    expect(model.ticks.at(-1)).toBeGreaterThanOrEqual(180000);
    expect(model.years).toEqual([
      { year: 1, cumulativeSavings: 60000, netPosition: 35000 },
      { year: 2, cumulativeSavings: 120000, netPosition: 95000 },
      { year: 3, cumulativeSavings: 180000, netPosition: 155000 },
    ]);
  });

  it("has no payback point when it comes later, or without savings or investment", () => {
    expect(chartModel(result(10000, 50000)).payback).toBeNull();
    expect(chartModel(result(0, 50000)).payback).toBeNull();
    expect(chartModel(result(10000, 0)).payback).toBeNull();
  });

  it("places values on the axis", () => {
    const { ticks } = chartModel(result(60000, 25000));
    expect(heightPercent(ticks, 0)).toBe(0);
    expect(heightPercent(ticks, 100000)).toBe(50);
  });
});

describe("chart text", () => {
  it("labels the axis compactly", () => {
    expect(formatAxisDollars(0)).toBe("$0");
    expect(formatAxisDollars(50000)).toBe("$50K");
    expect(formatAxisDollars(1500000)).toBe("$1.5M");
  });

  it("describes the payback", () => {
    expect(chartCaption(result(60000, 25000))).toBe(
      "Cumulative savings cover the $25,000 investment after 0.4 years (in month 5) and reach $180,000 by the end of year 3.",
    );
    expect(chartCaption(result(10000, 50000))).toBe(
      "Cumulative savings reach $30,000 by the end of year 3, short of the $50,000 investment; at this rate it pays back after 5.0 years.",
    );
    expect(chartCaption(result(10000, 0))).toBe(
      "With no investment entered, savings count from day one: $30,000 over 3 years.",
    );
    expect(chartCaption(result(0, 50000))).toBe(
      "With no savings from automation, nothing builds up to cover the investment.",
    );
  });
});
