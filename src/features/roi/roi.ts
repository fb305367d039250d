/**
 * The ROI calculation of spec section 9, its display rules and the calculator's URL query.
 * Pure functions only: the calculator island, the chart and the tests share them.
 */
import { type RoiField, roiFields } from "~/collections/page-copy/roi-fields";

/** The results panel's id: the fragment a shared address lands on. */
export const ROI_RESULTS_ID = "roi-results";

/** What the visitor typed: numeric text, possibly empty or garbage. */
export type RoiInput = Partial<Record<RoiField, string | null | undefined>>;

export interface RoiResult {
  annualSavings: number;
  /** Percent. */
  roi: number;
  /** Years. */
  paybackPeriod: number;
  investment: number;
  /** Year 1. */
  netBenefit: number;
}

/**
 * Numeric text to a number; empty or unparseable text counts as 0 (spec section 5). Spaces,
 * thousands separators and a "$" or "%" sign are ignored, so "$85,000" reads as 85000; then the
 * leading number counts, as parseFloat reads it ("12abc" is 12, "abc" is 0).
 */
export function parseAmount(text: string | null | undefined): number {
  const value = Number.parseFloat((text ?? "").replace(/[\s,$%]/g, ""));
  return Number.isFinite(value) ? value : 0;
}

/** The formulas of spec section 9. */
export function calculateRoi(input: RoiInput): RoiResult {
  const value = (field: RoiField) => parseAmount(input[field]);
  const annualSavings =
    (value("currentLaborCosts") * value("expectedEfficiencyGain")) / 100 +
    (value("currentErrorCosts") * value("expectedErrorReduction")) / 100 +
    (value("currentTimeWaste") * value("expectedTimeSavings")) / 100;
  const investment = value("automationInvestment");
  return {
    annualSavings,
    roi: investment > 0 ? ((annualSavings - investment) / investment) * 100 : 0,
    paybackPeriod: annualSavings > 0 ? investment / annualSavings : 0,
    investment,
    netBenefit: annualSavings - investment,
  };
}

const wholeDollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const dollarsAndCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const oneDecimal = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
  signDisplay: "negative",
});

/**
 * Dollars with thousands grouping: "$52,500", "-$2,500". Whole amounts show no cents; an amount
 * with cents (inputs may have them) shows both digits rather than being rounded away: "$4,073.85".
 */
export function formatDollars(amount: number): string {
  const cents = Math.round(amount * 100);
  const format = cents % 100 === 0 ? wholeDollars : dollarsAndCents;
  return format.format(cents / 100 || 0);
}

/** ROI percent to one decimal: "162.5%". */
export const formatRoi = (roi: number) => `${oneDecimal.format(roi)}%`;

/** Payback period in years to one decimal: "0.4 years". */
export const formatPayback = (years: number) => `${oneDecimal.format(years)} years`;

/** The summary sentence of spec section 9, character for character. */
export function roiSummary(result: RoiResult): string {
  return result.roi > 0
    ? `Your automation investment shows a positive ROI of ${oneDecimal.format(result.roi)}% with a payback period of ${oneDecimal.format(result.paybackPeriod)} years.`
    : "Your automation investment may not show immediate positive returns. Consider reviewing your assumptions or consulting with our experts.";
}

/** Starts the one-line result summary put in the contact form's description. */
export const CONSULTATION_SUMMARY_PREFIX = "ROI calculator estimate:";

/** One line for the contact form, so the consultant starts from the visitor's numbers. */
export function consultationSummary(result: RoiResult): string {
  return `${CONSULTATION_SUMMARY_PREFIX} ${formatDollars(result.annualSavings)} annual savings on a ${formatDollars(result.investment)} investment, ${formatRoi(result.roi)} ROI, payback ${formatPayback(result.paybackPeriod)}, year-1 net benefit ${formatDollars(result.netBenefit)}.`;
}

/**
 * The description with the summary as its first line: it replaces a summary the calculator wrote
 * earlier (the visitor's own lines after it stay) and fills an empty field. Anything else the
 * visitor wrote is theirs: returned unchanged.
 */
export function withConsultationSummary(description: string, summary: string): string {
  if (description.trim() === "") return summary;
  const previous = splitConsultationSummary(description);
  return previous.summary === null ? description : summary + previous.rest;
}

/**
 * A description as the summary line the calculator wrote (null when it starts with none) and the
 * rest, from the line break on: what the lead notification shows apart.
 */
export function splitConsultationSummary(description: string) {
  if (!description.startsWith(CONSULTATION_SUMMARY_PREFIX)) {
    return { summary: null, rest: description };
  }
  const lineEnd = description.indexOf("\n");
  return lineEnd === -1
    ? { summary: description, rest: "" }
    : { summary: description.slice(0, lineEnd), rest: description.slice(lineEnd) };
}

/** The inputs found in a URL query (only the calculator's own keys). */
export function inputsFromQuery(query: URLSearchParams): RoiInput {
  const input: RoiInput = {};
  for (const field of roiFields) {
    const value = query.get(field);
    if (value !== null) input[field] = value;
  }
  return input;
}

/**
 * The query with the inputs written in under their spec names; empty inputs are left out and
 * any other parameter (a campaign tag, say) is kept.
 */
export function queryWithInputs(query: URLSearchParams, input: RoiInput): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const field of roiFields) {
    const value = input[field]?.trim();
    if (value) next.set(field, value);
    else next.delete(field);
  }
  return next;
}
