/**
 * Every field of a stored lead, once: its column, its label, its CSV header and where the email,
 * the inbox and `npm run leads` show it. The lead store's INSERT and SELECTs, the notification
 * email, the inbox's list and lead page, the CSV and the command-line table are all read from this
 * table, so a new field is a rule in the contact schema (src/features/contact/schema.ts), a
 * migration and a line here (docs/server.md, "Adding a lead field").
 */

import type { ContactIntentKey } from "../src/collections/contact-intents";
import { contactIntents, intentName } from "../src/collections/contact-intents";
import { buttonSaid, noButtonSaid } from "../src/collections/lead-sources";
import { pages } from "../src/collections/page-list";
import type { ContactRequest } from "../src/features/contact/schema";
import { splitConsultationSummary } from "../src/features/roi/roi";

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

/** A stored lead: what was sent, and what the inbox has made of it. */
export interface Lead extends NewLead {
  id: number;
  status: Status;
  /** ISO 8601, UTC; null while the status never changed. */
  statusChangedAt: string | null;
  /** Each note starting a line: its time (UTC), author and text; null without notes. */
  notes: string | null;
  /** When someone first opened it in the inbox; null: nobody has. */
  openedAt: string | null;
  /** Why it is in quarantine ('honeypot', 'owner'); null in the inbox. */
  spam: string | null;
  /**
   * A subscription's state (double opt-in): unconfirmed until its address follows the emailed
   * link, ended once it unsubscribes; null for every other request.
   */
  subscription: "unconfirmed" | "confirmed" | "ended" | null;
}

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

/**
 * How a value is written, so each display can format it: text; a time (ISO 8601, UTC: the email
 * says it in full Pacific time, the inbox short, the command line in UTC); text that keeps its
 * line breaks (a block of its own); an email address or a phone number (links in the inbox).
 */
export type FieldKind = "text" | "time" | "long" | "email" | "phone";

/** A lead as the displays read it: the email has no inbox state, only what was sent. */
export type LeadRecord = Partial<Lead> & Pick<Lead, "firstName" | "lastName" | "description">;

export interface LeadField {
  /** The property in code, in the webhook's JSON and in a row read from the store. */
  name: string;
  /**
   * The SQL that reads it: its column, or an expression over the row. Without one the value is
   * worked out from other fields (`show`).
   */
  column?: string;
  /** Written by the INSERT when the lead arrives; other columns are set by the inbox or default. */
  insert?: boolean;
  /** Stays on the server: never in the webhook's JSON nor the email. */
  private?: boolean;
  label: string;
  kind?: FieldKind;
  /** The value as a person reads it, when that is not the stored text itself. */
  show?: (lead: LeadRecord) => string;
  /** What the email and the lead page say when it is empty; without it the line is left out. */
  empty?: string;
  /** Searched by the inbox's search box (its column, without regard to case). */
  search?: boolean;
  /** The CSV's column header; without one the field is not exported. */
  csv?: string;
  /** A line of the notification email (a `long` field: a block of its own). */
  email?: boolean;
  /** A column of the inbox's list. */
  list?: boolean;
  /**
   * Where the inbox's lead page shows it: with what they wrote (under the request, before the
   * buttons that answer), with the rest of what they sent, or folded with the technical details.
   */
  page?: "message" | "about" | "technical";
  /** A column of `npm run leads`. */
  cli?: boolean;
}

const pageNames = new Map<string, string>(pages.map((page) => [page.path, page.name]));
/** A path as a person reads it: the page list's name, else the path itself. */
export const pageName = (path: string) =>
  pageNames.get(path.length > 1 ? path.replace(/\/$/, "") : path) ?? path;

/**
 * Where the request came from, in words: the button (a form sent without JavaScript names none,
 * and stores the page's path instead) and the page it was on.
 */
export function sourceWords(lead: Pick<LeadRecord, "sourcePage" | "page">): string {
  const tag = lead.sourcePage ?? null;
  const button = tag === null || tag.startsWith("/") ? noButtonSaid : buttonSaid(tag);
  const page = lead.page ?? (tag?.startsWith("/") ? tag : null);
  return page ? `${button}, on ${pageName(page)}` : button;
}

/** A source tag alone, in words (the list's filter, where the page varies). */
export const buttonWords = (tag: string) =>
  tag.startsWith("/") ? `${noButtonSaid}, on ${pageName(tag)}` : buttonSaid(tag);

/**
 * What the lead asked for: the request's name, and the event or the pricing package it was about,
 * or that it came with the ROI calculator's estimate.
 */
export function requestName(lead: LeadRecord): string {
  const name = intentName(lead.intent ?? null);
  if (lead.event) return `${name}: ${lead.event}`;
  if (lead.package) return `${name}: ${lead.package} package`;
  if (splitConsultationSummary(lead.description).summary !== null)
    return `${name} with an ROI estimate`;
  return name;
}

/** What they wrote, without the ROI calculator's summary that may lead it. */
const messageText = (lead: LeadRecord) => splitConsultationSummary(lead.description).rest.trim();

/** About two lines of a phone's list row. */
const SNIPPET_LENGTH = 80;

/**
 * The start of what they wrote on one line, cut after a whole word: a list row's glimpse of it.
 * A single word longer than the glimpse (a pasted link) is cut where the glimpse ends.
 */
export function snippet(text: string, max = SNIPPET_LENGTH): string {
  const characters = [...text.replace(/\s+/g, " ").trim()];
  if (characters.length <= max) return characters.join("");
  const head = characters.slice(0, max + 1).join("");
  const lastSpace = head.lastIndexOf(" ");
  const cut = lastSpace > 0 ? head.slice(0, lastSpace) : characters.slice(0, max).join("");
  return `${cut.replace(/[\s,;:.!?-]+$/, "")}…`;
}

/** The glimpse of what they wrote that the inbox's list shows under the request. */
export const messageSnippet = (lead: LeadRecord) => snippet(messageText(lead));

/** The intents whose name holds the text: how a search finds "guide" in the request. */
export const intentsNamed = (text: string) =>
  Object.entries(contactIntents)
    .filter(([, intent]) => intent.name.toLowerCase().includes(text.toLowerCase()))
    .map(([key]) => key);

/** Each note starting a line of its own: when (UTC), who, what. */
const NOTES_SQL = `(SELECT group_concat(line, char(10)) FROM (SELECT created_at || ' ' || author
  || ': ' || body AS line FROM lead_notes WHERE lead_notes.lead_id = leads.id ORDER BY id))`;

/** The fields in the order the email, the CSV and the lead page list them. */
export const leadFields: readonly LeadField[] = [
  { name: "id", column: "id", label: "Lead id", csv: "id", page: "technical" },
  {
    name: "receivedAt",
    column: "received_at",
    insert: true,
    label: "Received",
    kind: "time",
    csv: "receivedAt",
    email: true,
    list: true,
    page: "about",
    cli: true,
  },
  {
    name: "name",
    column: "first_name || ' ' || last_name",
    label: "Name",
    show: (lead) => `${lead.firstName} ${lead.lastName}`,
    search: true,
    email: true,
    list: true,
    cli: true,
  },
  { name: "firstName", column: "first_name", insert: true, label: "First name", csv: "firstName" },
  { name: "lastName", column: "last_name", insert: true, label: "Last name", csv: "lastName" },
  {
    name: "company",
    column: "company",
    insert: true,
    label: "Company",
    search: true,
    csv: "company",
    email: true,
    list: true,
    page: "about",
    cli: true,
  },
  {
    name: "email",
    column: "email",
    insert: true,
    label: "Email",
    kind: "email",
    search: true,
    csv: "email",
    email: true,
    list: true,
    page: "about",
    cli: true,
  },
  {
    name: "phone",
    column: "phone",
    insert: true,
    label: "Phone",
    kind: "phone",
    empty: "not given",
    csv: "phone",
    email: true,
    page: "about",
    cli: true,
  },
  {
    name: "request",
    label: "Request",
    show: requestName,
    csv: "request",
    email: true,
    list: true,
    cli: true,
  },
  { name: "intent", column: "intent", insert: true, label: "Request key", csv: "intent" },
  {
    name: "event",
    column: "event",
    insert: true,
    label: "Event",
    search: true,
    csv: "event",
  },
  {
    name: "package",
    column: "package",
    insert: true,
    label: "Package",
    search: true,
    csv: "package",
  },
  {
    name: "source",
    label: "Source",
    show: sourceWords,
    email: true,
    list: true,
    page: "about",
    cli: true,
  },
  {
    name: "sourcePage",
    column: "source_page",
    insert: true,
    label: "Source tag",
    csv: "sourcePage",
  },
  {
    name: "page",
    column: "page",
    insert: true,
    label: "Page",
    empty: "not given",
    csv: "page",
    email: true,
    page: "about",
  },
  {
    name: "roiSummary",
    label: "ROI summary",
    show: (lead) => splitConsultationSummary(lead.description).summary ?? "",
    email: true,
    page: "message",
  },
  {
    name: "description",
    column: "description",
    insert: true,
    label: "What would you like to automate?",
    kind: "long",
    show: messageText,
    empty: "(left empty)",
    search: true,
    csv: "description",
    email: true,
    page: "message",
    cli: true,
  },
  {
    name: "subject",
    column: "subject",
    insert: true,
    // The specification's subject, as the form posted it; the notification has one of its own.
    label: "Form subject",
    csv: "subject",
    email: true,
    page: "technical",
  },
  {
    name: "userAgent",
    column: "user_agent",
    insert: true,
    private: true,
    label: "Browser",
    empty: "not given",
    csv: "userAgent",
    page: "technical",
  },
  {
    name: "clientAddress",
    column: "client_address",
    insert: true,
    private: true,
    label: "Client address",
    empty: "unknown",
    csv: "clientAddress",
    page: "technical",
  },
  {
    name: "status",
    column: "status",
    label: "Status",
    show: (lead) => (lead.status ? statusLabels[lead.status] : ""),
    csv: "status",
    list: true,
    cli: true,
  },
  {
    name: "statusChangedAt",
    column: "status_changed_at",
    label: "Status changed",
    kind: "time",
    csv: "statusChangedAt",
  },
  { name: "notes", column: NOTES_SQL, label: "Notes", kind: "long", csv: "notes" },
  { name: "openedAt", column: "opened_at", label: "Opened", kind: "time" },
  { name: "spam", column: "spam", label: "Spam" },
  {
    name: "subscription",
    column: `(CASE WHEN leads.intent = 'subscribe' THEN CASE
      WHEN leads.unsubscribed_at IS NOT NULL THEN 'ended'
      WHEN leads.confirmed_at IS NOT NULL THEN 'confirmed' ELSE 'unconfirmed' END END)`,
    label: "Subscription",
    csv: "subscription",
  },
];

const storedValue = (field: LeadField, lead: LeadRecord) =>
  (lead as Record<string, unknown>)[field.name];

/** The value as a person reads it (times unformatted: each display formats them its own way). */
export function fieldText(field: LeadField, lead: LeadRecord): string {
  if (field.show) return field.show(lead);
  const value = storedValue(field, lead);
  return value === null || value === undefined ? "" : String(value);
}

/** The CSV's cell: what a stored field holds, the words of a worked-out one. */
export const csvValue = (field: LeadField, lead: LeadRecord) =>
  field.column
    ? ((storedValue(field, lead) as string | number | null | undefined) ?? null)
    : fieldText(field, lead);

/** Identifiers quoted for SQL: a column may be named like a keyword. */
const quoted = (name: string) => `"${name}"`;
const isColumnName = (sql: string) => /^[a-z_]+$/.test(sql);

/** The SELECT list that reads a lead with every field that has SQL, as its property name. */
export const selectList = (fields: readonly LeadField[]) =>
  fields
    .filter((field) => field.column)
    .map(({ column = "", name }) =>
      isColumnName(column)
        ? `leads.${quoted(column)} AS ${quoted(name)}`
        : `${column} AS ${quoted(name)}`,
    )
    .join(", ");

/** The columns the INSERT writes when a lead arrives, and their named parameters. */
export function insertColumns(fields: readonly LeadField[]) {
  const written = fields.filter((field) => field.insert && field.column);
  return {
    columns: written.map((field) => quoted(field.column ?? "")).join(", "),
    values: written.map((field) => `@${field.name}`).join(", "),
  };
}

/** The fields that reach the webhook and the email: what was sent, without the private ones. */
export const payloadFields = (fields: readonly LeadField[]) =>
  fields.filter((field) => field.insert && !field.private);

/** The SQL that searches the searchable fields for `@q` (lower case), without regard to case. */
export const searchSql = (fields: readonly LeadField[]) =>
  fields
    .filter((field) => field.search && field.column)
    .map((field) => {
      const column = field.column ?? "";
      return `instr(lower(${isColumnName(column) ? `leads.${quoted(column)}` : column}), @q)`;
    })
    .join(" OR ");
