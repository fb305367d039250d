import { Section, type SectionHeading, type Tone } from "./Section";

export interface Stat {
  value: string;
  label: string;
}

export interface StatsContent {
  heading?: SectionHeading;
  stats: readonly Stat[];
}

const gridColumns: Partial<Record<number, string>> = {
  1: "",
  2: "grid-cols-2",
  3: "sm:grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
  5: "grid-cols-2 lg:grid-cols-5",
  6: "grid-cols-2 lg:grid-cols-3",
};

/** A band of big numbers. The hairlines between cells are the panel background showing through. */
export function Stats({
  heading,
  stats,
  tone,
  id,
}: StatsContent & {
  tone?: Tone;
  id?: string;
}) {
  // Five in a row leave narrow cells: a step down in size keeps values like "3-6 months" on one line.
  const dense = stats.length === 5;
  return (
    <Section heading={heading} tone={tone} id={id}>
      <dl
        className={`grid gap-px overflow-hidden rounded-2xl bg-slate-900/10 shadow-sm ring-1 ring-slate-900/10 ${gridColumns[stats.length] ?? "grid-cols-2 lg:grid-cols-4"}`}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={`flex flex-col bg-white px-5 py-8 last:odd:col-span-2 sm:px-8 lg:last:odd:col-span-1 ${dense ? "lg:px-6" : ""}`}
          >
            <dt className="mt-2 text-sm leading-6 font-medium text-muted sm:text-base">
              {stat.label}
            </dt>
            <dd
              className={`order-first text-3xl font-bold tracking-tight whitespace-nowrap text-brand-700 sm:text-4xl ${dense ? "lg:text-3xl" : ""}`}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
