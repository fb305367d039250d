import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRows } from "../../tests/support/fixture";
import { runLeadsCli } from "../leads-report";
import { MAX_NOTE_LENGTH } from "./inbox-store";
import { inboxTestApp, leadKinds, namesIn, OWNER } from "./test-app";

const start = inboxTestApp();

describe("a lead's page", () => {
  it("names what the visitor asked for, from the intent the form posted", async () => {
    const app = await start();
    await app.submitLead({ intent: "recording", event: "Automation 101, March 14, 2024" });
    await app.submitLead({ intent: "no-such-intent", package: "Strategic Implementation" });
    const { jar } = await app.session();
    const recording = await (await app.get("/admin/leads/1", jar)).text();
    expect(recording).toContain(
      '<p class="request">Event recording: Automation 101, March 14, 2024</p>',
    );
    const unknown = await (await app.get("/admin/leads/2", jar)).text();
    expect(unknown).toContain(
      '<p class="request">Free consultation: Strategic Implementation package</p>',
    );
  });
});

describe("lead fields in the inbox", () => {
  it("render as text: markup and SQL typed into the form do nothing", async () => {
    const app = await start();
    await app.submitLead({
      firstName: "<script>alert(1)</script>",
      lastName: "Robert'); DROP TABLE leads;--",
      company: '"><img src=x onerror=alert(2)>',
      description: "</textarea><b>bold</b>",
    });
    const { jar } = await app.session();
    for (const path of ["/admin", "/admin/leads/1", "/admin/leads/1/delete"]) {
      const html = await (await app.get(path, jar)).text();
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<img src=x");
      expect(html).not.toContain("<b>bold</b>");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
    const search = async (q: string) =>
      (await (await app.get(`/admin?q=${encodeURIComponent(q)}`, jar)).text()).includes(
        "No leads match.",
      );
    expect(await search("' OR 1=1 --")).toBe(true);
    expect(await search("%")).toBe(true);
    expect(await search("_")).toBe(true);
    expect(await search("drop table")).toBe(false);
    expect(app.leads()).toHaveLength(1);
  });
});

describe("Notes", () => {
  it("take the longest note in Chinese, 9 bytes a character once URL-encoded", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const note = "记".repeat(MAX_NOTE_LENGTH);
    const response = await app.post("/admin/leads/1/notes", { csrf, note }, { jar });
    expect(response.status).toBe(303);
    expect(readRows(app.options.leadsDb, "lead_notes" as "leads")).toEqual([
      expect.objectContaining({ lead_id: 1, body: note }),
    ]);
  });
});

/** A webhook that never answers and retries only after the test: its outbox rows stay queued. */
const unreachableWebhook = {
  url: "http://127.0.0.1:9/",
  baseDelayMs: 600_000,
  maxDelayMs: 600_000,
  timeoutMs: 1000,
};

describe("Not spam", () => {
  it("moves a quarantined post to the inbox and queues it once, however often it is posted", async () => {
    const app = await start({ webhook: unreachableWebhook });
    await app.submitLead({
      firstName: "Maybe",
      email: "maybe@example.com",
      "bot-field": "autofill",
    });
    const { jar, csrf } = await app.session();
    expect(await (await app.get("/admin", jar)).text()).toContain("No leads match.");
    expect(await (await app.get("/admin?view=spam", jar)).text()).toContain(">Maybe Lovelace</a>");
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const response = await app.post("/admin/leads/1/not-spam", { csrf }, { jar });
      expect(response.status).toBe(303);
    }
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([
      expect.objectContaining({ lead_id: 1, channel: "webhook" }),
    ]);
    expect(await (await app.get("/admin", jar)).text()).toContain(">Maybe Lovelace</a>");
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "not spam",
    );
    expect(audit).toEqual([
      expect.objectContaining({ account: OWNER, detail: "lead 1", client_address: "203.0.113.7" }),
    ]);
  });
});

describe("Delete", () => {
  it("erases the lead from the store's files and from a snapshot taken afterwards", async () => {
    const app = await start({ webhook: unreachableWebhook });
    const marker = "Quillfeather7Q";
    await app.submitLead({ firstName: "Keep", email: "keep@example.com" });
    await app.submitLead({
      lastName: marker,
      company: `${marker} Ltd`,
      email: `${marker.toLowerCase()}@example.com`,
      description: `Please call ${marker} about ${marker}'s invoices. `.repeat(20),
    });
    const { jar, csrf } = await app.session();
    const note = await app.post(
      "/admin/leads/2/notes",
      { csrf, note: `Spoke to ${marker}` },
      { jar },
    );
    expect(note.status).toBe(303);
    const db = app.options.leadsDb;
    const hits = (file: string) => {
      if (!existsSync(file)) return 0;
      const bytes = readFileSync(file).toString("latin1").toLowerCase();
      return bytes.split(marker.toLowerCase()).length - 1;
    };
    const inStore = () => hits(db) + hits(`${db}-wal`);
    expect(inStore()).toBeGreaterThan(0);

    const deleted = await app.post("/admin/leads/2/delete", { csrf }, { jar });
    expect(deleted.status).toBe(303);
    expect(inStore()).toBe(0);
    expect(readRows(db, "outbox")).toEqual([expect.objectContaining({ lead_id: 1 })]);
    const snapshot = join(dirname(db), "after-delete.db");
    const cli = await runLeadsCli(
      ["--backup", snapshot],
      { LEADS_DB: db },
      {
        out: () => {},
        err: () => {},
      },
    );
    expect(cli).toBe(0);
    expect(hits(snapshot)).toBe(0);
    expect(readRows(snapshot, "leads").map((row) => row.email)).toEqual(["keep@example.com"]);
  });
});

describe("working the leads", () => {
  it("the list says what each lead asked for, finds a request by its name, filters by it and counts per status", async () => {
    const app = await start();
    for (const kind of leadKinds) await app.submitLead(kind);
    const { jar, csrf } = await app.session();
    const list = await (await app.get("/admin", jar)).text();
    expect(list).toContain('<th scope="col">Request</th>');
    expect(list).toContain("Event registration: Automation 101, Thursday, March 14, 2024");
    expect(list).toContain("Free consultation: Strategic Implementation package");
    expect(list).toContain("An event&#x27;s button");
    expect(list).not.toMatch(/>pricing-package</);
    expect(namesIn(await (await app.get("/admin?q=guide", jar)).text())).toEqual(["Gina"]);
    expect(namesIn(await (await app.get("/admin?q=strategic", jar)).text())).toEqual(["Pat"]);
    expect(namesIn(await (await app.get("/admin?request=register", jar)).text())).toEqual(["Reg"]);
    await app.post("/admin/leads/2/status", { status: "won", csrf }, { jar });
    const counted = await (await app.get("/admin", jar)).text();
    const view = (label: string, count: number) =>
      `${label}<!-- --> <span class="view-count">${count}</span></a>`;
    expect(counted).toContain(view("All", 4));
    expect(counted).toContain(view("New", 3));
    expect(counted).toContain(view("Won", 1));
    expect(counted).toContain(view("Lost", 0));
  });

  it("marks and counts the leads nobody has opened, until someone opens one", async () => {
    const app = await start();
    for (const kind of leadKinds.slice(0, 2)) await app.submitLead(kind);
    const { jar } = await app.session();
    const before = await (await app.get("/admin", jar)).text();
    expect(before).toContain("<title>(2) Inbox · Emerald City Automation lead inbox</title>");
    expect(before.match(/class="unopened"/g)).toHaveLength(2);
    expect(before).toMatch(/Inbox <span class="count">2<span class="visually-hidden"> unopened/);
    await app.get("/admin/leads/1", jar);
    const after = await (await app.get("/admin", jar)).text();
    expect(after).toContain("<title>(1) Inbox · Emerald City Automation lead inbox</title>");
    expect(after.match(/class="unopened"/g)).toHaveLength(1);
    expect(app.leads().map((lead) => lead.opened_at !== null)).toEqual([true, false]);
  });

  it("the lead page answers in one tap: Reply quotes what they wrote under a subject naming the request, Call dials", async () => {
    const app = await start();
    await app.submitLead({ ...leadKinds[1], description: "Send it please.\nThanks" });
    const { jar } = await app.session();
    const html = await (await app.get("/admin/leads/1", jar)).text();
    const href = (label: string) =>
      new RegExp(`<a class="button[^"]*" href="([^"]+)">${label}`)
        .exec(html)?.[1]
        ?.replaceAll("&amp;", "&") ?? "";
    const reply = new URL(href("Reply"));
    expect(reply.protocol).toBe("mailto:");
    expect(reply.pathname).toBe("gina@example.com");
    expect(reply.searchParams.get("subject")).toBe("Re: Free guide (download)");
    expect(reply.searchParams.get("body")).toMatch(
      /^Hello Gina,\n\n\nOn .+ you wrote:\n> Send it please\.\n> Thanks$/,
    );
    expect(href("Call")).toBe("tel:2065550100");
    // The technical details come last, folded.
    expect(html.indexOf("<summary>Technical details</summary>")).toBeGreaterThan(
      html.indexOf('id="notes"'),
    );
  });
});
