import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  appOptions,
  type Fixture,
  formBody,
  makeFixture,
  readRows,
  validLead,
} from "../../tests/support/fixture";
import { holdWriteLock } from "../../tests/support/lock";
import { type AppOptions, buildApp, type ServerApp } from "../app";
import { openDatabase } from "../db/database";
import { adminCsp } from "../policy";
import { Accounts, SESSION_IDLE_MS, SESSION_MAX_MS } from "./accounts";
import { hashPassword } from "./passwords";
import { SIGN_IN_ERROR } from "./routes";

/** Cheap scrypt for the tests' accounts and stand-in hash; the real figures are tested apart. */
const CHEAP = { N: 1024, r: 8, p: 1 };
const OWNER = "owner@example.com";
const PASSWORD = "violet kettle 42 maples";
const ORIGIN = "http://localhost";

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

async function addAccount(dbPath: string, email = OWNER, password = PASSWORD) {
  const db = openDatabase(dbPath);
  try {
    new Accounts(db).addUser(email, await hashPassword(password, CHEAP));
  } finally {
    db.close();
  }
}

/** Cookies as a browser keeps them: name=value pairs from Set-Cookie, deleted when expired. */
class Jar {
  readonly cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

async function start(overrides: Partial<AppOptions> = {}, { account = true } = {}) {
  const options = appOptions(fixture, { passwordParams: CHEAP, ...overrides });
  if (account) await addAccount(options.leadsDb);
  const server = await buildApp(options);
  open.push(server);
  const request = (path: string, init: RequestInit & { address?: string; base?: string } = {}) =>
    server.app.request(`${init.base ?? ORIGIN}${path}`, init, {
      incoming: { socket: { remoteAddress: init.address ?? "203.0.113.7" } },
    } as never);
  /** A POST as our own pages send it: same origin, urlencoded. */
  const post = (
    path: string,
    fields: Record<string, string>,
    {
      jar,
      headers = {},
      address,
    }: { jar?: Jar; headers?: Record<string, string>; address?: string } = {},
  ) =>
    request(path, {
      method: "POST",
      body: formBody(fields),
      address,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: ORIGIN,
        ...(jar ? { Cookie: jar.header() } : {}),
        ...headers,
      },
    });
  const get = (path: string, jar?: Jar) =>
    request(path, { headers: jar ? { Cookie: jar.header() } : {} });

  /** Loads the sign-in form and posts it; returns the jar and the answer. */
  async function signIn(email = OWNER, password = PASSWORD, address?: string) {
    const jar = new Jar();
    const form = await request("/admin/sign-in", { address });
    jar.take(form);
    const csrf = csrfOf(await form.text());
    const response = await post("/admin/sign-in", { csrf, email, password }, { jar, address });
    jar.take(response);
    return { jar, response };
  }
  /** Signed in, with the CSRF token of the session's pages. */
  async function session() {
    const { jar, response } = await signIn();
    expect(response.status).toBe(303);
    const page = await get("/admin", jar);
    return { jar, csrf: csrfOf(await page.text()) };
  }
  /** Posts a lead through the real contact form. */
  const submitLead = async (fields: Record<string, string> = {}) => {
    const response = await request("/", {
      method: "POST",
      body: formBody({ ...validLead, ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    });
    expect(response.status).toBe(200);
  };
  const leads = () => readRows(options.leadsDb, "leads");
  return { options, request, get, post, signIn, session, submitLead, leads };
}

describe("no account, no inbox", () => {
  it("answers the site's own 404 page for /admin and everything under it, any method", async () => {
    const { request } = await start({}, { account: false });
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/sign-in",
      "/admin/assets/admin.css",
      "/admin/leads/1",
      "/admin/activity",
      "/admin/x/y",
    ]) {
      for (const method of ["GET", "POST", "HEAD"]) {
        const response = await request(path, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        if (method === "GET")
          expect(await response.text()).toContain("Unexpected Application Error!");
      }
    }
  });

  it("opens once an account exists (no restart): /admin sends a signed-out visitor to sign in", async () => {
    const { request, options } = await start({}, { account: false });
    expect((await request("/admin")).status).toBe(404);
    await addAccount(options.leadsDb);
    const response = await request("/admin");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/sign-in");
  });
});

describe("signed out", () => {
  const getRoutes = [
    "/admin",
    "/admin?view=spam",
    "/admin/leads/1",
    "/admin/leads/1/delete",
    "/admin/activity",
    "/admin/anything",
  ];
  const postRoutes: [string, Record<string, string>][] = [
    ["/admin/export", {}],
    ["/admin/leads/1/status", { status: "won" }],
    ["/admin/leads/1/notes", { note: "hello" }],
    ["/admin/leads/1/not-spam", {}],
    ["/admin/leads/1/delete", {}],
    ["/admin/sign-out", {}],
  ];

  it("gets no lead data from any route and changes nothing: no cookie, a forged one, a stale one", async () => {
    let now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    await app.submitLead({ firstName: "Zebediah", email: "zeb@example.com" });
    // A forged session cookie, a real sign-in form's cookie (not a session), and a session that
    // was real until it sat idle for 12 hours.
    const forged = new Jar();
    forged.cookies.set("eca-inbox", "A".repeat(43));
    const formOnly = new Jar();
    formOnly.take(await app.request("/admin/sign-in"));
    const stale = await app.session();
    expect((await app.get("/admin", stale.jar)).status).toBe(200);
    now += SESSION_IDLE_MS;
    for (const [jar, csrf] of [
      [undefined, "A".repeat(43)],
      [forged, "A".repeat(43)],
      [formOnly, "A".repeat(43)],
      [stale.jar, stale.csrf],
    ] as const) {
      for (const path of getRoutes) {
        const response = await app.get(path, jar);
        expect(response.status, path).toBe(303);
        expect(response.headers.get("location")).toBe("/admin/sign-in");
        const body = await response.text();
        expect(body).not.toContain("Zebediah");
        expect(body).not.toContain("zeb@example.com");
      }
      for (const [path, fields] of postRoutes) {
        // From our own origin, with a made-up token or the stale session's own.
        const response = await app.post(path, { ...fields, csrf }, { jar });
        expect(response.status, path).toBe(401);
        const body = await response.text();
        expect(body).not.toContain("Zebediah");
        expect(body).not.toContain("zeb@example.com");
      }
    }
    expect(app.leads()).toEqual([
      expect.objectContaining({ first_name: "Zebediah", status: "new" }),
    ]);
    expect(readRows(app.options.leadsDb, "leads")).toHaveLength(1);
  });
});

describe("state changes", () => {
  it("refuse a foreign Origin, a missing Origin, a missing or wrong token, and change nothing", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const other = await app.session(); // another session's valid token
    const own = { Origin: ORIGIN };
    const attempts: [string, Record<string, string>, Record<string, string>][] = [
      ["foreign Origin", { csrf }, { Origin: "https://evil.example" }],
      ["Origin null", { csrf }, { Origin: "null" }],
      ["no Origin, cross-site", { csrf }, { "Sec-Fetch-Site": "cross-site" }],
      ["no Origin at all", { csrf }, {}],
      ["no token", {}, own],
      ["empty token", { csrf: "" }, own],
      ["another session's token", { csrf: other.csrf }, own],
    ];
    for (const [what, token, headers] of attempts) {
      for (const [path, fields] of [
        ["/admin/leads/1/status", { status: "won" }],
        ["/admin/leads/1/notes", { note: "planted" }],
        ["/admin/leads/1/delete", {}],
        ["/admin/export", {}],
        ["/admin/sign-out", {}],
      ] as const) {
        const response = await app.request(path, {
          method: "POST",
          body: formBody({ ...fields, ...token }),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Cookie: jar.header(),
            ...headers,
          },
        });
        expect(response.status, `${what}: ${path}`).toBe(403);
        expect(response.headers.get("content-type")).not.toMatch(/csv/);
      }
    }
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "new" })]);
    expect(readRows(app.options.leadsDb, "lead_notes" as "leads")).toEqual([]);
    // The same change with the token from our own origin goes through: the refusals above were not luck.
    const accepted = await app.post("/admin/leads/1/status", { status: "won", csrf }, { jar });
    expect(accepted.status).toBe(303);
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "won" })]);
  });

  it("refuse a sign-in posted without the sign-in form's cookie token or from another origin", async () => {
    const app = await start();
    const form = await app.request("/admin/sign-in");
    const jar = new Jar();
    jar.take(form);
    const csrf = csrfOf(await form.text());
    const noCookie = await app.post("/admin/sign-in", { csrf, email: OWNER, password: PASSWORD });
    expect(noCookie.status).toBe(403);
    expect(noCookie.headers.getSetCookie().some((line) => line.startsWith("eca-inbox="))).toBe(
      false,
    );
    const foreign = await app.post(
      "/admin/sign-in",
      { csrf, email: OWNER, password: PASSWORD },
      { jar, headers: { Origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });
});

describe("sign-in", () => {
  it("gives one message for an unknown email and a wrong password", async () => {
    const app = await start();
    const unknown = await app.signIn("nobody@example.com", PASSWORD);
    const wrong = await app.signIn(OWNER, "not the password at all");
    for (const { response } of [unknown, wrong]) {
      expect(response.status).toBe(401);
      const body = await response.text();
      expect(body).toContain(SIGN_IN_ERROR);
      expect(response.headers.getSetCookie().some((line) => line.startsWith("eca-inbox="))).toBe(
        false,
      );
    }
  });

  it("locks an account after 5 failures: the 6th attempt answers 429 with Retry-After even with the right password, and is logged", async () => {
    let now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response } = await app.signIn(
        OWNER,
        `wrong password ${attempt}`,
        `192.0.2.${attempt}`,
      );
      expect(response.status, `attempt ${attempt}`).toBe(401);
      now += 60_000;
    }
    const locked = await app.signIn(OWNER, PASSWORD, "198.51.100.1");
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe("600");
    expect(await locked.response.text()).toContain(
      "Too many failed sign-ins. Try again in 10 minutes.",
    );
    expect(locked.jar.cookies.has("eca-inbox")).toBe(false);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.map((row) => row.action)).toEqual([...Array(5).fill("sign-in failed"), "lockout"]);
    expect(audit.at(-1)).toMatchObject({
      account: OWNER,
      detail: "account locked for 15 minutes",
      client_address: "192.0.2.5",
    });
    // Once the oldest failure is 15 minutes old, the right password signs in.
    now += 600_000;
    const after = await app.signIn(OWNER, PASSWORD, "198.51.100.1");
    expect(after.response.status).toBe(303);
  });

  it("locks a client address after 20 failures, whatever the emails", async () => {
    // A fixed clock: twenty scrypt checks take longer than a second on a busy machine.
    const now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    for (let attempt = 1; attempt <= 20; attempt++) {
      const { response } = await app.signIn(
        `guess${attempt}@example.com`,
        "wrong password!!",
        "192.0.2.66",
      );
      expect(response.status).toBe(401);
    }
    const locked = await app.signIn(OWNER, PASSWORD, "192.0.2.66");
    expect(locked.response.status).toBe(429);
    expect(locked.response.headers.get("retry-after")).toBe("900");
    expect((await app.signIn(OWNER, PASSWORD, "192.0.2.67")).response.status).toBe(303);
  });
});

describe("the session cookie", () => {
  const sessionCookie = (response: Response) =>
    response.headers.getSetCookie().find((line) => /^(__Host-)?eca-inbox=[^;]/.test(line)) ?? "";

  it("over plain HTTP: HttpOnly, SameSite=Strict, Path=/ (the editor's paths), not Secure, a 256-bit token", async () => {
    const app = await start();
    const { response } = await app.signIn();
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(
      /^eca-inbox=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    // A cookie an older version set for /admin alone would be sent first and shadow the new one.
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^eca-inbox=; Max-Age=0; Path=\/admin/),
    );
  });

  it("over HTTPS (or from a trusted proxy that says so): __Host- prefix, Secure, Path=/", async () => {
    for (const [overrides, base, headers] of [
      [{}, "https://localhost", {}],
      [{ trustProxy: 1 }, ORIGIN, { "X-Forwarded-Proto": "https" }],
    ] as const) {
      const app = await start(overrides);
      const form = await app.request("/admin/sign-in", { base, headers });
      const jar = new Jar();
      jar.take(form);
      expect(form.headers.getSetCookie()[0]).toMatch(
        /^__Host-eca-inbox-sign-in=[\w-]{43}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
      const response = await app.request("/admin/sign-in", {
        base,
        method: "POST",
        body: formBody({ csrf: csrfOf(await form.text()), email: OWNER, password: PASSWORD }),
        headers: {
          ...headers,
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: base,
          Cookie: jar.header(),
        },
      });
      expect(response.status).toBe(303);
      expect(sessionCookie(response)).toMatch(
        /^__Host-eca-inbox=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
    }
  });

  it("is not taken from X-Forwarded-Proto when no proxy is trusted", async () => {
    const app = await start();
    const form = await app.request("/admin/sign-in", { headers: { "X-Forwarded-Proto": "https" } });
    expect(form.headers.getSetCookie()[0]).toMatch(/^eca-inbox-sign-in=.*Path=\/;/);
  });
});

describe("sessions on the clock", () => {
  it("end after 12 hours idle, and after 7 days however active", async () => {
    let now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    const { jar } = await app.session();
    now += SESSION_IDLE_MS - 1000;
    expect((await app.get("/admin", jar)).status).toBe(200);
    now += SESSION_IDLE_MS;
    const idle = await app.get("/admin", jar);
    expect(idle.status).toBe(303);
    expect(idle.headers.get("location")).toBe("/admin/sign-in");

    const second = await app.session();
    const started = now;
    while (now + 11 * 3600_000 < started + SESSION_MAX_MS) {
      now += 11 * 3600_000;
      expect((await app.get("/admin", second.jar)).status).toBe(200);
    }
    now = started + SESSION_MAX_MS;
    expect((await app.get("/admin", second.jar)).status).toBe(303);
  });

  it("ends on sign-out: the old cookie opens nothing afterwards", async () => {
    const app = await start();
    const { jar, csrf } = await app.session();
    const saved = jar.header();
    const out = await app.post("/admin/sign-out", { csrf }, { jar });
    expect(out.status).toBe(303);
    expect(out.headers.getSetCookie().some((line) => /^eca-inbox=;.*Max-Age=0/.test(line))).toBe(
      true,
    );
    const replay = await app.request("/admin", { headers: { Cookie: saved } });
    expect(replay.status).toBe(303);
    expect(replay.headers.get("location")).toBe("/admin/sign-in");
  });

  it("ends when the password changes", async () => {
    const app = await start();
    const { jar } = await app.session();
    const db = openDatabase(app.options.leadsDb);
    new Accounts(db).setPassword(OWNER, await hashPassword("a brand new long secret", CHEAP));
    db.close();
    expect((await app.get("/admin", jar)).status).toBe(303);
  });
});

describe("a lead's page", () => {
  it("names what the visitor asked for, from the intent the form posted", async () => {
    const app = await start();
    await app.submitLead({ intent: "recording" });
    await app.submitLead({ intent: "no-such-intent" });
    const { jar } = await app.session();
    const recording = await (await app.get("/admin/leads/1", jar)).text();
    expect(recording).toMatch(/<dt>Request<\/dt>\s*<dd>Event recording/);
    const unknown = await (await app.get("/admin/leads/2", jar)).text();
    expect(unknown).toMatch(/<dt>Request<\/dt>\s*<dd>Free consultation/);
  });
});

describe("admin responses", () => {
  it("are no-store, noindex, under a policy without script, and never framed", async () => {
    const app = await start();
    await app.submitLead();
    const signInPage = await app.request("/admin/sign-in");
    const { jar, csrf } = await app.session();
    const responses = [
      signInPage,
      await app.request("/admin"),
      await app.get("/admin", jar),
      await app.get("/admin/leads/1", jar),
      await app.get("/admin/leads/1/delete", jar),
      await app.get("/admin/activity", jar),
      await app.get("/admin/assets/admin.css", jar),
      await app.get("/admin/nothing-here", jar),
      await app.post("/admin/export", { csrf }, { jar }),
      await app.post("/admin/leads/1/status", { csrf, status: "lost" }, { jar }),
    ];
    for (const response of responses) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("content-security-policy")).toBe(adminCsp);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
    expect(adminCsp).toContain("frame-ancestors 'none'");
    expect(adminCsp).toContain("default-src 'none'");
    expect(adminCsp).not.toMatch(/unsafe|script-src/);
    const page = await (await app.get("/admin/leads/1", jar)).text();
    expect(page).not.toMatch(/<script|\son\w+=|style=/i);
    expect((await app.get("/admin/assets/admin.css", jar)).headers.get("content-type")).toBe(
      "text/css; charset=utf-8",
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

describe("Export CSV", () => {
  it("writes the leads of the view shown, through the injection-safe writer, and logs it", async () => {
    const app = await start();
    await app.submitLead({
      firstName: "Ada",
      email: "ada@example.com",
      company: '=HYPERLINK("x")',
    });
    await app.submitLead({ firstName: "Grace", email: "grace@example.com", source: "roi" });
    await app.submitLead({ firstName: "Alan", email: "alan@example.com", "bot-field": "x" });
    const { jar, csrf } = await app.session();
    const exported = async (fields: Record<string, string>) => {
      const response = await app.post("/admin/export", { csrf, ...fields }, { jar });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="(leads|spam)-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      return (await response.text()).trimEnd().split("\r\n");
    };
    const all = await exported({});
    expect(all).toHaveLength(3);
    expect(all[1]).toContain("grace@example.com");
    expect(all[2]).toContain(`"'=HYPERLINK(""x"")"`);
    const bySource = await exported({ source: "roi" });
    expect(bySource.slice(1).map((line) => line.split(",")[2])).toEqual(["Grace"]);
    const bySearch = await exported({ q: "ADA@" });
    expect(bySearch.slice(1).map((line) => line.split(",")[2])).toEqual(["Ada"]);
    const spam = await exported({ view: "spam" });
    expect(spam.slice(1).map((line) => line.split(",")[2])).toEqual(["Alan"]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "export",
    );
    expect(audit.map((row) => row.detail)).toEqual([
      "2 lead(s) from inbox",
      "1 lead(s) from inbox, source roi",
      "1 lead(s) from inbox, search",
      "1 lead(s) from spam",
    ]);
  });
});

describe("Not spam", () => {
  it("moves a quarantined post to the inbox and queues it once, however often it is posted", async () => {
    const webhook = {
      url: "http://127.0.0.1:9/",
      baseDelayMs: 600_000,
      maxDelayMs: 600_000,
      timeoutMs: 1000,
    };
    const app = await start({ webhook });
    await app.submitLead({
      firstName: "Maybe",
      email: "maybe@example.com",
      "bot-field": "autofill",
    });
    const { jar, csrf } = await app.session();
    expect(await (await app.get("/admin", jar)).text()).toContain("No leads match.");
    expect(await (await app.get("/admin?view=spam", jar)).text()).toContain("maybe@example.com");
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const response = await app.post("/admin/leads/1/not-spam", { csrf }, { jar });
      expect(response.status).toBe(303);
    }
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([
      expect.objectContaining({ lead_id: 1, channel: "webhook" }),
    ]);
    expect(await (await app.get("/admin", jar)).text()).toContain("maybe@example.com");
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "not spam",
    );
    expect(audit).toEqual([
      expect.objectContaining({ account: OWNER, detail: "lead 1", client_address: "203.0.113.7" }),
    ]);
  });
});

describe("a database another process has locked", () => {
  it("answers an inbox action 503 with Retry-After, changes nothing, and works once the lock is gone", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const lock = await holdWriteLock(app.options.leadsDb);
    try {
      const busy = await app.post("/admin/leads/1/status", { status: "won", csrf }, { jar });
      expect(busy.status).toBe(503);
      expect(busy.headers.get("retry-after")).toBe("5");
      expect(busy.headers.get("cache-control")).toBe("no-store");
      expect(await busy.text()).toContain("Please try again in a moment.");
    } finally {
      await lock.release();
    }
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "new" })]);
    const done = await app.post("/admin/leads/1/status", { status: "won", csrf }, { jar });
    expect(done.status).toBe(303);
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "won" })]);
  });
});
