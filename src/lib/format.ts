const usLongDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "September 16, 2025" for an ISO date (YYYY-MM-DD), independent of the visitor's time zone. */
export const formatIsoDate = (isoDate: string) =>
  usLongDate.format(new Date(`${isoDate}T00:00:00Z`));

/** Today's date in US long format, in the visitor's own time zone. */
export const formatToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" }).format(now);

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
