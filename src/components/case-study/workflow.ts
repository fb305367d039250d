/**
 * What the before/after figure of a case study says in words, derived from its workflow record
 * and the page's own results (the figures are read from them, never retyped).
 */

import type { Delay, Workflow, WorkflowStep } from "~/components/case-study/figures";
import type { Result } from "~/components/sections/Results";
import { firstClause } from "~/components/visuals/CaseStudyPanel";

/** People's hours a week over some steps (steps without hours count 0). */
export const hoursOf = (steps: readonly WorkflowStep[]) =>
  steps.reduce((sum, step) => sum + (step.hoursPerWeek ?? 0), 0);

const unitNames: Record<Delay["unit"], [one: string, many: string]> = {
  minutes: ["min", "min"],
  hours: ["hr", "hrs"],
  days: ["day", "days"],
};

/** "15 min", "more than 2 hrs", "1 day", "same day" (0 days). */
export function formatDelay({ amount, unit, moreThan }: Delay): string {
  if (amount === 0 && unit === "days") return "same day";
  const [one, many] = unitNames[unit];
  return `${moreThan ? "more than " : ""}${amount} ${amount === 1 ? one : many}`;
}

const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text[0]?.toLowerCase()}${text.slice(1)}` : text;

/** A result as one phrase: "40% shorter lead time from a customer's purchase order to a shipped pallet". */
export const resultPhrase = (result: Result) =>
  `${result.metric} ${lowerFirst(firstClause(result.description))}`;

const joinPhrases = (phrases: readonly string[]) =>
  phrases.length > 1
    ? `${phrases.slice(0, -1).join("; ")}; and ${phrases.at(-1)}`
    : (phrases[0] ?? "");

const count = (n: number) => (n === 1 ? "one" : String(n));

/** One sentence of the caption: its label ("Before") and the rest. */
export interface CaptionSentence {
  label: string;
  text: string;
}

/** The caption's three sentences: before, after, and the other results. */
export function workflowCaption(workflow: Workflow, results: readonly Result[]): CaptionSentence[] {
  const { before, after, hoursResult } = workflow;
  const byHand = before.filter((step) => step.actor === "person").length;
  const errors = before.filter((step) => step.error).length;
  const running = after.filter((step) => step.actor === "system").length;
  const stillByPeople = after.length - running;
  const measured = hoursResult === undefined ? undefined : results[hoursResult];
  if (hoursResult !== undefined && !measured) {
    throw new Error(`"${workflow.title}": no result ${hoursResult} to measure its hours`);
  }

  const beforeText = [
    `${before.length} steps, ${byHand === before.length ? "all" : `${byHand} of them`} done by hand`,
    measured ? `, taking people ${hoursOf(before)} hours a week` : "",
    errors > 0 ? `; errors crept in at ${errors} of them.` : ".",
  ].join("");
  const afterText = [
    `${running} of ${after.length} steps run by themselves and ${count(stillByPeople)} ${stillByPeople === 1 ? "is" : "are"} still done by people`,
    measured
      ? `, in ${hoursOf(after)} hours a week instead of ${hoursOf(before)}: ${resultPhrase(measured)}.`
      : ".",
  ].join("");
  const others = results.filter((result) => result !== measured).map(resultPhrase);
  return [
    { label: "Before", text: beforeText },
    { label: "After", text: afterText },
    { label: measured ? "Also" : "What changed", text: `${joinPhrases(others)}.` },
  ];
}

/** The caption as one text, as a screen reader reads it. */
export const captionText = (sentences: readonly CaptionSentence[]) =>
  sentences.map(({ label, text }) => `${label}: ${text}`).join(" ");
