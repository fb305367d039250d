import { countWords, dialHref, formatIsoDate, formatToday } from "./format";

const usLong = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(date);

describe("formatIsoDate", () => {
  it("writes an ISO date in US long format", () => {
    expect(formatIsoDate("2025-09-16")).toBe("September 16, 2025");
    expect(formatIsoDate("2024-06-01")).toBe("June 1, 2024");
  });

  it("does not shift the day with the visitor's time zone", () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["America/Los_Angeles", "Pacific/Kiritimati", "UTC"]) {
        process.env.TZ = tz;
        expect(formatIsoDate("2024-01-01"), tz).toBe("January 1, 2024");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe("formatToday", () => {
  it("writes a given day in US long format", () => {
    expect(formatToday(new Date(2024, 2, 5, 12))).toBe("March 5, 2024");
    expect(formatToday(new Date(2025, 11, 31, 23, 30))).toBe("December 31, 2025");
  });

  it("defaults to today", () => {
    expect(formatToday()).toBe(usLong(new Date()));
  });
});

describe("countWords", () => {
  it("counts words separated by any whitespace", () => {
    expect(countWords("  one two\tthree\nfour  ")).toBe(4);
    expect(countWords("")).toBe(0);
  });
});

it("makes the link that dials a number from the number as it is shown", () => {
  expect(dialHref("(206) 555-0142")).toBe("tel:+12065550142");
  expect(dialHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  expect(dialHref("1-206-555-0142")).toBe("tel:+12065550142");
});
