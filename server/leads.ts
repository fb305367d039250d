import { randomUUID } from "node:crypto";
import { MAILBOX } from "./config";
import { checkpointTruncate, type Db } from "./db/database";
import {
  insertColumns,
  type Lead,
  leadFields,
  type NewLead,
  payloadFields,
  selectList,
} from "./lead-fields";
import { oneLine } from "./log";

export type { Lead, NewLead } from "./lead-fields";

/**
 * Where a stored lead is delivered besides the database, each through its own outbox rows: the
 * owner's webhook and email, and the visitor's own email (server/visitor-email.ts).
 */
export type OutboxChannel = "webhook" | "email" | "visitor";

/** Who the lead's history names for what the website did by itself. */
export const WEBSITE_ACTOR = "the website";

/** At most one email to one address per request in this long, whatever is posted. */
export const VISITOR_EMAIL_WINDOW_MS = 24 * 60 * 60_000;

/** What every channel receives: the lead's id and what was sent, without its private fields. */
export type LeadPayload = Omit<NewLead, "userAgent" | "clientAddress"> & { id: number };
export function leadPayload(lead: NewLead & { id: number }): LeadPayload {
  const payload: Record<string, unknown> = { id: lead.id };
  for (const field of payloadFields(leadFields))
    payload[field.name] = (lead as unknown as Record<string, unknown>)[field.name] ?? null;
  return payload as LeadPayload;
}

/** A lead an outbox channel has not delivered yet (`npm run leads -- --pending`). */
export interface PendingDelivery {
  leadId: number;
  receivedAt: string;
  firstName: string;
  lastName: string;
  channel: OutboxChannel;
  attempts: number;
  /** Epoch milliseconds. */
  nextAttemptAt: number;
  lastError: string | null;
}

/** Most spam kept at once: past it the oldest is dropped, so quarantine cannot fill the disk. */
export const SPAM_CAP = 1000;

/** How often, a second apart, an erasure tries to empty the write-ahead log while a reader holds it. */
const CHECKPOINT_TRIES = 60;

export interface LeadStoreOptions {
  /** The owner's channels, queued for every lead and again when spam is released. */
  channels: readonly ("webhook" | "email")[];
  /** Queue the visitor's email for each new lead of the inbox (never for spam, nor on release). */
  visitorEmail?: boolean;
  now?: () => number;
  spamCap?: number;
  log?: (message: string) => void;
}

export class LeadStore {
  readonly #db: Db;
  readonly #log: (message: string) => void;
  readonly #insertLead;
  readonly #insertOutbox;
  readonly #list;
  readonly #listSince;
  readonly #add;
  readonly #addSpam;
  readonly #release;
  readonly #delete;
  readonly #purge;
  readonly #purgeSpam;
  readonly #pending;

  /**
   * Every lead is also queued for each channel, in the same transaction; spam is stored without
   * outbox rows and queued only when the owner releases it.
   */
  constructor(db: Db, options: LeadStoreOptions) {
    const now = options.now ?? Date.now;
    const spamCap = options.spamCap ?? SPAM_CAP;
    const log = oneLine(options.log ?? console.warn);
    this.#db = db;
    this.#log = log;
    const columns = selectList(leadFields);
    const written = insertColumns(leadFields);
    this.#insertLead = db.prepare<NewLead & { leadKey: string; spam: string | null }>(
      `INSERT INTO leads (${written.columns}, lead_key, spam)
       VALUES (${written.values}, @leadKey, @spam)`,
    );
    // OR IGNORE: a channel's row for a lead exists at most once (outbox_lead_channel), so a
    // release that raced another one cannot queue a second email.
    this.#insertOutbox = db.prepare<[number, OutboxChannel, string, number]>(
      "INSERT OR IGNORE INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)",
    );
    this.#list = db.prepare<[], Lead>(
      `SELECT ${columns} FROM leads WHERE spam IS NULL ORDER BY received_at DESC, id DESC`,
    );
    this.#listSince = db.prepare<[string], Lead>(
      `SELECT ${columns} FROM leads WHERE spam IS NULL AND received_at >= ?
       ORDER BY received_at DESC, id DESC`,
    );
    this.#pending = db.prepare<[], PendingDelivery>(
      `SELECT leads.id AS leadId, received_at AS receivedAt, first_name AS firstName,
         last_name AS lastName, channel, attempts, next_attempt_at AS nextAttemptAt,
         last_error AS lastError
       FROM outbox JOIN leads ON leads.id = outbox.lead_id
       WHERE delivered_at IS NULL ORDER BY leads.id, channel`,
    );
    const deleteOutbox = db.prepare<[string]>(
      "DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?)",
    );
    const deleteLeads = db.prepare<[string]>("DELETE FROM leads WHERE received_at < ?");
    this.#purge = db.transaction((cutoff: string): number => {
      deleteOutbox.run(cutoff);
      return deleteLeads.run(cutoff).changes;
    });
    const queue = (lead: NewLead & { id: number }) => {
      const payload = JSON.stringify(leadPayload(lead));
      for (const channel of options.channels)
        this.#insertOutbox.run(lead.id, channel, payload, now());
    };
    // A random key, not the row id, identifies the lead outside (Idempotency-Key, Message-ID).
    const insert = (lead: NewLead, spam: string | null) =>
      Number(this.#insertLead.run({ ...lead, leadKey: randomUUID(), spam }).lastInsertRowid);
    const history = db.prepare<[number, string, string, string]>(
      "INSERT INTO lead_history (lead_id, at, actor, event) VALUES (?, ?, ?, ?)",
    );
    // Counted in the database, so a restart or a second process cannot reset it.
    const visitorEmailsSince = db
      .prepare<[string, string, string], number>(
        `SELECT COUNT(*) FROM leads JOIN outbox ON outbox.lead_id = leads.id
         WHERE lower(leads.email) = lower(?) AND leads.intent = ? AND leads.received_at > ?
           AND outbox.channel = 'visitor'`,
      )
      .pluck();
    const queueVisitorEmail = (lead: NewLead & { id: number }) => {
      if (!MAILBOX.test(lead.email)) return;
      const at = new Date(now()).toISOString();
      const since = new Date(now() - VISITOR_EMAIL_WINDOW_MS).toISOString();
      if ((visitorEmailsSince.get(lead.email, lead.intent ?? "", since) ?? 0) > 0) {
        history.run(
          lead.id,
          at,
          WEBSITE_ACTOR,
          "No confirmation sent: this address got one for this request in the last 24 hours",
        );
        return;
      }
      this.#insertOutbox.run(lead.id, "visitor", JSON.stringify(leadPayload(lead)), now());
    };
    this.#add = db.transaction((lead: NewLead): number => {
      const id = insert(lead, null);
      queue({ id, ...lead });
      if (options.visitorEmail) queueVisitorEmail({ id, ...lead });
      return id;
    });
    const dropOldestSpam = db.prepare<[number]>(
      `DELETE FROM leads WHERE id IN (SELECT id FROM leads WHERE spam IS NOT NULL
         ORDER BY received_at DESC, id DESC LIMIT -1 OFFSET ?)`,
    );
    this.#addSpam = db.transaction((lead: NewLead, reason: string): number => {
      const id = insert(lead, reason);
      const dropped = dropOldestSpam.run(spamCap).changes;
      if (dropped > 0)
        log(`quarantine: full (${spamCap}); dropped the oldest ${dropped} spam post(s)`);
      return id;
    });
    const spamLead = db.prepare<[number], Lead>(
      `SELECT ${columns} FROM leads WHERE id = ? AND spam IS NOT NULL`,
    );
    const unflag = db.prepare<[number]>("UPDATE leads SET spam = NULL WHERE id = ?");
    this.#release = db.transaction((id: number, actor: string): boolean => {
      const lead = spamLead.get(id);
      if (!lead) return false;
      unflag.run(id);
      queue(lead);
      history.run(id, new Date(now()).toISOString(), actor, "Marked not spam: moved to the inbox");
      return true;
    });
    const deleteOutboxOf = db.prepare<[number]>("DELETE FROM outbox WHERE lead_id = ?");
    const deleteLead = db.prepare<[number]>("DELETE FROM leads WHERE id = ?");
    this.#delete = db.transaction((id: number): boolean => {
      deleteOutboxOf.run(id);
      return deleteLead.run(id).changes > 0;
    });
    const deleteSpam = db.prepare<[string]>(
      "DELETE FROM leads WHERE spam IS NOT NULL AND received_at < ?",
    );
    this.#purgeSpam = (cutoff: string) => deleteSpam.run(cutoff).changes;
  }

  /** Deletes the leads received before `cutoff` (ISO, UTC) with their outbox rows; returns how many. */
  purgeReceivedBefore(cutoff: string): number {
    return this.#erased(this.#purge(cutoff));
  }

  /** Stores the lead; it is committed (and fsynced) when this returns. */
  add(lead: NewLead): number {
    return this.#add(lead);
  }

  /**
   * Stores a post in quarantine (`reason`: the signal that caught it), queued for no channel. Past
   * the cap the oldest spam is dropped.
   */
  addSpam(lead: NewLead, reason: string): number {
    return this.#addSpam(lead, reason);
  }

  /**
   * Moves a quarantined post to the inbox and only then queues it for each channel, once: false
   * (and nothing queued) when it is not in quarantine (already released, or gone).
   */
  release(id: number, actor: string): boolean {
    return this.#release(id, actor);
  }

  /**
   * Erases a lead, its outbox rows, notes and history, from the database file and its
   * write-ahead log alike; false when there was none.
   */
  delete(id: number): boolean {
    return this.#erased(this.#delete(id) ? 1 : 0) > 0;
  }

  /**
   * After `count` leads were deleted: the write-ahead log still holds their earlier pages, so it is
   * emptied into the (zero-filled) database, at once or, while a reader holds it, a second later.
   */
  #erased(count: number, tries = CHECKPOINT_TRIES): number {
    if (count === 0 || !this.#db.open || checkpointTruncate(this.#db)) return count;
    if (tries <= 1) {
      this.#log("erase: the write-ahead log is still in use; it is emptied at the next erasure");
      return count;
    }
    setTimeout(() => this.#erased(count, tries - 1), 1000).unref();
    return count;
  }

  /** Deletes the spam received before `cutoff` (ISO, UTC); returns how many. */
  purgeSpamReceivedBefore(cutoff: string): number {
    return this.#erased(this.#purgeSpam(cutoff));
  }

  /** Oldest first: what each channel still has to deliver. */
  pendingDeliveries(): PendingDelivery[] {
    return this.#pending.all();
  }

  /** The inbox (spam left out), newest first; `since` is an ISO date or time (UTC) compared with the received time. */
  list(since?: string): Lead[] {
    return since === undefined ? this.#list.all() : this.#listSince.all(since);
  }
}
