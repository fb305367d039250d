import { ChevronDown } from "lucide-react";
import { Section, type SectionHeading, type Tone } from "./Section";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqContent {
  heading: SectionHeading;
  items: readonly FaqItem[];
}

/** Native disclosure widgets: keyboard and screen-reader support for free, answers in the HTML. */
export function Faq({
  heading,
  items,
  tone,
  id,
}: FaqContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id} layout="split">
      <div className="divide-y divide-slate-200 border-y border-slate-200">
        {items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-6 rounded-md py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg leading-7 font-semibold text-ink">{item.question}</h3>
              <span className="flex h-7 shrink-0 items-center">
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 text-brand-700 transition-transform group-open:rotate-180"
                />
              </span>
            </summary>
            <p className="pr-12 pb-6 leading-7 text-pretty text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
