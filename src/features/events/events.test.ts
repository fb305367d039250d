import { eventSchema } from "~/collections/events/schema";
import { site } from "~/collections/facts";
import { readRecords } from "~/collections/records";
import { eventDateText, eventIcs, eventJsonLd, type SiteEvent, splitByDate } from "./events";

const events: SiteEvent[] = readRecords("src/content/events", eventSchema).map(
  ({ slug, data }) => ({ ...data, slug }),
);
const bySlug = (slug: string) => events.find((event) => event.slug === slug) as SiteEvent;

describe("the event files", () => {
  it("hold the spec's four events: three in March 2024 and a three-day conference in April", () => {
    expect(events.map((event) => eventDateText(event.start, event.end)).sort()).toEqual([
      "April 16-18, 2024",
      "March 14, 2024",
      "March 21, 2024",
      "March 28, 2024",
    ]);
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set(["Webinar", "Case Study Session", "Conference"]),
    );
  });

  it("keep the spec's times and durations, derived from the day and the clock times", () => {
    expect(
      events.map(({ slug, start, end, time, duration }) => ({ slug, start, end, time, duration })),
    ).toEqual([
      {
        slug: "2024-03-14-automation-101",
        start: "2024-03-14T11:00:00-07:00",
        end: "2024-03-14T12:00:00-07:00",
        time: "11:00 AM PT",
        duration: "60 minutes",
      },
      {
        slug: "2024-03-21-spreadsheets-to-scheduling",
        start: "2024-03-21T12:00:00-07:00",
        end: "2024-03-21T12:45:00-07:00",
        time: "12:00 PM PT",
        duration: "45 minutes",
      },
      {
        slug: "2024-03-28-ai-for-small-business",
        start: "2024-03-28T10:00:00-07:00",
        end: "2024-03-28T11:15:00-07:00",
        time: "10:00 AM PT",
        duration: "75 minutes",
      },
      {
        slug: "2024-04-16-automation-summit",
        start: "2024-04-16T09:00:00-07:00",
        end: "2024-04-18T16:30:00-07:00",
        time: "9:00 AM - 4:30 PM PT daily",
        duration: "3 days",
      },
    ]);
  });
});

describe("event dates and speakers", () => {
  it.each([
    ["2024-03-14T11:00:00-07:00", "2024-03-14T12:00:00-07:00", "March 14, 2024"],
    ["2024-04-16T09:00:00-07:00", "2024-04-18T16:30:00-07:00", "April 16-18, 2024"],
    ["2024-03-30T09:00:00-07:00", "2024-04-01T16:00:00-07:00", "March 30 - April 1, 2024"],
    [
      "2024-12-30T09:00:00-08:00",
      "2025-01-02T16:00:00-08:00",
      "December 30, 2024 - January 2, 2025",
    ],
    // 5 PM Pacific on December 31 is January 1 in UTC: the Pacific day counts.
    ["2024-12-31T17:00:00-08:00", "2024-12-31T18:00:00-08:00", "December 31, 2024"],
  ])("%s to %s reads %s", (start, end, text) => {
    expect(eventDateText(start, end)).toBe(text);
  });
});

describe("splitByDate", () => {
  const at = (iso: string) => splitByDate(events, Date.parse(iso));
  const slugs = (list: readonly SiteEvent[]) => list.map((event) => event.slug);

  it("before the first event: all upcoming, soonest first", () => {
    const { upcoming, past } = at("2024-03-01T00:00:00-08:00");
    expect(slugs(upcoming)).toEqual([
      "2024-03-14-automation-101",
      "2024-03-21-spreadsheets-to-scheduling",
      "2024-03-28-ai-for-small-business",
      "2024-04-16-automation-summit",
    ]);
    expect(past).toEqual([]);
  });

  it("an event stays upcoming until its end, then is past; past is most recent first", () => {
    expect(slugs(at("2024-04-18T16:29:59-07:00").upcoming)).toEqual([
      "2024-04-16-automation-summit",
    ]);
    const { upcoming, past } = at("2024-04-18T16:30:00-07:00");
    expect(upcoming).toEqual([]);
    expect(slugs(past)).toEqual([
      "2024-04-16-automation-summit",
      "2024-03-28-ai-for-small-business",
      "2024-03-21-spreadsheets-to-scheduling",
      "2024-03-14-automation-101",
    ]);
  });
});

describe("schema.org Event and the calendar file", () => {
  it("describes an online webinar and the Seattle conference as free, scheduled events", () => {
    expect(eventJsonLd(bySlug("2024-03-14-automation-101"), "https://example.com")).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Automation 101: Where Small Businesses Save the Most Time",
      description: expect.stringMatching(/^A practical tour/),
      startDate: "2024-03-14T11:00:00-07:00",
      endDate: "2024-03-14T12:00:00-07:00",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: {
        "@type": "VirtualLocation",
        url: "https://example.com/webinars-events#event-2024-03-14-automation-101",
      },
      organizer: { "@type": "Organization", name: site.name, url: "https://example.com" },
      performer: { "@type": "Person", name: site.founder.name },
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url: "https://example.com/webinars-events",
      },
    });
    expect(
      eventJsonLd(bySlug("2024-04-16-automation-summit"), "https://example.com"),
    ).toMatchObject({
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: "Seattle, WA",
        address: { addressLocality: "Seattle", addressRegion: "WA", addressCountry: "US" },
      },
    });
  });

  it("writes an iCalendar event in UTC with a stable UID", () => {
    const ics = eventIcs(bySlug("2024-03-21-spreadsheets-to-scheduling"), "https://example.com");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of [
      "UID:2024-03-21-spreadsheets-to-scheduling@example.com",
      "SUMMARY:From Spreadsheets to Automated Production Scheduling",
      "DTSTART:20240321T190000Z",
      "DTEND:20240321T194500Z",
      "LOCATION:Online",
      "STATUS:CONFIRMED",
    ]) {
      expect(ics).toContain(`${line}\r\n`);
    }
  });
});
