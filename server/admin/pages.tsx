/**
 * The inbox's pages: React components rendered to HTML on the server (renderToString). No script
 * runs in them; every action is a form that posts. See docs/decisions/028-inbox-security.md.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { contactIntents } from "../../src/collections/contact-intents";
import { site } from "../../src/collections/facts";
import {
  buttonWords,
  fieldText,
  type LeadField,
  leadFields,
  requestName,
  statuses,
  statusLabels,
} from "../lead-fields";
import type { AuditEntry, Permission } from "./accounts";
import {
  type Delivery,
  type HistoryEntry,
  type InboxFilter,
  type InboxLead,
  MAX_NOTE_LENGTH,
  type Note,
  PAGE_SIZE,
  type StatusCounts,
} from "./inbox-store";

export const STYLESHEET_PATH = "/admin/assets/admin.css";

const pacific = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
/** The owner reads times in Seattle's time, with PST or PDT. */
export const pacificTime = (time: string | number) => pacific.format(new Date(time));

export const render = (page: ReactNode) => `<!doctype html>${renderToString(page)}`;

export interface Signed {
  email: string;
  csrfToken: string;
  permissions: readonly Permission[];
  /** Leads in the inbox nobody has opened: shown in the header and the page title. */
  unopened?: number;
}

type Section = "inbox" | "spam" | "activity" | "site" | null;

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/** The inbox's name on every page: the site it belongs to. */
const INBOX_NAME = `${site.name} lead inbox`;

const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className="visually-hidden">{children}</span>
);

/** The page around every inbox view; `refreshSeconds` reloads it (a publish in progress). */
export function Document({
  title,
  signed,
  section = null,
  refreshSeconds,
  children,
}: {
  title: string;
  signed?: Signed;
  section?: Section;
  refreshSeconds?: number;
  children: ReactNode;
}) {
  const link = (href: string, label: ReactNode, name: Section) => (
    <a href={href} aria-current={section === name ? "page" : undefined}>
      {label}
    </a>
  );
  const unopened = signed?.unopened ?? 0;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        {refreshSeconds !== undefined && (
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        )}
        <title>{`${unopened > 0 ? `(${unopened}) ` : ""}${title} · ${INBOX_NAME}`}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <p className="brand">{INBOX_NAME}</p>
          {signed && (
            <nav aria-label="Inbox">
              {signed.permissions.includes("leads") && (
                <>
                  {link(
                    "/admin",
                    <>
                      {unopened > 0 ? "Inbox " : "Inbox"}
                      {unopened > 0 && (
                        <span className="count">
                          {unopened}
                          <VisuallyHidden> unopened</VisuallyHidden>
                        </span>
                      )}
                    </>,
                    "inbox",
                  )}
                  {link("/admin?view=spam", "Spam", "spam")}
                  {link("/admin/activity", "Activity", "activity")}
                </>
              )}
              {signed.permissions.includes("site") && (
                <>
                  <a href="/keystatic">Edit site</a>
                  {link("/admin/site", "Publish", "site")}
                </>
              )}
            </nav>
          )}
          {signed && (
            <form method="post" action="/admin/sign-out" className="sign-out">
              <span className="who">{signed.email}</span>
              <CsrfField token={signed.csrfToken} />
              <button type="submit" className="button secondary">
                Sign out
              </button>
            </form>
          )}
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

function Notice({ text }: { text: string | null }) {
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null;
}

export function SignInPage({
  csrfToken,
  email = "",
  error = null,
  notice = null,
}: {
  csrfToken: string;
  email?: string;
  error?: string | null;
  notice?: string | null;
}) {
  return (
    <Document title="Sign in">
      <div className="card narrow">
        <h1>Sign in</h1>
        <p className="hint">{`The lead inbox of ${site.name}, for its owner and staff.`}</p>
        <Notice text={notice} />
        {error && (
          <p className="error" id="sign-in-error">
            {error}
          </p>
        )}
        <form method="post" action="/admin/sign-in" className="stack">
          <CsrfField token={csrfToken} />
          <label htmlFor="email">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            aria-describedby={error ? "sign-in-error" : undefined}
          />
          <label htmlFor="password">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-describedby={error ? "sign-in-error" : undefined}
          />
          <button type="submit" className="button">
            Sign in
          </button>
        </form>
      </div>
    </Document>
  );
}

/** The filters of a view as name and value pairs, without empty ones. */
function viewParams(filter: InboxFilter): [string, string][] {
  const params: [string, string][] = [];
  if (filter.view === "spam") params.push(["view", "spam"]);
  if (filter.q) params.push(["q", filter.q]);
  if (filter.status) params.push(["status", filter.status]);
  if (filter.request) params.push(["request", filter.request]);
  if (filter.source) params.push(["source", filter.source]);
  return params;
}

/** The query string of a view (and page), without empty parts. */
export function viewQuery(filter: InboxFilter, page = 1): string {
  const query = new URLSearchParams(viewParams(filter));
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The view's filters as hidden fields, so a form that posts keeps the view it was sent from. */
function ViewFields({ filter }: { filter: InboxFilter }) {
  return (
    <>
      {viewParams(filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const fullName = (lead: InboxLead) => `${lead.firstName} ${lead.lastName}`;

/** A time as the owner reads it in the inbox, or a dash. */
const timeText = (time: string | null | undefined) => (time ? pacificTime(time) : "—");

/** One cell of the list, as the field's kind says. */
function ListCell({ field, lead, back }: { field: LeadField; lead: InboxLead; back: string }) {
  const text = fieldText(field, lead);
  if (field.name === "name") {
    return (
      <>
        <a href={`/admin/leads/${lead.id}${back}`}>{text}</a>
        {lead.openedAt === null && !lead.spam && <span className="unopened">Unopened</span>}
      </>
    );
  }
  if (field.name === "status") {
    return <span className={`status status-${lead.status}`}>{text}</span>;
  }
  if (field.kind === "time") return <>{timeText(text)}</>;
  return <>{text || "—"}</>;
}

function LeadRows({ leads, filter }: { leads: InboxLead[]; filter: InboxFilter }) {
  const back = viewQuery(filter);
  const columns = leadFields.filter((field) => field.list);
  return (
    <table className="leads">
      <thead>
        <tr>
          <th scope="col" className="select">
            <VisuallyHidden>Select</VisuallyHidden>
          </th>
          {columns.map((field) => (
            <th key={field.name} scope="col">
              {field.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} className={lead.openedAt === null && !lead.spam ? "is-unopened" : ""}>
            <td className="select">
              <input
                type="checkbox"
                name="id"
                value={lead.id}
                id={`select-${lead.id}`}
                aria-label={`Select ${fullName(lead)}`}
              />
            </td>
            {columns.map((field) => (
              <td key={field.name} data-field={field.name} data-label={field.label}>
                <ListCell field={field} lead={lead} back={back} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What can be done to the leads ticked in the list: one form around the list, no script. */
function BulkActions({ spam }: { spam: boolean }) {
  return (
    <fieldset className="bulk">
      <legend>With the selected leads</legend>
      {!spam && (
        <>
          <label htmlFor="bulk-to">Mark as</label>
          <select id="bulk-to" name="to" defaultValue="contacted">
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </select>
          <button type="submit" name="action" value="status" className="button">
            Save
          </button>
          <button type="submit" name="action" value="spam" className="button secondary">
            Move to Spam
          </button>
        </>
      )}
      {spam && (
        <button type="submit" name="action" value="release" className="button secondary">
          Not spam
        </button>
      )}
      <button type="submit" name="action" value="delete" className="button danger">
        Delete…
      </button>
    </fieldset>
  );
}

export function InboxPage({
  signed,
  filter,
  leads,
  total,
  page,
  counts,
  sources,
  notice,
}: {
  signed: Signed;
  filter: InboxFilter;
  leads: InboxLead[];
  total: number;
  page: number;
  counts: StatusCounts;
  sources: string[];
  notice: string | null;
}) {
  const spam = filter.view === "spam";
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <Document title={spam ? "Spam" : "Inbox"} signed={signed} section={spam ? "spam" : "inbox"}>
      <h1>{spam ? "Spam" : "Inbox"}</h1>
      <Notice text={notice} />
      {spam && (
        <p className="hint">
          Posts that filled the form's hidden anti-bot field, and leads moved here from the inbox.
          They are not emailed; each is deleted 30 days after it arrived. Open one and choose “Not
          spam” to move it to the inbox and send its notification.
        </p>
      )}
      <form method="get" action="/admin" className="filters" aria-label="Filters">
        {spam && <input type="hidden" name="view" value="spam" />}
        <div className="field grow">
          <label htmlFor="q">Search</label>
          <input id="q" name="q" type="search" defaultValue={filter.q} />
        </div>
        {!spam && (
          <div className="field">
            <label htmlFor="filter-status">Status</label>
            <select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
              <option value="">{`Any status (${counts.all})`}</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {`${statusLabels[status]} (${counts[status]})`}
                </option>
              ))}
            </select>
          </div>
        )}
        {!spam && (
          <div className="field">
            <label htmlFor="filter-request">Request</label>
            <select id="filter-request" name="request" defaultValue={filter.request ?? ""}>
              <option value="">Any request</option>
              {Object.entries(contactIntents).map(([key, intent]) => (
                <option key={key} value={key}>
                  {intent.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {!spam && (
          <div className="field">
            <label htmlFor="filter-source">Source</label>
            <select id="filter-source" name="source" defaultValue={filter.source ?? ""}>
              <option value="">Any source</option>
              {sources.map((source) => (
                <option key={source} value={source}>
                  {buttonWords(source)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="filter-actions">
          <button type="submit" className="button">
            Apply
          </button>
          <a className="button secondary" href={spam ? "/admin?view=spam" : "/admin"}>
            Clear
          </a>
        </div>
      </form>
      <div className="summary">
        <p aria-live="polite">
          {total === 0
            ? "No leads match."
            : `Showing ${first}–${last} of ${total} ${total === 1 ? "lead" : "leads"}, newest first.`}
        </p>
        <form method="post" action="/admin/export">
          <CsrfField token={signed.csrfToken} />
          <ViewFields filter={filter} />
          <button type="submit" className="button secondary" disabled={total === 0}>
            Export CSV
          </button>
        </form>
      </div>
      {total > 0 && (
        <form method="post" action="/admin/bulk" aria-label="Leads">
          <CsrfField token={signed.csrfToken} />
          <ViewFields filter={filter} />
          <BulkActions spam={spam} />
          <LeadRows leads={leads} filter={filter} />
        </form>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          {page > 1 && <a href={`/admin${viewQuery(filter, page - 1)}`}>Newer</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={`/admin${viewQuery(filter, page + 1)}`}>Older</a>}
        </nav>
      )}
    </Document>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The lead page's lines for a part of it ("about" or "technical"), as each field's kind says. */
function FieldLines({ lead, part }: { lead: InboxLead; part: LeadField["page"] }) {
  return (
    <dl className="fields">
      {leadFields
        .filter((field) => field.page === part)
        .map((field) => {
          const text = fieldText(field, lead);
          if (!text && field.empty === undefined) return null;
          const shown = text || field.empty;
          let value: ReactNode = shown;
          if (text && field.kind === "time") value = pacificTime(text);
          if (text && field.kind === "email") value = <a href={`mailto:${text}`}>{text}</a>;
          if (text && field.kind === "phone") value = <a href={telHref(text)}>{text}</a>;
          if (field.kind === "long") value = <span className="pre">{shown}</span>;
          return (
            <Field key={field.name} label={field.label}>
              {value}
            </Field>
          );
        })}
    </dl>
  );
}

function deliveryText(delivery: Delivery): string {
  if (delivery.deliveredAt) return `delivered ${pacificTime(delivery.deliveredAt)}`;
  const tried =
    delivery.attempts === 0 ? "not tried yet" : `${delivery.attempts} failed attempt(s)`;
  const error = delivery.lastError ? `, last error: ${delivery.lastError}` : "";
  return `pending (${tried}${error}); next try ${pacificTime(delivery.nextAttemptAt)}`;
}

const channelLabels: Record<Delivery["channel"], string> = { email: "Email", webhook: "Webhook" };

/** A phone number as a tel: link: the digits and a leading +, as the form accepted them. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Most of what they wrote that a reply quotes: mail programs cut long mailto: links. */
const MAX_QUOTE = 1500;

/**
 * "Reply": a new message to the lead, its subject naming the request, quoting what they wrote.
 * The address is percent-encoded but for its @, so ? & # in it cannot start the link's fields.
 */
export function replyHref(lead: InboxLead): string {
  const wrote = lead.description.trim();
  const quote =
    wrote.length > MAX_QUOTE ? `${wrote.slice(0, MAX_QUOTE).trimEnd()} […]` : wrote || null;
  const body = [
    `Hello ${lead.firstName},`,
    "",
    "",
    ...(quote
      ? [
          `On ${pacificTime(lead.receivedAt)} you wrote:`,
          ...quote.split("\n").map((line) => `> ${line}`),
        ]
      : []),
  ].join("\n");
  const to = encodeURIComponent(lead.email).replaceAll("%40", "@");
  const query = `subject=${encodeURIComponent(`Re: ${requestName(lead)}`)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to}?${query}`;
}

export function LeadPage({
  signed,
  lead,
  notes,
  history,
  deliveries,
  back,
  notice,
}: {
  signed: Signed;
  lead: InboxLead;
  notes: Note[];
  history: HistoryEntry[];
  deliveries: Delivery[];
  back: string;
  notice: string | null;
}) {
  const here = `/admin/leads/${lead.id}`;
  return (
    <Document title={fullName(lead)} signed={signed} section={lead.spam ? "spam" : "inbox"}>
      <p className="back">
        <a href={`/admin${back}`}>{lead.spam ? "Back to spam" : "Back to the inbox"}</a>
      </p>
      <div className="lead">
        <section className="card lead-head" aria-labelledby="lead-name">
          <h1 id="lead-name">{fullName(lead)}</h1>
          <p className="request">{requestName(lead)}</p>
          <p className="lead-meta">{`${lead.company} · ${pacificTime(lead.receivedAt)}`}</p>
          <Notice text={notice} />
          {lead.spam && (
            <div className="warn">
              <p>
                {lead.spam === "honeypot"
                  ? "In quarantine as spam (it filled the form's hidden anti-bot field). It was not emailed or sent to the webhook."
                  : "Moved to spam from the inbox. Nothing more is emailed or sent to the webhook for it."}
              </p>
              <form method="post" action={`${here}/not-spam`}>
                <CsrfField token={signed.csrfToken} />
                <button type="submit" className="button">
                  Not spam
                </button>
              </form>
            </div>
          )}
          {!lead.spam && (
            <form method="post" action={`${here}/status`} className="inline">
              <CsrfField token={signed.csrfToken} />
              <label htmlFor="status">Status</label>
              <select id="status" name="status" defaultValue={lead.status}>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {statusLabels[status]}
                  </option>
                ))}
              </select>
              <button type="submit" className="button">
                Save status
              </button>
            </form>
          )}
          <p className="answer">
            <a className="button" href={replyHref(lead)}>
              Reply
            </a>
            {lead.phone && (
              <a className="button secondary" href={telHref(lead.phone)}>
                Call {lead.phone}
              </a>
            )}
          </p>
        </section>
        <section className="card lead-notes" aria-labelledby="notes">
          <h2 id="notes">Notes</h2>
          {notes.length === 0 ? (
            <p>No notes yet.</p>
          ) : (
            <ul className="notes">
              {notes.map((note) => (
                <li key={note.id}>
                  <p className="meta">
                    {note.author}, {pacificTime(note.createdAt)}
                  </p>
                  <p className="pre">{note.body}</p>
                </li>
              ))}
            </ul>
          )}
          <form method="post" action={`${here}/notes`} className="stack">
            <CsrfField token={signed.csrfToken} />
            <label htmlFor="note">Note</label>
            <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />
            <button type="submit" className="button">
              Add note
            </button>
          </form>
        </section>
        <section className="card lead-about" aria-labelledby="about">
          <h2 id="about">What they sent</h2>
          <FieldLines lead={lead} part="about" />
        </section>
        <section className="card lead-history" aria-labelledby="history">
          <h2 id="history">History</h2>
          <ol className="history">
            <li>
              {pacificTime(lead.receivedAt)}: received
              {lead.spam === "honeypot" ? " (quarantined as spam)" : ""}
            </li>
            {history.map((entry) => (
              <li key={`${entry.at}-${entry.event}`}>
                {pacificTime(entry.at)}: {entry.event} ({entry.actor})
              </li>
            ))}
          </ol>
        </section>
        <details className="card lead-technical">
          <summary>Technical details</summary>
          <FieldLines lead={lead} part="technical" />
          <section aria-labelledby="delivery">
            <h2 id="delivery">Delivery</h2>
            {lead.spam === "honeypot" ? (
              <p>Not sent: spam is never emailed or sent to the webhook.</p>
            ) : deliveries.length === 0 ? (
              <p>Not queued: no email or webhook was configured when it arrived.</p>
            ) : (
              <ul>
                {deliveries.map((delivery) => (
                  <li key={delivery.channel}>
                    {channelLabels[delivery.channel]}: {deliveryText(delivery)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </details>
        <section className="card lead-delete" aria-labelledby="danger">
          <h2 id="danger">Delete</h2>
          <p>Erase this lead for good, for example when the person asks to be deleted.</p>
          <a className="button danger" href={`${here}/delete`}>
            Delete
          </a>
        </section>
      </div>
    </Document>
  );
}

export function DeletePage({ signed, lead }: { signed: Signed; lead: InboxLead }) {
  const here = `/admin/leads/${lead.id}`;
  return (
    <Document title="Delete lead" signed={signed} section={lead.spam ? "spam" : "inbox"}>
      <div className="card narrow">
        <h1>Delete this lead?</h1>
        <p>
          {fullName(lead)} ({lead.company}), received {pacificTime(lead.receivedAt)}. The lead, its
          notes, history and delivery records are erased and cannot be brought back.
        </p>
        <form method="post" action={`${here}/delete`} className="inline">
          <CsrfField token={signed.csrfToken} />
          <button type="submit" className="button danger">
            Delete permanently
          </button>
          <a className="button secondary" href={here}>
            Cancel
          </a>
        </form>
      </div>
    </Document>
  );
}

/** The one confirmation before the selected leads are erased. */
export function BulkDeletePage({
  signed,
  leads,
  filter,
}: {
  signed: Signed;
  leads: InboxLead[];
  filter: InboxFilter;
}) {
  const count = `${leads.length} ${leads.length === 1 ? "lead" : "leads"}`;
  return (
    <Document
      title="Delete leads"
      signed={signed}
      section={filter.view === "spam" ? "spam" : "inbox"}
    >
      <div className="card narrow">
        <h1>{`Delete ${count}?`}</h1>
        <ul>
          {leads.map((lead) => (
            <li key={lead.id}>
              {fullName(lead)} ({lead.company}), received {pacificTime(lead.receivedAt)}
            </li>
          ))}
        </ul>
        <p>
          The leads, their notes, history and delivery records are erased and cannot be brought
          back.
        </p>
        <form method="post" action="/admin/bulk/delete" className="inline">
          <CsrfField token={signed.csrfToken} />
          <ViewFields filter={filter} />
          {leads.map((lead) => (
            <input key={lead.id} type="hidden" name="id" value={lead.id} />
          ))}
          <button type="submit" className="button danger">
            {`Delete ${count} permanently`}
          </button>
          <a className="button secondary" href={`/admin${viewQuery(filter)}`}>
            Cancel
          </a>
        </form>
      </div>
    </Document>
  );
}

export function ActivityPage({
  signed,
  entries,
  page,
  pages,
}: {
  signed: Signed;
  entries: AuditEntry[];
  page: number;
  pages: number;
}) {
  return (
    <Document title="Activity" signed={signed} section="activity">
      <h1>Activity</h1>
      <p className="hint">
        Sign-ins, failed sign-ins and lockouts, status changes, notes, moves to spam, exports,
        deletions and releases from spam
        {signed.permissions.includes("site") ? ", publishes and roll backs of the site" : ""},
        newest first; kept for 12 months.
      </p>
      <table className="leads">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Account</th>
            <th scope="col">Action</th>
            <th scope="col">Detail</th>
            <th scope="col">Client address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Time">{pacificTime(entry.at)}</td>
              <td data-label="Account" className="email">
                {entry.account ?? "—"}
              </td>
              <td data-label="Action">{entry.action}</td>
              <td data-label="Detail">{entry.detail ?? "—"}</td>
              <td data-label="Client address">{entry.clientAddress ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className="pager" aria-label="Pages">
          {page > 1 && <a href={`/admin/activity?page=${page - 1}`}>Newer</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={`/admin/activity?page=${page + 1}`}>Older</a>}
        </nav>
      )}
    </Document>
  );
}

export function MessagePage({
  title,
  text,
  signed,
}: {
  title: string;
  text: string;
  signed?: Signed;
}) {
  return (
    <Document title={title} signed={signed}>
      <div className="card narrow">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a href={signed ? "/admin" : "/admin/sign-in"}>
            {signed ? "Back to the inbox" : "Back to sign-in"}
          </a>
        </p>
      </div>
    </Document>
  );
}
