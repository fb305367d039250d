import { ClockIcon, TriangleAlertIcon, UserRoundIcon, ZapIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Workflow, WorkflowStep } from "~/components/case-study/figures";
import { Glyph, Label } from "~/components/drawing/marks";
import type { Result } from "~/components/sections/Results";
import { formatDelay, hoursOf } from "./workflow";

/**
 * One side (before or after) of a case study's workflow as an SVG drawn at build time: a heading
 * with its totals, then each step with who does it (a person, or a system that runs by itself),
 * people's hours a week as a bar on one scale for both sides, its delay, where errors crept in,
 * and on the after side the page result the change produced. Text is wrapped here (SVG does not
 * wrap), for a drawing about one unit per CSS pixel on a phone.
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

export interface Side {
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
  const parts: ReactNode[] = [];
  let y = top + 15;
  for (const line of taskLines) {
    parts.push(
      <Label key={`t${y}`} x={TEXT_X} y={y} size={15} weight={600}>
        {line}
      </Label>,
    );
    y += LINE;
  }
  const system = step.actor === "system";
  parts.push(
    <Label key="who" x={TEXT_X} y={y - 1} className={system ? "fill-brand-700" : "fill-muted"}>
      {system ? `${step.who} · runs by itself` : step.who}
    </Label>,
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
      <Label key="hours" x={TEXT_X + width + 8} y={y + 6} weight={600}>
        {perWeek(step.hoursPerWeek)}
      </Label>,
    );
    y += META_LINE;
  }
  if (step.delay) {
    parts.push(
      <Glyph key="clock" icon={ClockIcon} x={TEXT_X} y={y - 5} size={14} className="text-muted" />,
      <Label key="delay" x={TEXT_X + 20} y={y + 6}>
        {formatDelay(step.delay)}
      </Label>,
    );
    y += META_LINE;
  }
  if (step.error) {
    parts.push(
      <Glyph
        key="warn"
        icon={TriangleAlertIcon}
        x={TEXT_X}
        y={y - 5}
        size={14}
        className="text-amber-600"
      />,
    );
    for (const line of wrapText(step.error, 36)) {
      parts.push(
        <Label key={`e${y}`} x={TEXT_X + 20} y={y + 6} className="fill-amber-800">
          {line}
        </Label>,
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
      <Label
        key="metric"
        x={WIDTH - BADGE_WIDTH / 2}
        y={top + 16}
        size={14}
        weight={700}
        anchor="middle"
        className="fill-brand-700"
      >
        {badge.metric}
      </Label>,
    );
  }
  return { parts, height: y - top };
}

/** The mark of who does a step: a person, or a system that runs by itself. */
export const actorIcons = { person: UserRoundIcon, system: ZapIcon } as const;

/** The drawing of one side: a heading with its totals, then the steps joined by a connector. */
export function WorkflowDrawing({
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
      <Label x={0} y={20} size={20} weight={700}>
        {label}
      </Label>
      <Label x={0} y={44} size={14} className="fill-muted">
        {summary}
      </Label>
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
            <Glyph
              icon={actorIcons[row.step.actor]}
              x={NODE_X - 9}
              y={row.top + 1}
              size={18}
              className={system ? "text-white" : "text-slate-600"}
            />
            {row.parts}
          </g>
        );
      })}
    </svg>
  );
}
