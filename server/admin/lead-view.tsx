/**
 * A lead's page, in the order the owner reads and answers it: who they are and what they asked
 * for, what they wrote, Reply and Call, then the status (one tap) and Spam, then the notes and the
 * rest of the record.
 */
import type { ReactNode } from "react";
import {
  fieldText,
  type LeadField,
  leadFields,
  requestName,
  statuses,
  statusLabels,
} from "../lead-fields";
import {
  type Delivery,
  type HistoryEntry,
  type InboxFilter,
  type InboxLead,
  MAX_NOTE_LENGTH,
  type Neighbours,
  type Note,
} from "./inbox-store";
import {
  CsrfField,
  Document,
  EmailText,
  fullName,
  Notice,
  pacificTime,
  type Signed,
  type UndoButton,
  viewHref,
} from "./shell";

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
          if (text && field.kind === "email")
            value = (
              <a href={`mailto:${text}`} className="address">
                <EmailText text={text} />
              </a>
            );
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

/** What they wrote (and the ROI calculator's estimate), each under the question it answers. */
function Message({ lead }: { lead: InboxLead }) {
  const parts = leadFields
    .filter((field) => field.page === "message")
    .map((field) => ({ field, text: fieldText(field, lead) }))
    .filter(({ text }) => text);
  if (parts.length === 0) return <p className="message-none">No message.</p>;
  return (
    <div className="message">
      {parts.map(({ field, text }) => (
        <div key={field.name}>
          <p className="message-label">{field.label}</p>
          <blockquote className="pre">{text}</blockquote>
        </div>
      ))}
    </div>
  );
}

function deliveryText(delivery: Delivery): string {
  if (delivery.deliveredAt) return `delivered ${pacificTime(delivery.deliveredAt)}`;
  const tried =
    delivery.attempts === 0 ? "not tried yet" : `${delivery.attempts} failed attempt(s)`;
  const error = delivery.lastError ? `, last error: ${delivery.lastError}` : "";
  return `pending (${tried}${error}); next try ${pacificTime(delivery.nextAttemptAt)}`;
}

const channelLabels: Record<Delivery["channel"], string> = {
  email: "Email",
  webhook: "Webhook",
  visitor: "Email to the visitor",
};

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

/** What a part of the lead's page that acts on it is given: the lead, who asks, the view it came from. */
interface LeadPart {
  lead: InboxLead;
  signed: Signed;
  filter: InboxFilter;
}

/**
 * Reply and Call, and beside Reply the status a reply gives the lead, one tap away while it is New
 * (a mail program cannot tell the inbox a message was sent).
 */
function Answer({ lead, signed, filter }: LeadPart) {
  return (
    <div className="answer">
      <a className="button" href={replyHref(lead)}>
        Reply
      </a>
      {lead.status === "new" && !lead.spam && (
        <form method="post" action={viewHref(`/admin/leads/${lead.id}/status`, filter)}>
          <CsrfField token={signed.csrfToken} />
          <button type="submit" name="status" value="contacted" className="button secondary">
            Mark as contacted
          </button>
        </form>
      )}
      {lead.phone && (
        <a className="button secondary" href={telHref(lead.phone)}>
          Call {lead.phone}
        </a>
      )}
    </div>
  );
}

/**
 * The status in one tap (a button per status, the current one pressed), and Move to Spam, which
 * goes on to the next lead of the view, where the notice offers Undo.
 */
function Triage({ lead, signed, filter }: LeadPart) {
  return (
    <div className="triage">
      <form method="post" action={viewHref(`/admin/leads/${lead.id}/status`, filter)}>
        <CsrfField token={signed.csrfToken} />
        <fieldset className="statuses">
          <legend>Status</legend>
          {statuses.map((status) => (
            <button
              key={status}
              type="submit"
              name="status"
              value={status}
              className="button choice"
              aria-pressed={lead.status === status}
            >
              {statusLabels[status]}
            </button>
          ))}
        </fieldset>
      </form>
      <form method="post" action={viewHref(`/admin/leads/${lead.id}/spam`, filter)}>
        <CsrfField token={signed.csrfToken} />
        <button type="submit" className="button secondary">
          Move to Spam
        </button>
      </form>
    </div>
  );
}

function InSpam({ lead, signed, filter }: LeadPart) {
  return (
    <div className="warn">
      <p>
        {lead.spam === "honeypot"
          ? "In quarantine as spam (it filled the form's hidden anti-bot field). It was not emailed or sent to the webhook."
          : "Moved to spam from the inbox. Nothing more is emailed or sent to the webhook for it."}
      </p>
      <form method="post" action={viewHref(`/admin/leads/${lead.id}/not-spam`, filter)}>
        <CsrfField token={signed.csrfToken} />
        <button type="submit" className="button">
          Not spam
        </button>
      </form>
    </div>
  );
}

function Notes({ lead, notes, signed, filter }: LeadPart & { notes: Note[] }) {
  return (
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
      <form
        method="post"
        action={viewHref(`/admin/leads/${lead.id}/notes`, filter)}
        className="stack"
      >
        <CsrfField token={signed.csrfToken} />
        <label htmlFor="note">Note</label>
        <textarea id="note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />
        <button type="submit" className="button">
          Add note
        </button>
      </form>
    </section>
  );
}

function History({ lead, history }: { lead: InboxLead; history: HistoryEntry[] }) {
  return (
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
  );
}

function Technical({ lead, deliveries }: { lead: InboxLead; deliveries: Delivery[] }) {
  return (
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
  );
}

/**
 * The way back to the view the owner came from, and its leads on either side of this one, so the
 * day's leads are worked one after the other.
 */
function Around({
  lead,
  filter,
  neighbours,
}: {
  lead: InboxLead;
  filter: InboxFilter;
  neighbours: Neighbours;
}) {
  const link = (id: number | null, label: string, rel: "prev" | "next") =>
    id === null ? (
      // Holds the place, so Next stays where the thumb expects it on the first lead.
      <span className="around-none" aria-hidden="true">
        {label}
      </span>
    ) : (
      <a href={viewHref(`/admin/leads/${id}`, filter)} rel={rel}>
        {label}
      </a>
    );
  return (
    <nav className="around" aria-label="Leads">
      <a href={viewHref("/admin", filter)}>{lead.spam ? "Back to spam" : "Back to the inbox"}</a>
      <span className="around-steps">
        {link(neighbours.newer, "Previous", "prev")}
        {link(neighbours.older, "Next", "next")}
      </span>
    </nav>
  );
}

export function LeadPage({
  signed,
  lead,
  notes,
  history,
  deliveries,
  filter,
  neighbours = { newer: null, older: null },
  notice,
  undo,
}: {
  signed: Signed;
  lead: InboxLead;
  notes: Note[];
  history: HistoryEntry[];
  deliveries: Delivery[];
  /** The view the owner came from: the way back, Previous and Next, where Move to Spam lands. */
  filter: InboxFilter;
  neighbours?: Neighbours;
  notice: string | null;
  undo?: UndoButton | null;
}) {
  return (
    <Document title={fullName(lead)} signed={signed} section={lead.spam ? "spam" : "inbox"}>
      <Around lead={lead} filter={filter} neighbours={neighbours} />
      <Notice text={notice} undo={undo} />
      <div className="lead">
        <div className="lead-answer">
          <section className="card lead-head" aria-labelledby="lead-name">
            <h1 id="lead-name">{fullName(lead)}</h1>
            <p className="request">{requestName(lead)}</p>
            <p className="lead-meta">{`${lead.company} · ${pacificTime(lead.receivedAt)}`}</p>
            <Message lead={lead} />
            <Answer lead={lead} signed={signed} filter={filter} />
            {lead.spam ? (
              <InSpam lead={lead} signed={signed} filter={filter} />
            ) : (
              <Triage lead={lead} signed={signed} filter={filter} />
            )}
          </section>
          <Notes lead={lead} notes={notes} signed={signed} filter={filter} />
        </div>
        <div className="lead-record">
          <section className="card lead-about" aria-labelledby="about">
            <h2 id="about">What they sent</h2>
            <FieldLines lead={lead} part="about" />
          </section>
          <History lead={lead} history={history} />
          <Technical lead={lead} deliveries={deliveries} />
          <section className="card lead-delete" aria-labelledby="danger">
            <h2 id="danger">Delete</h2>
            <p>Erase this lead for good, for example when the person asks to be deleted.</p>
            <a className="button danger" href={`/admin/leads/${lead.id}/delete`}>
              Delete
            </a>
          </section>
        </div>
      </div>
    </Document>
  );
}
