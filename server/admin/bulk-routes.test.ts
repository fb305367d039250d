import { describe, expect, it } from "vitest";
import { readRows } from "../../tests/support/fixture";
import { addAccount, inboxTestApp, type Jar, leadKinds, namesIn } from "./test-app";
import { UNDO_MS } from "./undo";

const start = inboxTestApp();

describe("Export CSV", () => {
  it("writes the leads of the view shown, through the injection-safe writer, and logs it", async () => {
    const app = await start();
    await app.submitLead({
      firstName: "Ada",
      email: "ada@example.com",
      company: '=HYPERLINK("x")',
    });
    await app.submitLead({ firstName: "Grace", email: "grace@example.com", source: "roi" });
    await app.submitLead({ firstName: "Alan", email: "alan@example.com", "bot-field": "x" });
    const { jar, csrf } = await app.session();
    const exported = async (fields: Record<string, string>) => {
      const response = await app.post("/admin/export", { csrf, ...fields }, { jar });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="(leads|spam)-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return (await response.text()).trimEnd().split("\r\n");
    };
    const all = await exported({});
    expect(all).toHaveLength(3);
    expect(all[1]).toContain("grace@example.com");
    expect(all[2]).toContain(`"'=HYPERLINK(""x"")"`);
    const bySource = await exported({ source: "roi" });
    expect(bySource.slice(1).map((line) => line.split(",")[2])).toEqual(["Grace"]);
    const bySearch = await exported({ q: "ADA@" });
    expect(bySearch.slice(1).map((line) => line.split(",")[2])).toEqual(["Ada"]);
    const spam = await exported({ view: "spam" });
    expect(spam.slice(1).map((line) => line.split(",")[2])).toEqual(["Alan"]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "export",
    );
    expect(audit.map((row) => row.detail)).toEqual([
      "2 lead(s) from inbox",
      "1 lead(s) from inbox, source roi",
      "1 lead(s) from inbox, search",
      "1 lead(s) from spam",
    ]);
  });
});

describe("the ticked leads", () => {
  it("sets the status of the ticked leads, moves them to Spam, and deletes them after one confirmation", async () => {
    const app = await start();
    for (const kind of leadKinds) await app.submitLead(kind);
    const { jar, csrf } = await app.session();
    const ids = (...numbers: number[]) => numbers.map((id): [string, string] => ["id", String(id)]);
    const bulk = (fields: [string, string][]) =>
      app.post("/admin/bulk", [["csrf", csrf], ["q", "example"], ...fields], { jar });

    const status = await bulk([...ids(1, 2), ["action", "status"], ["to", "contacted"]]);
    expect(status.status).toBe(303);
    expect(status.headers.get("location")).toMatch(
      /^\/admin\?q=example&done=bulk-status&n=2&undo=[\w-]+$/,
    );
    expect(app.leads().map((lead) => lead.status)).toEqual([
      "contacted",
      "contacted",
      "new",
      "new",
    ]);
    expect(app.leads()[0]?.status_changed_at).toEqual(expect.any(String));
    expect(await (await app.get("/admin?done=bulk-status&n=2", jar)).text()).toContain(
      "<p>Status saved for 2 leads.</p>",
    );

    await bulk([...ids(3), ["action", "spam"]]);
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, null, "owner", null]);
    expect(namesIn(await (await app.get("/admin?view=spam", jar)).text())).toEqual(["Reg"]);

    const nothing = await bulk([["action", "delete"]]);
    expect(nothing.headers.get("location")).toBe("/admin?q=example&done=none-selected");

    const confirm = await bulk([...ids(1, 4), ["action", "delete"]]);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain("Delete 2 leads?");
    expect(app.leads()).toHaveLength(4);
    const deleted = await app.post("/admin/bulk/delete", [["csrf", csrf], ...ids(1, 4)], { jar });
    expect(deleted.headers.get("location")).toBe("/admin?done=bulk-deleted&n=2");
    expect(app.leads().map((lead) => lead.id)).toEqual([2, 3]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.filter((row) => row.action === "delete").map((row) => row.detail)).toEqual([
      "lead 1",
      "lead 4",
    ]);
    expect(audit.filter((row) => row.action === "spam").map((row) => row.detail)).toEqual([
      "leads 3",
    ]);
  });
});

describe("Undo", () => {
  const undoOf = async (
    app: Awaited<ReturnType<typeof start>>,
    location: string | null,
    jar: Jar,
  ) => {
    const html = await (await app.get(location ?? "", jar)).text();
    return /name="undo" value="([^"]+)"/.exec(html)?.[1];
  };

  it("puts back each lead's own status, its time and its unopened mark after a bulk status", async () => {
    const app = await start();
    for (const kind of leadKinds.slice(0, 3)) await app.submitLead(kind);
    const { jar, csrf } = await app.session();
    await app.post("/admin/leads/2/status", { status: "qualified", csrf }, { jar });
    const before = app.leads();
    const set = await app.post(
      "/admin/bulk",
      [
        ["csrf", csrf],
        ["status", "new"],
        ["id", "1"],
        ["id", "2"],
        ["id", "3"],
        ["action", "status"],
        ["to", "won"],
      ],
      { jar },
    );
    expect(app.leads().map((lead) => [lead.status, lead.opened_at !== null])).toEqual([
      ["won", true],
      ["won", true],
      ["won", true],
    ]);
    const token = await undoOf(app, set.headers.get("location"), jar);
    expect(token).toEqual(expect.any(String));
    // Meanwhile Reg's status was changed again: Undo leaves that lead as it is now.
    await app.post("/admin/leads/3/status", { status: "lost", csrf }, { jar });
    const undone = await app.post("/admin/undo", { undo: token ?? "", csrf }, { jar });
    expect(undone.headers.get("location")).toBe("/admin?status=new&done=undone&n=2");
    const after = app.leads();
    for (const index of [0, 1]) {
      const { status, status_changed_at, opened_at } = before[index] ?? {};
      expect(after[index]).toMatchObject({ status, status_changed_at, opened_at });
    }
    expect(after[0]?.opened_at).toBeNull();
    expect(after[2]?.status).toBe("lost");
    expect(await (await app.get(undone.headers.get("location") ?? "", jar)).text()).toContain(
      "Undone: 2 leads back as before.",
    );
    const history = readRows(app.options.leadsDb, "lead_history" as "leads").map(
      (row) => `${row.lead_id} ${row.event}`,
    );
    expect(history).toContain("1 Status: Won → New (undone)");
    expect(history).toContain("2 Status: Won → Qualified (undone)");
  });

  it("after Move to Spam and Not spam from the list, puts each back where it was", async () => {
    const app = await start();
    await app.submitLead({ firstName: "Con" });
    await app.submitLead({ firstName: "Bot", "bot-field": "x" });
    const { jar, csrf } = await app.session();
    const released = await app.post(
      "/admin/bulk",
      { csrf, view: "spam", id: "2", action: "release" },
      { jar },
    );
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, null]);
    const spammed = await app.post("/admin/bulk", { csrf, id: "1", action: "spam" }, { jar });
    expect(app.leads().map((lead) => lead.spam)).toEqual(["owner", null]);

    const releaseUndo = await undoOf(app, released.headers.get("location"), jar);
    const spamUndo = await undoOf(app, spammed.headers.get("location"), jar);
    await app.post("/admin/undo", { undo: releaseUndo ?? "", csrf }, { jar });
    const back = await app.post("/admin/undo", { undo: spamUndo ?? "", csrf }, { jar });
    expect(back.headers.get("location")).toBe("/admin?done=undone&n=1");
    // The bot is back in quarantine for the reason it was there; Con is back in the inbox.
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, "honeypot"]);
  });

  it("is for the account that acted, and for 15 minutes", async () => {
    let clock = Date.parse("2026-12-02T17:00:00Z");
    const app = await start({ now: () => clock });
    await addAccount(app.options.leadsDb, "staff@example.com");
    await app.submitLead();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const first = await app.post("/admin/bulk", { csrf, id: "1", action: "spam" }, { jar });
    const token = (await undoOf(app, first.headers.get("location"), jar)) ?? "";

    const staff = await app.signIn("staff@example.com");
    const staffPage = await (await app.get("/admin", staff.jar)).text();
    const staffCsrf = /name="csrf" value="([^"]+)"/.exec(staffPage)?.[1] ?? "";
    expect(await undoOf(app, first.headers.get("location"), staff.jar)).toBeUndefined();
    await app.post("/admin/undo", { undo: token, csrf: staffCsrf }, { jar: staff.jar });
    expect(app.leads()[0]?.spam).toBe("owner");

    const second = await app.post("/admin/bulk", { csrf, id: "2", action: "spam" }, { jar });
    const late = (await undoOf(app, second.headers.get("location"), jar)) ?? "";
    clock += UNDO_MS + 1;
    expect(await undoOf(app, second.headers.get("location"), jar)).toBeUndefined();
    const refused = await app.post("/admin/undo", { undo: late, csrf }, { jar });
    expect(refused.headers.get("location")).toBe("/admin?done=undo-expired");
    expect(app.leads().map((lead) => lead.spam)).toEqual(["owner", "owner"]);
  });
});
