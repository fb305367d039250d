import { randomUUID } from "node:crypto";
import type { ContactIntentKey } from "../src/content/contact-intents";
import type { ContactRequest } from "../src/features/contact/schema";
import type { Db } from "./db/database";

export interface NewLead extends ContactRequest {
  subject: string;
  /** The opener's source tag (which button), or the page's path when the form sent none. */
  sourcePage: string | null;
  /** What the visitor asked for; null for leads stored before requests named it. */
  intent: ContactIntentKey | null;
  /** The path of the page the form was sent from (its Referer), when the browser said. */
  page: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  userAgent: string | null;
  clientAddress: string | null;
}

export interface Lead extends NewLead {
  id: number;
}

/** Where a stored lead is delivered besides the database, each through its own outbox rows. */
export type OutboxChannel = "webhook" | "email";

/** What every channel receives: the lead without the visitor's address and browser. */
export function leadPayload(lead: Lead) {
  const { userAgent: _userAgent, clientAddress: _clientAddress, ...payload } = lead;
  return payload;
}
export type LeadPayload = ReturnType<typeof leadPayload>;

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

const columns = `id, received_at AS receivedAt, first_name AS firstName, last_name AS lastName,
  company, phone, email, description, subject, source_page AS sourcePage, intent, page,
  user_agent AS userAgent, client_address AS clientAddress`;

export class LeadStore {
  readonly #insertLead;
  readonly #insertOutbox;
  readonly #list;
  readonly #listSince;
  readonly #add;
  readonly #purge;
  readonly #pending;

  /** Every lead is also queued for each channel, in the same transaction. */
  constructor(db: Db, options: { channels: readonly OutboxChannel[]; now?: () => number }) {
    const now = options.now ?? Date.now;
    this.#insertLead = db.prepare<NewLead & { leadKey: string }>(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description,
         subject, source_page, intent, page, user_agent, client_address, lead_key)
       VALUES (@receivedAt, @firstName, @lastName, @company, @phone, @email, @description,
         @subject, @sourcePage, @intent, @page, @userAgent, @clientAddress, @leadKey)`,
    );
    this.#insertOutbox = db.prepare<[number, OutboxChannel, string, number]>(
      "INSERT INTO outbox (lead_id, channel, payload, next_attempt_at) VALUES (?, ?, ?, ?)",
    );
    this.#list = db.prepare<[], Lead>(
      `SELECT ${columns} FROM leads ORDER BY received_at DESC, id DESC`,
    );
    this.#listSince = db.prepare<[string], Lead>(
      `SELECT ${columns} FROM leads WHERE received_at >= ? ORDER BY received_at DESC, id DESC`,
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
    this.#add = db.transaction((lead: NewLead): number => {
      // A random key, not the row id, identifies the lead outside (Idempotency-Key, Message-ID).
      const id = Number(this.#insertLead.run({ ...lead, leadKey: randomUUID() }).lastInsertRowid);
      const payload = JSON.stringify(leadPayload({ id, ...lead }));
      for (const channel of options.channels) this.#insertOutbox.run(id, channel, payload, now());
      return id;
    });
  }

  /** Deletes the leads received before `cutoff` (ISO, UTC) with their outbox rows; returns how many. */
  purgeReceivedBefore(cutoff: string): number {
    return this.#purge(cutoff);
  }

  /** Stores the lead; it is committed (and fsynced) when this returns. */
  add(lead: NewLead): number {
    return this.#add(lead);
  }

  /** Oldest first: what each channel still has to deliver. */
  pendingDeliveries(): PendingDelivery[] {
    return this.#pending.all();
  }

  /** Newest first; `since` is an ISO date or time (UTC) compared with the received time. */
  list(since?: string): Lead[] {
    return since === undefined ? this.#list.all() : this.#listSince.all(since);
  }
}
