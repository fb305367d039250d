/**
 * When an event takes place, as the owner writes it: `{ "date": "2024-03-14", "starts": "11:00",
 * "ends": "12:00" }` on Seattle's clock, and a last day for a multi-day event. The rest is derived
 * here, so it cannot disagree: the ISO times with that day's Pacific offset, the time as shown
 * ("11:00 AM PT") and the duration. A plain module: the editor's "When" field checks with it.
 */
import { z } from "astro/zod";
import { isRealDay } from "../schema-rules";

export const TIME_ZONE = "America/Los_Angeles";

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

const day = (field: string) =>
  z
    .string({ required_error: `${field} is required` })
    .refine(isRealDay, `${field} must be a date written YYYY-MM-DD, e.g. 2024-03-14`);

const time = (field: string) =>
  z
    .string({ required_error: `${field} is required` })
    .regex(clockTime, `${field} must be a time on the 24-hour clock, e.g. 09:30 or 14:00`);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));

export const whenSchema = z
  .object({
    date: day("The date"),
    lastDay: day("The last day").optional(),
    starts: time("The start time"),
    ends: time("The end time"),
  })
  .strict()
  .superRefine((when, context) => {
    if (when.lastDay !== undefined && isRealDay(when.date) && when.lastDay <= when.date) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["lastDay"],
        message: "The last day must come after the date (leave it empty for a one-day event)",
      });
    }
    if (
      clockTime.test(when.starts) &&
      clockTime.test(when.ends) &&
      minutesOf(when.ends) <= minutesOf(when.starts)
    ) {
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["ends"],
        message: "The end time must be after the start time",
      });
    }
    for (const [field, clock, date] of [
      ["starts", when.starts, when.date],
      ["ends", when.ends, when.lastDay ?? when.date],
    ] as const) {
      if (isRealDay(date) && clockTime.test(clock) && !existsInPacificTime(date, clock)) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          path: [field],
          message: `${clock} does not exist in Seattle on ${date} (the clocks go forward an hour)`,
        });
      }
    }
  });

export type When = z.output<typeof whenSchema>;

export interface EventTimes {
  /** ISO 8601 with the Pacific offset of that day: "2024-03-14T11:00:00-07:00". */
  start: string;
  end: string;
  /** As shown: "11:00 AM PT", or "9:00 AM - 4:30 PM PT daily" over several days. */
  time: string;
  /** As shown: "60 minutes", "2 hours", or "3 days". */
  duration: string;
}

export function eventTimes(when: When): EventTimes {
  const lastDay = when.lastDay ?? when.date;
  const start = pacificDateTime(when.date, when.starts);
  const end = pacificDateTime(lastDay, when.ends);
  if (when.lastDay !== undefined) {
    const days = Math.round((Date.parse(lastDay) - Date.parse(when.date)) / 86_400_000) + 1;
    return {
      start,
      end,
      time: `${clockText(when.starts)} - ${clockText(when.ends)} PT daily`,
      duration: `${days} days`,
    };
  }
  const minutes = minutesOf(when.ends) - minutesOf(when.starts);
  const duration =
    minutes >= 120 && minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
  return { start, end, time: `${clockText(when.starts)} PT`, duration };
}

/** "9:00 AM", "12:45 PM". */
function clockText(clock: string) {
  const hours = Number(clock.slice(0, 2));
  return `${hours % 12 || 12}:${clock.slice(3)} ${hours < 12 ? "AM" : "PM"}`;
}

const offsetFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Minutes to add to UTC to get Seattle's clock at `instant` (-420 in summer, -480 in winter). */
function pacificOffsetMinutes(instant: number) {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === "timeZoneName");
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? "");
  if (!match) return 0;
  const [, sign, hours, minutes] = match;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant Seattle's clock shows `clock` on `date` (the later reading when it shows twice). */
function pacificInstant(date: string, clock: string) {
  const asUtc = Date.parse(`${date}T${clock}:00Z`);
  const guess = asUtc - pacificOffsetMinutes(asUtc) * 60_000;
  return asUtc - pacificOffsetMinutes(guess) * 60_000;
}

function existsInPacificTime(date: string, clock: string) {
  const instant = pacificInstant(date, clock);
  const offset = pacificOffsetMinutes(instant);
  return new Date(instant + offset * 60_000).toISOString().slice(0, 16) === `${date}T${clock}`;
}

/** "2024-03-14T11:00:00-07:00". */
function pacificDateTime(date: string, clock: string) {
  const offset = -pacificOffsetMinutes(pacificInstant(date, clock));
  const hours = String(Math.floor(offset / 60)).padStart(2, "0");
  const minutes = String(offset % 60).padStart(2, "0");
  return `${date}T${clock}:00-${hours}:${minutes}`;
}
