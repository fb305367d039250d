import { Section, type SectionHeading, type Tone } from "./Section";

export interface ProseContent {
  heading: SectionHeading;
  paragraphs: readonly string[];
}

export function Prose({
  heading,
  paragraphs,
  tone,
  id,
}: ProseContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id} layout="split">
      <div className="max-w-prose space-y-6 text-lg leading-8 text-pretty text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
