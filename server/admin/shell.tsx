/**
 * What every inbox page shares: the document around it (Document), the message page, the CSRF
 * field, how times, names and addresses read, and the view's filters in links and forms. Each
 * group of routes keeps its own pages beside it. They are React components rendered to HTML on the
 * server (renderToString); no script runs in them, every action is a form that posts. See
 * docs/decisions/028-inbox-security.md.
 */
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { site } from "../../src/collections/facts";
import { FIRM_TIME_ZONE } from "../time-zone";
import type { Permission } from "./accounts";
import type { InboxFilter, InboxLead } from "./inbox-store";

export const STYLESHEET_PATH = "/admin/assets/admin.css";

const pacific = new Intl.DateTimeFormat("en-US", {
  timeZone: FIRM_TIME_ZONE,
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
          <div className="bar-row">
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
          </div>
        </header>
        <main id="main">{children}</main>
      </body>
    </html>
  );
}

/** The Undo of the action a page reports: its token, and the session's form token. */
export interface UndoButton {
  token: string;
  csrf: string;
}

/** What the last action did, with its Undo while it can be undone (a form: no script). */
export function Notice({ text, undo }: { text: string | null; undo?: UndoButton | null }) {
  if (!text) return null;
  return (
    <div className="notice" role="status">
      <p>{text}</p>
      {undo && (
        <form method="post" action="/admin/undo">
          <CsrfField token={undo.csrf} />
          <input type="hidden" name="undo" value={undo.token} />
          <button type="submit" className="button secondary">
            Undo
          </button>
        </form>
      )}
    </div>
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
  if (filter.from) params.push(["from", filter.from]);
  if (filter.to) params.push(["to", filter.to]);
  return params;
}

/** The query string of a view (and page), without empty parts. */
export const viewQuery = (filter: InboxFilter, page = 1) =>
  viewHref("", filter, page > 1 ? { page } : {});

/** A path in a view: its filters, then more of the query (what was done, its Undo). */
export function viewHref(
  path: string,
  filter: InboxFilter,
  more: Record<string, string | number> = {},
): string {
  const query = new URLSearchParams(viewParams(filter));
  for (const [name, value] of Object.entries(more)) query.set(name, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
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
