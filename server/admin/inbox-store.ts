/** What the inbox reads and changes in the lead database, besides LeadStore's own operations. */
import type { ContactIntentKey } from "../../src/collections/contact-intents";
import type { Db } from "../db/database";
import {
  intentsNamed,
  leadFields,
  type Status,
  searchSql,
  selectList,
  statuses,
  statusLabels,
} from "../lead-fields";
import type { Lead, OutboxChannel } from "../leads";
import { COUNTED, dayNumber, seattleMidnight } from "./pipeline-data";

export const PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 5000;

export interface InboxFilter {
  view: "inbox" | "spam";
  /** Searched in the searchable fields (lead-fields.ts) and the request's name, without regard to case. */
  q: string;
  status: Status | null;
  /** Only the leads nobody has opened yet (the inbox's view, not the Spam's). */
  unopened: boolean;
  source: string | null;
  request: ContactIntentKey | null;
  /**
   * Received on or after this Seattle day (YYYY-MM-DD), and on or before `to`: the pipeline's
   * links, which list the leads a figure counted (no unconfirmed subscription).
   */
  from?: string | null;
  to?: string | null;
}

export type InboxLead = Lead;

/** The leads just before (newer) and after (older) one in a view's list; null at either end. */
export interface Neighbours {
  newer: number | null;
  older: number | null;
}

/** What a change of status changes, to put back on Undo. */
export type TriageState = Pick<Lead, "id" | "status" | "statusChangedAt" | "openedAt">;

/**
 * How many leads of a view (its other filters applied) have each status, all together, and how
 * many of them nobody has opened.
 */
export type StatusCounts = Record<Status | "all" | "unopened", number>;

export interface Note {
  id: number;
  createdAt: string;
  author: string;
  body: string;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  event: string;
}

export interface Delivery {
  channel: OutboxChannel;
  attempts: number;
  deliveredAt: string | null;
  nextAttemptAt: number;
  lastError: string | null;
}

/** The phone column with only its digits (the form accepts spaces, dashes, brackets and a +). */
const PHONE_DIGITS = ["-", " ", "(", ")", "+", "."].reduce(
  (sql, mark) => `replace(${sql}, '${mark}', '')`,
  "coalesce(phone, '')",
);

/**
 * The digits of a search that is a phone number however it was typed ("555-0187",
 * "(206) 555-0187", "+1 206 555 0187"): four digits or more and nothing but a phone's marks. A
 * longer number than ten digits is looked for by its last ten, so a country code typed in the
 * search or in the form, or not, makes no difference.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  return digits.length >= 4 ? digits.slice(-10) : null;
}

/** The WHERE clause of a view: fixed SQL text, the values as named parameters. */
function where(filter: InboxFilter): { sql: string; params: Record<string, string> } {
  const conditions = [filter.view === "spam" ? "spam IS NOT NULL" : "spam IS NULL"];
  const params: Record<string, string> = {};
  if (filter.q) {
    // instr, not LIKE: % and _ in the search text are plain characters. The request's name is
    // words in code, not in the row: the search finds the intents so named.
    params.q = filter.q.toLowerCase();
    const named = intentsNamed(filter.q).map((key, index) => {
      params[`intent${index}`] = key;
      return `@intent${index}`;
    });
    const byRequest = named.length > 0 ? ` OR intent IN (${named.join(", ")})` : "";
    const digits = phoneDigits(filter.q);
    if (digits) params.digits = digits;
    const byPhone = digits ? ` OR instr(${PHONE_DIGITS}, @digits)` : "";
    conditions.push(`(${searchSql(leadFields)}${byRequest}${byPhone})`);
  }
  // A period is a pipeline figure's: its list holds the leads the figure counted.
  if (filter.from || filter.to) conditions.push(COUNTED);
  if (filter.from) {
    params.from = new Date(seattleMidnight(dayNumber(filter.from))).toISOString();
    conditions.push("received_at >= @from");
  }
  if (filter.to) {
    params.to = new Date(seattleMidnight(dayNumber(filter.to) + 1)).toISOString();
    conditions.push("received_at < @to");
  }
  if (filter.request) {
    params.request = filter.request;
    conditions.push("intent = @request");
  }
  if (filter.status) {
    params.status = filter.status;
    conditions.push("status = @status");
  }
  if (filter.unopened) conditions.push("opened_at IS NULL");
  if (filter.source) {
    params.source = filter.source;
    conditions.push("source_page = @source");
  }
  return { sql: conditions.join(" AND "), params };
}

export class InboxStore {
  readonly #db: Db;
  readonly #now: () => number;

  constructor(db: Db, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /** One page (1-based) of the view, newest first, and how many leads the view holds. */
  page(filter: InboxFilter, page: number): { leads: InboxLead[]; total: number } {
    const { sql, params } = where(filter);
    const total =
      this.#db
        .prepare<[Record<string, string>], number>(`SELECT COUNT(*) FROM leads WHERE ${sql}`)
        .pluck()
        .get(params) ?? 0;
    const leads = this.#db
      .prepare<[Record<string, string | number>], InboxLead>(
        `SELECT ${selectList(leadFields)} FROM leads WHERE ${sql}
         ORDER BY received_at DESC, id DESC LIMIT ${PAGE_SIZE} OFFSET @offset`,
      )
      .all({ ...params, offset: (page - 1) * PAGE_SIZE });
    return { leads, total };
  }

  /** Every lead of the view, newest first: what "Export CSV" writes. */
  all(filter: InboxFilter): InboxLead[] {
    const { sql, params } = where(filter);
    return this.#db
      .prepare<[Record<string, string>], InboxLead>(
        `SELECT ${selectList(leadFields)} FROM leads WHERE ${sql}
         ORDER BY received_at DESC, id DESC`,
      )
      .all(params);
  }

  /**
   * The view's leads per status and unopened, with its search, source and request filters but any
   * status, opened or not.
   */
  statusCounts(filter: InboxFilter): StatusCounts {
    const { sql, params } = where({ ...filter, status: null, unopened: false });
    const rows = this.#db
      .prepare<[Record<string, string>], { status: Status; count: number; unopened: number }>(
        `SELECT status, COUNT(*) AS count, COUNT(*) FILTER (WHERE opened_at IS NULL) AS unopened
         FROM leads WHERE ${sql} GROUP BY status`,
      )
      .all(params);
    const keys = [...statuses, "all", "unopened"];
    const counts = Object.fromEntries(keys.map((key) => [key, 0])) as StatusCounts;
    for (const row of rows) {
      counts[row.status] = row.count;
      counts.all += row.count;
      counts.unopened += row.unopened;
    }
    return counts;
  }

  /** How many leads in the inbox nobody has opened yet. */
  unopened(): number {
    return (
      this.#db
        .prepare<[], number>("SELECT COUNT(*) FROM leads WHERE opened_at IS NULL AND spam IS NULL")
        .pluck()
        .get() ?? 0
    );
  }

  /** Records that the lead was opened, the first time only. */
  markOpened(id: number): void {
    this.#db
      .prepare("UPDATE leads SET opened_at = ? WHERE id = ? AND opened_at IS NULL")
      .run(new Date(this.#now()).toISOString(), id);
  }

  /** Takes back the opening of a lead if it happened at `since` (ISO) or later. */
  markUnopened(id: number, since: string): void {
    this.#db
      .prepare("UPDATE leads SET opened_at = NULL WHERE id = ? AND opened_at >= ?")
      .run(id, since);
  }

  /** The sources (which button) the inbox's leads came from, for the filter. */
  sources(): string[] {
    return this.#db
      .prepare<[], string>(
        `SELECT DISTINCT source_page FROM leads WHERE spam IS NULL AND source_page IS NOT NULL
         ORDER BY source_page LIMIT 200`,
      )
      .pluck()
      .all();
  }

  lead(id: number): InboxLead | undefined {
    return this.#db
      .prepare<[number], InboxLead>(`SELECT ${selectList(leadFields)} FROM leads WHERE id = ?`)
      .get(id);
  }

  notes(id: number): Note[] {
    return this.#db
      .prepare<[number], Note>(
        "SELECT id, created_at AS createdAt, author, body FROM lead_notes WHERE lead_id = ? ORDER BY id",
      )
      .all(id);
  }

  history(id: number): HistoryEntry[] {
    return this.#db
      .prepare<[number], HistoryEntry>(
        "SELECT at, actor, event FROM lead_history WHERE lead_id = ? ORDER BY id",
      )
      .all(id);
  }

  deliveries(id: number): Delivery[] {
    return this.#db
      .prepare<[number], Delivery>(
        `SELECT channel, attempts, delivered_at AS deliveredAt, next_attempt_at AS nextAttemptAt,
           last_error AS lastError FROM outbox WHERE lead_id = ? ORDER BY channel`,
      )
      .all(id);
  }

  /**
   * The leads of the view just before and after one, in the list's order (newest first), whether
   * or not that one is still in the view: Next from the last unopened lead is the next unopened.
   */
  neighbours(filter: InboxFilter, lead: InboxLead): Neighbours {
    const { sql, params } = where(filter);
    const at = { ...params, at: lead.receivedAt, id: lead.id };
    const one = (after: string, order: string) =>
      this.#db
        .prepare<[Record<string, string | number>], number>(
          `SELECT id FROM leads WHERE ${sql} AND ${after} ORDER BY ${order} LIMIT 1`,
        )
        .pluck()
        .get(at) ?? null;
    return {
      newer: one("(received_at > @at OR (received_at = @at AND id > @id))", "received_at, id"),
      older: one(
        "(received_at < @at OR (received_at = @at AND id < @id))",
        "received_at DESC, id DESC",
      ),
    };
  }

  /**
   * Sets the status and records the change; false when the lead is gone or had that status. Either
   * way the lead counts as opened: whoever set its status has dealt with it.
   */
  setStatus(id: number, status: Status, actor: string): boolean {
    return this.#db.transaction(() => {
      const lead = this.lead(id);
      if (!lead) return false;
      this.markOpened(id);
      if (lead.status === status) return false;
      this.#db
        .prepare("UPDATE leads SET status = ?, status_changed_at = ? WHERE id = ?")
        .run(status, new Date(this.#now()).toISOString(), id);
      this.#history(id, actor, `Status: ${statusLabels[lead.status]} → ${statusLabels[status]}`);
      return true;
    })();
  }

  /**
   * Undoes a change of status: the lead's status, its time and whether it was opened as they
   * were, if it still has the status it was given (someone may have changed it since); false if not.
   */
  restoreTriage(before: TriageState, given: Status, actor: string): boolean {
    return this.#db.transaction(() => {
      const restored = this.#db
        .prepare(
          `UPDATE leads SET status = @status, status_changed_at = @statusChangedAt,
             opened_at = @openedAt WHERE id = @id AND status = @given AND spam IS NULL`,
        )
        .run({ ...before, given }).changes;
      if (restored === 0) return false;
      if (before.status !== given)
        this.#history(
          before.id,
          actor,
          `Status: ${statusLabels[given]} → ${statusLabels[before.status]} (undone)`,
        );
      return true;
    })();
  }

  /**
   * Moves a lead of the inbox to Spam (the owner's call, or back where Not spam took it from), with
   * a line in its history; false when it is gone or already there. Its deliveries not made yet are
   * dropped: spam is never sent.
   */
  moveToSpam(id: number, actor: string, reason = "owner"): boolean {
    return this.#db.transaction(() => {
      const moved = this.#db
        .prepare("UPDATE leads SET spam = ? WHERE id = ? AND spam IS NULL")
        .run(reason, id).changes;
      if (moved === 0) return false;
      this.#db.prepare("DELETE FROM outbox WHERE lead_id = ? AND delivered_at IS NULL").run(id);
      this.#history(id, actor, "Moved to spam");
      return true;
    })();
  }

  /** Adds a note; false when the lead is gone. */
  addNote(id: number, body: string, actor: string): boolean {
    return this.#db.transaction(() => {
      if (!this.lead(id)) return false;
      this.#db
        .prepare("INSERT INTO lead_notes (lead_id, created_at, author, body) VALUES (?, ?, ?, ?)")
        .run(id, new Date(this.#now()).toISOString(), actor, body);
      this.#history(id, actor, "Note added");
      return true;
    })();
  }

  #history(id: number, actor: string, event: string) {
    this.#db
      .prepare("INSERT INTO lead_history (lead_id, at, actor, event) VALUES (?, ?, ?, ?)")
      .run(id, new Date(this.#now()).toISOString(), actor, event);
  }
}
