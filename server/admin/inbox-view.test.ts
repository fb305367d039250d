import { describe, expect, it } from "vitest";
import { readRows } from "../../tests/support/fixture";
import { snippet } from "../lead-fields";
import { inboxTestApp, namesIn } from "./test-app";

const start = inboxTestApp();

const viewLink = (label: string, count: number) =>
  new RegExp(`<a href="([^"]*)"[^>]*>${label}<!-- --> <span class="view-count">${count}</span>`);

describe("the Unopened view", () => {
  it("lists the leads nobody has opened, with its count beside the status views; an opened one leaves it", async () => {
    const app = await start();
    for (const firstName of ["Con", "Gina", "Reg", "Pat"]) await app.submitLead({ firstName });
    await app.submitLead({ firstName: "Bot", "bot-field": "x" });
    const { jar, csrf } = await app.session();
    // Setting a status opens the lead, from its page or from the list, as opening it would.
    await app.post("/admin/leads/4/status", { status: "contacted", csrf }, { jar });
    await app.post("/admin/bulk", { id: "3", action: "status", to: "contacted", csrf }, { jar });

    const list = await (await app.get("/admin", jar)).text();
    const unopened = viewLink("Unopened", 2).exec(list);
    expect(unopened?.[1]).toBe("/admin?unopened=1");
    expect(list).toMatch(viewLink("All", 4));
    expect(list).toMatch(viewLink("Contacted", 2));

    await app.get("/admin/leads/2", jar);
    const view = await (await app.get("/admin?unopened=1", jar)).text();
    expect(namesIn(view)).toEqual(["Con"]);
    expect(view).toMatch(/aria-current="page">Unopened<!-- --> <span class="view-count">1</);
    // The way back from a lead opened in it leads to it again.
    expect(view).toContain('href="/admin/leads/1?unopened=1"');
    // A status view and the unopened view are one choice: picking one leaves the other.
    expect(viewLink("Contacted", 2).exec(view)?.[1]).toBe("/admin?status=contacted");

    // "Export CSV" of the view writes its leads, and the activity log says which view.
    const csv = await (await app.post("/admin/export", { csrf, unopened: "1" }, { jar })).text();
    expect(
      csv
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[2]),
    ).toEqual(["Con"]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.find((row) => row.action === "export")?.detail).toBe(
      "1 lead(s) from inbox, unopened",
    );
  });
});

describe("a list row", () => {
  it("shows the start of what they wrote, cut after a word; no line when they wrote nothing", async () => {
    const app = await start();
    const long = `Every Monday our office manager retypes forty delivery notes into the accounting system by hand, which takes all morning.`;
    await app.submitLead({ firstName: "Long", description: long });
    await app.submitLead({ firstName: "Quiet", description: "" });
    const { jar } = await app.session();
    const list = await (await app.get("/admin", jar)).text();
    // Under the request, in the same cell: what they want, then what they wrote.
    expect(list).toContain(
      'data-label="Request">Free consultation<!-- --> <span class="snippet">Every Monday our office manager retypes forty delivery notes into the accounting…</span></td>',
    );
    expect(list.match(/class="snippet"/g)).toHaveLength(1);
  });

  it("cuts a glimpse after a whole word, keeps a short one whole, and cuts one endless word", () => {
    expect(snippet("Orders by fax.\n\n  Twice   a day.")).toBe("Orders by fax. Twice a day.");
    expect(snippet("one two three four", 12)).toBe("one two…");
    expect(snippet("one two, three four", 9)).toBe("one two…");
    expect(snippet("https://example.com/a-very-long-link", 10)).toBe("https://ex…");
    expect([...snippet("é".repeat(100), 10)]).toHaveLength(11);
  });
});

describe("the selection", () => {
  it("Select all shows the page again with every lead ticked; the bar with the actions follows the list", async () => {
    const app = await start();
    for (const firstName of ["Con", "Gina", "Reg"]) await app.submitLead({ firstName });
    const { jar } = await app.session();
    const list = await (await app.get("/admin?status=new", jar)).text();
    expect(list).toContain('<a href="/admin?status=new&amp;select=all">Select all</a>');
    const ticked = (html: string) => html.match(/<input type="checkbox"[^>]* checked=""/g) ?? [];
    expect(list.match(/<input type="checkbox"/g)).toHaveLength(3);
    expect(ticked(list)).toEqual([]);

    const all = await (await app.get("/admin?status=new&select=all", jar)).text();
    expect(ticked(all)).toHaveLength(3);
    expect(all).toContain('<a href="/admin?status=new">Clear selection</a>');
    // After the last box, so its count (a CSS counter) sees every ticked one.
    expect(all.indexOf('<fieldset class="bulk">')).toBeGreaterThan(all.lastIndexOf('name="id"'));
    expect(all.indexOf('<fieldset class="bulk">')).toBeLessThan(
      all.indexOf("</form>", all.lastIndexOf('name="id"')),
    );
  });
});

describe("a lead's page", () => {
  it("reads in order: who and what, what they wrote, Reply and Call, the status, Spam, then the notes", async () => {
    const app = await start();
    await app.submitLead({
      intent: "register",
      event: "Automation 101",
      description: "Two of us.",
    });
    const { jar } = await app.session();
    const html = await (await app.get("/admin/leads/1", jar)).text();
    const at = (text: string) => {
      const index = html.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    const order = [
      '<h1 id="lead-name">Ada Lovelace</h1>',
      '<p class="request">Event registration: Automation 101</p>',
      '<blockquote class="pre">Two of us.</blockquote>',
      ">Reply</a>",
      ">Call <!-- -->(206) 555-0100</a>",
      "<legend>Status</legend>",
      ">Move to Spam</button>",
      '<h2 id="notes">Notes</h2>',
      '<h2 id="about">What they sent</h2>',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // One tap sets the status: a button per status, the current one pressed.
    expect(html).toContain(
      '<button type="submit" value="new" class="button choice" aria-pressed="true" name="status">New</button>',
    );
    expect(html).toContain(
      '<button type="submit" value="contacted" class="button choice" aria-pressed="false" name="status">Contacted</button>',
    );
  });

  it("Move to Spam goes on to the next lead of the view, whose page offers Undo; Undo brings it back", async () => {
    const app = await start();
    for (const firstName of ["Con", "Gina", "Reg"]) await app.submitLead({ firstName });
    const { jar, csrf } = await app.session();
    const html = await (await app.get("/admin/leads/3?unopened=1", jar)).text();
    // The view travels in the form's address; the form itself holds its token only.
    const form = /<form action="([^"]+\/spam[^"]*)" method="post">(.*?)<\/form>/.exec(html);
    expect(form?.[1]).toBe("/admin/leads/3/spam?unopened=1");
    expect([...(form?.[2] ?? "").matchAll(/name="(\w+)"/g)].map((match) => match[1])).toEqual([
      "csrf",
    ]);
    const moved = await app.post("/admin/leads/3/spam?unopened=1", { csrf }, { jar });
    const next = moved.headers.get("location") ?? "";
    expect(next).toMatch(/^\/admin\/leads\/2\?unopened=1&done=bulk-spam&n=1&undo=[\w-]+$/);
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, null, "owner"]);
    const audit = () => readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(
      audit()
        .filter((row) => row.action === "spam")
        .map((row) => row.detail),
    ).toEqual(["leads 3"]);

    const nextPage = await (await app.get(next, jar)).text();
    expect(nextPage).toContain('<h1 id="lead-name">Gina Lovelace</h1>');
    expect(nextPage).toContain("<p>1 lead moved to Spam.</p>");
    const token = /name="undo" value="([^"]+)"/.exec(nextPage)?.[1] ?? "";
    expect(nextPage).toContain('<form action="/admin/undo" method="post">');

    // Undo needs the session's form token, like every other form.
    expect((await app.post("/admin/undo", { undo: token }, { jar })).status).toBe(403);
    const undone = await app.post("/admin/undo", { undo: token, csrf }, { jar });
    expect(undone.headers.get("location")).toBe("/admin/leads/3?unopened=1&done=undone&n=1");
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, null, null]);
    // Gina, shown after the move, is unopened again: Next from Reg in the view still goes to her.
    expect(app.leads()[1]?.opened_at).toBeNull();
    expect(await (await app.get("/admin/leads/3?unopened=1", jar)).text()).toContain(
      '<a href="/admin/leads/2?unopened=1" rel="next">',
    );
    expect(
      audit()
        .filter((row) => row.action === "not spam")
        .map((row) => row.detail),
    ).toEqual(["leads 3: undone"]);
    // Once: the same Undo again changes nothing, and the page no longer offers it.
    const again = await app.post("/admin/undo", { undo: token, csrf }, { jar });
    expect(again.headers.get("location")).toBe("/admin?done=undo-expired");
    expect(await (await app.get(next, jar)).text()).not.toContain('name="undo"');

    // The last lead of the view goes back to the list, which offers the Undo.
    const last = await app.post("/admin/leads/1/spam?unopened=1", { csrf }, { jar });
    expect(last.headers.get("location")).toMatch(
      /^\/admin\?unopened=1&done=bulk-spam&n=1&undo=[\w-]+$/,
    );
    expect(await (await app.get(last.headers.get("location") ?? "", jar)).text()).toContain(
      'name="undo"',
    );
    // In Spam, its page offers the way back instead.
    const spamPage = await (await app.get("/admin/leads/1?view=spam", jar)).text();
    expect(spamPage).toContain('action="/admin/leads/1/not-spam?view=spam"');
    expect(spamPage).not.toContain(">Move to Spam</button>");
  });

  it("offers Previous and Next in the view it was opened from, whatever left the view", async () => {
    const app = await start();
    for (const firstName of ["Con", "Gina", "Reg", "Pat"]) await app.submitLead({ firstName });
    const { jar, csrf } = await app.session();
    await app.post("/admin/leads/3/status", { status: "won", csrf }, { jar });
    const steps = async (path: string) => {
      const html = await (await app.get(path, jar)).text();
      const link = (rel: string) =>
        new RegExp(`<a href="([^"]+)" rel="${rel}">`).exec(html)?.[1] ?? null;
      return [link("prev"), link("next")];
    };
    expect(await steps("/admin/leads/4")).toEqual([null, "/admin/leads/3"]);
    expect(await steps("/admin/leads/3")).toEqual(["/admin/leads/4", "/admin/leads/2"]);
    // The status view New has no Reg: from Pat, Next is Gina; from Gina, Next is Con.
    expect(await steps("/admin/leads/4?status=new")).toEqual([null, "/admin/leads/2?status=new"]);
    expect(await steps("/admin/leads/2?status=new")).toEqual([
      "/admin/leads/4?status=new",
      "/admin/leads/1?status=new",
    ]);
    // Opened, a lead leaves the Unopened view, and Next still goes on from where it was.
    expect(await steps("/admin/leads/2?unopened=1")).toEqual([null, "/admin/leads/1?unopened=1"]);
    // A status set on the page comes back to it in the same view.
    const set = await app.post(
      "/admin/leads/2/status?status=new",
      { status: "qualified", csrf },
      {
        jar,
      },
    );
    expect(set.headers.get("location")).toBe("/admin/leads/2?status=new&done=status");
  });

  it("offers Mark as contacted beside Reply while the lead is New: one tap", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const html = await (await app.get("/admin/leads/1?q=ada", jar)).text();
    const answer = /<div class="answer">(.*?)<\/div>/.exec(html)?.[1] ?? "";
    expect(answer).toMatch(
      />Reply<\/a><form action="\/admin\/leads\/1\/status\?q=ada" method="post">/,
    );
    expect(answer).toContain(
      'value="contacted" class="button secondary" name="status">Mark as contacted',
    );
    await app.post("/admin/leads/1/status?q=ada", { status: "contacted", csrf }, { jar });
    expect(app.leads()[0]?.status).toBe("contacted");
    expect(await (await app.get("/admin/leads/1", jar)).text()).not.toContain("Mark as contacted");
  });
});

describe("addresses", () => {
  it("may wrap after the @ and the dots, never inside a word", async () => {
    const app = await start();
    await app.submitLead({ email: "sam.subscriber@mail.example.com" });
    const { jar } = await app.session();
    const list = await (await app.get("/admin", jar)).text();
    expect(list).toContain("sam.<wbr/>subscriber@<wbr/>mail.<wbr/>example.<wbr/>com");
  });
});

describe("search", () => {
  it("finds a phone number however it was typed, in the form or in the search", async () => {
    const app = await start();
    const phones = ["(206) 555-0187", "206-555-0187", "2065550187", "+1 206 555 0187"];
    for (const [index, phone] of phones.entries())
      await app.submitLead({ firstName: `P${index}`, phone });
    await app.submitLead({ firstName: "Other", phone: "(206) 555-0100" });
    const { jar } = await app.session();
    const found = async (q: string) =>
      namesIn(await (await app.get(`/admin?q=${encodeURIComponent(q)}`, jar)).text());
    for (const q of ["555-0187", "(206) 555-0187", "2065550187", "+1 206 555 0187", "0187"])
      expect(await found(q), q).toEqual(["P3", "P2", "P1", "P0"]);
    // Three digits, or digits among words, are searched as text.
    expect(await found("555")).toEqual([]);
    expect(await found("Other 0100")).toEqual([]);
  });

  it("keeps to a period of Seattle days, as the pipeline's links ask", async () => {
    let clock = Date.parse("2026-11-30T07:30:00Z"); // Sunday Nov 29, 11:30 PM in Seattle
    const app = await start({ now: () => clock });
    await app.submitLead({ firstName: "Sunday" });
    clock = Date.parse("2026-11-30T08:30:00Z"); // Monday Nov 30, 12:30 AM
    await app.submitLead({ firstName: "Monday" });
    const { jar } = await app.session();
    const names = async (query: string) =>
      namesIn(await (await app.get(`/admin?${query}`, jar)).text());
    expect(await names("from=2026-11-30")).toEqual(["Monday"]);
    expect(await names("to=2026-11-29")).toEqual(["Sunday"]);
    expect(await names("from=2026-11-29&to=2026-11-30")).toEqual(["Monday", "Sunday"]);
    // A day that does not exist is no filter.
    expect(await names("from=2026-02-30")).toEqual(["Monday", "Sunday"]);
    // The list says which days it shows, and its search keeps to them.
    const page = await (await app.get("/admin?from=2026-11-29&to=2026-11-29", jar)).text();
    expect(page).toContain("1 lead received Nov 29, 2026 to Nov 29, 2026, newest first.");
    expect(page).toContain('<input type="hidden" name="from" value="2026-11-29"/>');
  });
});
