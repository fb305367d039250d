/**
 * The owner's inbox under /admin: the checks every request passes, then the rooms that answer it
 * (room.tsx says what a room is). Every rule here is in docs/decisions/028-inbox-security.md; the
 * spam quarantine in 029.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { clientAddress } from "../client-address";
import { isLocked } from "../db/database";
import { adminCsp } from "../policy";
import type { Accounts } from "./accounts";
import { activityRoutes } from "./activity-routes";
import { bulkRoutes } from "./bulk-routes";
import { MAX_NOTE_LENGTH } from "./inbox-store";
import { leadRoutes } from "./lead-routes";
import { inboxCookie, sameOrigin, sameSecret } from "./request-checks";
import {
  type AdminEnv,
  type AdminOptions,
  html,
  leadId,
  type RoomKit,
  type RoomTools,
  roomTools,
} from "./room";
import { MessagePage, STYLESHEET_PATH } from "./shell";
import { signInRoutes, signOutRoutes } from "./sign-in-routes";
import { adminStylesheet } from "./stylesheet";

/** A note at its longest in 4-byte characters, URL-encoded (12 bytes each), and the rest of its form. */
const MAX_FORM_BYTES = Math.ceil((MAX_NOTE_LENGTH * 12) / 1024 + 4) * 1024;

export function adminRoutes(options: AdminOptions) {
  const tools = roomTools(options);
  const app = new Hono<AdminEnv>();

  app.use(async (c, next) => {
    // No account, no inbox: nothing tells the path apart from any other unknown one.
    if (!tools.accounts.hasUsers()) return options.notFound(c);
    c.set(
      "address",
      clientAddress(
        c.env?.incoming?.socket?.remoteAddress,
        c.req.header("x-forwarded-for"),
        tools.trustProxy,
      ),
    );
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Content-Security-Policy", adminCsp);
  });

  // Every state change: a small urlencoded form, from this site's own pages.
  app.on(
    ["POST", "PUT", "PATCH", "DELETE"],
    "*",
    bodyLimit({ maxSize: MAX_FORM_BYTES, onError: (c) => c.text("Payload Too Large", 413) }),
    readForm(tools.trustProxy),
  );

  // The server's connection never waits for another process's write lock (pages must keep
  // answering), so an inbox page or action that meets one says so instead of failing with a 500.
  app.onError((error, c) => {
    if (!isLocked(error)) {
      console.error(error);
      return c.text("Internal Server Error", 500);
    }
    tools.log("admin: the database is locked by another process; the request was answered 503");
    c.header("Retry-After", "5");
    return html(
      c,
      <MessagePage
        title="Busy"
        text="Another program is writing to the lead database. Please try again in a moment."
      />,
      503,
    );
  });

  app.get(STYLESHEET_PATH.slice("/admin".length), (c) =>
    c.body(adminStylesheet, 200, { "Content-Type": "text/css; charset=utf-8" }),
  );

  // The rooms answer in the order they are mounted: the sign-in form before the sign-in check,
  // sign-out before the permission check (any account may sign out), the rest after both.
  app.route("/", signInRoutes(tools));
  app.use(requireSession(tools.accounts, tools.trustProxy));
  app.route("/", signOutRoutes(tools));
  app.use(requirePermission(tools));
  app.route("/", leadRoutes(tools));
  app.route("/", bulkRoutes(tools));
  app.route("/", activityRoutes(tools));
  const kit: RoomKit = {
    page: (c, page) => html(c, page(tools.signed(c))),
    actor: (c) => ({
      by: c.get("session").email,
      address: c.get("address"),
      form: c.get("form") ?? {},
    }),
  };
  for (const [path, room] of Object.entries(options.rooms?.(kit) ?? {})) app.route(path, room);

  app.all("*", tools.notFound);
  return app;
}

/**
 * Refuses a state change from another site, or in anything but a urlencoded form; sets the
 * posted form (the last value of each name) and the ticked lead ids for the routes.
 */
function readForm(trustProxy: number): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (!sameOrigin(c, trustProxy)) {
      return html(
        c,
        <MessagePage title="Refused" text="Requests from other sites are refused." />,
        403,
      );
    }
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return c.text("Unsupported Media Type", 415);
    const body = await c.req.parseBody({ all: true });
    const form: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const last = [value].flat().findLast((item) => typeof item === "string");
      if (typeof last === "string") form[name] = last;
    }
    const ids = [body.id ?? []].flat().map((id) => (typeof id === "string" ? leadId(id) : null));
    c.set("form", form);
    c.set("ids", [...new Set(ids.filter((id) => id !== null))]);
    await next();
  };
}

/** A session for every route after it, and the session's CSRF token for a state change. */
function requireSession(accounts: Accounts, trustProxy: number): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = accounts.session(getCookie(c, inboxCookie(c, "session", trustProxy).name));
    if (!session) {
      if (c.req.method === "GET" || c.req.method === "HEAD")
        return c.redirect("/admin/sign-in", 303);
      return html(c, <MessagePage title="Signed out" text="Please sign in again." />, 401);
    }
    if (
      c.req.method !== "GET" &&
      c.req.method !== "HEAD" &&
      !sameSecret(c.get("form")?.csrf, session.csrfToken)
    ) {
      return html(
        c,
        <MessagePage
          title="Refused"
          text="The form expired. Please go back and try again."
          signed={session}
        />,
        403,
      );
    }
    c.set("session", session);
    await next();
  };
}

/**
 * The leads need the leads permission and /admin/site the site permission; without it the page
 * does not exist. An account that may only edit the site starts at /admin/site.
 */
function requirePermission({ notFound }: RoomTools): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const { permissions } = c.get("session");
    const path = c.req.path.slice("/admin".length) || "/";
    const needed = path === "/site" || path.startsWith("/site/") ? "site" : "leads";
    if (!permissions.includes(needed)) {
      if (path === "/" && permissions.includes("site")) return c.redirect("/admin/site", 303);
      return notFound(c);
    }
    await next();
  };
}
