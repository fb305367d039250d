import { Icon, type IconComponent } from "~/components/ui/Icon";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

export interface Card {
  title: string;
  description: string;
  icon: IconComponent;
}

export interface CardGridContent {
  heading: SectionHeading;
  items: readonly Card[];
}

const gridColumns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function CardGrid({
  heading,
  items,
  columns = 3,
  tone,
  id,
}: CardGridContent & {
  columns?: 2 | 3 | 4;
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className={`grid gap-6 ${gridColumns[columns]}`}>
        {items.map((item) => (
          <li key={item.title} className={cardClass}>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon icon={item.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 leading-7 text-muted">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
