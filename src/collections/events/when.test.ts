import { eventTimes, whenSchema } from "./when";

const problems = (when: unknown) => {
  const result = whenSchema.safeParse(when);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("when an event takes place", () => {
  it("takes Seattle's offset for the day: PDT in summer, PST in winter", () => {
    expect(eventTimes({ date: "2025-07-10", starts: "11:00", ends: "12:30" })).toEqual({
      start: "2025-07-10T11:00:00-07:00",
      end: "2025-07-10T12:30:00-07:00",
      time: "11:00 AM PT",
      duration: "90 minutes",
    });
    expect(eventTimes({ date: "2025-12-04", starts: "13:00", ends: "15:00" })).toEqual({
      start: "2025-12-04T13:00:00-08:00",
      end: "2025-12-04T15:00:00-08:00",
      time: "1:00 PM PT",
      duration: "2 hours",
    });
  });

  it("changes offset on the days the clocks change (March 8 and November 1, 2026)", () => {
    expect(eventTimes({ date: "2026-03-08", starts: "01:30", ends: "04:00" })).toMatchObject({
      start: "2026-03-08T01:30:00-08:00",
      end: "2026-03-08T04:00:00-07:00",
    });
    expect(eventTimes({ date: "2026-11-01", starts: "09:00", ends: "10:00" })).toMatchObject({
      start: "2026-11-01T09:00:00-08:00",
    });
  });

  it("over several days shows the daily hours and the number of days", () => {
    expect(
      eventTimes({ date: "2026-12-30", lastDay: "2027-01-01", starts: "09:00", ends: "12:00" }),
    ).toEqual({
      start: "2026-12-30T09:00:00-08:00",
      end: "2027-01-01T12:00:00-08:00",
      time: "9:00 AM - 12:00 PM PT daily",
      duration: "3 days",
    });
  });

  it("refuses what cannot be a time and place on the calendar, naming the problem", () => {
    expect(problems({ date: "2026-02-30", starts: "10:00", ends: "11:00" })).toEqual([
      "The date must be a date written YYYY-MM-DD, e.g. 2024-03-14",
    ]);
    expect(problems({ date: "2026-05-01", starts: "11:00", ends: "10:30" })).toEqual([
      "The end time must be after the start time",
    ]);
    expect(problems({ date: "2026-05-01", starts: "9:00", ends: "25:00" })).toEqual([
      "The start time must be a time on the 24-hour clock, e.g. 09:30 or 14:00",
      "The end time must be a time on the 24-hour clock, e.g. 09:30 or 14:00",
    ]);
    expect(
      problems({ date: "2026-05-01", lastDay: "2026-05-01", starts: "09:00", ends: "10:00" }),
    ).toEqual(["The last day must come after the date (leave it empty for a one-day event)"]);
    expect(problems({ date: "2026-03-08", starts: "02:30", ends: "04:00" })).toEqual([
      "02:30 does not exist in Seattle on 2026-03-08 (the clocks go forward an hour)",
    ]);
    expect(problems({ date: "2026-05-01", starts: "09:00" })).toEqual(["The end time is required"]);
    expect(problems({ date: "2026-05-01", starts: "09:00", ends: "10:00" })).toEqual([]);
  });
});
