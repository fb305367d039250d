/**
 * The leads: the list (/admin, with its views and filters), the pipeline, a lead's page and what
 * can be done there (status, notes, Not spam, Delete). The spam quarantine is in
 * docs/decisions/029.
 */
import { Hono } from "hono";
import { isLocked } from "../db/database";
import { isStatus, statusLabels } from "../lead-fields";
import { type InboxLead, MAX_NOTE_LENGTH } from "./inbox-store";
import { InboxPage } from "./inbox-view";
import { LeadPage } from "./lead-view";
import { PipelinePage } from "./pipeline";
import { pipelineOf } from "./pipeline-data";
import {
  type AdminContext,
  type AdminEnv,
  filterFrom,
  html,
  leadId,
  pageNumber,
  type RoomTools,
} from "./room";
import {
  CsrfField,
  Document,
  fullName,
  pacificTime,
  type Signed,
  type UndoButton,
  viewHref,
} from "./shell";
import { UNDO_MS } from "./undo";

const leadCount = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/** What the page after an action says: the action, and how many leads it changed. */
const notices: Record<string, (count: number) => string> = {
  status: () => "Status saved.",
  note: () => "Note added.",
  released: () => "Moved to the inbox; its email and webhook are queued.",
  deleted: () => "Lead deleted.",
  "bulk-status": (count) => `Status saved for ${leadCount(count)}.`,
  "bulk-spam": (count) => `${leadCount(count)} moved to Spam.`,
  "bulk-released": (count) =>
    `${leadCount(count)} moved to the inbox; their email and webhook are queued.`,
  "bulk-deleted": (count) => `${leadCount(count)} deleted.`,
  "none-selected": () => "No lead was selected: tick the ones to change first.",
  undone: (count) =>
    count === 0
      ? "Nothing was undone: the leads had changed since."
      : `Undone: ${leadCount(count)} back as before.`,
  "undo-expired": () => `Too late to undo: Undo lasts ${UNDO_MS / 60_000} minutes, and works once.`,
};
const noticeOf = (done: string | undefined, count: string | undefined) =>
  notices[done ?? ""]?.(Number(count) || 0) ?? null;

export function leadRoutes({
  db,
  leads,
  inbox,
  undo,
  now,
  onReleased,
  record,
  signed,
  notFound,
  erase,
}: RoomTools) {
  const app = new Hono<AdminEnv>();

  /** The Undo button of the action the page reports, while it lasts. */
  const undoButton = (c: AdminContext): UndoButton | null => {
    const token = c.req.query("undo");
    const { email, csrfToken } = c.get("session");
    return token && undo.peek(token, email) ? { token, csrf: csrfToken } : null;
  };
  // The view the owner came from is in the address, of the page and of its forms' actions (a
  // posted "status" is the lead's new status, not the view's).
  const viewOf = (c: AdminContext) => filterFrom((name) => c.req.query(name));

  app.get("/", (c) => {
    const filter = viewOf(c);
    const page = pageNumber(c.req.query("page"));
    const { leads: rows, total } = inbox.page(filter, page);
    return html(
      c,
      <InboxPage
        signed={signed(c)}
        filter={filter}
        leads={rows}
        total={total}
        page={page}
        counts={inbox.statusCounts(filter)}
        sources={inbox.sources()}
        notice={noticeOf(c.req.query("done"), c.req.query("n"))}
        undo={undoButton(c)}
        allTicked={c.req.query("select") === "all"}
      />,
    );
  });

  app.get("/pipeline", (c) =>
    html(c, <PipelinePage signed={signed(c)} pipeline={pipelineOf(db, now())} />),
  );

  app.get("/leads/:id", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null) return notFound(c);
    try {
      inbox.markOpened(id);
    } catch (error) {
      // Another process holds the write lock: the page still shows, the lead stays unopened.
      if (!isLocked(error)) throw error;
    }
    const lead = inbox.lead(id);
    if (!lead) return notFound(c);
    const filter = viewOf(c);
    return html(
      c,
      <LeadPage
        signed={signed(c)}
        lead={lead}
        notes={inbox.notes(id)}
        history={inbox.history(id)}
        deliveries={inbox.deliveries(id)}
        filter={filter}
        neighbours={inbox.neighbours(filter, lead)}
        notice={noticeOf(c.req.query("done"), c.req.query("n"))}
        undo={undoButton(c)}
      />,
    );
  });

  /** Back to the lead's page after an action there, in the view the owner came from. */
  const backToLead = (c: AdminContext, id: number, done: string) =>
    c.redirect(viewHref(`/admin/leads/${id}`, viewOf(c), { done }), 303);

  app.post("/leads/:id/status", (c) => {
    const id = leadId(c.req.param("id"));
    const status = c.get("form").status;
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (!isStatus(status)) return c.text("Unknown status", 400);
    if (inbox.setStatus(id, status, c.get("session").email)) {
      record(c, "status", `lead ${id}: ${statusLabels[status]}`);
    }
    return backToLead(c, id, "status");
  });

  // Move to Spam from a lead's page: on to the next lead of the view (or the list), whose page
  // offers the Undo.
  app.post("/leads/:id/spam", (c) => {
    const id = leadId(c.req.param("id"));
    const lead = id === null ? undefined : inbox.lead(id);
    if (!lead) return notFound(c);
    const account = c.get("session").email;
    const filter = viewOf(c);
    const moved = inbox.moveToSpam(lead.id, account);
    if (!moved) return backToLead(c, lead.id, "status");
    record(c, "spam", `leads ${lead.id}`);
    const { older } = inbox.neighbours(filter, lead);
    const shown = older === null ? undefined : inbox.lead(older);
    const token = undo.keep({
      account,
      action: {
        kind: "spam",
        ids: [lead.id],
        shown:
          shown?.openedAt === null
            ? { id: shown.id, since: new Date(now()).toISOString() }
            : undefined,
      },
      back: { path: `/admin/leads/${lead.id}`, filter },
    });
    const next = older === null ? "/admin" : `/admin/leads/${older}`;
    return c.redirect(viewHref(next, filter, { done: "bulk-spam", n: 1, undo: token }), 303);
  });

  app.post("/leads/:id/notes", (c) => {
    const id = leadId(c.req.param("id"));
    const note = (c.get("form").note ?? "").replace(/\r\n?/g, "\n").trim();
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (!note || note.length > MAX_NOTE_LENGTH) {
      return c.text(`A note is 1 to ${MAX_NOTE_LENGTH} characters.`, 400);
    }
    inbox.addNote(id, note, c.get("session").email);
    record(c, "note", `lead ${id}`);
    return backToLead(c, id, "note");
  });

  app.post("/leads/:id/not-spam", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null || !inbox.lead(id)) return notFound(c);
    if (leads.release(id, c.get("session").email)) {
      record(c, "not spam", `lead ${id}`);
      onReleased();
    }
    return backToLead(c, id, "released");
  });

  app.get("/leads/:id/delete", (c) => {
    const id = leadId(c.req.param("id"));
    const lead = id === null ? undefined : inbox.lead(id);
    if (!lead) return notFound(c);
    return html(c, <DeletePage signed={signed(c)} lead={lead} />);
  });

  app.post("/leads/:id/delete", (c) => {
    const id = leadId(c.req.param("id"));
    if (id === null || !erase(c, id)) return notFound(c);
    return c.redirect("/admin?done=deleted", 303);
  });

  return app;
}

/** The one confirmation before a lead is erased. */
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
