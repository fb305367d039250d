import { describe, expect, it } from "vitest";
import { readRows } from "../../tests/support/fixture";
import { inboxTestApp, leadKinds, namesIn } from "./test-app";

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
    expect(status.headers.get("location")).toBe("/admin?q=example&done=bulk-status&n=2");
    expect(app.leads().map((lead) => lead.status)).toEqual([
      "contacted",
      "contacted",
      "new",
      "new",
    ]);
    expect(app.leads()[0]?.status_changed_at).toEqual(expect.any(String));
    expect(await (await app.get("/admin?done=bulk-status&n=2", jar)).text()).toContain(
      "Status saved for 2 leads.",
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
