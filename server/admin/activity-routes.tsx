/** /admin/activity: the audit log, newest first, a page at a time. */
import { Hono } from "hono";
import type { AuditEntry } from "./accounts";
import { type AdminEnv, html, pageNumber, type RoomTools } from "./room";
import { Document, pacificTime, type Signed } from "./shell";

const ACTIVITY_PAGE_SIZE = 100;

export function activityRoutes({ audit, signed }: RoomTools) {
  const app = new Hono<AdminEnv>();
  app.get("/activity", (c) => {
    // Publishes and roll backs name the site's content files: for those who may edit it.
    const site = c.get("session").permissions.includes("site");
    const pages = Math.max(1, Math.ceil(audit.count({ site }) / ACTIVITY_PAGE_SIZE));
    const page = Math.min(pageNumber(c.req.query("page")), pages);
    const entries = audit.list(ACTIVITY_PAGE_SIZE, (page - 1) * ACTIVITY_PAGE_SIZE, { site });
    return html(c, <ActivityPage signed={signed(c)} entries={entries} page={page} pages={pages} />);
  });
  return app;
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
