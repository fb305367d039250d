import {
  ArrowRightIcon,
  ClockIcon,
  type LucideIcon,
  TriangleAlertIcon,
  UserRoundIcon,
  ZapIcon,
} from "lucide-react";
import { Section } from "~/components/sections/Section";
import type { Workflow, WorkflowStep } from "~/content/case-study";
import type { Result, Tone } from "~/content/types";
import { formatDelay, hoursOf, resultPhrase, workflowCaption } from "./workflow";

/**
 * A case study's work before and after the project, drawn at build time from its workflow record:
 * one column per side (stacked on phones, side by side from md), each an SVG of its steps (who
 * does each, people's hours a week as bars, delays, where errors crept in, and on the after side
 * the page result each change produced), with the same steps in a table for screen readers and a
 * caption that states the change with the page's own result figures.
 */

/** The drawing's width in SVG units: about one unit per CSS pixel on a 390 px phone. */
const WIDTH = 360;
const NODE_X = 20;
const TEXT_X = 48;
const BAR_WIDTH = 190;
const BADGE_WIDTH = 68;
const LINE = 19;
const META_LINE = 18;
const ROW_GAP = 20;

/** "1 hr a week", "16 hrs a week". */
const perWeek = (hours: number) => `${hours} ${hours === 1 ? "hr" : "hrs"} a week`;

/** Words in lines of at most `chars` characters (a longer word gets a line of its own). */
export function wrapText(text: string, chars: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= chars)
      lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

function Glyph({
  icon: Icon,
  x,
  y,
  className,
}: {
  icon: LucideIcon;
  x: number;
  y: number;
  className: string;
}) {
  return <Icon x={x} y={y} width={14} height={14} className={className} aria-hidden="true" />;
}

interface Side {
  name: "before" | "after";
  steps: readonly WorkflowStep[];
}

/** One step's drawing, from its top edge; returns the elements and the height they take. */
function drawStep(
  step: WorkflowStep,
  side: Side["name"],
  top: number,
  maxHours: number,
  results: readonly Result[],
) {
  const badge = side === "after" && step.result !== undefined ? results[step.result] : undefined;
  const taskLines = wrapText(step.task, badge ? 25 : 32);
  const parts: React.ReactNode[] = [];
  let y = top + 15;
  for (const line of taskLines) {
    parts.push(
      <text key={`t${y}`} x={TEXT_X} y={y} fontSize={15} fontWeight={600} className="fill-ink">
        {line}
      </text>,
    );
    y += LINE;
  }
  const system = step.actor === "system";
  parts.push(
    <text
      key="who"
      x={TEXT_X}
      y={y - 1}
      fontSize={13}
      className={system ? "fill-brand-700" : "fill-muted"}
    >
      {system ? `${step.who} · runs by itself` : step.who}
    </text>,
  );
  y += META_LINE - 4;
  if (step.hoursPerWeek !== undefined) {
    const width = Math.max(4, Math.round((step.hoursPerWeek / maxHours) * BAR_WIDTH));
    parts.push(
      <rect
        key="bar"
        x={TEXT_X}
        y={y - 2}
        width={width}
        height={9}
        rx={4.5}
        className={side === "before" ? "fill-accent" : "fill-brand-500"}
      />,
      <text
        key="hours"
        x={TEXT_X + width + 8}
        y={y + 6}
        fontSize={13}
        fontWeight={600}
        className="fill-ink"
      >
        {perWeek(step.hoursPerWeek)}
      </text>,
    );
    y += META_LINE;
  }
  if (step.delay) {
    parts.push(
      <Glyph key="clock" icon={ClockIcon} x={TEXT_X} y={y - 5} className="text-muted" />,
      <text key="delay" x={TEXT_X + 20} y={y + 6} fontSize={13} className="fill-ink">
        {formatDelay(step.delay)}
      </text>,
    );
    y += META_LINE;
  }
  if (step.error) {
    parts.push(
      <Glyph key="warn" icon={TriangleAlertIcon} x={TEXT_X} y={y - 5} className="text-amber-600" />,
    );
    for (const line of wrapText(step.error, 36)) {
      parts.push(
        <text key={`e${y}`} x={TEXT_X + 20} y={y + 6} fontSize={13} className="fill-amber-800">
          {line}
        </text>,
      );
      y += META_LINE;
    }
  }
  if (badge) {
    parts.push(
      <rect
        key="badge"
        x={WIDTH - BADGE_WIDTH}
        y={top - 2}
        width={BADGE_WIDTH}
        height={26}
        rx={13}
        className="fill-brand-50 stroke-brand-200"
      />,
      <text
        key="metric"
        x={WIDTH - BADGE_WIDTH / 2}
        y={top + 16}
        fontSize={14}
        fontWeight={700}
        textAnchor="middle"
        className="fill-brand-700"
      >
        {badge.metric}
      </text>,
    );
  }
  return { parts, height: y - top };
}

/** The drawing of one side: a heading with its totals, then the steps joined by a connector. */
function SideDrawing({
  side,
  workflow,
  results,
  maxHours,
}: {
  side: Side;
  workflow: Workflow;
  results: readonly Result[];
  maxHours: number;
}) {
  const countsHours = workflow.hoursResult !== undefined;
  const running = side.steps.filter((step) => step.actor === "system").length;
  const summary = [
    side.name === "before"
      ? running === 0
        ? `All ${side.steps.length} steps by hand`
        : `${side.steps.length - running} of ${side.steps.length} steps by hand`
      : `${running} of ${side.steps.length} steps run by themselves`,
    countsHours ? perWeek(hoursOf(side.steps)) : undefined,
  ]
    .filter(Boolean)
    .join(" · ");

  let top = 70;
  const rows = side.steps.map((step) => {
    const drawn = drawStep(step, side.name, top, maxHours, results);
    const row = { step, top, ...drawn };
    top += drawn.height + ROW_GAP;
    return row;
  });
  const height = top - ROW_GAP + 4;
  const label = side.name === "before" ? "Before" : "After";

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={`${label}: the ${side.steps.length} steps drawn as a diagram; the table that follows lists them.`}
      className="block h-auto w-full overflow-visible font-sans"
      data-workflow-drawing={side.name}
    >
      <text x={0} y={20} fontSize={20} fontWeight={700} className="fill-ink">
        {label}
      </text>
      <text x={0} y={44} fontSize={14} className="fill-muted">
        {summary}
      </text>
      <path d={`M0 56 H${WIDTH}`} className="stroke-slate-200" />
      {rows.slice(0, -1).map((row, index) => (
        <path
          key={row.top}
          d={`M${NODE_X} ${row.top + 26} V${(rows[index + 1]?.top ?? row.top) - 6}`}
          strokeWidth={2}
          strokeDasharray={side.name === "before" ? "3 5" : undefined}
          className={side.name === "before" ? "stroke-slate-300" : "stroke-brand-300"}
        />
      ))}
      {rows.map((row) => {
        const system = row.step.actor === "system";
        return (
          <g key={row.top} data-step={row.step.actor}>
            <circle
              cx={NODE_X}
              cy={row.top + 10}
              r={16}
              className={system ? "fill-brand-700" : "fill-white stroke-slate-300"}
            />
            {system ? (
              <ZapIcon
                x={NODE_X - 9}
                y={row.top + 1}
                width={18}
                height={18}
                className="text-white"
                aria-hidden="true"
              />
            ) : (
              <UserRoundIcon
                x={NODE_X - 9}
                y={row.top + 1}
                width={18}
                height={18}
                className="text-slate-600"
                aria-hidden="true"
              />
            )}
            {row.parts}
          </g>
        );
      })}
    </svg>
  );
}

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
            {hasDelays && <th scope="col">Delay</th>}
            <th scope="col">{side.name === "before" ? "Where errors crept in" : "Result"}</th>
          </tr>
        </thead>
        <tbody>
          {side.steps.map((step) => (
            <tr key={step.task} data-step={step.actor}>
              <th scope="row">{step.task}</th>
              <td>
                {step.actor === "system" ? `${step.who}, runs by itself` : `${step.who} (a person)`}
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
                  : step.result !== undefined && results[step.result]
                    ? resultPhrase(results[step.result] as Result)
                    : "none"}
              </td>
            </tr>
          ))}
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
      mark: <UserRoundIcon aria-hidden="true" className="size-4 text-slate-600" />,
      label: "a person does it",
    },
    {
      key: "system",
      shown: true,
      mark: <ZapIcon aria-hidden="true" className="size-4 text-brand-700" />,
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
  const sides: Side[] = [
    { name: "before", steps: workflow.before },
    { name: "after", steps: workflow.after },
  ];
  const maxHours = Math.max(
    1,
    ...[...workflow.before, ...workflow.after].map((step) => step.hoursPerWeek ?? 0),
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
            {sides.map((side, index) => (
              <div key={side.name} className="contents">
                {index > 0 && (
                  <span
                    aria-hidden="true"
                    className="mx-auto flex size-10 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm md:mt-24"
                  >
                    <ArrowRightIcon className="size-5 rotate-90 md:rotate-0" />
                  </span>
                )}
                <div
                  data-workflow-side={side.name}
                  className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/10 sm:p-6"
                >
                  <SideDrawing
                    side={side}
                    workflow={workflow}
                    results={results}
                    maxHours={maxHours}
                  />
                  <StepsTable side={side} workflow={workflow} results={results} />
                </div>
              </div>
            ))}
          </div>
          <Legend workflow={workflow} results={results} />
        </div>
      </figure>
    </Section>
  );
}
