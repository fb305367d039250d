import { Section, type SectionHeading, type Tone } from "./Section";

/** Milestone (spec section 3). */
export interface Milestone {
  year: number;
  title: string;
  description: string;
}

export interface TimelineContent {
  heading: SectionHeading;
  milestones: readonly Milestone[];
}

/** Milestones in order, one per row: the year on a vertical line, then an `h3` title and text. */
export function Timeline({
  heading,
  milestones,
  tone,
  id,
}: TimelineContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id} layout="split">
      <ol className="relative space-y-10 border-l-2 border-brand-100 pl-8 sm:pl-10">
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[calc(2rem+7px)] size-3 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-left-[calc(2.5rem+7px)]"
            />
            <p className="text-sm font-semibold tracking-wide text-brand-700">
              <time dateTime={String(milestone.year)}>{milestone.year}</time>
            </p>
            <h3 className="mt-1 text-lg font-semibold text-ink">{milestone.title}</h3>
            <p className="mt-2 max-w-prose leading-7 text-muted">{milestone.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
