import CalendarDaysIcon from "lucide-react/icons/calendar-days";
import CalendarPlusIcon from "lucide-react/icons/calendar-plus";
import ClockIcon from "lucide-react/icons/clock";
import HourglassIcon from "lucide-react/icons/hourglass";
import MicIcon from "lucide-react/icons/mic";
import type { ReactNode } from "react";
import { cardClass, Section, type SectionHeading, type Tone } from "~/components/sections/Section";
import { type Action, ActionButton } from "~/components/ui/ActionButton";
import { buttonClass } from "~/components/ui/Button";
import { eventIconComponents as icons } from "~/components/ui/event-icons";
import { Icon, type IconComponent } from "~/components/ui/Icon";
import { eventAnchor, eventDateText, icsPath, type SiteEvent } from "./events";

/** An event's contact button; its heading adds the event's title. */
type EventButton = Omit<Extract<Action, { kind: "contact" }>, "kind" | "heading">;

/**
 * The copy around the event lists of /webinars-events (spec section 3: each event has a
 * 'Register Now' button); the events are src/content/events/*.json.
 */
export interface EventListsContent {
  upcoming: SectionHeading;
  past: SectionHeading;
  /** Shown in place of the upcoming list when nothing is upcoming, with the subscribe button. */
  noUpcoming: string;
  /** The upcoming list's intro when nothing is upcoming (in place of `upcoming.intro`). */
  noUpcomingIntro: string;
  subscribe: Action;
  /** An upcoming event's button: opens the contact form headed "<label>: <event title>". */
  register: EventButton;
  /** A past event's button, headed the same way. */
  recording: EventButton;
  addToCalendar: string;
}

type When = "upcoming" | "past";

/**
 * One of the two event lists of /webinars-events. Every card carries its start and end, and both
 * sets of actions (register and add to calendar while upcoming, ask for the recording once past):
 * the page's inline script (place-by-date.ts) moves cards between the lists by the visitor's clock
 * and shows the actions that fit, so a page built months ago is still right. The parts written for
 * "nothing upcoming" (`data-upcoming="false"`) and for "something upcoming" (`"true"`) follow too.
 */
export function EventList({
  when,
  events,
  copy,
  tone,
  id,
}: {
  when: When;
  events: readonly SiteEvent[];
  copy: EventListsContent;
  tone?: Tone;
  id?: string;
}) {
  const list = (
    <ul data-event-list={when} className="grid gap-6 lg:grid-cols-2">
      {events.map((event) => (
        <EventCard key={event.slug} event={event} when={when} copy={copy} />
      ))}
    </ul>
  );
  if (when === "past") {
    return (
      <div data-event-section="past" hidden={events.length === 0}>
        <Section heading={copy.past} tone={tone} id={id}>
          {list}
        </Section>
      </div>
    );
  }
  const upcoming = events.length > 0;
  return (
    <Section
      heading={copy.upcoming}
      intro={
        <>
          <span data-upcoming="true" hidden={!upcoming}>
            {copy.upcoming.intro}
          </span>
          <span data-upcoming="false" hidden={upcoming}>
            {copy.noUpcomingIntro}
          </span>
        </>
      }
      tone={tone}
      id={id}
    >
      {list}
      <div
        data-upcoming="false"
        hidden={upcoming}
        className={`${cardClass} flex flex-col items-start gap-5 sm:flex-row sm:items-center sm:justify-between`}
      >
        <p className="max-w-2xl leading-7 text-slate-700">{copy.noUpcoming}</p>
        <ActionButton action={copy.subscribe} className="shrink-0" />
      </div>
    </Section>
  );
}

function EventCard({
  event,
  when,
  copy,
}: {
  event: SiteEvent;
  when: When;
  copy: EventListsContent;
}) {
  const past = when === "past";
  const named = {
    title: event.title,
    date: eventDateText(event.start, event.end),
    time: event.time,
    calendar: icsPath(event),
  };
  return (
    <li
      id={eventAnchor(event)}
      data-event-start={event.start}
      data-event-end={event.end}
      className={`${cardClass} flex flex-col`}
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <Icon icon={icons[event.icon]} className="size-5" />
        </span>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
          {event.type}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-semibold text-balance text-ink">{event.title}</h3>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-slate-700 sm:grid-cols-2">
        <Detail icon={CalendarDaysIcon} term="Date">
          <time dateTime={event.start}>{named.date}</time>
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
      {event.recordingNote && (
        <p data-when="past" hidden={!past} className="-mt-2 mb-6 leading-7 text-slate-700">
          {event.recordingNote}
        </p>
      )}
      <div data-when="upcoming" hidden={past} className="mt-auto flex flex-wrap items-center gap-3">
        <ActionButton
          action={{
            kind: "contact",
            ...copy.register,
            heading: `${copy.register.label}: ${event.title}`,
            event: named,
          }}
        />
        <a
          href={icsPath(event)}
          download
          aria-label={`${copy.addToCalendar}: ${event.title}`}
          className={buttonClass("secondary", "gap-2")}
        >
          <Icon icon={CalendarPlusIcon} className="size-5" />
          {copy.addToCalendar}
        </a>
      </div>
      <div data-when="past" hidden={!past} className="mt-auto">
        <ActionButton
          variant="secondary"
          action={{
            kind: "contact",
            ...copy.recording,
            heading: `${copy.recording.label}: ${event.title}`,
            event: named,
          }}
        />
      </div>
    </li>
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
