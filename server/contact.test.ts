import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import {
  type ContactValues,
  contactFields,
  emailSubject,
  maxLengths,
  messages,
  tooLongMessages,
} from "../src/features/contact/schema";
import { contactBody } from "../src/features/contact/submit";
import { formBody, readRows, validLead } from "../tests/support/fixture";
import { serverFixture } from "../tests/support/server-fixture";
import type { AppOptions } from "./app";
import { readConfig } from "./config";
import { MAX_BODY_BYTES, STORE_RETRY_AFTER_S } from "./contact";
import { leadFields } from "./lead-fields";

const FORM = "application/x-www-form-urlencoded";
const JSON_CLIENT = { Accept: "application/json" };
const BROWSER = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const servers = serverFixture();

/**
 * A lead's row as the store keeps it, from its fields by name: each field of the lead-field table
 * that has a column of its own, in that column. So a field added to the table is expected here
 * too (docs/server.md, "Adding a lead field").
 */
const storedRow = (lead: Record<string, unknown>) =>
  Object.fromEntries(
    leadFields
      .filter((field) => field.column && /^[a-z_]+$/.test(field.column))
      .map((field) => [field.column, lead[field.name]]),
  );

/** Each field the form posts, as `validLead` posts it, or empty when it posts none. */
const postedFields = () =>
  Object.fromEntries(
    contactFields.map((field) => [field, (validLead as Record<string, string>)[field] ?? ""]),
  ) as ContactValues;

async function start(overrides: Partial<AppOptions> = {}) {
  const options = servers.options(overrides);
  const server = await servers.start(options);
  const post = (
    body: BodyInit | null,
    {
      headers = {},
      address = "203.0.113.7",
    }: { headers?: Record<string, string>; address?: string } = {},
  ) => {
    // FormData and Blob bodies bring their own Content-Type; a stream needs half duplex.
    const contentType: Record<string, string> =
      typeof body === "string" ? { "Content-Type": FORM } : {};
    const init: RequestInit = {
      method: "POST",
      body,
      headers: { ...contentType, ...JSON_CLIENT, ...headers },
    };
    return server.app.request(
      "http://localhost/",
      body instanceof ReadableStream ? ({ ...init, duplex: "half" } as RequestInit) : init,
      { incoming: { socket: { remoteAddress: address } } } as never,
    );
  };
  return {
    post,
    leads: () => readRows(options.leadsDb, "leads"),
    outbox: () => readRows(options.leadsDb, "outbox"),
    dbPath: options.leadsDb,
  };
}

describe("a valid lead", () => {
  it("is stored with server-side subject, source, time, user agent and address; JSON gets 200", async () => {
    const now = Date.parse("2025-03-04T05:06:07.089Z");
    const { post, leads } = await start({ now: () => now });
    const response = await post(
      formBody({
        ...validLead,
        source: "pricing-package",
        intent: "guide",
        package: " Strategic Implementation ",
      }),
      {
        headers: { "User-Agent": "TestBrowser/1.0", Referer: "http://localhost/pricing" },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Every column, and nothing else: what was posted (trimmed), what the server adds, and the
    // inbox's state of a new lead.
    expect(leads()).toEqual([
      {
        ...storedRow({
          ...postedFields(),
          package: "Strategic Implementation",
          id: 1,
          receivedAt: "2025-03-04T05:06:07.089Z",
          subject: emailSubject("Analytical Engines LLC"),
          sourcePage: "pricing-package",
          intent: "guide",
          page: "/pricing",
          userAgent: "TestBrowser/1.0",
          clientAddress: "203.0.113.7",
          status: "new",
          statusChangedAt: null,
          openedAt: null,
          spam: null,
        }),
        lead_key: expect.stringMatching(UUID),
        // A subscription's state: neither confirmed nor ended yet.
        confirmed_at: null,
        unsubscribed_at: null,
      },
    ]);
    // The posted values as the visitor typed them, by column: the table maps no field wrong.
    expect(leads()[0]).toMatchObject({
      first_name: "Ada",
      last_name: "Lovelace",
      company: "Analytical Engines LLC",
      phone: "(206) 555-0100",
      email: "ada@example.com",
      description: "Automate our invoicing",
      event: "",
      package: "Strategic Implementation",
    });
  });

  it("from a plain HTML form gets 303 to /contact-received; the source falls back to the Referer path", async () => {
    const { post, leads } = await start();
    const response = await post(formBody({ ...validLead, firstName: "  Grace  " }), {
      headers: { ...BROWSER, Referer: "https://example.com/roi-calculator?x=1" },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact-received");
    const [lead] = leads();
    expect(lead).toMatchObject({ first_name: "Grace", source_page: "/roi-calculator" });
  });

  it("names the intent it was sent with; none or an unknown one is a consultation", async () => {
    const { post, leads } = await start();
    for (const intent of ["subscribe", undefined, "free-money", "toString"]) {
      const fields = intent === undefined ? validLead : { ...validLead, intent };
      expect((await post(formBody(fields))).status).toBe(200);
    }
    expect(leads().map((lead) => lead.intent)).toEqual([
      "subscribe",
      "consultation",
      "consultation",
      "consultation",
    ]);
  });

  it("is accepted as multipart/form-data", async () => {
    const { post, leads } = await start();
    const form = new FormData();
    for (const [name, value] of Object.entries(validLead)) form.append(name, value);
    const response = await post(form);
    expect(response.status).toBe(200);
    expect(leads()).toHaveLength(1);
  });

  it("is stored even with only the required fields", async () => {
    const { post, leads } = await start();
    const { phone: _phone, description: _description, ...required } = validLead;
    expect((await post(formBody(required))).status).toBe(200);
    expect(leads()[0]).toMatchObject({ phone: "", description: "", source_page: null });
  });
});

describe("bad input changes nothing", () => {
  it.each([
    ["text/plain", "form-name=contact"],
    ["application/json", JSON.stringify(validLead)],
    ["", formBody(validLead)],
  ])("Content-Type %j answers 415", async (type, body) => {
    const { post, leads } = await start();
    const response = await post(new Blob([body], { type }), { headers: { "Content-Type": type } });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: expect.stringContaining("x-www-form-urlencoded"),
    });
    expect(leads()).toEqual([]);
  });

  it("answers 413 from Content-Length alone, without reading the body", async () => {
    const { post, leads } = await start();
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1024;
          controller.enqueue(new Uint8Array(1024));
        },
      },
      { highWaterMark: 0 },
    ); // pulls only when read
    const response = await post(body, {
      headers: { "Content-Type": FORM, "Content-Length": String(MAX_BODY_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(pulled).toBe(0);
    expect(leads()).toEqual([]);
  });

  it("answers 413 to a chunked body as soon as it passes the limit", async () => {
    const { post, leads } = await start();
    let pulled = 0;
    const chunk = new TextEncoder().encode(
      `${formBody(validLead)}&description=${"x".repeat(1000)}`,
    );
    // Endless unless the server stops reading.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const response = await post(body, { headers: { "Content-Type": FORM } });
    expect(response.status).toBe(413);
    expect(pulled).toBeGreaterThan(MAX_BODY_BYTES);
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 4 * chunk.length);
    expect(leads()).toEqual([]);
  });

  it("accepts a body of exactly the limit", async () => {
    const { post } = await start();
    const base = `${formBody(validLead)}&padding=`;
    const padded = `${base}${"x".repeat(MAX_BODY_BYTES - base.length)}`;
    expect(padded.length).toBe(MAX_BODY_BYTES);
    expect((await post(padded)).status).toBe(200);
  });

  it.each([
    ["Chinese", "自动化我们的发票流程"],
    ["Cyrillic", "Автоматизация"],
    ["emoji", "🧾"],
  ])(
    "accepts a description of 5,000 %s characters with every other field at its longest, as the browser posts it",
    async (_script, text) => {
      const { post, leads } = await start();
      const longest = (max: number, from: string) =>
        [...from.repeat(Math.ceil(max / [...from].length))].slice(0, max).join("");
      const description = longest(maxLengths.description, text);
      // Every field of the form at its cap, but the two with a format of their own.
      const data: ContactValues = {
        ...(Object.fromEntries(
          contactFields.map((field) => [field, longest(maxLengths[field], text)]),
        ) as ContactValues),
        phone: "+1 (206) 555-0100",
        email: "visitor@example.com",
      };
      // What the form's script sends (src/features/contact/submit.ts).
      const body = contactBody(data, {
        botField: "",
        source: "assessment",
        intent: "consultation",
      });
      expect(body.toString().length).toBeGreaterThan(16 * 1024);
      expect(body.toString().length).toBeLessThanOrEqual(MAX_BODY_BYTES);
      const response = await post(body.toString());
      expect(response.status).toBe(200);
      expect(leads()).toEqual([expect.objectContaining({ description, company: data.company })]);
    },
  );

  it.each([
    ["a missing form-name", formBody({ ...validLead, "form-name": "" }).replace("form-name=&", "")],
    ["an unknown form-name", formBody({ ...validLead, "form-name": "newsletter" })],
  ])("answers 400 to %s", async (_case, body) => {
    const { post, leads } = await start();
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Unknown form." });
    expect(leads()).toEqual([]);
  });

  it("answers 400 to a broken multipart body", async () => {
    const { post } = await start();
    const response = await post("--nope\r\nnot a part", {
      headers: { "Content-Type": "multipart/form-data; boundary=other" },
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ["firstName", "   ", { firstName: messages.firstName }],
    ["lastName", "", { lastName: messages.lastName }],
    ["company", "", { company: messages.company }],
    ["email", "", { email: messages.emailRequired }],
    ["email", "ada@example", { email: messages.emailInvalid }],
    ["phone", "555-CALL-NOW", { phone: messages.phone }],
    ["phone", "+0 206 555 0100", { phone: messages.phone }],
  ])("answers 422 when %s is %j", async (field, value, errors) => {
    const { post, leads } = await start();
    const response = await post(formBody({ ...validLead, [field]: value }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
    expect(leads()).toEqual([]);
  });

  it("lists every failing field, and reads a readable text to a browser", async () => {
    const { post } = await start();
    const json = await post(formBody({ "form-name": "contact" }));
    expect(await json.json()).toEqual({
      errors: {
        firstName: messages.firstName,
        lastName: messages.lastName,
        company: messages.company,
        email: messages.emailRequired,
      },
    });
    const html = await post(formBody({ ...validLead, email: "nope" }), { headers: BROWSER });
    expect(html.status).toBe(422);
    expect(html.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await html.text()).toBe(`Please correct the form:\n- ${messages.emailInvalid}\n`);
  });

  it("answers a filled honeypot exactly like a success and keeps the post as spam, unqueued", async () => {
    // A webhook is configured (an address nothing listens on): a real lead would be queued for it.
    const webhook = {
      url: "http://127.0.0.1:9/",
      baseDelayMs: 60_000,
      maxDelayMs: 60_000,
      timeoutMs: 1000,
    };
    const { post, leads, outbox } = await start({ webhook });
    expect((await post(formBody(validLead))).status).toBe(200);
    expect(outbox()).toHaveLength(1);
    const bot = formBody({ ...validLead, "bot-field": "https://spam.example" });
    const json = await post(bot);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const html = await post(bot, { headers: BROWSER });
    expect(html.status).toBe(303);
    expect(html.headers.get("location")).toBe("/contact-received");
    expect(leads()).toEqual([
      expect.objectContaining({ email: validLead.email, spam: null }),
      expect.objectContaining({ email: validLead.email, spam: "honeypot", status: "new" }),
      expect.objectContaining({ email: validLead.email, spam: "honeypot", status: "new" }),
    ]);
    expect(outbox()).toEqual([expect.objectContaining({ lead_id: leads()[0]?.id })]);
  });

  it("answers an invalid honeypot post with its field errors, as without the honeypot, with or without JavaScript", async () => {
    const { post, leads } = await start();
    const autofilled = formBody({ ...validLead, email: "not an address", "bot-field": "x" });
    const plain = formBody({ ...validLead, email: "not an address" });
    const json = await post(autofilled);
    expect(json.status).toBe(422);
    expect(await json.json()).toEqual({ errors: { email: messages.emailInvalid } });
    const html = await post(autofilled, { headers: BROWSER });
    expect(html.status).toBe(422);
    const page = await html.text();
    expect(page).toContain(messages.emailInvalid);
    expect(page).toBe(await (await post(plain, { headers: BROWSER })).text());
    expect(leads()).toEqual([]);
  });
});

describe("rate limit", () => {
  it("answers the 11th post in 10 minutes with 429 and Retry-After, per client address", async () => {
    let now = Date.parse("2025-01-01T00:00:00Z");
    const config = readConfig({});
    const { post, leads } = await start({ rateLimit: config.rateLimit, now: () => now });
    for (let i = 0; i < 10; i++) {
      expect((await post(formBody(validLead))).status).toBe(200);
      now += 1000;
    }
    const limited = await post(formBody(validLead));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("590");
    expect(await limited.json()).toEqual({ error: expect.stringMatching(/too many/i) });
    expect(leads()).toHaveLength(10);

    expect((await post(formBody(validLead), { address: "198.51.100.1" })).status).toBe(200);
    now += 590_000; // the first post leaves the window
    expect((await post(formBody(validLead))).status).toBe(200);
    expect((await post(formBody(validLead))).status).toBe(429);
  });

  it("does not count posts refused as cross-site or for another form", async () => {
    const { post, leads } = await start({ rateLimit: { max: 1, windowMs: 60_000 } });
    // What any web page can make a visitor's browser send, and what bots send.
    for (let i = 0; i < 20; i++) {
      const crossSite = await post(formBody(validLead), {
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(crossSite.status).toBe(403);
      expect((await post(formBody({ ...validLead, "form-name": "other" }))).status).toBe(400);
    }
    expect(leads()).toEqual([]);
    expect((await post(formBody(validLead))).status).toBe(200);
    expect((await post(formBody(validLead))).status).toBe(429);
    expect(leads()).toHaveLength(1);
  });

  it("counts honeypot posts like real ones, so quarantine fills no faster than the inbox", async () => {
    const { post, leads } = await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    const bot = formBody({ ...validLead, "bot-field": "x" });
    expect((await post(bot)).status).toBe(200);
    expect((await post(bot)).status).toBe(200);
    const limited = await post(bot);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await post(formBody(validLead))).status).toBe(429);
    expect(leads().map((lead) => lead.spam)).toEqual(["honeypot", "honeypot"]);
  });

  it("takes its limit and window from RATE_LIMIT_MAX and RATE_LIMIT_WINDOW_S", async () => {
    const config = readConfig({ RATE_LIMIT_MAX: "2", RATE_LIMIT_WINDOW_S: "30" });
    const { post } = await start({ rateLimit: config.rateLimit, now: () => 0 });
    expect((await post(formBody(validLead))).status).toBe(200);
    expect((await post("form-name=contact")).status).toBe(422); // invalid posts count too
    const limited = await post(formBody(validLead));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("30");
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    const rateLimit = { max: 1, windowMs: 60_000 };
    const direct = await start({ rateLimit, trustProxy: readConfig({}).trustProxy });
    const spoofed = (ip: string) => ({ address: "10.0.0.2", headers: { "X-Forwarded-For": ip } });
    expect((await direct.post(formBody(validLead), spoofed("192.0.2.1"))).status).toBe(200);
    expect((await direct.post(formBody(validLead), spoofed("192.0.2.2"))).status).toBe(429);
    expect(direct.leads()[0]).toMatchObject({ client_address: "10.0.0.2" });
  });

  it("behind one proxy (TRUST_PROXY=1) takes the rightmost X-Forwarded-For entry", async () => {
    const rateLimit = { max: 1, windowMs: 60_000 };
    const { post, leads } = await start({
      rateLimit,
      trustProxy: readConfig({ TRUST_PROXY: "1" }).trustProxy,
    });
    // The proxy (10.0.0.2) appends the address it saw; anything left of it came from the client.
    const via = (header: string) => ({
      address: "10.0.0.2",
      headers: { "X-Forwarded-For": header },
    });
    expect((await post(formBody(validLead), via("192.0.2.1"))).status).toBe(200);
    expect((await post(formBody(validLead), via("198.51.100.7"))).status).toBe(200);
    // Rotating the leftmost, attacker-written entry does not make a new client.
    for (const forged of ["203.0.113.1", "203.0.113.2", "8.8.8.8", "not-an-ip"]) {
      expect((await post(formBody(validLead), via(`${forged}, 192.0.2.1`))).status).toBe(429);
    }
    expect(leads().map((lead) => lead.client_address)).toEqual(["192.0.2.1", "198.51.100.7"]);
  });

  it("behind two proxies (TRUST_PROXY=2) skips the nearer proxy's entry", async () => {
    const { post, leads } = await start({
      rateLimit: { max: 1, windowMs: 60_000 },
      trustProxy: readConfig({ TRUST_PROXY: "2" }).trustProxy,
    });
    const via = (header: string) => ({
      address: "10.0.0.3",
      headers: { "X-Forwarded-For": header },
    });
    expect((await post(formBody(validLead), via("203.0.113.9, 192.0.2.5, 10.0.0.2"))).status).toBe(
      200,
    );
    expect((await post(formBody(validLead), via("203.0.113.8, 192.0.2.5, 10.0.0.2"))).status).toBe(
      429,
    );
    expect(leads().map((lead) => lead.client_address)).toEqual(["192.0.2.5"]);
  });

  it("stores only a valid address: garbage or a short header falls back to the socket's", async () => {
    const { post, leads } = await start({ trustProxy: 1 });
    const via = (header: string) => ({
      address: "10.0.0.2",
      headers: { "X-Forwarded-For": header },
    });
    for (const header of [
      "<script>alert(1)</script>",
      "192.0.2.1\u009B",
      "unknown",
      "999.1.1.1",
      "fe80::1%eth0",
      "",
    ]) {
      expect((await post(formBody(validLead), via(header))).status).toBe(200);
    }
    // Ports, as some proxies write them, are removed.
    expect((await post(formBody(validLead), via("192.0.2.44:5100"))).status).toBe(200);
    expect((await post(formBody(validLead), via("[2001:DB8::7]:443"))).status).toBe(200);
    expect(leads().map((lead) => lead.client_address)).toEqual([
      ...Array(6).fill("10.0.0.2"),
      "192.0.2.44",
      "2001:db8::7",
    ]);
  });

  it("counts IPv6 clients per /64, so rotating the interface identifier does not help", async () => {
    const { post } = await start({ rateLimit: { max: 2, windowMs: 60_000 } });
    expect((await post(formBody(validLead), { address: "2001:db8:1:2::1" })).status).toBe(200);
    expect((await post(formBody(validLead), { address: "2001:db8:1:2:aaaa::9" })).status).toBe(200);
    expect((await post(formBody(validLead), { address: "2001:db8:1:2:ffff:1:2:3" })).status).toBe(
      429,
    );
    expect((await post(formBody(validLead), { address: "2001:db8:1:3::1" })).status).toBe(200);
  });
});

describe("cross-site posts", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["a foreign Origin", { Origin: "https://evil.example" }],
    [
      "a sibling subdomain's Origin",
      { Origin: "http://shop.localhost", "Sec-Fetch-Site": "same-site" },
    ],
    ["the same host on another port", { Origin: "http://localhost:8080" }],
    ["Origin: null (sandboxed frame)", { Origin: "null" }],
    ["a malformed Origin", { Origin: "http://" }],
    ["a non-web Origin", { Origin: "file:///tmp/form.html" }],
    [
      "cross-site with our own Origin",
      { Origin: "http://localhost", "Sec-Fetch-Site": "cross-site" },
    ],
  ])("%s: 403 and nothing stored", async (_, headers) => {
    const { post, leads } = await start();
    const response = await post(formBody(validLead), { headers });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "Forms posted from other websites are not accepted.",
    });
    expect(leads()).toEqual([]);
  });

  it.each([
    ["no Origin and no Sec-Fetch-Site (curl)", {}],
    [
      "our own Origin, same-origin",
      { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    ],
    ["Sec-Fetch-Site: none (typed by the user)", { "Sec-Fetch-Site": "none" }],
  ])("%s: accepted", async (_, headers) => {
    const { post, leads } = await start();
    expect((await post(formBody(validLead), { headers })).status).toBe(200);
    expect(leads()).toHaveLength(1);
  });

  it("behind a trusted proxy accepts the public host from X-Forwarded-Host", async () => {
    const headers = { Origin: "https://www.example.com", "X-Forwarded-Host": "www.example.com" };
    const direct = await start();
    expect((await direct.post(formBody(validLead), { headers })).status).toBe(403);
    const proxied = await start({ trustProxy: 1 });
    expect((await proxied.post(formBody(validLead), { headers })).status).toBe(200);
  });
});

describe("control characters and length caps", () => {
  it("stores one-line fields without controls, the description with its line breaks", async () => {
    const { post, leads } = await start();
    const response = await post(
      formBody({
        ...validLead,
        firstName: "Ada\u0000\u001B[31m",
        company: "Engines\r\nBcc: x@example.com\u202E",
        description: "One\r\nTwo\tthree\u0007",
        source: "pricing\u001B[2J",
      }),
      // Fetch and Node refuse C0 controls in headers; C1 bytes and tabs get through.
      { headers: { "User-Agent": "Bot/1.0\t(x)\u009B0m" } },
    );
    expect(response.status).toBe(200);
    expect(leads()[0]).toMatchObject({
      first_name: "Ada[31m",
      company: "Engines Bcc: x@example.com",
      subject: "New Automation Consultation Request - Engines Bcc: x@example.com",
      description: "One\nTwo\tthree",
      source_page: "pricing[2J",
      user_agent: "Bot/1.0 (x)0m",
    });
  });

  /** One character over the field's cap, in the field's own format. */
  const overCap = (field: keyof typeof maxLengths) => {
    const length = maxLengths[field] + 1;
    if (field === "email") return `${"e".repeat(length - "@x.io".length)}@x.io`;
    if (field === "phone") return "1".repeat(length);
    return "d".repeat(length);
  };

  const refused: [string, string, Record<string, string>][] = [
    ["firstName", "\u0000\u202E\u0007", { firstName: messages.firstName }],
    ["company", "\r\n\t", { company: messages.company }],
    // Every field of the form, one character over its cap.
    ...contactFields.map((field): [string, string, Record<string, string>] => [
      field,
      overCap(field),
      { [field]: tooLongMessages[field] },
    ]),
  ];
  it.each(refused)("answers 422 when %s is %j", async (field, value, errors) => {
    const { post, leads } = await start();
    const response = await post(formBody({ ...validLead, [field]: value }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors });
    expect(leads()).toEqual([]);
  });
});

describe("a lead store that fails", () => {
  it("answers 503 with Retry-After, in JSON when asked, logs why without the lead, and recovers", async () => {
    const logged = vi.spyOn(console, "info").mockImplementation(() => {});
    const { post, leads, dbPath } = await start();
    const db = new Database(dbPath);
    db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON leads
      BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`);

    const json = await post(formBody(validLead));
    expect(json.status).toBe(503);
    expect(json.headers.get("retry-after")).toBe(String(STORE_RETRY_AFTER_S));
    expect(await json.json()).toEqual({
      error: "The form could not be saved just now. Please try again in a minute.",
    });
    const text = await post(formBody(validLead), { headers: BROWSER });
    expect(text.status).toBe(503);
    expect(text.headers.get("retry-after")).toBe(String(STORE_RETRY_AFTER_S));
    expect(await text.text()).toBe(
      "The form could not be saved just now. Please try again in a minute.\n",
    );
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      "contact: lead not stored (SQLITE_CONSTRAINT_TRIGGER)",
      "contact: lead not stored (SQLITE_CONSTRAINT_TRIGGER)",
    ]);
    expect(lines.join("\n")).not.toMatch(new RegExp(`${validLead.email}|${validLead.lastName}`));

    db.exec("DROP TRIGGER refuse");
    db.close();
    expect((await post(formBody(validLead))).status).toBe(200);
    expect(leads()).toHaveLength(1);
  });
});
