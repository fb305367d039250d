/**
 * The queue of the site's jobs (publish, roll back, preview): one runs at a time, in the order they
 * were asked for, so two builds never share the machine. While a job waits or runs it is in the
 * pending file (publish-records.ts), so the next start can say which a restart stopped; once done,
 * the audit log and the server's log say who asked, how long it took and what it changed. What
 * each job does is the publisher's (publisher.ts); docs/decisions/038-live-editing.md has the
 * reasons for one at a time, 056-a-newer-save-stops-a-stale-preview.md those for stopping one.
 */
import type { AuditLog } from "../admin/accounts";
import { type JobKind, type PendingJob, readPending, writePending } from "./publish-records";

export interface JobResult {
  kind: JobKind;
  ok: boolean;
  at: string;
  by: string;
  seconds: number;
  files: string[] | null;
  /** The files' changes in the owner's words, when the publisher was given a way to say them. */
  changes?: string[];
  /** Why it failed: the build's own message (file and field), or what is missing. */
  message: string;
  /** A publish that served the preview's build: no build of its own. */
  previewed?: boolean;
  /** Stopped before it finished (JobQueue.stop): a newer job does its work instead. */
  stopped?: boolean;
}

/** What a job's work returns; the queue adds who, when and how long. */
export type Outcome = Pick<JobResult, "ok" | "files" | "changes" | "message" | "previewed">;

/** Changes for the log: in words when there are words, else a count, never a path. */
const changesText = (files: string[], changes: string[] | undefined) =>
  changes
    ? `${changes.length} change(s)${changes.length ? `: ${changes.join("; ")}` : ""}`
    : `${files.length} file(s) changed`;

export interface JobQueueOptions {
  /** Where the pending file is kept (under its builds folder). */
  sourceDir: string;
  audit: AuditLog;
  now: () => number;
  log: (message: string) => void;
  /**
   * Runs after a job is logged and before it counts as done (the publisher's content backup): the
   * owner who sees "Published" can count on what it does being finished.
   */
  beforeDone?: (done: JobResult) => Promise<void>;
}

/** Someone who joins a waiting job instead of queueing another, and why that is enough. */
export interface Joiner {
  by: string;
  address: string | null;
  why: string;
}

export class JobQueue {
  readonly #options: JobQueueOptions;
  #queue: Promise<unknown> = Promise.resolve();
  #running: PendingJob | null = null;
  /** Stops the running job's work. */
  #stopRunning: AbortController | null = null;
  /** The queued jobs, first to run first, each with the promise its askers were given. */
  #waiting: { job: PendingJob; result: Promise<JobResult> }[] = [];
  #last: JobResult | null = null;

  constructor(options: JobQueueOptions) {
    this.#options = options;
  }

  get running(): PendingJob | null {
    return this.#running;
  }

  /** In the order they run. */
  get waiting(): PendingJob[] {
    return this.#waiting.map(({ job }) => job);
  }

  get last(): JobResult | null {
    return this.#last;
  }

  /**
   * Queues a job; resolves with its result when it is done (a job that throws has failed). Its
   * work is given a signal that `stop` aborts.
   */
  add(
    kind: JobKind,
    by: string,
    address: string | null,
    work: (signal: AbortSignal) => Promise<Outcome>,
  ): Promise<JobResult> {
    const asked: PendingJob = {
      kind,
      by,
      address,
      since: new Date(this.#options.now()).toISOString(),
    };
    const result = this.#queue.then(() => this.#run(asked, work));
    this.#queue = result;
    this.#waiting.push({ job: asked, result });
    this.#savePending();
    return result;
  }

  /**
   * The promise of the waiting job of this kind, for an ask that joins it; undefined when none
   * waits. A joiner is named in an audit entry of its own: the job's entry names only its first
   * asker.
   */
  join(kind: JobKind, joiner?: Joiner): Promise<JobResult> | undefined {
    const waiting = this.#waiting.find(({ job }) => job.kind === kind);
    if (waiting && joiner) {
      const { by, address, why } = joiner;
      const detail = `joined the waiting ${kind} asked for by ${waiting.job.by} at ${waiting.job.since}: ${why}`;
      this.#record({ account: by, clientAddress: address, action: kind, detail });
      this.#options.log(`site: ${kind} by ${by} ${detail}`);
    }
    return waiting?.result;
  }

  /**
   * Stops the running job when it is of this kind: its work's signal aborts, and if the work then
   * ends not ok, its entry says it was stopped and why (in the owner's words), and it does not
   * become `last`: it is for a caller that queues the job that replaces it.
   */
  stop(kind: JobKind, why: string) {
    if (this.#running?.kind === kind) this.#stopRunning?.abort(why);
  }

  /**
   * Each job the pending file lists was stopped by a restart: its asker's entry says so. Then the
   * file is emptied. Called once, at start, before any job is queued.
   */
  async recordLost() {
    for (const { job, state } of await readPending(this.#options.sourceDir)) {
      const detail = `not done: the server restarted before it finished; ${job.kind} again (${state} since ${job.since})`;
      this.#record({ account: job.by, clientAddress: job.address, action: job.kind, detail });
      this.#options.log(`site: ${job.kind} by ${job.by} ${detail}`);
    }
    writePending(this.#options.sourceDir, { running: null, waiting: [] });
  }

  async #run(
    asked: PendingJob,
    work: (signal: AbortSignal) => Promise<Outcome>,
  ): Promise<JobResult> {
    const { now, log, beforeDone } = this.#options;
    const { kind, by, address } = asked;
    // The queue runs in order: this job is the first waiting.
    this.#waiting.shift();
    const started = now();
    this.#running = { ...asked, since: new Date(started).toISOString() };
    const stopper = new AbortController();
    this.#stopRunning = stopper;
    this.#savePending();
    let outcome: Outcome;
    try {
      outcome = await work(stopper.signal);
    } catch (error) {
      outcome = { ok: false, files: null, message: (error as Error).message };
    }
    // A job asked to stop that finished anyway is done like any other.
    const stopped = stopper.signal.aborted && !outcome.ok;
    const seconds = Math.round((now() - started) / 100) / 10;
    const done: JobResult = {
      kind,
      by,
      at: new Date(started).toISOString(),
      seconds,
      ...outcome,
      ...(stopped ? { stopped } : {}),
    };
    const what = done.files === null ? "first publish" : changesText(done.files, done.changes);
    const detail = stopped
      ? `stopped after ${seconds} s: ${stopper.signal.reason}`
      : `${done.ok ? "done" : "failed"} in ${seconds} s; ${what}${done.ok ? "" : `; ${done.message.split("\n")[0]?.slice(0, 300) ?? ""}`}`;
    this.#record({ account: by, clientAddress: address, action: kind, detail });
    log(`site: ${kind} by ${by} ${detail}`);
    try {
      await beforeDone?.(done);
    } catch (error) {
      // The job itself is done: a failure after it must not stop the jobs queued behind it.
      log(`site: after the ${kind}: ${(error as Error).message}`);
    }
    if (!stopped) this.#last = done;
    this.#running = null;
    this.#stopRunning = null;
    this.#savePending();
    return done;
  }

  /**
   * An audit entry, or a log line when the database refuses it (locked, full): a job must finish
   * whatever the log does, or every job queued after it would never run.
   */
  #record(entry: Parameters<AuditLog["record"]>[0]) {
    try {
      this.#options.audit.record(entry);
    } catch (error) {
      this.#options.log(
        `site: the audit log refused "${entry.detail}": ${(error as Error).message}`,
      );
    }
  }

  /** The running and waiting jobs on disk (publish-records.ts), before the click is answered. */
  #savePending() {
    try {
      writePending(this.#options.sourceDir, { running: this.#running, waiting: this.waiting });
    } catch (error) {
      // The job still runs; only a restart during it would go unrecorded.
      this.#options.log(`site: the pending jobs could not be written: ${(error as Error).message}`);
    }
  }
}
