/**
 * Retention: the privacy policy promises that contact requests are deleted
 * `site.legal.leadRetentionMonths` months after they were received, and spam held in quarantine
 * after SPAM_RETENTION_DAYS. The server deletes what is older when it starts and once a day while
 * it runs, together with whatever else has a time limit (`more`: the inbox's audit log and
 * sessions).
 */
import { site } from "../src/content/site";
import type { LeadStore } from "./leads";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SPAM_RETENTION_DAYS = 30;

/** The oldest receipt time (ISO, UTC) that is still kept at `now`. */
export function retentionCutoff(now: number, months = site.legal.leadRetentionMonths): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

export function startRetention(
  leads: LeadStore,
  now: () => number,
  more: () => void = () => {},
): { stop(): void } {
  const purge = () => {
    const deleted = leads.purgeReceivedBefore(retentionCutoff(now()));
    if (deleted > 0) console.log(`retention: deleted ${deleted} lead(s) past the retention period`);
    const spamCutoff = new Date(now() - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
    const spam = leads.purgeSpamReceivedBefore(spamCutoff);
    if (spam > 0) console.log(`retention: deleted ${spam} spam post(s) older than 30 days`);
    more();
  };
  purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
