/**
 * An event (src/content/events/<date>-<slug>.json): the contract of the `events` content
 * collection (src/content.config.ts), the /webinars-events page and the tests. A plain module (no
 * `astro:*` imports) so Node tests can use it too. Adding an event is adding one such file.
 */
import { z } from "astro/zod";
import { requiredText as text } from "../schema-rules";
import { eventTimes, whenSchema } from "./when";

export const eventTypes = ["Webinar", "Case Study Session", "Conference", "Workshop"] as const;
export const eventIcons = ["zap", "presentation", "bot", "users", "wrench", "video"] as const;

export const eventSchema = z
  .object({
    title: text,
    /** The day(s) and times on Seattle's clock; start, end, time and duration derive from it. */
    when: whenSchema,
    /** `{founder}` and `{founderTitle}` stand for the founder's name and title in src/content/site.json. */
    speaker: text,
    type: z.enum(eventTypes),
    icon: z.enum(eventIcons),
    /** "online", or the city where it takes place, e.g. "Seattle, WA". */
    location: text,
    description: text,
    /** Shown on a past event, e.g. what the recording covers. */
    recordingNote: text.optional(),
  })
  .strict()
  .transform((event) => ({ ...event, ...eventTimes(event.when) }));

export type EventData = z.output<typeof eventSchema>;
