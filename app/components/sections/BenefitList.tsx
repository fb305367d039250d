import { CheckCircle2Icon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import type { BenefitListContent, Tone } from "~/content/types";
import { Section } from "./Section";

export function BenefitList({
  heading,
  items,
  columns = 2,
  tone,
  id,
}: BenefitListContent & {
  columns?: 1 | 2;
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className={`grid gap-x-12 gap-y-8 ${columns === 2 ? "md:grid-cols-2" : "max-w-3xl"}`}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <Icon icon={CheckCircle2Icon} className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-1.5 leading-7 text-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
