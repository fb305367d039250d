import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailSubject, messages } from "../app/features/contact/schema";
import { type AppOptions, buildApp, type ServerApp } from "./app";
import { readConfig } from "./config";
import { MAX_BODY_BYTES } from "./contact";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  validLead,
} from "./testing/fixture";

const FORM = "application/x-www-form-urlencoded";
const JSON_CLIENT = { Accept: "application/json" };
const BROWSER = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

let fixture: Fixture;
let open: ServerApp[] = [];
beforeAll(() => {
  fixture = makeFixture();
});
afterEach(async () => {
  await Promise.all(open.map((server) => server.close()));
  open = [];
});
afterAll(() => fixture.remove());

async function start(overrides: Partial<AppOptions> = {}) {
  const options = appOptions(fixture, overrides);
  const server = await buildApp(options);
  open.push(server);
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
  return { post, leads: () => readRows(options.leadsDb, "leads") };
}

describe("a valid lead", () => {
  it("is stored with server-side subject, source, time, user agent and address; JSON gets 200", async () => {
    const now = Date.parse("2025-03-04T05:06:07.089Z");
    const { post, leads } = await start({ now: () => now });
    const response = await post(formBody({ ...validLead, source: "pricing-package" }), {
      headers: { "User-Agent": "TestBrowser/1.0", Referer: "http://localhost/pricing" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(leads()).toEqual([
      {
        id: 1,
        received_at: "2025-03-04T05:06:07.089Z",
        first_name: "Ada",
        last_name: "Lovelace",
        company: "Analytical Engines LLC",
        phone: "(206) 555-0100",
        email: "ada@example.com",
        description: "Automate our invoicing",
        subject: emailSubject("Analytical Engines LLC"),
        source_page: "pricing-package",
        user_agent: "TestBrowser/1.0",
        client_address: "203.0.113.7",
      },
    ]);
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

  it("answers 413 to a chunked body as soon as it passes 16 KB", async () => {
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

  it("accepts a body of exactly 16 KB", async () => {
    const { post } = await start();
    const base = formBody({ ...validLead, description: "" });
    const padded = `${base}${"x".repeat(MAX_BODY_BYTES - base.length)}`;
    expect(padded.length).toBe(MAX_BODY_BYTES);
    expect((await post(padded)).status).toBe(200);
  });

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

  it("answers a filled honeypot exactly like a success and stores nothing", async () => {
    const { post, leads } = await start();
    const bot = formBody({ ...validLead, "bot-field": "https://spam.example" });
    const json = await post(bot);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    const html = await post(bot, { headers: BROWSER });
    expect(html.status).toBe(303);
    expect(html.headers.get("location")).toBe("/contact-received");
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
    const proxy = { address: "10.0.0.2" };
    const spoofed = (ip: string) => ({ ...proxy, headers: { "X-Forwarded-For": ip } });

    const direct = await start({ rateLimit, trustProxy: readConfig({}).trustProxy });
    expect((await direct.post(formBody(validLead), spoofed("192.0.2.1"))).status).toBe(200);
    expect((await direct.post(formBody(validLead), spoofed("192.0.2.2"))).status).toBe(429);
    expect(direct.leads()[0]).toMatchObject({ client_address: "10.0.0.2" });

    const behindProxy = await start({
      rateLimit,
      trustProxy: readConfig({ TRUST_PROXY: "1" }).trustProxy,
    });
    expect(
      (await behindProxy.post(formBody(validLead), spoofed("192.0.2.1, 10.0.0.9"))).status,
    ).toBe(200);
    expect((await behindProxy.post(formBody(validLead), spoofed("192.0.2.2"))).status).toBe(200);
    expect((await behindProxy.post(formBody(validLead), spoofed("192.0.2.2"))).status).toBe(429);
    expect(behindProxy.leads().map((lead) => lead.client_address)).toEqual([
      "192.0.2.1",
      "192.0.2.2",
    ]);
  });
});
