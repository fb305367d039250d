import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { formBody, readRows } from "../../tests/support/fixture";
import { holdWriteLock } from "../../tests/support/lock";
import { openDatabase } from "../db/database";
import { runLeadsCli } from "../leads-report";
import { adminCsp } from "../policy";
import { Accounts, AuditLog, SESSION_IDLE_MS, SESSION_MAX_MS } from "./accounts";
import { MAX_NOTE_LENGTH } from "./inbox-store";
import { hashPassword } from "./passwords";
import { SIGN_IN_ERROR } from "./routes";
import { addAccount, CHEAP, csrfOf, inboxTestApp, Jar, ORIGIN, OWNER, PASSWORD } from "./test-app";

const start = inboxTestApp();

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
    "/admin?unopened=1",
    "/admin/pipeline",
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
        ["/admin/bulk", { id: "1", action: "status", to: "won" }],
        ["/admin/bulk", { id: "1", action: "spam" }],
        ["/admin/bulk/delete", { id: "1" }],
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

describe("the server's log", () => {
  it("shows a CR/LF typed into the sign-in email escaped: it cannot write a line of its own", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((message: string) => lines.push(message));
    const now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    const forged = "x@example.com\r\nadmin: sign-in for owner@example.com accepted\u001b[2K";
    for (let attempt = 1; attempt <= 6; attempt++) {
      await app.signIn(forged, "wrong password!!", `192.0.2.${attempt}`);
    }
    vi.restoreAllMocks();
    expect(lines).toEqual([
      "admin: sign-in for x@example.com\\r\\nadmin: sign-in for owner@example.com accepted\\x1B[2K from 192.0.2.6 refused: locked for 900 s",
    ]);
  });
});

describe("sign-in under attempts sent at once", () => {
  /** One sign-in form's cookie and token, then every attempt posted together, none awaited first. */
  async function burst(
    app: Awaited<ReturnType<typeof start>>,
    attempts: { email: string; password: string; address: string }[],
  ) {
    const jar = new Jar();
    const form = await app.request("/admin/sign-in");
    jar.take(form);
    const csrf = csrfOf(await form.text());
    const responses = await Promise.all(
      attempts.map(({ email, password, address }) =>
        app.post("/admin/sign-in", { csrf, email, password }, { jar, address }),
      ),
    );
    return responses;
  }
  const statuses = (responses: Response[]) =>
    responses.reduce<Record<number, number>>((counts, { status }) => {
      counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    }, {});
  const passwordsChecked = (app: Awaited<ReturnType<typeof start>>) =>
    readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "sign-in failed",
    ).length;

  it("checks 5 of 40 wrong passwords for one account from 40 addresses; the rest get 429", async () => {
    const now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    const responses = await burst(
      app,
      Array.from({ length: 40 }, (_, i) => ({
        email: OWNER,
        password: `wrong password ${i}`,
        address: `192.0.2.${i + 1}`,
      })),
    );
    expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
    expect(passwordsChecked(app)).toBe(5);
    const lockouts = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "lockout",
    );
    expect(lockouts).toEqual([
      expect.objectContaining({ detail: "account locked for 15 minutes" }),
    ]);
    expect((await app.signIn(OWNER, PASSWORD, "198.51.100.1")).response.status).toBe(429);
  });

  it("checks 20 of 40 passwords from one address, whatever the emails", async () => {
    const now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    const responses = await burst(
      app,
      Array.from({ length: 40 }, (_, i) => ({
        email: `guess${i}@example.com`,
        password: "wrong password!!",
        address: "192.0.2.66",
      })),
    );
    expect(statuses(responses)).toEqual({ 401: 20, 429: 20 });
    expect(passwordsChecked(app)).toBe(20);
  });

  it("refuses the right password sent inside a burst of wrong ones once the limit is reached", async () => {
    const now = Date.parse("2026-11-25T08:00:00Z");
    const app = await start({ now: () => now });
    const wrong = Array.from({ length: 39 }, (_, i) => ({
      email: OWNER,
      password: `wrong password ${i}`,
      address: `192.0.2.${i + 1}`,
    }));
    const responses = await burst(app, [
      ...wrong,
      { email: OWNER, password: PASSWORD, address: "198.51.100.1" },
    ]);
    const right = responses.at(-1);
    expect(right?.status).toBe(429);
    expect(right?.headers.getSetCookie().some((line) => line.startsWith("eca-inbox="))).toBe(false);
    expect(statuses(responses)).toEqual({ 401: 5, 429: 35 });
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

  it("a new sign-in in the same browser ends the session it had", async () => {
    const app = await start();
    const { jar } = await app.session();
    const old = jar.header();
    const form = await app.get("/admin/sign-in", jar);
    expect(form.status).toBe(303); // signed in already; the form is still there to post to
    const again = await app.request("/admin/sign-in");
    jar.take(again);
    const csrf = csrfOf(await again.text());
    const response = await app.post(
      "/admin/sign-in",
      { csrf, email: OWNER, password: PASSWORD },
      { jar },
    );
    expect(response.status).toBe(303);
    jar.take(response);
    expect(jar.header()).not.toBe(old);
    expect((await app.get("/admin", jar)).status).toBe(200);
    const replay = await app.request("/admin", { headers: { Cookie: old } });
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
    await app.submitLead({ intent: "recording", event: "Automation 101, March 14, 2024" });
    await app.submitLead({ intent: "no-such-intent", package: "Strategic Implementation" });
    const { jar } = await app.session();
    const recording = await (await app.get("/admin/leads/1", jar)).text();
    expect(recording).toContain(
      '<p class="request">Event recording: Automation 101, March 14, 2024</p>',
    );
    const unknown = await (await app.get("/admin/leads/2", jar)).text();
    expect(unknown).toContain(
      '<p class="request">Free consultation: Strategic Implementation package</p>',
    );
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
      await app.get("/admin/pipeline", jar),
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

describe("Notes", () => {
  it("take the longest note in Chinese, 9 bytes a character once URL-encoded", async () => {
    const app = await start();
    await app.submitLead();
    const { jar, csrf } = await app.session();
    const note = "记".repeat(MAX_NOTE_LENGTH);
    const response = await app.post("/admin/leads/1/notes", { csrf, note }, { jar });
    expect(response.status).toBe(303);
    expect(readRows(app.options.leadsDb, "lead_notes" as "leads")).toEqual([
      expect.objectContaining({ lead_id: 1, body: note }),
    ]);
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
    expect(await (await app.get("/admin?view=spam", jar)).text()).toContain(">Maybe Lovelace</a>");
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const response = await app.post("/admin/leads/1/not-spam", { csrf }, { jar });
      expect(response.status).toBe(303);
    }
    expect(readRows(app.options.leadsDb, "outbox")).toEqual([
      expect.objectContaining({ lead_id: 1, channel: "webhook" }),
    ]);
    expect(await (await app.get("/admin", jar)).text()).toContain(">Maybe Lovelace</a>");
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads").filter(
      (row) => row.action === "not spam",
    );
    expect(audit).toEqual([
      expect.objectContaining({ account: OWNER, detail: "lead 1", client_address: "203.0.113.7" }),
    ]);
  });
});

describe("Delete", () => {
  it("erases the lead from the store's files and from a snapshot taken afterwards", async () => {
    const webhook = {
      url: "http://127.0.0.1:9/",
      baseDelayMs: 600_000,
      maxDelayMs: 600_000,
      timeoutMs: 1000,
    };
    const app = await start({ webhook });
    const marker = "Quillfeather7Q";
    await app.submitLead({ firstName: "Keep", email: "keep@example.com" });
    await app.submitLead({
      lastName: marker,
      company: `${marker} Ltd`,
      email: `${marker.toLowerCase()}@example.com`,
      description: `Please call ${marker} about ${marker}'s invoices. `.repeat(20),
    });
    const { jar, csrf } = await app.session();
    const note = await app.post(
      "/admin/leads/2/notes",
      { csrf, note: `Spoke to ${marker}` },
      { jar },
    );
    expect(note.status).toBe(303);
    const db = app.options.leadsDb;
    const hits = (file: string) => {
      if (!existsSync(file)) return 0;
      const bytes = readFileSync(file).toString("latin1").toLowerCase();
      return bytes.split(marker.toLowerCase()).length - 1;
    };
    const inStore = () => hits(db) + hits(`${db}-wal`);
    expect(inStore()).toBeGreaterThan(0);

    const deleted = await app.post("/admin/leads/2/delete", { csrf }, { jar });
    expect(deleted.status).toBe(303);
    expect(inStore()).toBe(0);
    expect(readRows(db, "outbox")).toEqual([expect.objectContaining({ lead_id: 1 })]);
    const snapshot = join(dirname(db), "after-delete.db");
    const cli = await runLeadsCli(
      ["--backup", snapshot],
      { LEADS_DB: db },
      {
        out: () => {},
        err: () => {},
      },
    );
    expect(cli).toBe(0);
    expect(hits(snapshot)).toBe(0);
    expect(readRows(snapshot, "leads").map((row) => row.email)).toEqual(["keep@example.com"]);
  });
});

describe("the activity log", () => {
  it("shows the site's publishes and roll backs only to accounts that may edit the site, and pages what it shows", async () => {
    const app = await start();
    const db = openDatabase(app.options.leadsDb);
    try {
      new Accounts(db).addUser("leads@example.com", await hashPassword(PASSWORD, CHEAP), ["leads"]);
      const audit = new AuditLog(db);
      for (let n = 0; n < 150; n++) {
        audit.record({
          account: OWNER,
          clientAddress: "203.0.113.7",
          action: n % 2 ? "publish" : "roll back",
          detail: "done in 80 s; 1 file(s): src/content/copy/home.json",
        });
      }
    } finally {
      db.close();
    }
    const siteActions = (html: string) =>
      [...html.matchAll(/<td data-label="Action">(publish|roll back)<\/td>/g)].length;

    const owner = (await app.signIn()).jar;
    const ownerPage = await (await app.get("/admin/activity", owner)).text();
    expect(siteActions(ownerPage)).toBe(99);
    expect(ownerPage).toContain('<a href="/admin/activity?page=2">Older</a>');

    const leads = (await app.signIn("leads@example.com")).jar;
    for (const path of ["/admin/activity", "/admin/activity?page=2"]) {
      const page = await (await app.get(path, leads)).text();
      expect(siteActions(page)).toBe(0);
      expect(page).not.toContain("src/content/");
      // One page of entries: no link to another.
      expect(page).not.toContain('href="/admin/activity?page=');
      expect([...page.matchAll(/<td data-label="Action">sign-in<\/td>/g)]).toHaveLength(2);
    }
  });
});

describe("working the leads", () => {
  const kinds: Record<string, string>[] = [
    { firstName: "Con", email: "con@example.com", source: "hero" },
    { firstName: "Gina", email: "gina@example.com", intent: "guide", source: "hero" },
    {
      firstName: "Reg",
      email: "reg@example.com",
      intent: "register",
      source: "event",
      event: "Automation 101, Thursday, March 14, 2024",
    },
    {
      firstName: "Pat",
      email: "pat@example.com",
      source: "pricing-package",
      package: "Strategic Implementation",
    },
  ];
  const namesIn = (html: string) =>
    [...html.matchAll(/<a href="\/admin\/leads\/\d+[^"]*">([^<]+)<\/a>/g)].map((match) =>
      match[1]?.replace(" Lovelace", ""),
    );

  it("the list says what each lead asked for, finds a request by its name, filters by it and counts per status", async () => {
    const app = await start();
    for (const kind of kinds) await app.submitLead(kind);
    const { jar, csrf } = await app.session();
    const list = await (await app.get("/admin", jar)).text();
    expect(list).toContain('<th scope="col">Request</th>');
    expect(list).toContain("Event registration: Automation 101, Thursday, March 14, 2024");
    expect(list).toContain("Free consultation: Strategic Implementation package");
    expect(list).toContain("An event&#x27;s button");
    expect(list).not.toMatch(/>pricing-package</);
    expect(namesIn(await (await app.get("/admin?q=guide", jar)).text())).toEqual(["Gina"]);
    expect(namesIn(await (await app.get("/admin?q=strategic", jar)).text())).toEqual(["Pat"]);
    expect(namesIn(await (await app.get("/admin?request=register", jar)).text())).toEqual(["Reg"]);
    await app.post("/admin/leads/2/status", { status: "won", csrf }, { jar });
    const counted = await (await app.get("/admin", jar)).text();
    const view = (label: string, count: number) =>
      `${label}<!-- --> <span class="view-count">${count}</span></a>`;
    expect(counted).toContain(view("All", 4));
    expect(counted).toContain(view("New", 3));
    expect(counted).toContain(view("Won", 1));
    expect(counted).toContain(view("Lost", 0));
  });

  it("marks and counts the leads nobody has opened, until someone opens one", async () => {
    const app = await start();
    for (const kind of kinds.slice(0, 2)) await app.submitLead(kind);
    const { jar } = await app.session();
    const before = await (await app.get("/admin", jar)).text();
    expect(before).toContain("<title>(2) Inbox · Emerald City Automation lead inbox</title>");
    expect(before.match(/class="unopened"/g)).toHaveLength(2);
    expect(before).toMatch(/Inbox <span class="count">2<span class="visually-hidden"> unopened/);
    await app.get("/admin/leads/1", jar);
    const after = await (await app.get("/admin", jar)).text();
    expect(after).toContain("<title>(1) Inbox · Emerald City Automation lead inbox</title>");
    expect(after.match(/class="unopened"/g)).toHaveLength(1);
    expect(app.leads().map((lead) => lead.opened_at !== null)).toEqual([true, false]);
  });

  it("sets the status of the ticked leads, moves them to Spam, and deletes them after one confirmation", async () => {
    const app = await start();
    for (const kind of kinds) await app.submitLead(kind);
    const { jar, csrf } = await app.session();
    const ids = (...numbers: number[]) => numbers.map((id): [string, string] => ["id", String(id)]);
    const bulk = (fields: [string, string][]) =>
      app.post("/admin/bulk", [["csrf", csrf], ["q", "example"], ...fields], { jar });

    const status = await bulk([...ids(1, 2), ["action", "status"], ["to", "contacted"]]);
    expect(status.status).toBe(303);
    expect(status.headers.get("location")).toBe("/admin?q=example&done=bulk-status&n=2");
    expect(app.leads().map((lead) => lead.status)).toEqual([
      "contacted",
      "contacted",
      "new",
      "new",
    ]);
    expect(app.leads()[0]?.status_changed_at).toEqual(expect.any(String));
    expect(await (await app.get("/admin?done=bulk-status&n=2", jar)).text()).toContain(
      "Status saved for 2 leads.",
    );

    await bulk([...ids(3), ["action", "spam"]]);
    expect(app.leads().map((lead) => lead.spam)).toEqual([null, null, "owner", null]);
    expect(namesIn(await (await app.get("/admin?view=spam", jar)).text())).toEqual(["Reg"]);

    const nothing = await bulk([["action", "delete"]]);
    expect(nothing.headers.get("location")).toBe("/admin?q=example&done=none-selected");

    const confirm = await bulk([...ids(1, 4), ["action", "delete"]]);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain("Delete 2 leads?");
    expect(app.leads()).toHaveLength(4);
    const deleted = await app.post("/admin/bulk/delete", [["csrf", csrf], ...ids(1, 4)], { jar });
    expect(deleted.headers.get("location")).toBe("/admin?done=bulk-deleted&n=2");
    expect(app.leads().map((lead) => lead.id)).toEqual([2, 3]);
    const audit = readRows(app.options.leadsDb, "audit_log" as "leads");
    expect(audit.filter((row) => row.action === "delete").map((row) => row.detail)).toEqual([
      "lead 1",
      "lead 4",
    ]);
    expect(audit.filter((row) => row.action === "spam").map((row) => row.detail)).toEqual([
      "leads 3",
    ]);
  });

  it("the lead page answers in one tap: Reply quotes what they wrote under a subject naming the request, Call dials", async () => {
    const app = await start();
    await app.submitLead({ ...kinds[1], description: "Send it please.\nThanks" });
    const { jar } = await app.session();
    const html = await (await app.get("/admin/leads/1", jar)).text();
    const href = (label: string) =>
      new RegExp(`<a class="button[^"]*" href="([^"]+)">${label}`)
        .exec(html)?.[1]
        ?.replaceAll("&amp;", "&") ?? "";
    const reply = new URL(href("Reply"));
    expect(reply.protocol).toBe("mailto:");
    expect(reply.pathname).toBe("gina@example.com");
    expect(reply.searchParams.get("subject")).toBe("Re: Free guide (download)");
    expect(reply.searchParams.get("body")).toMatch(
      /^Hello Gina,\n\n\nOn .+ you wrote:\n> Send it please\.\n> Thanks$/,
    );
    expect(href("Call")).toBe("tel:2065550100");
    // The technical details come last, folded.
    expect(html.indexOf("<summary>Technical details</summary>")).toBeGreaterThan(
      html.indexOf('id="notes"'),
    );
  });

  it("the sign-in page names the site, and signing out says so", async () => {
    const app = await start();
    expect(await (await app.request("/admin/sign-in")).text()).toContain(
      "The lead inbox of Emerald City Automation",
    );
    const { jar, csrf } = await app.session();
    const out = await app.post("/admin/sign-out", { csrf }, { jar });
    expect(out.headers.get("location")).toBe("/admin/sign-in?signed-out");
    expect(await (await app.request("/admin/sign-in?signed-out")).text()).toContain(
      "You are signed out.",
    );
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
