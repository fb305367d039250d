/**
 * The events of src/content/events as the site shows them: dates in Pacific time, the split into
 * upcoming and past by a given moment, schema.org Event data and the .ics calendar file.
 */
import { createEvent } from "ics";
import type { EventData } from "~/collections/events/schema";
import { site } from "~/collections/facts";

export interface SiteEvent extends EventData {
  /** The file name without `.json`: the event's stable id in URLs and element ids. */
  slug: string;
}

const TIME_ZONE = "America/Los_Angeles";
const dayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "long",
  day: "numeric",
});

function pacificDay(iso: string) {
  const parts = Object.fromEntries(
    dayParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]),
  );
  return { month: parts.month ?? "", day: parts.day ?? "", year: parts.year ?? "" };
}

/** "March 14, 2024"; "April 16-18, 2024" within a month; "March 30 - April 1, 2024" across. */
export function eventDateText(start: string, end: string): string {
  const first = pacificDay(start);
  const last = pacificDay(end);
  if (first.year !== last.year) {
    return `${first.month} ${first.day}, ${first.year} - ${last.month} ${last.day}, ${last.year}`;
  }
  if (first.month !== last.month) {
    return `${first.month} ${first.day} - ${last.month} ${last.day}, ${first.year}`;
  }
  if (first.day !== last.day) return `${first.month} ${first.day}-${last.day}, ${first.year}`;
  return `${first.month} ${first.day}, ${first.year}`;
}

export const isOnline = (event: EventData) => event.location.toLowerCase() === "online";

/** Upcoming: not ended at `now`, soonest first. Past: ended, most recent first. */
export function splitByDate<T extends EventData>(events: readonly T[], now: number) {
  const ended = (event: T) => Date.parse(event.end) <= now;
  const byStart = (a: T, b: T) => Date.parse(a.start) - Date.parse(b.start);
  return {
    upcoming: events.filter((event) => !ended(event)).sort(byStart),
    past: events.filter(ended).sort((a, b) => byStart(b, a)),
  };
}

/** The path of an event's calendar file, made at build (src/pages/events/[slug].ics.ts). */
export const icsPath = (event: SiteEvent) => `/events/${event.slug}.ics`;

/** The element id of an event's card on /webinars-events. */
export const eventAnchor = (event: SiteEvent) => `event-${event.slug}`;

/** schema.org Event for an upcoming event: free, scheduled, online or at its city. */
export function eventJsonLd(event: SiteEvent, origin: string) {
  const pageUrl = `${origin}/webinars-events`;
  const [city = event.location, region] = event.location.split(",").map((part) => part.trim());
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: event.start,
    endDate: event.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: isOnline(event)
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: isOnline(event)
      ? { "@type": "VirtualLocation", url: `${pageUrl}#${eventAnchor(event)}` }
      : {
          "@type": "Place",
          name: event.location,
          address: {
            "@type": "PostalAddress",
            addressLocality: city,
            ...(region && { addressRegion: region }),
            addressCountry: "US",
          },
        },
    organizer: { "@type": "Organization", name: site.name, url: origin },
    performer: { "@type": "Person", name: site.founder.name },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: pageUrl,
    },
  };
}

/** The event as an iCalendar file (RFC 5545), times in UTC, with a stable UID. */
export function eventIcs(event: SiteEvent, origin: string): string {
  const { error, value } = createEvent({
    uid: `${event.slug}@${new URL(origin).hostname}`,
    productId: `${site.name}//Events`,
    title: event.title,
    description: `${event.description}\n\nSpeaker: ${event.speaker}\n${origin}/webinars-events`,
    start: Date.parse(event.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: Date.parse(event.end),
    endInputType: "utc",
    endOutputType: "utc",
    location: isOnline(event) ? "Online" : event.location,
    url: `${origin}/webinars-events#${eventAnchor(event)}`,
    organizer: { name: site.name, email: site.email },
    status: "CONFIRMED",
  });
  if (error || !value) throw new Error(`${event.slug}.ics: ${error?.message ?? "no calendar"}`);
  return value;
}
