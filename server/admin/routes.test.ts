/**
 * The checks every inbox request passes before a room answers it (routes.tsx): no account, no
 * inbox; signed out or stale, nothing; a state change only from our own pages with the session's
 * token; the headers of every answer; a locked database.
 */
import { describe, expect, it } from "vitest";
import { formBody, readRows } from "../../tests/support/fixture";
import { holdWriteLock } from "../../tests/support/lock";
import { adminCsp } from "../policy";
import { SESSION_IDLE_MS } from "./accounts";
import { addAccount, inboxTestApp, Jar, ORIGIN } from "./test-app";

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
    ["/admin/leads/1/spam", {}],
    ["/admin/leads/1/delete", {}],
    ["/admin/undo", { undo: "A".repeat(24) }],
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
        ["/admin/leads/1/spam", {}],
        ["/admin/undo", { undo: "A".repeat(24) }],
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
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "new", spam: null })]);
    expect(readRows(app.options.leadsDb, "lead_notes" as "leads")).toEqual([]);
    // The same change with the token from our own origin goes through: the refusals above were not luck.
    const accepted = await app.post("/admin/leads/1/status", { status: "won", csrf }, { jar });
    expect(accepted.status).toBe(303);
    expect(app.leads()).toEqual([expect.objectContaining({ id: 1, status: "won" })]);
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
