import { CheckCircle2Icon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { PhaseTimeline } from "./PhaseTimeline";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

export interface Phase {
  title: string;
  duration: string;
  description: string;
  tasks: readonly string[];
}

export interface PhasesContent {
  heading: SectionHeading;
  phases: readonly Phase[];
}

export function Phases({
  heading,
  phases,
  tone,
  id,
  timeline = false,
}: PhasesContent & {
  tone?: Tone;
  id?: string;
  /** Adds the phases laid end to end on a scale of weeks above the cards (PhaseTimeline). */
  timeline?: boolean;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      {timeline && <PhaseTimeline phases={phases} />}
      <ol className="grid gap-6 md:grid-cols-2">
        {phases.map((phase, index) => (
          <li key={phase.title} className={`${cardClass} flex flex-col`}>
            <div className="flex items-center justify-between gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                {phase.duration}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-ink">{phase.title}</h3>
            <p className="mt-2 leading-7 text-muted">{phase.description}</p>
            <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
              {phase.tasks.map((task) => (
                <li key={task} className="flex gap-3 text-slate-700">
                  <Icon icon={CheckCircle2Icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>{task}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Section>
  );
}
