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
    for (const firstName of ["Con", "Gina", "Reg"]) await app.submitLead({ firstName });
    await app.submitLead({ firstName: "Bot", "bot-field": "x" });
    const { jar, csrf } = await app.session();
    await app.post("/admin/leads/3/status", { status: "contacted", csrf }, { jar });

    const list = await (await app.get("/admin", jar)).text();
    const unopened = viewLink("Unopened", 3).exec(list);
    expect(unopened?.[1]).toBe("/admin?unopened=1");
    expect(list).toMatch(viewLink("All", 3));
    expect(list).toMatch(viewLink("Contacted", 1));

    await app.get("/admin/leads/2", jar);
    const view = await (await app.get("/admin?unopened=1", jar)).text();
    expect(namesIn(view)).toEqual(["Reg", "Con"]);
    expect(view).toMatch(/aria-current="page">Unopened<!-- --> <span class="view-count">2</);
    // The way back from a lead opened in it leads to it again.
    expect(view).toContain('href="/admin/leads/3?unopened=1"');
    // A status view and the unopened view are one choice: picking one leaves the other.
    expect(viewLink("Contacted", 1).exec(view)?.[1]).toBe("/admin?status=contacted");

    // "Export CSV" of the view writes its leads, and the activity log says which view.
    const csv = await (await app.post("/admin/export", { csrf, unopened: "1" }, { jar })).text();
    expect(
      csv
        .trimEnd()
        .split("\r\n")
        .slice(1)
        .map((line) => line.split(",")[2]),
    ).toEqual(["Reg", "Con"]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.find((row) => row.action === "export")?.detail).toBe(
      "2 lead(s) from inbox, unopened",
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

  it("Move to Spam is the list's own action for the lead: the same change and activity entry, back to the view", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const html = await (await app.get("/admin/leads/1?unopened=1", jar)).text();
    const form = /<form action="(\/admin\/bulk)" method="post">(.*?)<\/form>/.exec(html);
    expect(form?.[1]).toBe("/admin/bulk");
    const fields = [...(form?.[2] ?? "").matchAll(/<(?:input|button) [^>]+>/g)].map(
      ([tag]): [string, string] => [
        /name="(\w+)"/.exec(tag)?.[1] ?? "",
        /value="([^"]*)"/.exec(tag)?.[1] ?? "",
      ],
    );
    expect(fields).toEqual([
      ["csrf", csrf],
      ["unopened", "1"],
      ["id", "1"],
      ["action", "spam"],
    ]);
    const moved = await app.post("/admin/bulk", fields, { jar });
    expect(moved.headers.get("location")).toBe("/admin?unopened=1&done=bulk-spam&n=1");
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, spam: "owner" })]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.filter((row) => row.action === "spam").map((row) => row.detail)).toEqual([
      "leads 1",
    ]);
    // In Spam, its page offers the way back instead.
    const spamPage = await (await app.get("/admin/leads/1?view=spam", jar)).text();
    expect(spamPage).toContain('action="/admin/leads/1/not-spam"');
    expect(spamPage).not.toContain(">Move to Spam</button>");
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
