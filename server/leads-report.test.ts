import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailSubject } from "../src/features/contact/schema";
import { type Fixture, makeFixture, storedLead } from "../tests/support/fixture";
import { InboxStore } from "./admin/inbox-store";
import { openDatabase } from "./db/database";
import { leadFields } from "./lead-fields";
import { LeadStore, type NewLead } from "./leads";
import { leadsCsv, runLeadsCli } from "./leads-report";

const lead = (overrides: Partial<NewLead>): NewLead =>
  storedLead({
    company: "Engines",
    subject: emailSubject("Engines"),
    sourcePage: "/pricing",
    intent: "consultation",
    page: "/pricing",
    receivedAt: "2025-01-01T09:00:00.000Z",
    userAgent: "UA",
    clientAddress: "203.0.113.1",
    ...overrides,
  });

/**
 * The table `npm run leads` prints: a column per field the lead-field table marks for the command
 * line, in its order, headed by its label (a time's "(UTC)"); each column as wide as its widest
 * cell, two spaces apart, no space at a line's end; then the count. Cells by field name: a field
 * not named is empty, as a field added to the table is for these leads.
 */
function expectedTable(rows: readonly Record<string, string>[], count: string): string {
  const fields = leadFields.filter((field) => field.cli);
  const header = fields.map((field) =>
    field.kind === "time" ? `${field.label} (UTC)` : field.label,
  );
  const cells = rows.map((row) => fields.map((field) => row[field.name] ?? ""));
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width));
  return [line(header), line(rule), ...cells.map(line), "", count, ""].join("\n");
}

/** The CSV: a column per field with a CSV header, in the table's order; cells as written. */
function expectedCsv(rows: readonly Record<string, string>[]): string {
  const fields = leadFields.filter((field) => field.csv);
  return [
    fields.map((field) => field.csv),
    ...rows.map((row) => fields.map((field) => row[field.name] ?? "")),
  ]
    .map((cells) => `${cells.join(",")}\r\n`)
    .join("");
}

let fixture: Fixture;
let dbPath: string;

beforeAll(() => {
  fixture = makeFixture();
  dbPath = fixture.dbPath();
  const db = openDatabase(dbPath);
  const store = new LeadStore(db, { channels: [] });
  store.add(
    lead({ receivedAt: "2025-01-31T23:59:59.999Z", company: "Old Co", email: "old@example.com" }),
  );
  store.add(
    lead({
      receivedAt: "2025-02-01T00:00:00.000Z",
      firstName: "@Grace",
      lastName: "-Hopper",
      company: '=HYPERLINK("http://evil.example","x")',
      phone: "+1 206 555 0100",
      email: "grace@example.com",
      description: 'Two lines, "quoted"\r\nsecond line',
      sourcePage: null,
    }),
  );
  store.add(lead({ receivedAt: "2025-02-03T12:30:00.000Z", description: "\tcontrol" }));
  db.close();
});
afterAll(() => fixture.remove());

async function run(args: string[], file = dbPath) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(
    args,
    { LEADS_DB: file },
    {
      out: (text) => {
        out += text;
      },
      err: (text) => {
        err += text;
      },
    },
  );
  return { code, out, err };
}

describe("npm run leads", () => {
  it("prints an aligned table, newest first", async () => {
    const { code, out } = await run([]);
    expect(code).toBe(0);
    const common = {
      request: "Free consultation",
      source: "The form (no button named), on Pricing",
      status: "New",
    };
    expect(out).toBe(
      expectedTable(
        [
          {
            ...common,
            receivedAt: "2025-02-03 12:30",
            name: "Ada Lovelace",
            company: "Engines",
            email: "ada@example.com",
            description: "control",
          },
          {
            ...common,
            receivedAt: "2025-02-01 00:00",
            name: "@Grace -Hopper",
            company: '=HYPERLINK("http://evil.example","x")',
            email: "grace@example.com",
            phone: "+1 206 555 0100",
            description: 'Two lines, "quoted"\\r\\nsecond line',
          },
          {
            ...common,
            receivedAt: "2025-01-31 23:59",
            name: "Ada Lovelace",
            company: "Old Co",
            email: "old@example.com",
          },
        ],
        "3 leads",
      ),
    );
  });

  it("prints RFC 4180 CSV with neutralised formulas", async () => {
    const { code, out } = await run(["--format", "csv", "--since", "2025-02-01"]);
    expect(code).toBe(0);
    const common = {
      request: "Free consultation",
      intent: "consultation",
      page: "/pricing",
      userAgent: "UA",
      clientAddress: "203.0.113.1",
      status: "new",
    };
    expect(out).toBe(
      expectedCsv([
        {
          ...common,
          id: "3",
          receivedAt: "2025-02-03 04:30:00 PST",
          subject: "Consultation: Engines",
          firstName: "Ada",
          lastName: "Lovelace",
          company: "Engines",
          email: "ada@example.com",
          sourcePage: "/pricing",
          description: `"'\tcontrol"`,
        },
        {
          ...common,
          id: "2",
          receivedAt: "2025-01-31 16:00:00 PST",
          subject: `"Consultation: =HYPERLINK(""http://evil.example"",""x"")"`,
          firstName: "'@Grace",
          lastName: "'-Hopper",
          company: `"'=HYPERLINK(""http://evil.example"",""x"")"`,
          email: "grace@example.com",
          phone: "'+1 206 555 0100",
          description: `"Two lines, ""quoted""\r\nsecond line"`,
        },
      ]),
    );
  });

  it("writes times on Seattle's clock, notes' too, and each request's own subject", () => {
    const db = openDatabase(fixture.dbPath("kinds"));
    const store = new LeadStore(db, { channels: [] });
    const guide = store.add(
      lead({ intent: "guide", company: "Paper Co", receivedAt: "2025-07-04T06:30:00.000Z" }),
    );
    store.add(
      lead({ intent: "register", event: "Automation 101", receivedAt: "2025-11-02T09:30:00.000Z" }),
    );
    const inbox = new InboxStore(db, () => Date.parse("2025-11-02T08:30:00.000Z"));
    inbox.setStatus(guide, "won", "owner@example.com");
    inbox.addNote(
      guide,
      "Called back.\n2025-01-01T00:00:00Z is no note's start",
      "owner@example.com",
    );
    const [, register, guideRow] = leadsCsv(store.list()).split("\r\n");
    expect(register).toContain(",2025-11-02 01:30:00 PST,");
    expect(register).toContain(",Event registration: Automation 101 - Engines,");
    expect(guideRow).toContain(",2025-07-03 23:30:00 PDT,");
    expect(guideRow).toContain(",Guide download: Paper Co,");
    expect(guideRow).toContain(
      ',"2025-11-02 01:30:00 PDT owner@example.com: Called back.\n2025-01-01T00:00:00Z is no note\'s start"',
    );
    db.close();
  });

  it("never writes a terminal escape sequence, NUL or bidi control: the table shows them escaped", async () => {
    const file = fixture.dbPath("hostile");
    const db = openDatabase(file);
    // Written straight to the database, as an older version of the form could have stored it.
    new LeadStore(db, { channels: [] }).add(
      lead({
        firstName: "\u001B]0;pwned\u0007Eve\u0000",
        lastName: "\u009B31mRed",
        company: "\u202Egnp.exe\u202C Co\u007F",
        description: "\u001B[2J\u001B[Hcleared\ttab\nline",
        sourcePage: "\u2066/x\u2069",
        email: "\u0000=cmd|' /C calc'!A0@example.com",
      }),
    );
    db.close();
    // Tab, LF and CR are checked apart: CSV needs them (quoted, and as its line end).
    const unsafe =
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what the test looks for
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

    const table = (await run([], file)).out;
    expect(table).not.toMatch(unsafe);
    expect(table).not.toMatch(/[\t\r]/);
    const row = table.split("\n")[2] ?? "";
    expect(row).toContain("\\x1B]0;pwned\\x07Eve\\x00 \\x9B31mRed");
    expect(row).toContain("\\u202Egnp.exe\\u202C Co\\x7F");
    expect(row).toContain("\\u2066/x\\u2069");
    expect(row).toContain("\\x1B[2J\\x1B[Hcleared\\ttab\\nline");

    const csv = (await run(["--format", "csv"], file)).out;
    expect(csv).not.toMatch(unsafe);
    const cells = csv.split("\r\n")[1] ?? "";
    expect(cells).toContain(',"]0;pwnedEve",31mRed,gnp.exe Co,');
    // The NUL is removed first, so the formula guard sees the "=" a spreadsheet would.
    expect(cells).toContain(",'=cmd|' /C calc'!A0@example.com,");
    // Tab and line break stay inside the quoted description.
    expect(cells).toContain(',"[2J[Hcleared\ttab\nline",');
  });

  it("in CSV, no piece a spreadsheet could cut from any cell starts a formula", async () => {
    // What a spreadsheet may split a cell on: the comma, the semicolon (the list separator in many
    // locales: quotes count only at the start of a field, so a quoted "x;+1" still gives "+1"),
    // tab, and a line break.
    const hostile = [
      "x;+1;",
      "x,=1+1",
      "a\t@SUM(A1)",
      "a;\t=1",
      "a\n-2+3",
      "a\r\n=cmd",
      'x;"=1"',
      "x; =1",
      "x;;@a",
      " =1",
      "\t\t=1",
    ];
    const file = fixture.dbPath("formulas");
    const db = openDatabase(file);
    const store = new LeadStore(db, { channels: [] });
    for (const text of hostile) {
      // Every text the store keeps, a field added to the table included; the request's key is
      // one of a fixed few, never a visitor's text.
      const everyField = leadFields
        .filter((field) => field.insert && field.name !== "intent")
        .map((field) => [field.name, text]);
      store.add(lead(Object.fromEntries(everyField)));
    }
    db.close();

    const csv = (await run(["--format", "csv"], file)).out;
    expect(csv).toContain(`,"x;'+1;","x;'+1;",`);
    const formulaStarts: string[] = [];
    for (const separator of [",", ";", "\t"]) {
      for (const piece of csv.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator))) {
        // An import may trim spaces, read a leading quote as the start of a quoted field and
        // skip a leading tab or CR.
        if (/^[ "]*[=+\-@\t\r]/.test(piece)) formulaStarts.push(piece);
      }
    }
    expect(formulaStarts).toEqual([]);
  });

  it("filters by --since (UTC day, inclusive)", async () => {
    expect((await run(["--since", "2025-02-01"])).out).toContain("2 leads");
    expect((await run(["--since", "2025-01-31"])).out).toContain("3 leads");
    expect((await run(["--since", "2025-02-04"])).out).toBe(
      `No leads since 2025-02-04 in ${dbPath}.\n`,
    );
  });

  it("says so when there are no leads, without creating a database", async () => {
    const missing = fixture.dbPath("missing");
    expect((await run([], missing)).out).toBe(`No leads yet: ${missing} does not exist.\n`);
    expect(existsSync(missing)).toBe(false);
    expect((await run(["--format", "csv"], missing)).out).toMatch(/^id,receivedAt,.*\r\n$/);
  });

  it.each([
    [["--since", "2025-02-30"], /--since must be a date/],
    [["--since", "yesterday"], /--since must be a date/],
    [["--format", "xlsx"], /--format must be table or csv/],
    [["--verbose"], /Unknown option/],
    [["--backup", "a.db", "--restore", "b.db"], /one at a time/],
  ])("rejects %j with exit code 2 and the usage", async (args, message) => {
    const { code, err, out } = await run(args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain("Usage: npm run leads");
    expect(out).toBe("");
  });

  it("--pending lists what each channel has not delivered, with attempts and the last error", async () => {
    const file = fixture.dbPath();
    const db = openDatabase(file);
    const store = new LeadStore(db, { channels: ["webhook", "email"], now: () => 0 });
    store.add(lead({ receivedAt: "2025-03-01T08:00:00.000Z", firstName: "Delivered" }));
    store.add(lead({ receivedAt: "2025-03-02T09:15:00.000Z", firstName: "Waiting" }));
    db.exec(`UPDATE outbox SET delivered_at = '2025-03-01T08:00:01.000Z' WHERE lead_id = 1;
      UPDATE outbox SET attempts = 3, next_attempt_at = ${Date.parse("2025-03-02T09:17:00Z")},
        last_error = 'ECONNECTION: connect ECONNREFUSED 127.0.0.1:587'
        WHERE lead_id = 2 AND channel = 'email'`);
    db.close();

    const { code, out } = await run(["--pending"], file);
    expect(code).toBe(0);
    const lines = out.split("\n");
    expect(lines[0]).toMatch(
      /^Lead\s+Received \(UTC\)\s+Name\s+Channel\s+Attempts\s+Next try \(UTC\)\s+Last error$/,
    );
    expect(lines.slice(2, 4)).toEqual([
      expect.stringMatching(
        /^2\s+2025-03-02 09:15\s+Waiting Lovelace\s+email\s+3\s+2025-03-02 09:17\s+ECONNECTION: connect ECONNREFUSED 127\.0\.0\.1:587$/,
      ),
      expect.stringMatching(
        /^2\s+2025-03-02 09:15\s+Waiting Lovelace\s+webhook\s+0\s+1970-01-01 00:00\s+not tried yet$/,
      ),
    ]);
    expect(out).toContain("2 deliveries pending");
    expect(out).not.toContain("Delivered");

    expect((await run(["--pending"])).out).toMatch(
      /^Nothing pending: every lead in .* was delivered/,
    );
  });

  it("runs as a command reading LEADS_DB", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "server/leads-cli.ts", "--since", "2025-02-02"],
      { env: { ...process.env, LEADS_DB: dbPath }, timeout: 15_000 },
    );
    expect(stdout).toMatch(/^Received \(UTC\) +Name/);
    expect(stdout).toContain("1 lead\n");
  });
});
