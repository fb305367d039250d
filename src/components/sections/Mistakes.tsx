import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

/** A common mistake and how to avoid it. */
export interface Mistake {
  title: string;
  description: string;
  solution: string;
}

export interface MistakesContent {
  heading: SectionHeading;
  items: readonly Mistake[];
}

/** Mistake cards: a warning icon, an `h3` title, what goes wrong, then the solution. */
export function Mistakes({
  heading,
  items,
  tone,
  id,
}: MistakesContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className={`${cardClass} flex flex-col`}>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-amber-50 text-amber-700 ring-1 ring-amber-200">
              <Icon icon={TriangleAlertIcon} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 mb-6 leading-7 text-muted">{item.description}</p>
            <div className="mt-auto flex gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
              <Icon icon={CheckCircle2Icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="leading-7 text-slate-700">
                <strong className="font-semibold text-brand-800">Solution: </strong>
                {item.solution}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
