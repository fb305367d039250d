import { Icon, type IconComponent } from "~/components/ui/Icon";
import { Section, type SectionHeading, type Tone } from "./Section";

export interface Step {
  title: string;
  description: string;
  /** An icon name; without it the step shows its number. */
  icon?: IconComponent;
}

export interface StepsContent {
  heading: SectionHeading;
  steps: readonly Step[];
}

/** Up to five steps fit side by side on desktop; longer sequences stay stacked. */
const rowColumns: Partial<Record<number, string>> = {
  2: "lg:grid-cols-2",
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

export function Steps({
  heading,
  steps,
  tone,
  id,
}: StepsContent & {
  tone?: Tone;
  id?: string;
}) {
  const row = rowColumns[steps.length];
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ol className={`grid max-w-2xl ${row ? `lg:max-w-none lg:gap-x-8 ${row}` : ""}`}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className={`relative flex gap-5 pb-10 last:pb-0 ${row ? "lg:block lg:pb-0" : ""}`}
          >
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className={`absolute top-14 bottom-2 left-6 w-px bg-brand-200 ${row ? "lg:top-6 lg:-right-4 lg:bottom-auto lg:left-16 lg:h-px lg:w-auto" : ""}`}
              />
            )}
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white shadow-sm ring-4 ring-brand-100"
            >
              {step.icon ? <Icon icon={step.icon} className="size-5" /> : index + 1}
            </span>
            <div className={row ? "lg:mt-6" : undefined}>
              <h3 className={`pt-2.5 text-lg font-semibold text-ink ${row ? "lg:pt-0" : ""}`}>
                {step.title}
              </h3>
              <p className="mt-2 leading-7 text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
