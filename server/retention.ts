/**
 * Lead retention: the privacy policy promises that contact requests are deleted
 * `site.legal.leadRetentionMonths` months after they were received. The server deletes older leads
 * when it starts and once a day while it runs.
 */
import { site } from "../src/content/site";
import { whileLocked } from "./db/database";
import type { LeadStore } from "./leads";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The oldest receipt time (ISO, UTC) that is still kept at `now`. */
export function retentionCutoff(now: number, months = site.legal.leadRetentionMonths): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** How long the purge waits for a database another process has locked; else it is tried the next day. */
const LOCK_WAIT_MS = 60_000;

export function startRetention(leads: LeadStore, now: () => number): { stop(): void } {
  const stopped = new AbortController();
  const purge = async () => {
    const cutoff = retentionCutoff(now());
    const signal = AbortSignal.any([stopped.signal, AbortSignal.timeout(LOCK_WAIT_MS)]);
    try {
      const deleted = await whileLocked(() => leads.purgeReceivedBefore(cutoff), signal);
      if (deleted === 0) return;
      console.log(`retention: deleted ${deleted} lead(s) past the retention period`);
    } catch (error) {
      console.error(`retention: old leads not deleted (${String(error)}); trying again in a day`);
    }
  };
  // The first attempt runs at once: a database that is not locked is purged before serving.
  void purge();
  const timer = setInterval(purge, DAY_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      stopped.abort();
    },
  };
}
