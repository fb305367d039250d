import { renderToStaticMarkup } from "react-dom/server";
import { caseStudyRecord, caseStudyRecords } from "~/collections/case-studies";
import type { CaseStudyRecord } from "~/collections/case-studies/schema";
import type { Delay } from "~/components/case-study/figures";
import { wrapText } from "./WorkflowDrawing";
import { WorkflowFigure } from "./WorkflowFigure";
import { captionText, formatDelay, hoursOf, workflowCaption } from "./workflow";

/** A stored case study's workflow and results (src/content/case-studies/<slug>.json). */
const figures = ({ workflow, results }: CaseStudyRecord) => ({
  workflow,
  results: { results: results.items },
});

/** Every stored case study, so a new file is checked as soon as it exists. */
const caseStudies = Object.fromEntries(
  caseStudyRecords.map(({ slug, data }) => [`/${slug}`, figures(data)]),
);
const manufacturing = figures(caseStudyRecord("manufacturing-automation"));
const retail = figures(caseStudyRecord("retail-operations"));
const dealership = figures(caseStudyRecord("dealership-automation"));

const minutes = { minutes: 1, hours: 60, days: 24 * 60 } as const;
const inMinutes = (delay: Delay) => delay.amount * minutes[delay.unit];

/** A result figure as a quantity: "60%" is a percentage, "12 hrs" hours, "4 min" minutes... */
function quantity(metric: string) {
  const match = metric.match(/^(\d+)\s*(%|min|hrs?|days?)$/);
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2] ?? "";
  if (unit === "%") return { percent: amount };
  if (unit === "min") return { minutes: amount };
  if (unit.startsWith("hr")) return { hours: amount, minutes: amount * minutes.hours };
  return { minutes: amount * minutes.days };
}

/** Whole-figure occurrences of `metric` in `text` ("4 min" is not in "14 min"). */
const occurrences = (text: string, metric: string) =>
  text.match(new RegExp(`(?<![\\d.,])${metric.replace(/[$.]/g, "\\$&")}(?![\\d])`, "g"))?.length ??
  0;

describe.each(Object.entries(caseStudies))("%s: the before/after record", (_path, study) => {
  const { workflow } = study;
  const results = study.results.results;
  const caption = captionText(workflowCaption(workflow, results));

  test("has steps on both sides, each done by a person or run by a system", () => {
    expect(workflow.before.length).toBeGreaterThanOrEqual(4);
    expect(workflow.after.length).toBeGreaterThanOrEqual(4);
    for (const step of [...workflow.before, ...workflow.after]) {
      expect(step.task.length).toBeGreaterThan(5);
      expect(step.who.length).toBeGreaterThan(2);
      // A system runs by itself: no people's hours on it.
      if (step.actor === "system") expect(step.hoursPerWeek, step.task).toBeUndefined();
    }
    expect(
      workflow.before.some((step) => step.error),
      "where errors crept in",
    ).toBe(true);
    expect(workflow.after.some((step) => step.error)).toBe(false);
    expect(workflow.after.some((step) => step.actor === "system")).toBe(true);
  });

  test("names only results the page has, each beside at most one after step", () => {
    const named = [...workflow.before, ...workflow.after].flatMap((step) =>
      step.result === undefined ? [] : [step.result],
    );
    for (const index of [...named, workflow.hoursResult ?? 0]) expect(results[index]).toBeDefined();
    const badges = workflow.after.flatMap((step) =>
      step.result === undefined ? [] : [step.result],
    );
    expect(new Set(badges).size).toBe(badges.length);
  });

  test("its caption states every result figure of the page, once", () => {
    expect(results).toHaveLength(4);
    for (const { metric } of results) expect(occurrences(caption, metric), metric).toBe(1);
  });

  test("the hours add up as the caption says, to the result they measure", () => {
    if (workflow.hoursResult === undefined) {
      expect(caption).not.toMatch(/hours a week/);
      return;
    }
    const before = hoursOf(workflow.before);
    const after = hoursOf(workflow.after);
    expect(caption).toContain(`taking people ${before} hours a week`);
    expect(caption).toContain(`in ${after} hours a week instead of ${before}:`);
    for (const step of [...workflow.before, ...workflow.after]) {
      if (step.actor === "person" && step.hoursPerWeek === undefined) {
        // A person step outside the count must say how long it holds a case up instead.
        expect(step.delay, step.task).toBeDefined();
      }
    }
    const measured = quantity(results[workflow.hoursResult]?.metric ?? "");
    if (measured && "percent" in measured) {
      expect(Math.round(((before - after) / before) * 100)).toBe(measured.percent);
    } else {
      expect(before - after).toBe(measured?.hours);
    }
  });

  test("delays measured by a result agree with its figure (the new delay, or the time saved)", () => {
    const delayed = [...workflow.before, ...workflow.after].filter(
      (step) => step.delay && step.result !== undefined,
    );
    for (const index of new Set(delayed.map((step) => step.result))) {
      const metric = results[index ?? -1]?.metric ?? "";
      const wanted = quantity(metric);
      if (!wanted || "percent" in wanted) continue;
      const total = (steps: typeof workflow.before) =>
        steps
          .filter((step) => step.result === index && step.delay)
          .reduce((sum, step) => sum + inMinutes(step.delay as Delay), 0);
      const before = total(workflow.before);
      const after = total(workflow.after);
      expect(before, `${metric}: a delay before`).toBeGreaterThan(0);
      expect([after, before - after], metric).toContain(wanted.minutes);
    }
  });
});

describe("workflowCaption", () => {
  test("manufacturing: the spec's four figures, and 80 hours a week down to 32 as 60% less", () => {
    const caption = captionText(
      workflowCaption(manufacturing.workflow, manufacturing.results.results),
    );
    expect(caption).toBe(
      "Before: 5 steps, all done by hand, taking people 80 hours a week; errors crept in at 3 of them. " +
        "After: 3 of 6 steps run by themselves and 3 are still done by people, in 32 hours a week instead of 80: " +
        "60% less time spent on manual data entry in the office and on the floor. " +
        "Also: 40% shorter lead time from a customer's purchase order to a shipped pallet; " +
        "35% fewer quality holds and customer chargebacks; and 25% lower overtime costs.",
    );
  });

  test("without hours, it lists every result after the steps", () => {
    const caption = captionText(workflowCaption(dealership.workflow, dealership.results.results));
    expect(caption).toMatch(
      /^Before: 5 steps, 4 of them done by hand; errors crept in at 3 of them\./,
    );
    expect(caption).toContain("What changed: 4 min average first reply to an internet lead;");
  });

  test("a result index the page does not have fails the build", () => {
    expect(() =>
      workflowCaption({ ...retail.workflow, hoursResult: 9 }, retail.results.results),
    ).toThrow(/no result 9/);
  });
});

describe("formatDelay and wrapText", () => {
  test("delays read as a person would say them", () => {
    expect(formatDelay({ amount: 2, unit: "hours", moreThan: true })).toBe("more than 2 hrs");
    expect(formatDelay({ amount: 1, unit: "days" })).toBe("1 day");
    expect(formatDelay({ amount: 0, unit: "days" })).toBe("same day");
    expect(formatDelay({ amount: 15, unit: "minutes" })).toBe("15 min");
  });

  test("lines keep whole words within the width", () => {
    expect(wrapText("Type the travelers into spreadsheets after each shift", 32)).toEqual([
      "Type the travelers into",
      "spreadsheets after each shift",
    ]);
  });
});

describe("WorkflowFigure", () => {
  const html = renderToStaticMarkup(
    <WorkflowFigure workflow={retail.workflow} results={retail.results.results} />,
  );

  test("is a figure with a caption, drawings a screen reader can reach and tables of the steps", () => {
    expect(html).toMatch(/<figure data-workflow[^>]*>\s*<figcaption/);
    expect(html).not.toMatch(/<figure[^>]*aria-hidden/);
    const drawings = [...html.matchAll(/<svg[^>]*data-workflow-drawing="(\w+)"[^>]*>/g)];
    expect(drawings.map((match) => match[1])).toEqual(["before", "after"]);
    for (const [tag] of drawings) {
      expect(tag).toContain('role="img"');
      expect(tag).not.toContain("aria-hidden");
    }
    expect(html.match(/<table/g)).toHaveLength(2);
    const rows = retail.workflow.before.length + retail.workflow.after.length;
    expect(html.match(/<g data-step=/g)).toHaveLength(rows);
    expect(html.match(/<tr data-step=/g)).toHaveLength(rows);
  });

  test("the tables total each side's hours as the drawing does", () => {
    expect(html).toContain(`<td data-hours-total="true">${hoursOf(retail.workflow.before)}</td>`);
    expect(html).toContain(`<td data-hours-total="true">${hoursOf(retail.workflow.after)}</td>`);
    expect(html).toContain(`${hoursOf(retail.workflow.before)} hrs a week</text>`);
  });
});
