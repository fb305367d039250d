/**
 * An event (src/content/events/<date>-<slug>.json): the contract of the `events` content
 * collection (src/content.config.ts), the /webinars-events page and the tests. A plain module (no
 * `astro:*` imports) so Node tests can use it too. Adding an event is adding one such file.
 */
import { z } from "astro/zod";

/** An ISO 8601 date-time in Pacific time: "2024-03-14T11:00:00-07:00" (PDT) or "-08:00" (PST). */
const pacificDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?-0[78]:00$/,
    'must be a Pacific date-time like "2024-03-14T11:00:00-07:00"',
  )
  .refine((text) => !Number.isNaN(Date.parse(text)), "is not a real date and time");

export const eventTypes = ["Webinar", "Case Study Session", "Conference", "Workshop"] as const;
export const eventIcons = ["zap", "presentation", "bot", "users", "wrench", "video"] as const;

export const eventSchema = z
  .object({
    title: z.string().min(1),
    start: pacificDateTime,
    end: pacificDateTime,
    /** As shown, e.g. "11:00 AM PT" or "9:00 AM - 4:30 PM PT daily". */
    time: z.string().min(1),
    duration: z.string().min(1),
    /** `{founder}` and `{founderTitle}` stand for the founder's name and title in site.ts. */
    speaker: z.string().min(1),
    type: z.enum(eventTypes),
    icon: z.enum(eventIcons),
    /** "online", or the city where it takes place, e.g. "Seattle, WA". */
    location: z.string().min(1),
    description: z.string().min(1),
    /** Shown on a past event, e.g. what the recording covers. */
    recordingNote: z.string().optional(),
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), {
    message: "must end after it starts",
    path: ["end"],
  });

export type EventData = z.output<typeof eventSchema>;
