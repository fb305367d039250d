/**
 * Retention: the privacy policy promises that contact requests are deleted
 * `site.legal.leadRetentionMonths` months after they were received, and spam held in quarantine
 * after SPAM_RETENTION_DAYS. The server deletes what is older when it starts and once a day while
 * it runs, together with whatever else has a time limit (`more`: the inbox's audit log and
 * sessions).
 */
import { site } from "../src/collections/facts";
import { whileLocked } from "./db/database";
import type { LeadStore } from "./leads";
import { logError, logInfo } from "./log";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SPAM_RETENTION_DAYS = site.legal.spamRetentionDays;

/** The oldest receipt time (ISO, UTC) that is still kept at `now`. */
export function retentionCutoff(now: number, months = site.legal.leadRetentionMonths): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

/** How long the purge waits for a database another process has locked; else it is tried the next day. */
const LOCK_WAIT_MS = 60_000;

export function startRetention(
  leads: LeadStore,
  now: () => number,
  more: () => void = () => {},
): { stop(): void } {
  const stopped = new AbortController();
  const purge = async () => {
    const cutoff = retentionCutoff(now());
    const spamCutoff = new Date(now() - SPAM_RETENTION_DAYS * DAY_MS).toISOString();
    const signal = AbortSignal.any([stopped.signal, AbortSignal.timeout(LOCK_WAIT_MS)]);
    try {
      // One attempt does every purge, so an unlocked database is purged at once; each purge is
      // idempotent, so a retry after a lock met halfway is harmless.
      const { deleted, spam } = await whileLocked(() => {
        const purged = {
          deleted: leads.purgeReceivedBefore(cutoff),
          spam: leads.purgeSpamReceivedBefore(spamCutoff),
        };
        more();
        return purged;
      }, signal);
      if (deleted > 0) logInfo(`retention: deleted ${deleted} lead(s) past the retention period`);
      if (spam > 0)
        logInfo(`retention: deleted ${spam} spam post(s) older than ${SPAM_RETENTION_DAYS} days`);
    } catch (error) {
      logError(`retention: purge not finished (${String(error)}); trying again in a day`);
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
