/**
 * The inbox's pages: React components rendered to HTML on the server (renderToString). No script
 * runs in them; every action is a form that posts. See docs/decisions/028-inbox-security.md.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { site } from "../../src/collections/facts";
import type { AuditEntry, Permission } from "./accounts";
import type { InboxFilter, InboxLead } from "./inbox-store";

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

type Section = "inbox" | "spam" | "pipeline" | "activity" | "site" | null;

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/** The inbox's name on every page: the site it belongs to. */
const INBOX_NAME = `${site.name} lead inbox`;

export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
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
                  {link("/admin/pipeline", "Pipeline", "pipeline")}
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
              <span className="who">
                <EmailText text={signed.email} />
              </span>
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

export function Notice({ text }: { text: string | null }) {
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
  if (filter.unopened) params.push(["unopened", "1"]);
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
export function ViewFields({ filter }: { filter: InboxFilter }) {
  return (
    <>
      {viewParams(filter).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export const fullName = (lead: InboxLead) => `${lead.firstName} ${lead.lastName}`;

/** An address that may wrap after its @ and its dots, never inside a word. */
export function EmailText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const part of text.split(/(?<=[@.])/)) {
    if (at > 0) nodes.push(<wbr key={at} />);
    nodes.push(part);
    at += part.length;
  }
  return <>{nodes}</>;
}

/** A time as the owner reads it in the inbox, or a dash. */
export const timeText = (time: string | null | undefined) => (time ? pacificTime(time) : "—");

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
