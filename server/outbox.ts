import type { Db } from "./db/database";

export interface DispatcherOptions {
  db: Db;
  url: string;
  baseDelayMs: number;
  maxDelayMs: number;
  timeoutMs: number;
  now?: () => number;
  log?: (message: string) => void;
}

export interface Dispatcher {
  /** Looks for due rows soon (never synchronously, so a visitor's answer is not held up). */
  kick(): void;
  /** Stops after the delivery in progress; unsent rows stay in the outbox for the next start. */
  stop(): Promise<void>;
}

interface OutboxRow {
  id: number;
  leadId: number;
  /** The lead's random UUID (leads.lead_key), sent as the Idempotency-Key. */
  leadKey: string;
  payload: string;
  attempts: number;
}

/** Delay after the `attempts`-th failure: base, 2 x base, 4 x base... capped. */
export const backoffDelay = (attempts: number, baseMs: number, maxMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);

/** Longest setTimeout delay Node accepts. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * POSTs each outbox row as JSON to the webhook, at least once. Attempts and the next attempt
 * time are stored, so a restart resumes where the last process stopped.
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, url, timeoutMs } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  const due = db.prepare<[number], OutboxRow>(
    `SELECT outbox.id, lead_id AS leadId, leads.lead_key AS leadKey, payload, attempts
     FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY outbox.id LIMIT 20`,
  );
  const nextDue = db.prepare<[], { at: number | null }>(
    "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE delivered_at IS NULL",
  );
  // Once delivered, the row keeps its delivery record but no longer the copy of the lead.
  const delivered = db.prepare<[string, number]>(
    `UPDATE outbox SET attempts = attempts + 1, delivered_at = ?, last_error = NULL, payload = ''
     WHERE id = ?`,
  );
  const failed = db.prepare<[number, string, number]>(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );

  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;

  /** The error message, or null when the webhook answered 2xx. */
  async function post(row: OutboxRow): Promise<string | null> {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": row.leadKey },
        body: row.payload,
        redirect: "error",
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  }

  async function deliverDue() {
    for (const row of due.all(now())) {
      const error = await post(row);
      if (stopping.signal.aborted) return;
      if (error === null) {
        delivered.run(new Date(now()).toISOString(), row.id);
        continue;
      }
      const attempts = row.attempts + 1;
      const delay = backoffDelay(attempts, options.baseDelayMs, options.maxDelayMs);
      failed.run(now() + delay, error, row.id);
      log(
        `webhook: lead ${row.leadId} attempt ${attempts} failed (${error}); retry in ${delay} ms`,
      );
    }
  }

  function scheduleNext() {
    clearTimeout(timer);
    const { at } = nextDue.get() ?? { at: null };
    if (at === null || stopping.signal.aborted) return;
    timer = setTimeout(run, Math.min(Math.max(0, at - now()), MAX_TIMER_MS));
    timer.unref();
  }

  function run() {
    if (stopping.signal.aborted) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => log(`webhook: dispatcher error: ${String(error)}`))
      .finally(() => {
        running = undefined;
        if (runAgain) {
          runAgain = false;
          run();
        } else {
          scheduleNext();
        }
      });
  }

  setImmediate(run);
  return {
    kick: () => void setImmediate(run),
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
