/**
 * Lead retention: the privacy policy promises that contact requests are deleted
 * `site.legal.leadRetentionMonths` months after they were received. The server deletes older leads
 * when it starts and once a day while it runs.
 */
import { site } from "../src/content/site";
import type { LeadStore } from "./leads";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest receipt time (ISO, UTC) that is still kept at `now`. */
export function retentionCutoff(now: number, months = site.legal.leadRetentionMonths): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

export function startRetention(leads: LeadStore, now: () => number): { stop(): void } {
  const purge = () => {
    const deleted = leads.purgeReceivedBefore(retentionCutoff(now()));
    if (deleted > 0) console.log(`retention: deleted ${deleted} lead(s) past the retention period`);
  };
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
