/** An event, the `events` collection's contract: no `astro:*` imports, so the editor uses it. */
import type { z } from "astro/zod";
import { choice, copyLine, custom, icon, paragraph, text, title } from "../model/fields";
import { recordRule } from "../model/rules";
import { eventTimes, whenSchema } from "./when";

export const eventTypes = ["Webinar", "Case Study Session", "Conference", "Workshop"] as const;
export const eventIcons = ["zap", "presentation", "bot", "users", "wrench", "video"] as const;

export const eventFields = {
  title: title({
    label: "Title",
    id: { label: "File name", help: 'The date and a short name: "2025-10-09-ai-agents".' },
  }),
  /** The day(s) and times on Seattle's clock; start, end, time and duration derive from it. */
  when: custom("when", whenSchema, {
    label: "When",
    help: "On Seattle's clock, from wherever you edit. Leave the last day empty for a one-day event; over several days, the times are each day's. The site shows \"11:00 AM PT\" and the length, and works out PDT or PST.",
  }),
  /** The founder's name and title are the company facts' (`{{site.founder.name}}`). */
  speaker: copyLine({ label: "Speaker" }),
  type: choice(eventTypes, { label: "Type" }),
  icon: icon("events", eventIcons, { label: "Icon", default: "zap" }),
  location: text({ label: "Location", help: '"online", or the city, e.g. "Seattle, WA".' }),
  description: paragraph({ label: "Description" }),
  recordingNote: paragraph({
    optional: true,
    label: "Recording note",
    help: "Shown once the event is past, e.g. what the recording covers. Optional.",
  }),
  /** Emailed to whoever asks for the recording (server/visitor-email.ts); never on the page. */
  recording: text({
    optional: true,
    label: "Recording link",
    help: "Where the recording can be watched, e.g. https://www.youtube.com/watch?v=...: emailed to whoever asks for it. Optional.",
    pattern: { regex: /^https:\/\/\S+$/, must: "be a web address starting with https://" },
  }),
};

export const eventSchema = recordRule(eventFields).transform((event) => ({
  ...event,
  ...eventTimes(event.when),
}));

export type EventData = z.output<typeof eventSchema>;
