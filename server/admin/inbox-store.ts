/** What the inbox reads and changes in the lead database, besides LeadStore's own operations. */
import type { Db } from "../db/database";
import type { Lead, OutboxChannel } from "../leads";

export const statuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type Status = (typeof statuses)[number];
export const statusLabels: Record<Status, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};
export const isStatus = (value: unknown): value is Status => statuses.includes(value as Status);

export const PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 5000;

export interface InboxFilter {
  view: "inbox" | "spam";
  /** Searched in the name, company, email and description, without regard to case. */
  q: string;
  status: Status | null;
  source: string | null;
}

export interface InboxLead extends Lead {
  status: Status;
  spam: string | null;
}

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

const columns = `id, received_at AS receivedAt, first_name AS firstName, last_name AS lastName,
  company, phone, email, description, subject, source_page AS sourcePage, intent, page,
  user_agent AS userAgent, client_address AS clientAddress, status, spam`;

/** The WHERE clause of a view: fixed SQL text, the values as named parameters. */
function where(filter: InboxFilter): { sql: string; params: Record<string, string> } {
  const conditions = [filter.view === "spam" ? "spam IS NOT NULL" : "spam IS NULL"];
  const params: Record<string, string> = {};
  if (filter.q) {
    // instr, not LIKE: % and _ in the search text are plain characters.
    params.q = filter.q.toLowerCase();
    conditions.push(
      `(instr(lower(first_name || ' ' || last_name), @q) OR instr(lower(company), @q)
        OR instr(lower(email), @q) OR instr(lower(description), @q))`,
    );
  }
  if (filter.status) {
    params.status = filter.status;
    conditions.push("status = @status");
  }
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
        `SELECT ${columns} FROM leads WHERE ${sql} ORDER BY received_at DESC, id DESC
         LIMIT ${PAGE_SIZE} OFFSET @offset`,
      )
      .all({ ...params, offset: (page - 1) * PAGE_SIZE });
    return { leads, total };
  }

  /** Every lead of the view, newest first: what "Export CSV" writes. */
  all(filter: InboxFilter): InboxLead[] {
    const { sql, params } = where(filter);
    return this.#db
      .prepare<[Record<string, string>], InboxLead>(
        `SELECT ${columns} FROM leads WHERE ${sql} ORDER BY received_at DESC, id DESC`,
      )
      .all(params);
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
      .prepare<[number], InboxLead>(`SELECT ${columns} FROM leads WHERE id = ?`)
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

  /** Sets the status and records the change; false when the lead is gone or had that status. */
  setStatus(id: number, status: Status, actor: string): boolean {
    return this.#db.transaction(() => {
      const lead = this.lead(id);
      if (!lead || lead.status === status) return false;
      this.#db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, id);
      this.#history(id, actor, `Status: ${statusLabels[lead.status]} → ${statusLabels[status]}`);
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
