const usLongDate = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "September 16, 2025" for an ISO date (YYYY-MM-DD), independent of the visitor's time zone. */
export const formatIsoDate = (isoDate: string) =>
  usLongDate.format(new Date(`${isoDate}T00:00:00Z`));

/**
 * Today's date in US long format ("March 5, 2024"), in the visitor's own time zone. Spelled out
 * instead of an Intl.DateTimeFormat: it runs inline on the legal pages (TodayDate.astro, as its
 * source text, so it must be self-contained), and a page's first Intl formatter loads locale data,
 * 120-150 ms of script on a phone-speed CPU (Lighthouse's 4x slowdown), most of that page's TBT.
 */
export const formatToday = (now = new Date()) => {
  const months =
    "January February March April May June July August September October November December";
  return `${months.split(" ")[now.getMonth()]} ${now.getDate()}, ${now.getFullYear()}`;
};

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** "8 min read". */
export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/**
 * The link that dials a phone number as it is shown: "(206) 555-0142" gives "tel:+12065550142".
 * Ten digits are a North American number (+1); more already carry their country code.
 */
export const dialHref = (phone: string) => {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
};
