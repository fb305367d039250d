import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

export interface Result {
  /** A case study's result: how other pages name it ("stockouts"). */
  id?: string;
  metric: string;
  description: string;
}

export interface ResultsContent {
  heading: SectionHeading;
  results: readonly Result[];
}

const gridColumns: Record<number, string> = {
  1: "",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
};

export function Results({
  heading,
  results,
  tone,
  id,
}: ResultsContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <dl
        className={`grid gap-6 ${gridColumns[results.length] ?? "sm:grid-cols-2 lg:grid-cols-4"}`}
      >
        {results.map((result) => (
          <div key={result.description} className={`${cardClass} flex flex-col`}>
            <dt className="leading-7 text-muted">{result.description}</dt>
            <dd className="order-first mb-3 text-4xl font-bold tracking-tight text-brand-700 sm:text-5xl">
              {result.metric}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
