import { createElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeFixture, storedLead } from "../tests/support/fixture";
import { InboxStore } from "./admin/inbox-store";
import { InboxPage } from "./admin/inbox-view";
import { LeadPage } from "./admin/lead-view";
import { render } from "./admin/shell";
import type { EmailConfig } from "./config";
import { openDatabase } from "./db/database";
import { leadEmail } from "./email";
import { type LeadField, leadFields, requestName, sourceWords } from "./lead-fields";
import { type LeadPayload, LeadStore, type NewLead } from "./leads";
import { leadsCsv, toTable } from "./leads-report";

const fixture = makeFixture();
afterAll(() => fixture.remove());

const config: EmailConfig = {
  smtpUrl: "smtp://127.0.0.1:9",
  to: ["sales@example.com"],
  from: "website@example.com",
  siteUrl: "https://www.example.com",
  baseDelayMs: 1000,
  maxDelayMs: 1000,
  timeoutMs: 1000,
};
const signed = { email: "owner@example.com", csrfToken: "token", permissions: ["leads" as const] };
const inboxView = {
  view: "inbox",
  q: "",
  status: null,
  unopened: false,
  source: null,
  request: null,
} as const;

describe("a field added to the table, and nowhere else", () => {
  // What a new field needs besides its rule in the contact schema and its migration: one entry.
  const budget: LeadField = {
    name: "budget",
    column: "budget",
    insert: true,
    label: "Budget",
    csv: "budget",
    email: true,
    list: true,
    page: "about",
    cli: true,
  };
  beforeAll(() => {
    (leadFields as LeadField[]).push(budget);
  });
  afterAll(() => {
    (leadFields as LeadField[]).pop();
  });

  it("is written by the INSERT, read back, sent, emailed, exported, listed and shown", () => {
    const db = openDatabase(fixture.dbPath());
    db.exec("ALTER TABLE leads ADD COLUMN budget TEXT"); // the field's migration
    const store = new LeadStore(db, { channels: ["email"] });
    const id = store.add({ ...storedLead(), budget: "$20,000 a year" } as NewLead);

    expect(db.prepare("SELECT budget FROM leads WHERE id = ?").pluck().get(id)).toBe(
      "$20,000 a year",
    );
    const payload = JSON.parse(
      db.prepare<[], string>("SELECT payload FROM outbox").pluck().get() ?? "{}",
    ) as LeadPayload;
    expect(payload).toMatchObject({ id, budget: "$20,000 a year" });

    expect(leadEmail(payload, "key", config).text).toMatch(/^Budget: +\$20,000 a year$/m);
    expect(leadEmail(payload, "key", config).html).toContain(
      '<th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">Budget</th>',
    );

    const [lead] = store.list();
    if (!lead) throw new Error("the lead was not stored");
    const [header, row] = leadsCsv([lead]).split("\r\n");
    expect(header?.split(",").at(-1)).toBe("budget");
    expect(row).toMatch(/,"\$20,000 a year"$/);
    expect(toTable([lead]).split("\n")[0]).toMatch(/ Budget$/);

    const inbox = new InboxStore(db);
    const { leads, total } = inbox.page(inboxView, 1);
    const list = render(
      createElement(InboxPage, {
        signed,
        filter: inboxView,
        leads,
        total,
        page: 1,
        counts: inbox.statusCounts(inboxView),
        sources: [],
        notice: null,
      }),
    );
    expect(list).toContain('<th scope="col">Budget</th>');
    expect(list).toContain('<td data-field="budget" data-label="Budget">$20,000 a year</td>');
    const page = render(
      createElement(LeadPage, {
        signed,
        lead: leads[0] ?? lead,
        notes: [],
        history: [],
        deliveries: [],
        filter: inboxView,
        notice: null,
      }),
    );
    expect(page).toContain("<dt>Budget</dt><dd>$20,000 a year</dd>");
    db.close();
  });
});

describe("the CSV keeps the owner's work", () => {
  it("carries the status, the time it last changed, the notes, the request and the event or package", () => {
    const db = openDatabase(fixture.dbPath());
    const store = new LeadStore(db, { channels: [] });
    let clock = Date.parse("2026-11-20T17:00:00.000Z");
    const inbox = new InboxStore(db, () => clock);
    const id = store.add(
      storedLead({ intent: "register", event: "Automation 101, Thursday, March 14, 2024" }),
    );
    store.add(
      storedLead({
        intent: "consultation",
        package: "Strategic Implementation",
        email: "pat@example.com",
      }),
    );
    inbox.setStatus(id, "contacted", "owner@example.com");
    inbox.addNote(id, "Called, wants the recording too.", "owner@example.com");
    clock += 60_000;
    inbox.addNote(id, "=Sent it.", "staff@example.com");

    const [header, ...rows] = leadsCsv(inbox.all(inboxView)).trimEnd().split("\r\n");
    const columns = header?.split(",") ?? [];
    const cells = (row: string | undefined) =>
      Object.fromEntries(columns.map((name, index) => [name, row?.split(",")[index]]));
    expect(columns).toEqual(
      expect.arrayContaining([
        "status",
        "statusChangedAt",
        "notes",
        "request",
        "event",
        "package",
        "subscription",
      ]),
    );
    // Newest first: the package lead (id 2), then the registration with its notes on two lines.
    expect(cells(rows[0])).toMatchObject({
      request: "Free consultation: Strategic Implementation package",
      package: "Strategic Implementation",
      status: "new",
      statusChangedAt: "",
    });
    const registration = rows.slice(1).join("\r\n");
    expect(registration).toContain(
      ',"Event registration: Automation 101, Thursday, March 14, 2024",register,"Automation 101, Thursday, March 14, 2024",,',
    );
    // Times on the firm's clock, as the inbox shows them.
    expect(registration).toContain(",contacted,2026-11-20 09:00:00 PST,");
    // Spreadsheet-safe: the note that starts with = is neutralised after its line break. The
    // subscription's state follows, empty for any other request.
    expect(registration).toMatch(
      /"2026-11-20 09:00:00 PST owner@example\.com: Called, wants the recording too\.\n2026-11-20 09:01:00 PST staff@example\.com: =Sent it\.",$/,
    );
    db.close();
  });
});

describe("words for the owner", () => {
  it("names the request, with the event, the package or the ROI estimate it was about", () => {
    const lead = storedLead();
    expect(requestName({ ...lead, intent: "guide" })).toBe("Free guide (download)");
    expect(requestName({ ...lead, intent: null })).toBe("not recorded");
    expect(requestName({ ...lead, intent: "register", event: "Automation 101, March 14" })).toBe(
      "Event registration: Automation 101, March 14",
    );
    expect(requestName({ ...lead, intent: "consultation", package: "Enterprise Program" })).toBe(
      "Free consultation: Enterprise Program package",
    );
    expect(
      requestName({
        ...lead,
        intent: "consultation",
        description: "ROI calculator estimate: about $52,000 saved a year\nOrders by fax.",
      }),
    ).toBe("Free consultation with an ROI estimate");
  });

  it("says which button and page a lead came from, never a bare tag", () => {
    expect(sourceWords({ sourcePage: "hero", page: "/" })).toBe("The button at the top, on Home");
    expect(sourceWords({ sourcePage: "pricing-package", page: "/pricing/" })).toBe(
      "A package's button, on Pricing",
    );
    expect(sourceWords({ sourcePage: "/pricing", page: "/pricing" })).toBe(
      "The form (no button named), on Pricing",
    );
    expect(sourceWords({ sourcePage: "something-new", page: null })).toBe("something-new");
  });
});
