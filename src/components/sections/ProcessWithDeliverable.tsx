import { CheckCircle2Icon, ClockIcon, FileCheck2Icon } from "lucide-react";
import { useId } from "react";
import { Icon } from "~/components/ui/Icon";
import type { BenefitListContent } from "./BenefitList";
import { Section, type Tone } from "./Section";
import type { StepsContent } from "./Steps";

export interface ProcessWithDeliverableProps {
  /** What happens, in order: the section's heading and its numbered steps. */
  process: StepsContent;
  /** What you hold at the end: a document card beside the steps (below them on phones). */
  deliverable: BenefitListContent;
  /** How long the process typically takes, shown above the steps. */
  duration: string;
  tone?: Tone;
  id?: string;
}

/**
 * An assessment as a process with what the client keeps: the steps down a numbered line that
 * ends in the deliverables, and beside them (from lg) the deliverables as a document you keep,
 * headed by its own `h2`.
 */
export function ProcessWithDeliverable({
  process,
  deliverable,
  duration,
  tone,
  id,
}: ProcessWithDeliverableProps) {
  const deliverableTitleId = `${useId()}-deliverable`;
  return (
    <Section heading={process.heading} tone={tone} id={id}>
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-6 xl:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <Icon icon={ClockIcon} className="size-4" />
            Typical duration: {duration}
          </p>
          <ol className="mt-8">
            {process.steps.map((step, index) => (
              <li key={step.title} className="relative flex gap-5 pb-8">
                <span
                  aria-hidden="true"
                  className="absolute top-11 bottom-0 left-[1.3125rem] w-0.5 bg-brand-200"
                />
                <span
                  aria-hidden="true"
                  className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white ring-4 ring-brand-100"
                >
                  {index + 1}
                </span>
                <div className="pt-2">
                  <h3 className="text-lg font-semibold text-ink">{step.title}</h3>
                  <p className="mt-1.5 leading-7 text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="flex items-center gap-5 font-semibold text-ink">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-ink ring-4 ring-amber-100"
            >
              <Icon icon={FileCheck2Icon} className="size-5" />
            </span>
            Ends with {deliverable.items.length} deliverables you keep
          </p>
        </div>
        <section
          aria-labelledby={deliverableTitleId}
          className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-900/10 lg:col-span-6 lg:self-start xl:col-span-5"
        >
          <div className="bg-brand-800 px-6 py-6 text-white sm:px-8">
            {deliverable.heading.eyebrow && (
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-200 uppercase">
                <Icon icon={FileCheck2Icon} className="size-4" />
                {deliverable.heading.eyebrow}
              </p>
            )}
            <h2
              id={deliverableTitleId}
              className="mt-2 text-2xl font-bold tracking-tight text-balance"
            >
              {deliverable.heading.title}
            </h2>
            {deliverable.heading.intro && (
              <p className="mt-3 leading-7 text-brand-100">{deliverable.heading.intro}</p>
            )}
          </div>
          <ul className="divide-y divide-slate-200 px-6 sm:px-8">
            {deliverable.items.map((item) => (
              <li key={item.title} className="flex gap-4 py-5">
                <Icon icon={CheckCircle2Icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div>
                  <h3 className="font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Section>
  );
}
