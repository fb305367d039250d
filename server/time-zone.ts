/**
 * The firm's clock: Seattle's. Every time the owner reads (the inbox, its pipeline's weeks, the
 * CSV) is on it, with PST or PDT.
 */
export const FIRM_TIME_ZONE = "America/Los_Angeles";
