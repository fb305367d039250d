import { describe, expect, it, vi } from "vitest";
import { formBody, readRows } from "../../tests/support/fixture";
import { openDatabase } from "../db/database";
import { Accounts, SESSION_IDLE_MS, SESSION_MAX_MS } from "./accounts";
import { hashPassword } from "./passwords";
import { SIGN_IN_ERROR } from "./sign-in-routes";
import { CHEAP, csrfOf, inboxTestApp, Jar, ORIGIN, OWNER, PASSWORD } from "./test-app";

const start = inboxTestApp();

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
