import { weekRange } from "~/lib/weeks";

/** Fill of each phase, in order; the open-ended phase after launch is striped amber. */
const phaseColors = ["bg-brand-900 text-white", "bg-brand-700 text-white", "bg-brand-200 text-ink"];
const ongoingColor =
  "bg-[repeating-linear-gradient(135deg,var(--color-accent)_0_6px,#fcd34d_6px_12px)] text-ink";
const phaseColor = (index: number) => phaseColors[index % phaseColors.length];
/** Room after the longest plan for the open-ended phase, in weeks of the scale. */
const ongoingWeeks = 2;

/** What the timeline reads of a phase (./Phases draws the whole `Phase`, and imports this file). */
interface TimedPhase {
  title: string;
  duration: string;
}

interface Segment {
  title: string;
  weeks: number;
}
interface Plan {
  label: string;
  weeks: number;
  segments: readonly Segment[];
}

/**
 * The phases laid end to end on a scale of weeks, at their shortest and at their longest: the
 * phases with a duration in weeks in order, then the ones without ("ongoing") after them.
 */
export function planTimeline(phases: readonly TimedPhase[]) {
  const timed = phases.flatMap((phase) => {
    const range = weekRange(phase.duration);
    return range ? [{ title: phase.title, ...range }] : [];
  });
  const ongoing = phases.filter((phase) => !weekRange(phase.duration));
  const plan = (label: string, weeksOf: (phase: (typeof timed)[number]) => number): Plan => {
    const segments = timed.map((phase) => ({ title: phase.title, weeks: weeksOf(phase) }));
    return { label, weeks: segments.reduce((sum, { weeks }) => sum + weeks, 0), segments };
  };
  const plans = [
    plan("At the shortest", (phase) => phase.shortest),
    plan("At the longest", (phase) => phase.longest),
  ] as const;
  const names = timed.map((phase) => phase.title);
  const listed = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const after = ongoing.map((phase) => `${phase.title} is ${phase.duration}`).join("; ");
  const caption = `${listed} take ${plans[0].weeks} weeks at the shortest and ${plans[1].weeks} at the longest${after ? `; ${after}` : ""}.`;
  return { plans, ongoing, caption, scaleWeeks: plans[1].weeks + ongoingWeeks };
}

const percentOf = (weeks: number, scale: number) => `${((weeks / scale) * 100).toFixed(3)}%`;

/**
 * The roadmap's phases as a bar chart on one scale of weeks, to compare: two plans, shortest and
 * longest, each a row of phases end to end and the ongoing phase after them, with the totals in
 * the caption. Real text throughout: each bar names its phase and weeks to assistive technology;
 * the legend repeats the colours for the eye only.
 */
export function PhaseTimeline({ phases }: { phases: readonly TimedPhase[] }) {
  const { plans, ongoing, caption, scaleWeeks } = planTimeline(phases);
  const legend = [
    ...plans[0].segments.map(({ title }, index) => ({ title, color: phaseColor(index) })),
    ...ongoing.map(({ title }) => ({ title, color: ongoingColor })),
  ];
  return (
    <figure className="mb-12 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-900/10 sm:p-8">
      <figcaption className="font-semibold leading-7 text-ink">{caption}</figcaption>
      <div className="mt-6 space-y-5">
        {plans.map((plan) => (
          <div key={plan.label}>
            <p className="text-sm font-medium text-muted">
              {plan.label}: <span className="font-semibold text-ink">{plan.weeks} weeks</span>
            </p>
            <ol
              aria-label={`${plan.label}, ${plan.weeks} weeks`}
              className="mt-2 flex h-10 text-xs font-semibold sm:text-sm"
            >
              {plan.segments.map((segment, index) => (
                <li
                  key={segment.title}
                  style={{ width: percentOf(segment.weeks, scaleWeeks) }}
                  className={`flex items-center justify-center overflow-hidden rounded-md border-slate-50 not-first:border-l-2 ${phaseColor(index)}`}
                >
                  <span aria-hidden="true">{segment.weeks} wk</span>
                  <span className="sr-only">
                    {segment.title}: {segment.weeks} weeks
                  </span>
                </li>
              ))}
              {ongoing.map((phase) => (
                <li
                  key={phase.title}
                  style={{ width: percentOf(ongoingWeeks, scaleWeeks) }}
                  className={`flex items-center justify-center rounded-md border-l-2 border-slate-50 ${ongoingColor}`}
                >
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">
                    then {phase.title}: {phase.duration}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <ul aria-hidden="true" className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        {legend.map(({ title, color }) => (
          <li key={title} className="flex items-center gap-2">
            <span className={`size-3 rounded-sm ${color}`} />
            {title}
          </li>
        ))}
      </ul>
    </figure>
  );
}
