import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, tooLongMessages } from "../src/features/contact/schema";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  validLead,
} from "../tests/support/fixture";
import { type RunningServer, startServer } from "../tests/support/spawn";
import { buildApp, type ServerApp } from "./app";
import { MAX_BODY_BYTES } from "./contact";

/**
 * Hostile input: classes of bad input, each with the answer it must get, and after every one
 * the lead store must be unchanged. In-process classes go through the whole app (headers
 * middleware, routing, contact endpoint); protocol-level ones go to the real server on a socket.
 */

const FORM = "application/x-www-form-urlencoded";
const lead = (fields: Record<string, string>) => formBody({ ...validLead, ...fields });

interface Case {
  name: string;
  method?: string;
  path?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Trusted proxy hops for this case (TRUST_PROXY). */
  trustProxy?: number;
  status: number;
  /** The JSON answer, or text the answer must contain. */
  answer?: unknown;
}

const invalid = (errors: Record<string, string>) => ({ errors });

const cases: Case[] = [
  // Media type and size
  { name: "no Content-Type", body: new Blob([lead({})]), status: 415 },
  {
    name: "text/plain body",
    body: lead({}),
    headers: { "Content-Type": "text/plain" },
    status: 415,
  },
  {
    name: "JSON body",
    body: JSON.stringify(validLead),
    headers: { "Content-Type": "application/json" },
    status: 415,
  },
  {
    name: "XML body",
    body: "<lead/>",
    headers: { "Content-Type": "application/xml" },
    status: 415,
  },
  {
    name: "Content-Length over the limit",
    body: lead({}),
    headers: { "Content-Length": String(MAX_BODY_BYTES + 1) },
    status: 413,
  },
  {
    name: "body over the limit",
    body: lead({ description: "x".repeat(MAX_BODY_BYTES) }),
    status: 413,
  },
  {
    name: "multipart without a boundary",
    body: "x",
    headers: { "Content-Type": "multipart/form-data" },
    status: 400,
  },
  {
    name: "broken multipart",
    body: "--b\r\nnope",
    headers: { "Content-Type": "multipart/form-data; boundary=b" },
    status: 400,
  },
  // Form identity and bots
  { name: "empty body", body: "", status: 400, answer: { error: "Unknown form." } },
  { name: "missing form-name", body: formBody({ firstName: "Ada" }), status: 400 },
  { name: "unknown form-name", body: lead({ "form-name": "newsletter" }), status: 400 },
  { name: "form-name given twice, wrong first", body: `form-name=x&${lead({})}`, status: 400 },
  {
    name: "filled honeypot (answered as success, kept only in quarantine)",
    body: lead({ "bot-field": "buy now" }),
    status: 200,
    answer: { ok: true },
  },
  // Required fields, including values that clean down to nothing
  {
    name: "all fields missing",
    body: "form-name=contact",
    status: 422,
    answer: invalid({
      firstName: messages.firstName,
      lastName: messages.lastName,
      company: messages.company,
      email: messages.emailRequired,
    }),
  },
  {
    name: "first name of spaces",
    body: lead({ firstName: "   " }),
    status: 422,
    answer: invalid({ firstName: messages.firstName }),
  },
  {
    name: "first name of NULs",
    body: lead({ firstName: "\u0000\u0000" }),
    status: 422,
    answer: invalid({ firstName: messages.firstName }),
  },
  {
    name: "last name of escape codes",
    body: lead({ lastName: "\u001B\u009B" }),
    status: 422,
    answer: invalid({ lastName: messages.lastName }),
  },
  {
    name: "company of bidi overrides",
    body: lead({ company: "\u202E\u2066\u202C" }),
    status: 422,
    answer: invalid({ company: messages.company }),
  },
  {
    name: "first name of a zero-width space",
    body: lead({ firstName: "\u200B" }),
    status: 422,
    answer: invalid({ firstName: messages.firstName }),
  },
  {
    name: "company of a word joiner and a zero-width joiner",
    body: lead({ company: "\u2060\u200D" }),
    status: 422,
    answer: invalid({ company: messages.company }),
  },
  {
    name: "company of line breaks",
    body: lead({ company: "\r\n\u2028" }),
    status: 422,
    answer: invalid({ company: messages.company }),
  },
  {
    name: "missing email",
    body: lead({ email: "" }),
    status: 422,
    answer: invalid({ email: messages.emailRequired }),
  },
  // Formats
  {
    name: "email without @",
    body: lead({ email: "ada.example.com" }),
    status: 422,
    answer: invalid({ email: messages.emailInvalid }),
  },
  {
    name: "email with a header after CR/LF",
    body: lead({ email: "ada@example.com\r\nBcc: all@example.com" }),
    status: 422,
    answer: invalid({ email: messages.emailInvalid }),
  },
  {
    name: "email with two @",
    body: lead({ email: "a@b@example.com" }),
    status: 422,
    answer: invalid({ email: messages.emailInvalid }),
  },
  {
    name: "phone with letters",
    body: lead({ phone: "206-555-CALL" }),
    status: 422,
    answer: invalid({ phone: messages.phone }),
  },
  {
    name: "phone of 17 digits",
    body: lead({ phone: "12345678901234567" }),
    status: 422,
    answer: invalid({ phone: messages.phone }),
  },
  {
    name: "phone with a script",
    body: lead({ phone: "<script>" }),
    status: 422,
    answer: invalid({ phone: messages.phone }),
  },
  // Length caps
  {
    name: "first name over 100",
    body: lead({ firstName: "a".repeat(101) }),
    status: 422,
    answer: invalid({ firstName: tooLongMessages.firstName }),
  },
  {
    name: "last name over 100",
    body: lead({ lastName: "b".repeat(101) }),
    status: 422,
    answer: invalid({ lastName: tooLongMessages.lastName }),
  },
  {
    name: "company over 200",
    body: lead({ company: "c".repeat(201) }),
    status: 422,
    answer: invalid({ company: tooLongMessages.company }),
  },
  {
    name: "email over 254",
    body: lead({ email: `${"e".repeat(250)}@x.io` }),
    status: 422,
    answer: invalid({ email: tooLongMessages.email }),
  },
  {
    name: "phone over 40",
    body: lead({ phone: `+1${" ".repeat(40)}2065550123` }),
    status: 422,
    answer: invalid({ phone: tooLongMessages.phone }),
  },
  {
    name: "description over 5,000",
    body: lead({ description: "d".repeat(5001) }),
    status: 422,
    answer: invalid({ description: tooLongMessages.description }),
  },
  // Cross-site
  {
    name: "Sec-Fetch-Site: cross-site",
    body: lead({}),
    headers: { "Sec-Fetch-Site": "cross-site" },
    status: 403,
  },
  {
    name: "foreign Origin",
    body: lead({}),
    headers: { Origin: "https://evil.example" },
    status: 403,
  },
  { name: "Origin: null", body: lead({}), headers: { Origin: "null" }, status: 403 },
  {
    name: "look-alike Origin",
    body: lead({}),
    headers: { Origin: "http://localhost.evil.example" },
    status: 403,
  },
  {
    name: "forged X-Forwarded-Host without a trusted proxy",
    body: lead({}),
    headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
    status: 403,
  },
  // Methods and paths
  { name: "PUT /", method: "PUT", status: 405 },
  { name: "DELETE /", method: "DELETE", status: 405 },
  { name: "PATCH /pricing", method: "PATCH", path: "/pricing", status: 405 },
  { name: "POST to another path", path: "/pricing", body: lead({}), status: 405 },
  { name: "encoded traversal", method: "GET", path: "/..%2f..%2fsecret.txt", status: 400 },
  { name: "encoded backslash", method: "GET", path: "/..%5csecret.txt", status: 400 },
  { name: "NUL in the path", method: "GET", path: "/index.html%00.js", status: 400 },
  { name: "broken percent-encoding", method: "GET", path: "/%E0%A4%A", status: 400 },
  { name: "a built file as a page: /404.html", method: "GET", path: "/404.html", status: 404 },
  { name: "the old SPA fallback", method: "GET", path: "/__spa-fallback.html", status: 404 },
  { name: "the static host's _headers", method: "GET", path: "/_headers", status: 404 },
];

let fixture: Fixture;
const servers = new Map<number, ServerApp>();
let leadsDb: string;

beforeAll(async () => {
  fixture = makeFixture();
  leadsDb = fixture.dbPath();
  for (const hops of [0, 1]) {
    servers.set(hops, await buildApp(appOptions(fixture, { leadsDb, trustProxy: hops })));
  }
});
afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()));
  fixture.remove();
});

describe("bad input: the answer, and nothing stored", () => {
  it("covers at least 40 classes", () => {
    expect(cases.length + protocolCases.length + 2).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((testCase) => [testCase.name, testCase] as const))(
    "%s",
    async (_, testCase) => {
      const server = servers.get(testCase.trustProxy ?? 0);
      const method = testCase.method ?? "POST";
      const headers: Record<string, string> = {
        Accept: "application/json",
        ...(typeof testCase.body === "string" ? { "Content-Type": FORM } : {}),
        ...testCase.headers,
      };
      const response = await server?.app.request(
        `http://localhost${testCase.path ?? "/"}`,
        { method, headers, body: method === "GET" ? undefined : testCase.body },
        { incoming: { socket: { remoteAddress: "203.0.113.50" } } } as never,
      );
      expect(response?.status).toBe(testCase.status);
      // Every answer carries the security headers, errors included.
      expect(response?.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response?.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      if (testCase.answer !== undefined) expect(await response?.json()).toEqual(testCase.answer);
      // Nothing reaches the inbox or an outbox; a honeypot post is kept as spam only.
      expect(readRows(leadsDb, "leads").filter((row) => row.spam === null)).toEqual([]);
      expect(readRows(leadsDb, "outbox")).toEqual([]);
    },
  );

  it("rotating the leftmost X-Forwarded-For entry does not escape the rate limit", async () => {
    const limited = await buildApp(
      appOptions(fixture, { rateLimit: { max: 2, windowMs: 60_000 }, trustProxy: 1 }),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await limited.app.request(
          "http://localhost/",
          {
            method: "POST",
            body: "form-name=contact",
            headers: { "Content-Type": FORM, "X-Forwarded-For": `198.51.100.${i}, 192.0.2.77` },
          },
          { incoming: { socket: { remoteAddress: "10.0.0.2" } } } as never,
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([422, 422, 429, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it("a value with controls inside is stored cleaned, never as sent", async () => {
    const db = fixture.dbPath();
    const server = await buildApp(appOptions(fixture, { leadsDb: db }));
    try {
      const response = await server.app.request("http://localhost/", {
        method: "POST",
        body: lead({ firstName: "Ada\u001B[8m", company: "Acme\r\nX-Injected: 1" }),
        headers: { "Content-Type": FORM, Accept: "application/json" },
      });
      expect(response.status).toBe(200);
      const [row] = readRows(db, "leads");
      expect(row).toMatchObject({
        first_name: "Ada[8m",
        company: "Acme X-Injected: 1",
        subject: "New Automation Consultation Request - Acme X-Injected: 1",
      });
    } finally {
      await server.close();
    }
  });
});

/** Requests no HTTP client library will send: raw bytes to the real server. */
const protocolCases: { name: string; request: string; status: RegExp }[] = [
  {
    name: "Content-Length and Transfer-Encoding together (request smuggling)",
    request:
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "two different Content-Length headers",
    request:
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nContent-Length: 40\r\n\r\nabc",
    status: /^HTTP\/1\.1 400 /,
  },
  // HTTP/1.1 (RFC 9112, section 3.2): a request with more than one Host field gets 400.
  {
    name: "two Host headers on a GET",
    request: "GET /pricing HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "two equal Host headers on a GET of a path that redirects",
    request: "GET /pricing/ HTTP/1.1\r\nhost: x\r\nHOST: x\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "two Host headers on a form post",
    request: `POST / HTTP/1.1\r\nHost: x\r\nHost: y\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${lead({}).length}\r\n\r\n${lead({})}`,
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "a non-numeric Content-Length",
    request: "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "a folded header line (obs-fold)",
    request: "POST / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n folded\r\nContent-Length: 0\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
  {
    name: "headers over 16 KB",
    request: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    status: /^HTTP\/1\.1 431 /,
  },
  {
    name: "a NUL byte in a header value",
    request: "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n",
    status: /^HTTP\/1\.1 400 /,
  },
];

describe("bad input at the protocol level (the real server)", () => {
  const PORT = 4354;
  let real: RunningServer;
  const db = () => `${fixture.dir}/data/protocol.db`;
  beforeAll(async () => {
    real = await startServer({ PORT: String(PORT), BUILD_DIR: fixture.buildDir, LEADS_DB: db() });
  });
  afterAll(() => real.stop());

  const send = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(PORT, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
      socket.on("close", () => resolve(answer));
      socket.end(request);
    });

  it.each(protocolCases.map((testCase) => [testCase.name, testCase] as const))(
    "%s",
    async (_, testCase) => {
      expect(await send(testCase.request)).toMatch(testCase.status);
      expect(readRows(db(), "leads")).toEqual([]);
      // Still serving.
      expect((await fetch(`${real.url}/pricing`)).status).toBe(200);
    },
  );
});
