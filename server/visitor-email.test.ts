import { describe, expect, it, onTestFinished, vi } from "vitest";
import { completeGuide, downloads } from "../src/collections/downloads";
import { site as facts } from "../src/collections/facts";
import { visitorEmails as words } from "../src/collections/visitor-emails";
import { readRows } from "../tests/support/fixture";
import { type ReceivedMail, startSmtp } from "../tests/support/smtp";
import { SOCKET_TEST_TIMEOUT_MS, waitForState } from "../tests/support/wait";
import { inboxTestApp, namesIn } from "./admin/test-app";
import { readConfig } from "./config";

const start = inboxTestApp();
const FROM = "website@example.com";
const ORIGIN = "https://www.example.com";
const EVENT = "Automation 101: Where Small Businesses Save the Most Time, March 14, 2024";
const DAY_MS = 24 * 60 * 60_000;

function emailConfig(smtpUrl: string) {
  const config = readConfig({
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: "owner@example.com",
    LEAD_NOTIFY_FROM: FROM,
    LEAD_EMAIL_BACKOFF_MS: "50",
    SITE_URL: `${ORIGIN}/`,
  }).email;
  if (!config) throw new Error("SMTP_URL was not read");
  return config;
}

/** The site with a real SMTP server; `clock.now` moves when a test moves it. */
async function siteWithMail(clock?: { now: number }) {
  const mail = await startSmtp();
  const app = await start({
    email: emailConfig(mail.url),
    ...(clock && { now: () => clock.now }),
  });
  onTestFinished(mail.close);
  const to = (address: string) =>
    mail.received.filter((message) => message.envelopeTo.join() === address);
  return { mail, app, to };
}

/** The first link of the text part that starts with `prefix`. */
const linkIn = (message: ReceivedMail | undefined, prefix: string) =>
  new RegExp(`${prefix.replace(/[.?]/g, "\\$&")}\\S+`).exec(message?.text ?? "")?.[0] ?? "";

const paragraphs = (text: string) => text.split(/\n\s*\n/);
/** The text as the HTML part writes it: escaped, line breaks as <br>. */
const inHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#39;").replaceAll("\n", "<br>");

/** What every visitor email says and how it is addressed, whatever the request. */
function expectVisitorEmail(message: ReceivedMail | undefined, address: string, body: string) {
  expect(message?.envelopeFrom).toBe(FROM);
  expect(message?.envelopeTo).toEqual([address]);
  expect(message?.header("from")).toBe(`${facts.name} <${FROM}>`);
  expect(message?.header("to")).toBe(address);
  // Replies go to the firm, not to the address typed into the form.
  expect(message?.header("reply-to")).toBe(`${facts.name} <${facts.email}>`);
  const text = message?.text ?? "";
  expect(text.startsWith(`${words.greeting} Ada,\n\n${paragraphs(body)[0]}\n`)).toBe(true);
  for (const part of paragraphs(body)) {
    expect(text).toContain(part);
    expect(message?.html).toContain(inHtml(part));
  }
  expect(text).toContain(`${words.signOff}\n\n${facts.name}\n${facts.phone} · ${facts.email}`);
  expect(text).toContain(words.why);
  expect(message?.html).toContain(inHtml(words.signOff));
  expect(message?.html).toContain(facts.phone);
}

describe("the visitor's email", { timeout: SOCKET_TEST_TIMEOUT_MS }, () => {
  it("answers each of the six requests in its own words, with its link, and says so in the lead's history", async () => {
    const site = await siteWithMail();
    const requests = {
      consultation: {},
      guide: { intent: "guide" },
      download: { intent: "download" },
      recording: { intent: "recording", event: EVENT },
      register: { intent: "register", event: EVENT },
      subscribe: { intent: "subscribe" },
    };
    for (const [name, fields] of Object.entries(requests)) {
      await site.app.submitLead({ ...fields, email: `${name}@example.com` });
    }
    await waitForState(() =>
      expect(Object.keys(requests).map((name) => site.to(`${name}@example.com`).length)).toEqual([
        1, 1, 1, 1, 1, 1,
      ]),
    );
    const [consultation, guide, download, recording, register, subscribe] = Object.keys(
      requests,
    ).map((name) => site.to(`${name}@example.com`)[0]);

    expect(consultation?.header("subject")).toBe(words.consultation.subject);
    expect(words.consultation.subject).toContain(facts.name);
    expectVisitorEmail(consultation, "consultation@example.com", words.consultation.body);
    expect(consultation?.text).toContain(`${words.consultation.button}:\n${facts.bookingUrl}\n`);
    expect(consultation?.html).toContain(`href="${facts.bookingUrl}"`);

    expect(guide?.header("subject")).toBe(words.guide.subject);
    expectVisitorEmail(guide, "guide@example.com", words.guide.body);
    expect(guide?.text).toContain(
      `${completeGuide.title}\n${completeGuide.summary}\n${ORIGIN}${completeGuide.href}\n`,
    );
    expect(guide?.html).toContain(`href="${ORIGIN}${completeGuide.href}"`);

    expectVisitorEmail(download, "download@example.com", words.download.body);
    for (const pdf of downloads.filter((item) => item !== completeGuide)) {
      expect(download?.text).toContain(`${pdf.title}\n${pdf.summary}\n${ORIGIN}${pdf.href}\n`);
    }
    expect(download?.text).not.toContain(completeGuide.href);

    // The event has no recording link yet: the email says so instead of a button.
    expect(recording?.header("subject")).toBe(`${words.recording.subject}: ${EVENT.split(",")[0]}`);
    expectVisitorEmail(recording, "recording@example.com", words.recording.body);
    expect(recording?.text).toContain(words.recording.notYet);
    expect(recording?.text).not.toContain(words.recording.button);

    expect(register?.header("subject")).toBe(`${words.register.subject}: ${EVENT.split(",")[0]}`);
    expectVisitorEmail(register, "register@example.com", words.register.body);
    expect(register?.text).toContain(
      `${EVENT.split(",")[0]}\n${words.register.when} March 14, 2024, 11:00 AM PT (60 minutes)\n${words.register.where} Online\n`,
    );
    expect(register?.text).toContain(words.register.calendar);
    expect(register?.attachments).toEqual([
      expect.objectContaining({
        filename: "2024-03-14-automation-101.ics",
        contentType: expect.stringMatching(/^text\/calendar/),
        content: expect.stringMatching(/SUMMARY:Automation 101[\s\S]*DTSTART:20240314T180000Z/),
      }),
    ]);

    expect(subscribe?.header("subject")).toBe(words.subscribe.subject);
    expectVisitorEmail(subscribe, "subscribe@example.com", words.subscribe.body);
    const confirm = linkIn(subscribe, `${ORIGIN}/subscription/confirm?token=`);
    expect(subscribe?.text).toContain(`${words.subscribe.button}:\n${confirm}\n`);
    expect(subscribe?.html).toContain(`href="${confirm}"`);
    const unsubscribe = linkIn(subscribe, `${ORIGIN}/subscription/unsubscribe?token=`);
    expect(subscribe?.header("list-unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(subscribe?.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    // Only a subscriber's mail carries the unsubscribe headers.
    expect(consultation?.header("list-unsubscribe")).toBeUndefined();

    // Each lead's history says it, once the SMTP server took the message.
    await waitForState(() => expect(historyOf(site.app.options.leadsDb)).toHaveLength(6));
    expect(historyOf(site.app.options.leadsDb)).toEqual(
      [1, 2, 3, 4, 5, 6].map((id) => ({
        lead_id: id,
        actor: "the website",
        event: "Confirmation sent",
      })),
    );
  });

  it("confirms a subscription from its link: a GET shows a button, its POST confirms; the inbox marks it unconfirmed until then", async () => {
    const site = await siteWithMail();
    await site.app.submitLead({ intent: "subscribe", firstName: "Sue" });
    await confirmationSent(site);
    const { jar } = await site.app.session();
    const list = async () => (await site.app.get("/admin", jar)).text();
    expect(await list()).toMatch(
      />Sue Lovelace<\/a>.*<span class="unconfirmed">Unconfirmed<\/span>/,
    );

    const link = new URL(
      linkIn(site.to("ada@example.com")[0], `${ORIGIN}/subscription/confirm?token=`),
    );
    // A mail scanner that opens the link confirms nothing.
    const page = await site.app.request(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<h1>${words.pages.confirm}</h1>`);
    expect(html).toContain("<strong>ada@example.com</strong>");
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(`${link.pathname}${link.search}`);
    expect(html).toContain(`<button type="submit">${words.pages.confirmButton}</button>`);
    expect(page.headers.get("content-security-policy")).toMatch(
      /default-src 'none'; style-src 'sha256-/,
    );
    expect(readRows(site.app.options.leadsDb, "leads")[0]?.confirmed_at).toBeNull();

    const confirmed = await site.app.request(action ?? "", { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`<h1>${words.pages.confirmed}</h1>`);
    // A second press changes nothing more.
    await site.app.request(action ?? "", { method: "POST" });
    expect(readRows(site.app.options.leadsDb, "leads")[0]?.confirmed_at).toEqual(
      expect.any(String),
    );
    expect(historyOf(site.app.options.leadsDb).map((row) => row.event)).toEqual([
      "Confirmation sent",
      "Subscription confirmed",
    ]);
    expect(await list()).not.toContain("Unconfirmed");
    expect(namesIn(await list())).toEqual(["Sue"]);
  });

  it("unsubscribes in one click (RFC 8058) or from the page, without a sign-in", async () => {
    const site = await siteWithMail();
    await site.app.submitLead({ intent: "subscribe" });
    await confirmationSent(site);
    const header = site.to("ada@example.com")[0]?.header("list-unsubscribe") ?? "";
    const link = new URL(header.slice(1, -1));

    const page = await site.app.request(`${link.pathname}${link.search}`);
    expect(await page.text()).toContain(
      `<button type="submit">${words.pages.unsubscribeButton}</button>`,
    );
    expect(readRows(site.app.options.leadsDb, "leads")[0]?.unsubscribed_at).toBeNull();
    // What a mail provider's own Unsubscribe button sends.
    const oneClick = await site.app.request(`${link.pathname}${link.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain(`<h1>${words.pages.unsubscribed}</h1>`);
    expect(readRows(site.app.options.leadsDb, "leads")[0]?.unsubscribed_at).toEqual(
      expect.any(String),
    );
    expect(historyOf(site.app.options.leadsDb).map((row) => row.event)).toEqual([
      "Confirmation sent",
      "Unsubscribed: the subscription ended",
    ]);
  });

  it("refuses a forged link, a link of another purpose and an expired one, and changes nothing", async () => {
    const clock = { now: Date.parse("2026-12-02T18:00:00.000Z") };
    const site = await siteWithMail(clock);
    await site.app.submitLead({ intent: "subscribe" });
    await waitForState(() => expect(site.to("ada@example.com")).toHaveLength(1));
    const message = site.to("ada@example.com")[0];
    const confirm = new URL(linkIn(message, `${ORIGIN}/subscription/confirm?token=`));
    const unsubscribe = new URL(linkIn(message, `${ORIGIN}/subscription/unsubscribe?token=`));
    const token = confirm.searchParams.get("token") ?? "";
    const [leadKey, expires, signature = ""] = token.split(".");
    const flipped = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const forged = [
      `${leadKey}.${expires}.${flipped}`,
      // A later expiry with the old signature.
      `${leadKey}.${Number(expires) + DAY_MS / 1000}.${signature}`,
      // The unsubscribe link's token used to confirm.
      unsubscribe.searchParams.get("token") ?? "",
      "",
    ];
    for (const bad of forged) {
      const path = `/subscription/confirm?token=${encodeURIComponent(bad)}`;
      for (const method of ["GET", "POST"]) {
        const response = await site.app.request(path, { method });
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(`<h1>${words.pages.broken}</h1>`);
      }
    }
    const forgedUnsubscribe = await site.app.request(
      `/subscription/unsubscribe?token=${leadKey}.${expires}.${flipped}`,
      { method: "POST" },
    );
    expect(forgedUnsubscribe.status).toBe(400);

    // A week and a day later, the confirmation link has expired.
    clock.now += 8 * DAY_MS;
    const expired = await site.app.request(`${confirm.pathname}${confirm.search}`, {
      method: "POST",
    });
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(`<h1>${words.pages.expired}</h1>`);
    expect(readRows(site.app.options.leadsDb, "leads")[0]).toMatchObject({
      confirmed_at: null,
      unsubscribed_at: null,
    });
  });
});

describe("never a weapon", { timeout: SOCKET_TEST_TIMEOUT_MS }, () => {
  it("sends nothing for a post that filled the hidden anti-bot field", async () => {
    const site = await siteWithMail();
    await site.app.submitLead({ "bot-field": "x", email: "target@example.com" });
    await site.app.submitLead({ email: "real@example.com" });
    await waitForState(() => expect(site.to("real@example.com")).toHaveLength(1));
    expect(site.to("target@example.com")).toEqual([]);
    expect(readRows(site.app.options.leadsDb, "outbox").map((row) => row.lead_id)).not.toContain(1);
  });

  it("sends nothing when the owner releases a caught post from Spam (the owner answers it), nor for a lead moved to Spam before its email went out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const down = await startSmtp();
    await down.close();
    const site = await start({ email: emailConfig(down.url) });
    await site.submitLead({ "bot-field": "x", email: "caught@example.com" });
    await site.submitLead({ email: "moved@example.com" });
    const { jar, csrf } = await site.session();
    await site.post("/admin/leads/2/spam", { csrf }, { jar });
    await site.post("/admin/bulk", { csrf, view: "spam", id: "1", action: "release" }, { jar });
    await site.server.close();

    const mail = await startSmtp({ port: down.port });
    onTestFinished(mail.close);
    const up = await start(
      { leadsDb: site.options.leadsDb, email: emailConfig(mail.url) },
      { account: false },
    );
    await up.submitLead({ email: "last@example.com" });
    await waitForState(() =>
      expect(mail.received.map((message) => message.envelopeTo.join())).toContain(
        "last@example.com",
      ),
    );
    // The released lead reached the owner; neither visitor got anything.
    await waitForState(() =>
      expect(mail.received.map((message) => message.header("reply-to"))).toContain(
        "Ada Lovelace <caught@example.com>",
      ),
    );
    expect(mail.received.map((message) => message.envelopeTo.join())).not.toContain(
      "caught@example.com",
    );
    expect(mail.received.map((message) => message.envelopeTo.join())).not.toContain(
      "moved@example.com",
    );
  });

  it("sends one email per address and request a day, however many posts: counted in the database", async () => {
    const clock = { now: Date.parse("2026-12-02T18:00:00.000Z") };
    const site = await siteWithMail(clock);
    for (let post = 0; post < 12; post++) {
      // The same address however it is capitalised.
      const email = post % 2 ? "Target@Example.com" : "target@example.com";
      await site.app.submitLead({ intent: "guide", email });
    }
    await site.app.submitLead({ intent: "register", event: EVENT, email: "target@example.com" });
    await waitForState(() =>
      expect(visitorRows(site.app.options.leadsDb).map((row) => row.delivered_at !== null)).toEqual(
        [true, true],
      ),
    );
    // A restart forgets nothing: the count is in the database.
    await site.app.server.close();
    const again = await start(
      {
        leadsDb: site.app.options.leadsDb,
        email: emailConfig(site.mail.url),
        now: () => clock.now,
      },
      { account: false },
    );
    await again.submitLead({ intent: "guide", email: "target@example.com" });
    // Another address's email goes out after theirs: theirs are all sent by then.
    await again.submitLead({ intent: "guide", email: "last@example.com" });
    await waitForState(() => expect(site.to("last@example.com")).toHaveLength(1));
    const target = site.mail.received.filter((message) =>
      message.envelopeTo.some((address) => address.toLowerCase() === "target@example.com"),
    );
    expect(target.map((message) => message.header("subject"))).toEqual([
      words.guide.subject,
      `${words.register.subject}: ${EVENT.split(",")[0]}`,
    ]);
    expect(historyOf(again.options.leadsDb).filter((row) => row.lead_id === 2)).toEqual([
      {
        lead_id: 2,
        actor: "the website",
        event: "No confirmation sent: this address got one for this request in the last 24 hours",
      },
    ]);

    // A day later the same request is answered again.
    clock.now += DAY_MS;
    await again.submitLead({ intent: "guide", email: "target@example.com" });
    await waitForState(() => expect(site.to("target@example.com")).toHaveLength(3));
  });

  it("lets no field of the form add a recipient or a header, nor put someone's words in the email", async () => {
    const site = await siteWithMail();
    const injection = "\r\nBcc: thief@example.net\r\nX-Injected: yes";
    await site.app.submitLead({
      firstName: `Visit www.cheap-pills.example${injection}`,
      lastName: `Doe${injection}`,
      company: `Acme${injection}`,
      intent: "register",
      event: `${EVENT}${injection}`,
      description: `Buy now${injection}`,
    });
    await waitForState(() => expect(site.to("ada@example.com")).toHaveLength(1));
    const [message] = site.to("ada@example.com");
    const names = message?.headers.map(([name]) => name) ?? [];
    expect(names).not.toContain("bcc");
    expect(names).not.toContain("x-injected");
    expect(site.mail.received.flatMap((mail) => mail.envelopeTo)).not.toContain(
      "thief@example.net",
    );
    // A first name that is not a name is left out of the greeting; nothing else they typed is in.
    expect(message?.text.startsWith(`${words.greeting},\n`)).toBe(true);
    for (const typed of ["cheap-pills", "Doe", "Acme", "Buy now", "thief"]) {
      expect(`${message?.text}${message?.html}`).not.toContain(typed);
    }
    // The event as posted is not one of ours (the injection is part of it): no event, no file.
    expect(message?.attachments).toEqual([]);
  });
});

describe("sent once", { timeout: SOCKET_TEST_TIMEOUT_MS }, () => {
  it("keeps the visitor's email while the mail server is down, across a restart, and sends it once", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = await startSmtp();
    const { port } = first;
    await first.close();
    const down = await start({ email: emailConfig(first.url) });
    await down.submitLead({ intent: "guide" });
    await waitForState(() =>
      expect(visitorRows(down.options.leadsDb)[0]?.last_error).toMatch(/^ESOCKET|^ECONNECTION/),
    );
    await down.server.close();

    const mail = await startSmtp({ port });
    try {
      const up = await start(
        { leadsDb: down.options.leadsDb, email: emailConfig(first.url) },
        { account: false },
      );
      await waitForState(() =>
        expect(visitorRows(up.options.leadsDb)[0]?.delivered_at).not.toBeNull(),
      );
      // A later lead's email goes out after the first row was looked at again.
      await up.submitLead({ intent: "guide", email: "grace@example.com" });
      await waitForState(() =>
        expect(visitorRows(up.options.leadsDb)[1]?.delivered_at).not.toBeNull(),
      );
      const visitors = mail.received.filter(
        (message) => !message.envelopeTo.includes("owner@example.com"),
      );
      expect(visitors.map((message) => message.envelopeTo)).toEqual([
        ["ada@example.com"],
        ["grace@example.com"],
      ]);
      expect(historyOf(up.options.leadsDb).filter((row) => row.lead_id === 1)).toHaveLength(1);
    } finally {
      await mail.close();
    }
  });
});

/**
 * Waits until the subscription's confirmation has reached the mail server and the lead's history:
 * the outbox records the sending once the server has answered, a moment after the server has it.
 */
const confirmationSent = (site: Awaited<ReturnType<typeof siteWithMail>>) =>
  waitForState(() => {
    expect(site.to("ada@example.com")).toHaveLength(1);
    expect(historyOf(site.app.options.leadsDb).map((row) => row.event)).toContain(
      "Confirmation sent",
    );
  });

function historyOf(db: string) {
  return (
    readRows(db, "lead_history" as "leads") as { lead_id: number; actor: string; event: string }[]
  )
    .filter((row) => row.actor === "the website" || row.actor === "the subscriber")
    .map(({ lead_id, actor, event }) => ({ lead_id, actor, event }));
}

const visitorRows = (db: string) =>
  readRows(db, "outbox").filter((row) => row.channel === "visitor");
