/**
 * The numbers behind the results chart: cumulative savings against the investment over the first
 * three years, the payback point and a plain-language caption (the chart's text alternative).
 */
import { formatDollars, formatPayback, type RoiResult } from "./roi";

export const CHART_YEARS = 3;

export interface ChartYear {
  year: number;
  cumulativeSavings: number;
  /** Cumulative savings minus the investment. */
  netPosition: number;
}

export interface ChartModel {
  /** Dollar values of the horizontal grid lines, lowest first; the first and last bound the plot. */
  ticks: number[];
  /** Cumulative savings at the end of the chart. */
  savingsAtEnd: number;
  investment: number;
  /** Years until savings cover the investment, when that happens inside the chart. */
  payback: number | null;
  years: ChartYear[];
}

/** "Nice" grid values (1, 2, 2.5 or 5 times a power of ten) covering min..max in about `count` steps. */
export function niceTicks(min: number, rangeMax: number, count = 4): number[] {
  // A flat range (everything zero) still gets a scale.
  const max = rangeMax > min ? rangeMax : min + Math.max(Math.abs(min), 1000);
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => raw <= factor * magnitude) ?? 10) * magnitude;
  const low = Math.floor(min / step) * step;
  const high = Math.max(Math.ceil(max / step) * step, low + step);
  const ticks: number[] = [];
  for (let index = 0; low + index * step <= high + step / 1e6; index++) {
    // Rounded so 0.1-style steps do not drift (and -0 reads as 0).
    ticks.push(Number((low + index * step).toPrecision(12)) || 0);
  }
  return ticks;
}

export function chartModel({ annualSavings, investment }: RoiResult): ChartModel {
  const savingsAtEnd = annualSavings * CHART_YEARS;
  const paybackYears = annualSavings > 0 && investment > 0 ? investment / annualSavings : null;
  return {
    ticks: niceTicks(Math.min(0, investment, savingsAtEnd), Math.max(0, investment, savingsAtEnd)),
    savingsAtEnd,
    investment,
    payback: paybackYears !== null && paybackYears <= CHART_YEARS ? paybackYears : null,
    years: Array.from({ length: CHART_YEARS }, (_, index) => {
      const cumulativeSavings = annualSavings * (index + 1);
      return { year: index + 1, cumulativeSavings, netPosition: cumulativeSavings - investment };
    }),
  };
}

/** Where a dollar value sits on the vertical axis, in percent from the bottom of the plot. */
export function heightPercent(ticks: readonly number[], value: number): number {
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  return high === low ? 0 : ((value - low) / (high - low)) * 100;
}

const compactDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Axis labels: "$0", "$50K", "$1.5M". */
export const formatAxisDollars = (value: number) => compactDollars.format(value);

/** What the chart shows, in one or two sentences. */
export function chartCaption({ annualSavings, investment }: RoiResult): string {
  const savingsAtEnd = formatDollars(annualSavings * CHART_YEARS);
  if (annualSavings <= 0) {
    return "With no savings from automation, nothing builds up to cover the investment.";
  }
  if (investment <= 0) {
    return `With no investment entered, savings count from day one: ${savingsAtEnd} over ${CHART_YEARS} years.`;
  }
  const payback = investment / annualSavings;
  if (payback <= CHART_YEARS) {
    return `Cumulative savings cover the ${formatDollars(investment)} investment after ${formatPayback(payback)} (in month ${Math.max(1, Math.ceil(payback * 12))}) and reach ${savingsAtEnd} by the end of year ${CHART_YEARS}.`;
  }
  return `Cumulative savings reach ${savingsAtEnd} by the end of year ${CHART_YEARS}, short of the ${formatDollars(investment)} investment; at this rate it pays back after ${formatPayback(payback)}.`;
}
