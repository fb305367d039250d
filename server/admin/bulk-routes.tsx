/**
 * What the list does with many leads at once: Export CSV of the view shown, and the ticked leads'
 * status, Spam, Not spam and Delete (after one confirmation).
 */
import { Hono } from "hono";
import { isStatus, statusLabels } from "../lead-fields";
import { leadsCsv } from "../leads-report";
import type { InboxFilter, InboxLead } from "./inbox-store";
import { type AdminEnv, filterFrom, html, type RoomTools } from "./room";
import {
  CsrfField,
  Document,
  fullName,
  pacificTime,
  type Signed,
  ViewFields,
  viewHref,
  viewQuery,
} from "./shell";
import type { Undoable } from "./undo";

export function bulkRoutes({
  leads,
  inbox,
  undo,
  now,
  onReleased,
  record,
  signed,
  erase,
}: RoomTools) {
  const app = new Hono<AdminEnv>();

  app.post("/export", (c) => {
    const filter = filterFrom((name) => c.get("form")[name]);
    const rows = inbox.all(filter);
    const used = [
      filter.q && "search",
      filter.status && `status ${filter.status}`,
      filter.unopened && "unopened",
      filter.request && `request ${filter.request}`,
      filter.source && `source ${filter.source}`,
      filter.from && `from ${filter.from}`,
      filter.to && `to ${filter.to}`,
    ];
    record(
      c,
      "export",
      `${rows.length} lead(s) from ${filter.view}${used.some(Boolean) ? `, ${used.filter(Boolean).join(", ")}` : ""}`,
    );
    const day = new Date(now()).toISOString().slice(0, 10);
    return c.body(leadsCsv(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filter.view === "spam" ? "spam" : "leads"}-${day}.csv"`,
    });
  });

  // The list's form: the ticked leads and what to do with them. Delete asks first; the rest can
  // be undone from the next page.
  app.post("/bulk", (c) => {
    const form = c.get("form");
    const filter = filterFrom((name) => form[name]);
    const account = c.get("session").email;
    const back = (done: string, count = 0, action: Undoable | null = null) => {
      const more: Record<string, string | number> = { done };
      if (count > 0) more.n = count;
      if (action) more.undo = undo.keep({ account, action, back: { path: "/admin", filter } });
      return c.redirect(viewHref("/admin", filter, more), 303);
    };
    const selected = c.get("ids").flatMap((id) => inbox.lead(id) ?? []);
    if (selected.length === 0) return back("none-selected");
    const ids = (changed: InboxLead[]) => changed.map((lead) => lead.id).join(", ");
    switch (form.action) {
      case "status": {
        const status = form.to;
        if (!isStatus(status)) return c.text("Unknown status", 400);
        const changed = selected.filter((lead) => inbox.setStatus(lead.id, status, account));
        if (changed.length > 0)
          record(c, "status", `leads ${ids(changed)}: ${statusLabels[status]}`);
        return back("bulk-status", selected.length, {
          kind: "status",
          given: status,
          before: selected.map(({ id, status, statusChangedAt, openedAt }) => ({
            id,
            status,
            statusChangedAt,
            openedAt,
          })),
        });
      }
      case "spam": {
        const moved = selected.filter((lead) => inbox.moveToSpam(lead.id, account));
        if (moved.length > 0) record(c, "spam", `leads ${ids(moved)}`);
        return back(
          "bulk-spam",
          moved.length,
          moved.length > 0 ? { kind: "spam", ids: moved.map((lead) => lead.id) } : null,
        );
      }
      case "release": {
        const released = selected.filter((lead) => leads.release(lead.id, account));
        if (released.length > 0) {
          record(c, "not spam", `leads ${ids(released)}`);
          onReleased();
        }
        return back(
          "bulk-released",
          released.length,
          released.length > 0
            ? {
                kind: "release",
                before: released.map((lead) => ({ id: lead.id, spam: lead.spam ?? "owner" })),
              }
            : null,
        );
      }
      case "delete":
        return html(c, <BulkDeletePage signed={signed(c)} leads={selected} filter={filter} />);
      default:
        return c.text("Unknown action", 400);
    }
  });

  // Undo: each lead put back as it was, unless it changed since; where the action was taken from.
  app.post("/undo", (c) => {
    const entry = undo.take(c.get("form").undo, c.get("session").email);
    if (!entry) return c.redirect("/admin?done=undo-expired", 303);
    const actor = c.get("session").email;
    const { action } = entry;
    let ids: number[] = [];
    if (action.kind === "status") {
      ids = action.before
        .filter((before) => inbox.restoreTriage(before, action.given, actor))
        .map((before) => before.id);
      if (ids.length > 0) record(c, "status", `leads ${ids.join(", ")}: undone`);
    } else if (action.kind === "spam") {
      ids = action.ids.filter((id) => leads.release(id, actor));
      if (action.shown) inbox.markUnopened(action.shown.id, action.shown.since);
      if (ids.length > 0) {
        record(c, "not spam", `leads ${ids.join(", ")}: undone`);
        onReleased();
      }
    } else {
      ids = action.before
        .filter(({ id, spam }) => inbox.moveToSpam(id, actor, spam))
        .map(({ id }) => id);
      if (ids.length > 0) record(c, "spam", `leads ${ids.join(", ")}: undone`);
    }
    const { path, filter } = entry.back;
    return c.redirect(viewHref(path, filter, { done: "undone", n: ids.length }), 303);
  });

  app.post("/bulk/delete", (c) => {
    const filter = filterFrom((name) => c.get("form")[name]);
    const deleted = c.get("ids").filter((id) => erase(c, id));
    return c.redirect(viewHref("/admin", filter, { done: "bulk-deleted", n: deleted.length }), 303);
  });

  return app;
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
