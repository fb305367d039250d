import { type Action, ActionButton } from "~/components/ui/ActionButton";
import { Icon, type IconComponent } from "~/components/ui/Icon";
import { cardClass, Section, type SectionHeading, type Tone } from "./Section";

/** A card with its own call to action (a tool to request, a page to open). */
export interface ResourceCard {
  title: string;
  description: string;
  icon: IconComponent;
  action: Action;
}

export interface ResourceCardsContent {
  heading: SectionHeading;
  items: readonly ResourceCard[];
}

/** Cards that each end in their own call to action (a contact opener, a booking or a link). */
export function ResourceCards({
  heading,
  items,
  tone,
  id,
}: ResourceCardsContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.title} className={`${cardClass} flex flex-col`}>
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon icon={item.icon} className="size-5" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{item.title}</h3>
            <p className="mt-2 mb-6 leading-7 text-muted">{item.description}</p>
            <div className="mt-auto">
              <ActionButton action={item.action} variant="secondary" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
