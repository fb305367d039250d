import { randomUUID } from "node:crypto";
import type { ContactRequest } from "../app/features/contact/schema";
import type { Db } from "./db/database";

export interface NewLead extends ContactRequest {
  subject: string;
  sourcePage: string | null;
  /** ISO 8601, UTC. */
  receivedAt: string;
  userAgent: string | null;
  clientAddress: string | null;
}

export interface Lead extends NewLead {
  id: number;
}

/** What the webhook receives: the lead without the visitor's address and browser. */
export function webhookPayload(lead: Lead) {
  const { userAgent: _userAgent, clientAddress: _clientAddress, ...payload } = lead;
  return payload;
}

const columns = `id, received_at AS receivedAt, first_name AS firstName, last_name AS lastName,
  company, phone, email, description, subject, source_page AS sourcePage,
  user_agent AS userAgent, client_address AS clientAddress`;

export class LeadStore {
  readonly #insertLead;
  readonly #insertOutbox;
  readonly #list;
  readonly #listSince;
  readonly #add;
  readonly #purge;

  /** With `outbox`, every lead is also queued for the webhook in the same transaction. */
  constructor(db: Db, options: { outbox: boolean; now?: () => number }) {
    const now = options.now ?? Date.now;
    this.#insertLead = db.prepare<NewLead & { leadKey: string }>(
      `INSERT INTO leads (received_at, first_name, last_name, company, phone, email, description,
         subject, source_page, user_agent, client_address, lead_key)
       VALUES (@receivedAt, @firstName, @lastName, @company, @phone, @email, @description,
         @subject, @sourcePage, @userAgent, @clientAddress, @leadKey)`,
    );
    this.#insertOutbox = db.prepare<[number, string, number]>(
      "INSERT INTO outbox (lead_id, payload, next_attempt_at) VALUES (?, ?, ?)",
    );
    this.#list = db.prepare<[], Lead>(
      `SELECT ${columns} FROM leads ORDER BY received_at DESC, id DESC`,
    );
    this.#listSince = db.prepare<[string], Lead>(
      `SELECT ${columns} FROM leads WHERE received_at >= ? ORDER BY received_at DESC, id DESC`,
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
      // A random key, not the row id, identifies the lead to the webhook (Idempotency-Key).
      const id = Number(this.#insertLead.run({ ...lead, leadKey: randomUUID() }).lastInsertRowid);
      if (options.outbox) {
        this.#insertOutbox.run(id, JSON.stringify(webhookPayload({ id, ...lead })), now());
      }
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

  /** Newest first; `since` is an ISO date or time (UTC) compared with the received time. */
  list(since?: string): Lead[] {
    return since === undefined ? this.#list.all() : this.#listSince.all(since);
  }
}
