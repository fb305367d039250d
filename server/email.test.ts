import addressparser from "nodemailer/lib/addressparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { emailSubject } from "../src/features/contact/schema";
import { CONSULTATION_SUMMARY_PREFIX } from "../src/features/roi/roi";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  validLead,
} from "../tests/support/fixture";
import { decodeWords, type ReceivedMail, startSmtp } from "../tests/support/smtp";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { buildApp } from "./app";
import { readConfig } from "./config";
import { leadEmail, smtpTransport } from "./email";
import { leadFields, payloadFields } from "./lead-fields";
import type { LeadPayload } from "./leads";

let fixture: Fixture;
const cleanups: (() => Promise<void> | void)[] = [];
beforeAll(() => {
  fixture = makeFixture();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => fixture.remove());

const OWNER = "owner@example.com";
const SALES = "sales@example.com";
const FROM = "website@example.com";

/** The email settings as the server reads them from its environment. */
function emailConfig(smtpUrl: string) {
  const config = readConfig({
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: `${OWNER}, ${SALES}`,
    LEAD_NOTIFY_FROM: FROM,
    LEAD_EMAIL_BACKOFF_MS: "50",
  }).email;
  if (!config) throw new Error("SMTP_URL was not read");
  return config;
}

async function smtp(options: Parameters<typeof startSmtp>[0] = {}) {
  const server = await startSmtp(options);
  cleanups.push(server.close);
  return server;
}

async function site(leadsDb: string, smtpUrl: string, now?: () => number) {
  const server = await buildApp(
    appOptions(fixture, { leadsDb, email: emailConfig(smtpUrl), ...(now && { now }) }),
  );
  cleanups.push(server.close);
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    server.app.request("http://localhost/", {
      method: "POST",
      body: formBody(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        ...headers,
      },
    });
  return { ...server, post };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const emailRows = (db: string) => readRows(db, "outbox").filter((row) => row.channel === "email");

/** The owner's notifications among what the SMTP server received (the visitors get theirs too). */
const toOwner = (mail: { received: ReceivedMail[] }) =>
  mail.received.filter((message) => message.envelopeTo.includes(OWNER));

/** The first line the owner's email channel logged. */
const firstEmailLine = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.map(([line]) => String(line)).find((line) => line.startsWith("email:"));

describe("lead notification by email", { timeout: SOCKET_TEST_TIMEOUT_MS }, () => {
  it("sends each lead as one email to the owner's inbox, with Reply-To the visitor", async () => {
    const mail = await smtp();
    const db = fixture.dbPath();
    const { post } = await site(db, mail.url, () => Date.parse("2025-07-04T17:30:00.000Z"));
    const summary = `${CONSULTATION_SUMMARY_PREFIX} $52,000 annual savings on a $15,000 investment.`;
    const response = await post(
      {
        ...validLead,
        source: "roi-calculator",
        intent: "register",
        event: "Automation 101, Thursday, March 14, 2024",
        description: `${summary}\nMostly invoices.`,
      },
      { Referer: "http://localhost/roi-calculator?hours=20" },
    );
    expect(response.status).toBe(200);

    await waitForState(() => expect(toOwner(mail)).toHaveLength(1));
    const [message] = toOwner(mail);
    const [lead] = readRows(db, "leads");
    expect(message?.envelopeFrom).toBe(FROM);
    expect(message?.envelopeTo).toEqual([OWNER, SALES]);
    expect(message?.header("from")).toBe(FROM);
    expect(message?.header("to")).toBe(`${OWNER}, ${SALES}`);
    expect(message?.header("reply-to")).toBe("Ada Lovelace <ada@example.com>");
    expect(message?.header("subject")).toBe(
      "Event registration: Automation 101, Thursday, March 14, 2024 - Analytical Engines LLC",
    );
    expect(message?.header("message-id")).toBe(`<lead-${lead?.lead_key}@example.com>`);

    expect(message?.text).toBe(
      [
        "A new lead from the website's contact form.",
        "",
        "Received:     Friday, July 4, 2025 at 10:30:00 AM PDT",
        "Name:         Ada Lovelace",
        "Company:      Analytical Engines LLC",
        "Email:        ada@example.com",
        "Phone:        (206) 555-0100",
        "Request:      Event registration: Automation 101, Thursday, March 14, 2024",
        "Source:       The ROI calculator's button, on ROI Calculator",
        "Page:         /roi-calculator",
        `ROI summary:  ${summary}`,
        `Form subject: ${emailSubject("Analytical Engines LLC")}`,
        "",
        "What would you like to automate?",
        "Mostly invoices.",
        "",
        "Reply to this email to answer Ada directly.",
        "Lead 1; `npm run leads` on the server lists every lead.",
        "",
      ].join("\n"),
    );
    expect(message?.html).toContain("<th");
    expect(message?.html).toContain("Friday, July 4, 2025 at 10:30:00 AM PDT");
    await waitForState(() => expect(emailRows(db)[0]?.delivered_at).not.toBeNull());
    expect(emailRows(db)).toMatchObject([{ attempts: 1, last_error: null, payload: "" }]);
  });

  it("lets no field add a header or a recipient, and escapes markup in the HTML", async () => {
    const mail = await smtp();
    const config = emailConfig(mail.url);
    const injection =
      "\r\nBcc: thief@example.net\r\nX-Injected: yes\r\n\r\n<script>alert(1)</script>";
    // Every field the form sends carries the injection, a field added to the table included.
    const sent = Object.fromEntries(
      payloadFields(leadFields).map((field) => [field.name, `${field.label}${injection}`]),
    );
    const hostile = {
      ...sent,
      id: 7,
      receivedAt: "2025-01-15T20:00:00.000Z",
      firstName: `Eve${injection}`,
      lastName: `Doe, mallory@example.net${injection}`,
      company: `<b>Acme</b>${injection}`,
      phone: injection,
      email: `eve@example.com${injection}`,
      description: `<img src=x onerror=alert(1)> & "quotes"${injection}`,
      subject: `spoofed${injection}`,
      sourcePage: `pricing${injection}`,
      intent: "consultation",
      event: `Automation 101${injection}`,
      package: `Growth${injection}`,
      page: `/x${injection}`,
    } as LeadPayload;
    const transport = smtpTransport(config);
    cleanups.push(() => transport.close());
    await transport.sendMail(leadEmail(hostile, "key-1", config));
    // A plain address with a hostile name: the name is quoted into the one Reply-To mailbox.
    await transport.sendMail(leadEmail({ ...hostile, email: "eve@example.com" }, "key-2", config));

    expect(mail.received).toHaveLength(2);
    for (const message of mail.received) {
      expect(message.envelopeTo).toEqual([OWNER, SALES]);
      const names = message.headers.map(([name]) => name);
      expect(names).not.toContain("bcc");
      expect(names).not.toContain("x-injected");
      expect(new Set(names)).toEqual(
        new Set([
          "content-type",
          "from",
          "to",
          "subject",
          "message-id",
          "date",
          "mime-version",
          ...(message === mail.received[1] ? ["reply-to"] : []),
        ]),
      );
      // The package's name and the company, each made one line.
      expect(message.header("subject")).toMatch(
        /^Growth Bcc: thief@example\.net .* package: <b>Acme<\/b>/,
      );
      expect(message.html).not.toMatch(/<script|<img|<b>/);
      expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
      expect(message.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    }
    // An address that is not a plain mailbox gets no Reply-To at all.
    expect(mail.received[0]?.header("reply-to")).toBeUndefined();
    const replyTo = addressparser(mail.received[1]?.header("reply-to") ?? "", { flatten: true });
    expect(replyTo.map((mailbox) => mailbox.address)).toEqual(["eve@example.com"]);
  });

  it("puts a visitor's text into the headers as text: nothing in it is decoded as an encoded-word", async () => {
    const mail = await smtp();
    const db = fixture.dbPath();
    const { post } = await site(db, mail.url);
    // Each would read differently once decoded: a right-to-left override; NUL and ESC; a line
    // break inside the display name.
    const leads = [
      { company: "=?UTF-8?B?QWNtZSDigK5nbnAuZXhl?=", firstName: "Ada" },
      { company: "=?UTF-8?Q?Acme=00=1B[31mRed?=", firstName: "=?utf-8?q?A=1B[8m?=" },
      { company: "Acme", firstName: "=?UTF-8?Q?Ada=0D=0ABcc:_thief@example.net?=" },
      { company: "x =?ISO-8859-1?Q?caf=E9?= y", firstName: "=?UTF-8?B?4oCu?= Eve" },
    ];
    for (const [index, fields] of leads.entries()) {
      const response = await post({ ...validLead, ...fields, email: `lead${index}@example.com` });
      expect(response.status).toBe(200);
    }
    await waitForState(() => expect(toOwner(mail)).toHaveLength(leads.length));

    const shown = toOwner(mail).map((message) => ({
      subject: decodeWords(message.header("subject") ?? ""),
      replyTo: decodeWords(message.header("reply-to") ?? ""),
    }));
    expect(shown).toEqual(
      leads.map(({ company, firstName }, index) => ({
        subject: `Consultation: ${company}`,
        replyTo: expect.stringMatching(
          new RegExp(`^"?${escapeRegExp(`${firstName} Lovelace`)}"? <lead${index}@example\\.com>$`),
        ),
      })),
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what a decoded header must not hold
    expect(JSON.stringify(shown)).not.toMatch(/[\u0000-\u001F\u007F\u202E]/);
  });

  it("names the request in each subject; the form's own subject stays in the body and the store", async () => {
    const mail = await smtp();
    const db = fixture.dbPath();
    const { post } = await site(db, mail.url);
    const event = "Automation 101, Thursday, March 14, 2024";
    const requests: [fields: Record<string, string>, subject: string][] = [
      [{ intent: "consultation" }, "Consultation: Acme Plumbing"],
      [{}, "Consultation: Acme Plumbing"],
      [{ package: "Strategic Implementation" }, "Strategic Implementation package: Acme Plumbing"],
      [{ intent: "guide" }, "Guide download: Acme Plumbing"],
      [{ intent: "download" }, "PDF download: Acme Plumbing"],
      [{ intent: "subscribe" }, "Newsletter: lead5@example.com"],
      [{ intent: "register", event }, `Event registration: ${event} - Acme Plumbing`],
      [{ intent: "recording", event }, `Recording request: ${event} - Acme Plumbing`],
    ];
    for (const [index, [fields]] of requests.entries()) {
      const lead = { ...validLead, company: "Acme Plumbing", email: `lead${index}@example.com` };
      expect((await post({ ...lead, ...fields })).status).toBe(200);
    }
    await waitForState(() => expect(toOwner(mail)).toHaveLength(requests.length));

    const subjectTo = (index: number) =>
      toOwner(mail).find((message) => message.header("reply-to")?.includes(`lead${index}@`));
    expect(requests.map((_, index) => subjectTo(index)?.header("subject"))).toEqual(
      requests.map(([, subject]) => subject),
    );
    const formSubject = emailSubject("Acme Plumbing");
    for (const message of toOwner(mail)) {
      expect(message.text).toContain(`Form subject: ${formSubject}\n`);
      expect(message.html).toContain(formSubject);
    }
    // What the form posted stays as it was in the store; a visitor's own `subject` is ignored.
    expect(readRows(db, "leads").map((row) => row.subject)).toEqual(
      requests.map(() => formSubject),
    );
  });

  it("with the SMTP server down, acknowledges the lead and mails it exactly once after both restart", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = await startSmtp();
    const { port, url } = first;
    await first.close();
    const db = fixture.dbPath();

    const down = await site(db, url);
    expect((await down.post(validLead)).status).toBe(200);
    await waitForState(() => expect(emailRows(db)[0]?.last_error).toMatch(/^ESOCKET|^ECONNECTION/));
    expect(emailRows(db)[0]?.delivered_at).toBeNull();
    const line = firstEmailLine(warn);
    expect(line).toMatch(/^email: lead 1 attempt 1 failed \(E[A-Z]+: .*\); retry in 50 ms$/);
    expect(line).not.toMatch(/Ada|Lovelace|ada@example\.com/);
    await down.close();

    const mail = await smtp({ port });
    const up = await site(db, url);
    await waitForState(() => expect(toOwner(mail)).toHaveLength(1));
    // A second lead is sent after the first row was looked at again: the first is not repeated.
    expect((await up.post({ ...validLead, email: "grace@example.com" })).status).toBe(200);
    await waitForState(() => expect(toOwner(mail)).toHaveLength(2));
    // The server records a delivery once the SMTP server has answered, a moment after the message
    // arrived: closing before that would stop the outbox with the send unconfirmed.
    await waitForState(() =>
      expect(emailRows(db).every((row) => row.delivered_at !== null)).toBe(true),
    );
    await up.close();
    expect(toOwner(mail).map((message) => message.header("reply-to"))).toEqual([
      "Ada Lovelace <ada@example.com>",
      "Ada Lovelace <grace@example.com>",
    ]);
    expect(emailRows(db).every((row) => row.delivered_at !== null)).toBe(true);
  });

  it.each([451, 554])("retries a message the SMTP server refuses with %i", async (code) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let refused = false;
    const mail = await smtp({
      reply: (_, to) => {
        if (refused || !to.includes(OWNER)) return undefined;
        refused = true;
        return code;
      },
    });
    const db = fixture.dbPath();
    const { post } = await site(db, mail.url);
    expect((await post(validLead)).status).toBe(200);

    await waitForState(() => expect(toOwner(mail)).toHaveLength(1));
    await waitForState(() => expect(emailRows(db)[0]?.delivered_at).not.toBeNull());
    expect(emailRows(db)[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(firstEmailLine(warn)).toMatch(
      new RegExp(`^email: lead 1 attempt 1 failed \\(EMESSAGE ${code}: .*\\); retry in 50 ms$`),
    );
  });

  it("queues email and webhook apart: one channel's failure does not hold up the other", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const mail = await smtp();
    const db = fixture.dbPath();
    const server = await buildApp(
      appOptions(fixture, {
        leadsDb: db,
        email: emailConfig(mail.url),
        // Nothing listens there: the webhook keeps failing.
        webhook: {
          url: "http://127.0.0.1:9/hook",
          baseDelayMs: 60_000,
          maxDelayMs: 60_000,
          timeoutMs: 500,
        },
      }),
    );
    cleanups.push(server.close);
    const response = await server.app.request("http://localhost/", {
      method: "POST",
      body: formBody(validLead),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(303);
    await waitForState(() => expect(toOwner(mail)).toHaveLength(1));
    await waitForState(() =>
      expect(readRows(db, "outbox").map((row) => [row.channel, row.delivered_at !== null])).toEqual(
        [
          ["webhook", false],
          ["email", true],
          ["visitor", true],
        ],
      ),
    );
  });
});
