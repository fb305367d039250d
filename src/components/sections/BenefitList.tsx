import { CheckCircle2Icon, TriangleAlertIcon } from "lucide-react";
import { Icon } from "~/components/ui/Icon";
import { Section, type SectionHeading, type Tone } from "./Section";

export interface Benefit {
  title: string;
  description: string;
}

export interface BenefitListContent {
  heading: SectionHeading;
  items: readonly Benefit[];
}

const markers = {
  benefit: { icon: CheckCircle2Icon, className: "text-brand-600" },
  /** Pain points ("Does any of this sound familiar?"): a warning, never a reassuring check. */
  problem: { icon: TriangleAlertIcon, className: "text-amber-600" },
} as const;

export function BenefitList({
  heading,
  items,
  columns = 2,
  marker = "benefit",
  tone,
  id,
}: BenefitListContent & {
  columns?: 1 | 2;
  marker?: keyof typeof markers;
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className={`grid gap-x-12 gap-y-8 ${columns === 2 ? "md:grid-cols-2" : "max-w-3xl"}`}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <Icon
              icon={markers[marker].icon}
              className={`mt-0.5 size-6 shrink-0 ${markers[marker].className}`}
            />
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
