/**
 * What the inbox's rooms share. The inbox is one Hono app (routes.tsx) that checks every request
 * and then hands it to a room: a sub-app for one part of the owner's work (sign-in, the leads,
 * export and bulk actions, the activity log), with its pages beside it. Every room is given the
 * same RoomTools: the stores, and the answers every room gives the same way. Rooms of other parts
 * of the server (the site's Publish page) are handed in and mounted behind the same checks.
 */
import type { Context, Hono } from "hono";
import type { ReactNode } from "react";
import { type ContactIntentKey, contactIntents } from "../../src/collections/contact-intents";
import type { ServerEnv } from "../contact";
import type { Db } from "../db/database";
import { isStatus } from "../lead-fields";
import type { LeadStore } from "../leads";
import { oneLine } from "../log";
import type { Accounts, AuditAction, AuditLog, Session } from "./accounts";
import { type InboxFilter, InboxStore } from "./inbox-store";
import type { ScryptParams } from "./passwords";
import { dayNumber, dayText } from "./pipeline-data";
import { MessagePage, render, type Signed } from "./shell";
import { UndoLog } from "./undo";

export interface AdminOptions {
  db: Db;
  leads: LeadStore;
  accounts: Accounts;
  audit: AuditLog;
  trustProxy: number;
  now: () => number;
  /** The site's own 404 page: what /admin answers while no account exists. */
  notFound: (c: Context) => Response | Promise<Response>;
  /** A lead left quarantine and was queued: the outboxes should look for it. */
  onReleased: () => void;
  /** The scrypt parameters of the stand-in hash checked for an unknown email (tests: cheap ones). */
  passwordParams?: ScryptParams;
  /**
   * Rooms of other parts of the server mounted behind the inbox's sign-in, form check and
   * permission check, by path (the site's Publish page at /site): each made with the kit that
   * answers with an inbox page and names who asks.
   */
  rooms?: (kit: RoomKit) => Record<string, Hono>;
  log?: (message: string) => void;
}

/** What the inbox's middleware (routes.tsx) sets on a request before a room answers it. */
export type AdminEnv = ServerEnv & {
  Variables: {
    /** Set for every route behind the sign-in. */
    session: Session;
    /** The posted form, the last value of each name. */
    form: Record<string, string>;
    /** The lead ids ticked in the list (every `id` posted). */
    ids: number[];
    address: string | null;
  };
};

export type AdminContext = Context<AdminEnv>;

/** What a room mounted from elsewhere (AdminOptions.rooms) answers with. */
export interface RoomKit {
  /** Answers with an inbox page for the signed-in account. */
  page: (c: Context, page: (signed: Signed) => ReactNode) => Response | Promise<Response>;
  /** Who asks (for the audit log), and the form they posted. */
  actor: (c: Context) => { by: string; address: string | null; form: Record<string, string> };
}

export interface RoomTools
  extends Pick<
    AdminOptions,
    "db" | "leads" | "accounts" | "audit" | "trustProxy" | "now" | "onReleased" | "passwordParams"
  > {
  inbox: InboxStore;
  /** What Move to Spam and the actions on many leads did, for their Undo. */
  undo: UndoLog;
  /** The server's log, one line per message whatever the message holds. */
  log: (message: string) => void;
  /** An audit entry for this request, by the signed-in account unless another is named. */
  record(
    c: AdminContext,
    action: AuditAction,
    detail?: string | null,
    account?: string | null,
  ): void;
  /** The signed-in account, with the count of unopened leads every page's header shows. */
  signed(c: AdminContext): Signed;
  /** The inbox's own 404, for a lead or page that does not exist. */
  notFound(c: AdminContext): Response | Promise<Response>;
  /** Erases a lead as Delete does, with its audit entry; false when there was none. */
  erase(c: AdminContext, id: number): boolean;
}

/** An inbox page as the answer. */
export const html = (
  c: Context,
  page: ReactNode,
  status: 200 | 400 | 401 | 403 | 404 | 429 | 503 = 200,
) => c.html(render(page), status);

/** The tools every room of one inbox app shares (one InboxStore, one log). */
export function roomTools(options: AdminOptions): RoomTools {
  const { db, leads, accounts, audit, trustProxy, now, onReleased, passwordParams } = options;
  const inbox = new InboxStore(db, now);
  const tools: RoomTools = {
    db,
    leads,
    accounts,
    audit,
    trustProxy,
    now,
    onReleased,
    passwordParams,
    inbox,
    undo: new UndoLog(now),
    log: oneLine(options.log ?? console.warn),
    record: (c, action, detail = null, account = c.get("session")?.email ?? null) =>
      audit.record({ account, clientAddress: c.get("address"), action, detail }),
    signed: (c) => ({ ...c.get("session"), unopened: inbox.unopened() }),
    notFound: (c) =>
      html(
        c,
        <MessagePage
          title="Not found"
          text="There is no such lead or page."
          signed={tools.signed(c)}
        />,
        404,
      ),
    erase: (c, id) => {
      if (!leads.delete(id)) return false;
      // The lead's id only: the entry outlives the personal data it was asked to erase.
      tools.record(c, "delete", `lead ${id}`);
      return true;
    },
  };
  return tools;
}

// Values read from a request: anything unexpected reads as the default (no filter, page 1, no lead).

export const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** The list's view and filters, from the query or a posted form. */
export function filterFrom(read: (name: string) => string | undefined): InboxFilter {
  const status = read("status");
  const request = read("request");
  return {
    view: read("view") === "spam" ? "spam" : "inbox",
    q: clip(read("q"), 200),
    status: isStatus(status) ? status : null,
    unopened: read("view") !== "spam" && read("unopened") === "1",
    source: clip(read("source"), 200) || null,
    request:
      request && Object.hasOwn(contactIntents, request) ? (request as ContactIntentKey) : null,
    from: day(read("from")),
    to: day(read("to")),
  };
}

/** A calendar day written YYYY-MM-DD that exists, or null. */
const day = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayText(dayNumber(value)) === value ? value : null;

export const pageNumber = (value: string | undefined) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

export const leadId = (value: string) => (/^\d{1,15}$/.test(value) ? Number(value) : null);
