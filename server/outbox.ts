import { type Db, whileLocked } from "./db/database";
import type { OutboxChannel } from "./leads";
import { oneLine } from "./log";

/** One lead waiting in a channel's outbox. */
export interface OutboxRow {
  id: number;
  leadId: number;
  /** The lead's random UUID (leads.lead_key): the webhook's Idempotency-Key, the email's Message-ID. */
  leadKey: string;
  /** The lead as JSON (leadPayload). */
  payload: string;
  attempts: number;
}

/**
 * Sends one row; resolves to null when it was delivered, else to a one-line reason (no visitor
 * data: it is logged and stored). Must give up by itself in bounded time, or when `signal` aborts.
 */
export type Deliver = (row: OutboxRow, signal: AbortSignal) => Promise<string | null>;

export interface DispatcherOptions {
  db: Db;
  channel: OutboxChannel;
  deliver: Deliver;
  /** Releases what `deliver` holds (an SMTP transport), once stopped. */
  close?: () => void;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A line for the lead's history, written with the delivery (the visitor's "Confirmation sent"). */
  history?: { actor: string; event: string };
  now?: () => number;
  log?: (message: string) => void;
}

export interface Dispatcher {
  /** Looks for due rows soon (never synchronously, so a visitor's answer is not held up). */
  kick(): void;
  /**
   * Starts no new delivery and gives the one in progress up to `graceMs` to finish, so its outcome
   * is recorded: a message the receiver accepted is not sent again at the next start. Past that,
   * the delivery is given up and its row stays pending, as do the rows not tried yet.
   */
  stop(graceMs: number): Promise<void>;
}

/** Delay after the `attempts`-th failure: base, 2 x base, 4 x base... capped. */
export const backoffDelay = (attempts: number, baseMs: number, maxMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);

/** Longest setTimeout delay Node accepts: a longer one fires at once, with a warning. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Delivers each of a channel's outbox rows at least once. Attempts and the next attempt time are
 * stored, so a restart resumes where the last process stopped; a delivered row is never sent again.
 */
export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, channel, deliver } = options;
  const now = options.now ?? Date.now;
  const log = oneLine(options.log ?? console.warn);
  const due = db.prepare<[OutboxChannel, number], OutboxRow>(
    `SELECT outbox.id, lead_id AS leadId, leads.lead_key AS leadKey, payload, attempts
     FROM outbox JOIN leads ON leads.id = outbox.lead_id
     WHERE channel = ? AND delivered_at IS NULL AND next_attempt_at <= ? AND leads.spam IS NULL
     ORDER BY outbox.id LIMIT 20`,
  );
  const nextDue = db.prepare<[OutboxChannel], { at: number | null }>(
    "SELECT MIN(next_attempt_at) AS at FROM outbox WHERE channel = ? AND delivered_at IS NULL",
  );
  // Rows are fetched in batches and sent one after another: a lead erased or moved to Spam
  // meanwhile is not sent (nor is spam ever: it stays pending until released).
  const stillPending = db
    .prepare<[number], number>(
      `SELECT 1 FROM outbox JOIN leads ON leads.id = outbox.lead_id
       WHERE outbox.id = ? AND delivered_at IS NULL AND leads.spam IS NULL`,
    )
    .pluck();
  // Once delivered, the row keeps its delivery record but no longer the copy of the lead.
  const markDelivered = db.prepare<[string, number]>(
    `UPDATE outbox SET attempts = attempts + 1, delivered_at = ?, last_error = NULL, payload = ''
     WHERE id = ?`,
  );
  const addHistory = db.prepare<[number, string, string, string]>(
    "INSERT INTO lead_history (lead_id, at, actor, event) VALUES (?, ?, ?, ?)",
  );
  const delivered = db.transaction((at: string, row: OutboxRow) => {
    markDelivered.run(at, row.id);
    if (options.history)
      addHistory.run(row.leadId, at, options.history.actor, options.history.event);
  });
  const failed = db.prepare<[number, string, number]>(
    "UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
  );

  /** Aborted by stop(): no new delivery starts. */
  const stopping = new AbortController();
  /** Aborted once stop()'s grace is over: the delivery in progress gives up. */
  const givingUp = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let runAgain = false;

  async function deliverDue() {
    for (const row of due.all(channel, now())) {
      if (stopping.signal.aborted) return;
      if (stillPending.get(row.id) === undefined) continue;
      const error = await deliver(row, givingUp.signal);
      // Recorded even while stopping, a success above all: otherwise the next start would send
      // the message again. A lock held by another process is waited out, until a stop gives up.
      if (error === null) {
        const at = new Date(now()).toISOString();
        await whileLocked(
          () => delivered(at, row),
          givingUp.signal,
          () =>
            log(
              `${channel}: lead ${row.leadId} delivered; recording it once the database is unlocked`,
            ),
        );
      }
      // Given up: whether the receiver got it is unknown, so the row stays as it was.
      if (error === null || givingUp.signal.aborted) continue;
      const attempts = row.attempts + 1;
      const delay = backoffDelay(attempts, options.baseDelayMs, options.maxDelayMs);
      await whileLocked(() => failed.run(now() + delay, error, row.id), givingUp.signal);
      log(
        `${channel}: lead ${row.leadId} attempt ${attempts} failed (${error}); retry in ${delay} ms`,
      );
    }
  }

  function scheduleNext() {
    clearTimeout(timer);
    const { at } = nextDue.get(channel) ?? { at: null };
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
      .catch((error: unknown) => log(`${channel}: dispatcher error: ${String(error)}`))
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
    async stop(graceMs) {
      stopping.abort();
      clearTimeout(timer);
      if (running) {
        log(`${channel}: stopping after the delivery in progress (at most ${graceMs} ms)`);
        const grace = setTimeout(() => givingUp.abort(), graceMs);
        await running;
        clearTimeout(grace);
      }
      options.close?.();
    },
  };
}

/** POSTs the lead as JSON to the webhook; delivered when it answers 2xx. */
export function webhookDelivery(url: string, timeoutMs: number): Deliver {
  return async (row, signal) => {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": row.leadKey },
        body: row.payload,
        redirect: "error",
        signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      return response.ok ? null : `HTTP ${response.status}`;
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  };
}
