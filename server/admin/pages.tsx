/**
 * The inbox's pages: React components rendered to HTML on the server (renderToString). No script
 * runs in them; every action is a form that posts. See docs/decisions/028-inbox-security.md.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { intentName } from "../../src/collections/contact-intents";
import { splitConsultationSummary } from "../../src/features/roi/roi";
import type { AuditEntry } from "./accounts";
import {
  type Delivery,
  type HistoryEntry,
  type InboxFilter,
  type InboxLead,
  MAX_NOTE_LENGTH,
  type Note,
  PAGE_SIZE,
  statuses,
  statusLabels,
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

interface Signed {
  email: string;
  csrfToken: string;
}

type Section = "inbox" | "spam" | "activity" | null;

function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

function Document({
  title,
  signed,
  section = null,
  children,
}: {
  title: string;
  signed?: Signed;
  section?: Section;
  children: ReactNode;
}) {
  const link = (href: string, label: string, name: Section) => (
    <a href={href} aria-current={section === name ? "page" : undefined}>
      {label}
    </a>
  );
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Lead inbox`}</title>
        <link rel="stylesheet" href={STYLESHEET_PATH} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <header className="bar">
          <p className="brand">Lead inbox</p>
          {signed && (
            <nav aria-label="Inbox">
              {link("/admin", "Inbox", "inbox")}
              {link("/admin?view=spam", "Spam", "spam")}
              {link("/admin/activity", "Activity", "activity")}
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
}: {
  csrfToken: string;
  email?: string;
  error?: string | null;
}) {
  return (
    <Document title="Sign in">
      <div className="card narrow">
        <h1>Sign in</h1>
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

/** The query string of a view (and page), without empty parts. */
export function viewQuery(filter: InboxFilter, page = 1): string {
  const query = new URLSearchParams();
  if (filter.view === "spam") query.set("view", "spam");
  if (filter.q) query.set("q", filter.q);
  if (filter.status) query.set("status", filter.status);
  if (filter.source) query.set("source", filter.source);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

const fullName = (lead: InboxLead) => `${lead.firstName} ${lead.lastName}`;

function LeadRows({ leads, filter }: { leads: InboxLead[]; filter: InboxFilter }) {
  const back = viewQuery(filter);
  return (
    <table className="leads">
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">Name</th>
          <th scope="col">Company</th>
          <th scope="col">Email</th>
          <th scope="col">Source</th>
          <th scope="col">Page</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id}>
            <td data-label="Received">{pacificTime(lead.receivedAt)}</td>
            <td data-label="Name">
              <a href={`/admin/leads/${lead.id}${back}`}>{fullName(lead)}</a>
            </td>
            <td data-label="Company">{lead.company}</td>
            <td data-label="Email" className="email">
              {lead.email}
            </td>
            <td data-label="Source">{lead.sourcePage ?? "—"}</td>
            <td data-label="Page">{lead.page ?? "—"}</td>
            <td data-label="Status">
              <span className={`status status-${lead.status}`}>{statusLabels[lead.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function InboxPage({
  signed,
  filter,
  leads,
  total,
  page,
  sources,
  notice,
}: {
  signed: Signed;
  filter: InboxFilter;
  leads: InboxLead[];
  total: number;
  page: number;
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
          Posts that filled the form's hidden anti-bot field. They were never emailed; each is
          deleted 30 days after it arrived. Open one and choose “Not spam” to move it to the inbox
          and send its notification.
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
              <option value="">Any status</option>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
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
                  {source}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className="button">
          Apply
        </button>
        <a className="button secondary" href={spam ? "/admin?view=spam" : "/admin"}>
          Clear
        </a>
      </form>
      <div className="summary">
        <p aria-live="polite">
          {total === 0
            ? "No leads match."
            : `Showing ${first}–${last} of ${total} ${total === 1 ? "lead" : "leads"}, newest first.`}
        </p>
        <form method="post" action="/admin/export">
          <CsrfField token={signed.csrfToken} />
          {spam && <input type="hidden" name="view" value="spam" />}
          {filter.q && <input type="hidden" name="q" value={filter.q} />}
          {filter.status && <input type="hidden" name="status" value={filter.status} />}
          {filter.source && <input type="hidden" name="source" value={filter.source} />}
          <button type="submit" className="button secondary" disabled={total === 0}>
            Export CSV
          </button>
        </form>
      </div>
      {total > 0 && <LeadRows leads={leads} filter={filter} />}
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

function deliveryText(delivery: Delivery): string {
  if (delivery.deliveredAt) return `delivered ${pacificTime(delivery.deliveredAt)}`;
  const tried =
    delivery.attempts === 0 ? "not tried yet" : `${delivery.attempts} failed attempt(s)`;
  const error = delivery.lastError ? `, last error: ${delivery.lastError}` : "";
  return `pending (${tried}${error}); next try ${pacificTime(delivery.nextAttemptAt)}`;
}

const channelLabels: Record<Delivery["channel"], string> = { email: "Email", webhook: "Webhook" };

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
  const { summary, rest } = splitConsultationSummary(lead.description);
  const description = rest.trim();
  const here = `/admin/leads/${lead.id}`;
  return (
    <Document title={fullName(lead)} signed={signed} section={lead.spam ? "spam" : "inbox"}>
      <p className="back">
        <a href={`/admin${back}`}>{lead.spam ? "Back to spam" : "Back to the inbox"}</a>
      </p>
      <h1>{fullName(lead)}</h1>
      <Notice text={notice} />
      {lead.spam && (
        <div className="card warn">
          <p>
            In quarantine as spam (it filled the form's hidden anti-bot field). It was not emailed
            or sent to the webhook.
          </p>
          <form method="post" action={`${here}/not-spam`}>
            <CsrfField token={signed.csrfToken} />
            <button type="submit" className="button">
              Not spam
            </button>
          </form>
        </div>
      )}
      <div className="columns">
        <section className="card" aria-labelledby="details">
          <h2 id="details">Details</h2>
          <dl className="fields">
            <Field label="Received">{pacificTime(lead.receivedAt)}</Field>
            <Field label="Name">{fullName(lead)}</Field>
            <Field label="Company">{lead.company}</Field>
            <Field label="Email">
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </Field>
            <Field label="Phone">{lead.phone || "not given"}</Field>
            <Field label="Request">{intentName(lead.intent)}</Field>
            <Field label="Source (the button)">{lead.sourcePage ?? "not given"}</Field>
            <Field label="Page">{lead.page ?? "not given"}</Field>
            <Field label="Email subject">{lead.subject}</Field>
            {summary !== null && <Field label="ROI summary">{summary}</Field>}
            <Field label="What would you like to automate?">
              <span className="pre">{description || "(left empty)"}</span>
            </Field>
            <Field label="Browser">{lead.userAgent ?? "not given"}</Field>
            <Field label="Client address">{lead.clientAddress ?? "unknown"}</Field>
            <Field label="Lead id">{String(lead.id)}</Field>
          </dl>
        </section>
        <div className="stack">
          {!lead.spam && (
            <section className="card" aria-labelledby="status-heading">
              <h2 id="status-heading">Status</h2>
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
            </section>
          )}
          <section className="card" aria-labelledby="delivery">
            <h2 id="delivery">Delivery</h2>
            {lead.spam ? (
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
          <section className="card" aria-labelledby="notes">
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
          <section className="card" aria-labelledby="history">
            <h2 id="history">History</h2>
            <ol className="history">
              <li>
                {pacificTime(lead.receivedAt)}: received
                {lead.spam ? " (quarantined as spam)" : ""}
              </li>
              {history.map((entry) => (
                <li key={`${entry.at}-${entry.event}`}>
                  {pacificTime(entry.at)}: {entry.event} ({entry.actor})
                </li>
              ))}
            </ol>
          </section>
          <section className="card" aria-labelledby="danger">
            <h2 id="danger">Delete</h2>
            <p>Erase this lead for good, for example when the person asks to be deleted.</p>
            <a className="button danger" href={`${here}/delete`}>
              Delete
            </a>
          </section>
        </div>
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
        Sign-ins, failed sign-ins and lockouts, status changes, notes, exports, deletions and
        releases from spam, newest first; kept for 12 months.
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
