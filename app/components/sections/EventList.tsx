import { CalendarDaysIcon, ClockIcon, HourglassIcon, MicIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ActionButton } from "~/components/ui/ActionButton";
import { Icon } from "~/components/ui/Icon";
import type { EventListContent, IconComponent, Tone } from "~/content/types";
import { cardClass, Section } from "./Section";

/**
 * Event cards (two per row from lg): type badge, `h3` title, date, time, duration and speaker,
 * description and a contact button whose dialog heading and accessible name name the event.
 */
export function EventList({
  heading,
  events,
  register,
  tone,
  id,
}: EventListContent & {
  tone?: Tone;
  id?: string;
}) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <ul className="grid gap-6 lg:grid-cols-2">
        {events.map((event) => (
          <li key={event.title} className={`${cardClass} flex flex-col`}>
            <div className="flex items-center gap-3">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon icon={event.icon} className="size-5" />
              </span>
              <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                {event.type}
              </span>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-balance text-ink">{event.title}</h3>
            <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-2">
              <Detail icon={CalendarDaysIcon} term="Date">
                <time dateTime={event.dateTime}>{event.date}</time>
              </Detail>
              <Detail icon={ClockIcon} term="Time">
                {event.time}
              </Detail>
              <Detail icon={HourglassIcon} term="Duration">
                {event.duration}
              </Detail>
              <Detail icon={MicIcon} term="Speaker" wide>
                {event.speaker}
              </Detail>
            </dl>
            <p className="mt-4 mb-6 leading-7 text-muted">{event.description}</p>
            <div className="mt-auto">
              <ActionButton
                action={{
                  kind: "contact",
                  label: register.label,
                  source: register.source,
                  heading: `${register.label}: ${event.title}`,
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Detail({
  icon,
  term,
  wide = false,
  children,
}: {
  icon: IconComponent;
  term: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`flex items-start gap-2 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="mt-0.5 shrink-0 text-brand-700">
        <Icon icon={icon} className="size-5" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
