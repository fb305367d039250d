import { ArrowRightIcon, ClockIcon, TriangleAlertIcon } from "lucide-react";
import type { Workflow } from "~/components/case-study/figures";
import type { Result } from "~/components/sections/Results";
import { Section, type Tone } from "~/components/sections/Section";
import { actorIcons, type Side, WorkflowDrawing } from "./WorkflowDrawing";
import { formatDelay, hoursOf, resultPhrase, workflowCaption } from "./workflow";

/**
 * A case study's work before and after the project, drawn at build time from its workflow record:
 * one column per side (stacked on phones, side by side from md), each a drawing of its steps
 * (WorkflowDrawing) with the same steps in a table for screen readers, a key to the drawing, and a
 * caption that states the change with the page's own result figures (workflow.ts).
 */

/** The steps of one side as a table, for screen readers (the drawing says the same). */
function StepsTable({
  side,
  workflow,
  results,
}: {
  side: Side;
  workflow: Workflow;
  results: readonly Result[];
}) {
  const countsHours = workflow.hoursResult !== undefined;
  const hasDelays = side.steps.some((step) => step.delay);
  const label = side.name === "before" ? "Before" : "After";
  return (
    // Visually hidden by its wrapper: a table box ignores the width and overflow that hide it.
    <div className="sr-only">
      <table>
        <caption>{`${label}: ${side.steps.length} steps`}</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col">Done by</th>
            {countsHours && <th scope="col">People's hours a week</th>}
            {hasDelays && <th scope="col">How long one case takes there</th>}
            <th scope="col">{side.name === "before" ? "Where errors crept in" : "Result"}</th>
          </tr>
        </thead>
        <tbody>
          {side.steps.map((step) => {
            const result = step.result === undefined ? undefined : results[step.result];
            return (
              <tr key={step.task} data-step={step.actor}>
                <th scope="row">{step.task}</th>
                <td>
                  {step.actor === "system"
                    ? `${step.who}, runs by itself`
                    : `${step.who} (a person)`}
                </td>
                {countsHours && (
                  <td data-hours>
                    {step.hoursPerWeek ?? (step.actor === "system" ? "none" : "not measured")}
                  </td>
                )}
                {hasDelays && <td>{step.delay ? formatDelay(step.delay) : "none"}</td>}
                <td>
                  {side.name === "before"
                    ? (step.error ?? "none")
                    : result
                      ? resultPhrase(result)
                      : "none"}
                </td>
              </tr>
            );
          })}
        </tbody>
        {countsHours && (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td data-hours-total>{hoursOf(side.steps)}</td>
              {hasDelays && <td />}
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** The key to the drawing: only what this workflow's drawing uses. */
function Legend({ workflow, results }: { workflow: Workflow; results: readonly Result[] }) {
  const steps = [...workflow.before, ...workflow.after];
  const badge = workflow.after.find((step) => step.result !== undefined);
  const metric = badge?.result === undefined ? undefined : results[badge.result]?.metric;
  const items = [
    {
      key: "person",
      shown: true,
      mark: <actorIcons.person aria-hidden="true" className="size-4 text-slate-600" />,
      label: "a person does it",
    },
    {
      key: "system",
      shown: true,
      mark: <actorIcons.system aria-hidden="true" className="size-4 text-brand-700" />,
      label: "runs by itself",
    },
    {
      key: "error",
      shown: steps.some((step) => step.error),
      mark: <TriangleAlertIcon aria-hidden="true" className="size-4 text-amber-600" />,
      label: "where errors crept in",
    },
    {
      key: "hours",
      shown: workflow.hoursResult !== undefined,
      mark: (
        <span aria-hidden="true" className="flex gap-1">
          <span className="h-2 w-4 rounded-full bg-accent" />
          <span className="h-2 w-4 rounded-full bg-brand-500" />
        </span>
      ),
      label: "people's hours a week, before and after",
    },
    {
      key: "delay",
      shown: steps.some((step) => step.delay),
      mark: <ClockIcon aria-hidden="true" className="size-4 text-muted" />,
      label: "how long one case takes there",
    },
    {
      key: "result",
      shown: metric !== undefined,
      mark: (
        <span
          aria-hidden="true"
          className="rounded-full bg-brand-50 px-2 text-xs font-bold text-brand-700 ring-1 ring-brand-200"
        >
          {metric}
        </span>
      ),
      label: "the result it produced",
    },
  ].filter((item) => item.shown);
  return (
    <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
      {items.map(({ key, mark, label }) => (
        <li key={key} className="flex items-center gap-2">
          {mark}
          {label}
        </li>
      ))}
    </ul>
  );
}

export function WorkflowFigure({
  workflow,
  results,
  tone,
  id,
}: {
  workflow: Workflow;
  results: readonly Result[];
  tone?: Tone;
  id?: string;
}) {
  const caption = workflowCaption(workflow, results);
  const maxHours = Math.max(
    1,
    ...[...workflow.before, ...workflow.after].map((step) => step.hoursPerWeek ?? 0),
  );
  const sideCard = (side: Side) => (
    <div
      data-workflow-side={side.name}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/10 sm:p-6"
    >
      <WorkflowDrawing side={side} workflow={workflow} results={results} maxHours={maxHours} />
      <StepsTable side={side} workflow={workflow} results={results} />
    </div>
  );
  return (
    <Section heading={{ eyebrow: "Before and after", title: workflow.title }} tone={tone} id={id}>
      <figure data-workflow className="grid gap-8 lg:grid-cols-12 lg:gap-12">
        <figcaption className="order-last space-y-4 text-lg leading-8 text-pretty text-slate-700 lg:order-first lg:col-span-4">
          {caption.map(({ label, text }) => (
            <p key={label}>
              <strong className="font-semibold text-ink">{label}:</strong> {text}
            </p>
          ))}
        </figcaption>
        <div className="lg:col-span-8">
          <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
            {sideCard({ name: "before", steps: workflow.before })}
            <span
              aria-hidden="true"
              className="mx-auto flex size-10 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm md:mt-24"
            >
              <ArrowRightIcon className="size-5 rotate-90 md:rotate-0" />
            </span>
            {sideCard({ name: "after", steps: workflow.after })}
          </div>
          <Legend workflow={workflow} results={results} />
        </div>
      </figure>
    </Section>
  );
}
